import { describe, expect, it } from "vitest";

import { issueNote } from "~/calculator/notes/issue-note";
import { issuedDocumentView } from "~/calculator/notes/note-view";

import { taxInvoice, tenDozen } from "../register/fixtures";

const india = (text: string) => Date.parse(`${text}+05:30`);

/** Ten dozen at 5 % and ten at 18 %, Delhi to Delhi (CGST + SGST), 5 November 2026. */
const invoice = taxInvoice({
  buyer: {
    name: "Sharma Stores",
    address: "12 Main Bazaar\nKarol Bagh",
    gstin: "07AAACR5055K2Z8",
    stateCode: "07",
  },
  lines: [tenDozen(), tenDozen({ name: "Sandal Agarbatti", gstRate: 18 })],
});

function note(kind: "credit-note" | "debit-note") {
  const result = issueNote({
    kind,
    invoiceNumber: invoice.number,
    request:
      kind === "credit-note"
        ? { basis: "goods-returned", items: [{ serial: 1, quantity: "24" }] }
        : { basis: "value", by: "rate", items: [{ ratePercent: 18, amount: "100" }] },
    reason: kind === "credit-note" ? "Damaged packs returned" : "Rate charged too low",
    issued: [invoice],
    counters: {},
    seriesCode: "A1",
    now: india("2026-11-12T10:00:00"),
  });
  if (!result.ok) throw new Error(result.message);
  return result.document;
}

describe("a note as the customer gets it", () => {
  it("is titled Credit Note, names its invoice's number and date and the reason, and the parties", () => {
    const view = issuedDocumentView(note("credit-note"));
    expect(view).toMatchObject({
      kind: "credit-note",
      title: "Credit Note",
      numberLabel: "Credit note no.",
      number: "CN/A1/2627/0001",
      dateText: "12 Nov 2026",
      reference: { invoiceNumber: "PE/A1/2627/0001", invoiceDate: "5 Nov 2026", reason: "Damaged packs returned" },
      placeOfSupply: "Delhi (07)",
      payment: null,
      bank: [],
    });
    expect(view.seller.lines).toContain("GSTIN: 07AAACR5055K1Z9");
    expect(view.buyer.lines).toContain("GSTIN: 07AAACR5055K2Z8");
    expect(view.signatory).toBe("For Punarvana Eco Products Private Limited");
  }); // prettier-ignore

  it("shows each line's goods, HSN, quantity, rate and taxable value, the taxes split as on the invoice", () => {
    const view = issuedDocumentView(note("credit-note"));
    expect(view.lines).toEqual([
      expect.objectContaining({
        name: "Rose Agarbatti",
        hsn: "330741",
        quantity: "24 pcs",
        gst: "5%",
        amount: "₹147.84",
      }),
    ]);
    expect(view.summary.map((row) => [row.label, row.amountText])).toEqual([
      ["Taxable value", "₹147.84"],
      // A fifth of the invoice's ₹18.48 CGST and ₹18.48 SGST at 5 %, each rounded.
      ["GST 5%", "₹7.40"],
      ["CGST 2.5%", "₹3.70"],
      ["SGST 2.5%", "₹3.70"],
      ["Round-off", "-₹0.24"],
      ["Credit Note value", "₹155.00"],
    ]);
    expect(view.hsnTable.rows).toEqual([
      ["330741", "₹147.84", "5% (2.5% + 2.5%)", "₹3.70", "₹3.70", "₹7.40"],
    ]);
    expect(view.amountInWords).toBe("Rupees One Hundred Fifty Five Only");
  });

  it("titles a debit note so, with its value in the invoice's tax", () => {
    const view = issuedDocumentView(note("debit-note"));
    expect(view.title).toBe("Debit Note");
    expect(view.number).toBe("DN/A1/2627/0001");
    expect(view.summary.at(-1)).toMatchObject({ label: "Debit Note value", amountText: "₹118.00" });
    expect(view.lines.map((line) => line.detail)).toEqual(["Value debited, on line 2 of the invoice"]);
  });
});
