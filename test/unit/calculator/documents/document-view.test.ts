import { describe, expect, it } from "vitest";

import { documentView } from "~/calculator/documents/document-view";
import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";
import type { DocumentContent } from "~/calculator/device/issued-documents";
import { item, lineFor } from "../helpers";

/** The customer's copy, as the screen, the print and the PDF show it. */

const rose = item({ name: "Rose Agarbatti 16 g" });
const oil = item({
  name: "Pooja Oil 1 L",
  rate: 244,
  category: "oil",
  packingSize: 12,
  scheme: "10+1",
  productMrp: 299,
});
const content: DocumentContent = {
  kind: "tax-invoice",
  brand: "Punarvana Eco",
  seller: {
    legalName: "Punarvana Eco Products Private Limited",
    address: "Plot 14, Okhla Phase II, New Delhi 110020",
    stateCode: "07",
    gstin: "07AAACR5055K1Z9",
    phone: "+91 00000 00000",
    email: "care@example.com",
    bank: { name: "Some Bank", account: "1234567890", ifsc: "SBIN0001234" },
    upiId: "",
    ewayBillThreshold: null,
  },
  buyer: {
    name: "Sharma Stores",
    address: "12 Main Bazaar\nKarol Bagh",
    gstin: "29AAGCB7383J1Z4",
    stateCode: "29",
  },
  settings: { ...DEFAULT_SETTINGS, notes: "Deliver Monday" },
  lines: [lineFor(rose, 64, "dozen"), lineFor(oil, 23, "piece")],
};
const date = Date.parse("2026-04-05T10:30:00+05:30");

describe("documentView", () => {
  const view = documentView(content, { number: "PE/2026-27/0001", date });

  it("titles and dates the document, and names both parties with GSTIN and state", () => {
    expect(view).toMatchObject({ title: "Tax Invoice", number: "PE/2026-27/0001", dateText: "5 Apr 2026" });
    expect(view.seller).toEqual({
      name: "Punarvana Eco Products Private Limited",
      lines: [
        "Plot 14, Okhla Phase II, New Delhi 110020",
        "GSTIN: 07AAACR5055K1Z9",
        "State: Delhi (07)",
        "Phone: +91 00000 00000 · E-mail: care@example.com",
      ],
    });
    expect(view.buyer).toEqual({
      name: "Sharma Stores",
      lines: ["12 Main Bazaar", "Karol Bagh", "GSTIN: 29AAGCB7383J1Z4", "State: Karnataka (29)"],
    });
    expect(view.placeOfSupply).toBe("Karnataka (29)");
    expect(view.supply).toBe("inter");
    expect(view.bank).toEqual([
      "Account name: Punarvana Eco Products Private Limited",
      "Account number: 1234567890",
      "IFSC: SBIN0001234",
      "Bank: Some Bank",
    ]);
  });

  it("shows each line with HSN, billed and free quantities, rate, GST and amount", () => {
    expect(view.lines[0]).toEqual({
      id: content.lines[0]!.id,
      position: 1,
      name: "Rose Agarbatti 16 g",
      detail: "Ordered 64 dozen · Scheme 60+4 dozen",
      hsn: "330741",
      quantity: "720 pcs",
      free: "48 pcs",
      rate: "₹84.00",
      per: "dozen",
      gst: "5%",
      amount: "₹5,040.00",
    });
    expect(view.lines[1]).toMatchObject({
      hsn: "",
      quantity: "21 pcs",
      free: "2 pcs",
      gst: "12%",
      per: "piece",
    });
  });

  it("has the summary with IGST rows, the HSN table and the amount in words", () => {
    expect(view.summary.map((row) => row.label)).toContain("IGST 5%");
    expect(view.summary.at(-1)).toMatchObject({ label: "Rounded total", amountText: "₹10,396.00" });
    expect(view.amountInWords).toBe("Rupees Ten Thousand Three Hundred Ninety Six Only");
    expect(view.hsnTable.headers).toEqual(["HSN", "Taxable value", "GST rate", "IGST", "Total tax"]);
    expect(view.hsnTable.total).toEqual(["Total", "₹9,559.20", "", "₹836.64", "₹836.64"]);
  });

  it("splits CGST and SGST in the seller's state, and says nothing of either while the state is unknown", () => {
    const same = documentView(
      { ...content, buyer: { ...content.buyer, gstin: "", stateCode: "07" } },
      { number: null, date },
    );
    expect(same.hsnTable.headers).toEqual(["HSN", "Taxable value", "GST rate", "CGST", "SGST", "Total tax"]);
    expect(same.buyer.lines).toContain("GSTIN: unregistered");
    const unknown = documentView(
      { ...content, kind: "quotation", buyer: { ...content.buyer, stateCode: "" } },
      { number: null, date },
    );
    expect(unknown.hsnTable.headers).toEqual(["HSN", "Taxable value", "GST rate", "Total tax"]);
    expect(unknown.summary.some((row) => row.role === "split")).toBe(false);
    expect(unknown.title).toBe("Quotation");
    expect(unknown.declaration).toContain("not a tax invoice");
  });

  it("carries none of the rep's own aids", () => {
    const text = JSON.stringify(view);
    for (const aid of ["Margin", "Net ₹", "Tip", "per pack", "MRP"]) expect(text).not.toContain(aid);
  });

  describe("a cancelled tax invoice", () => {
    const payable: DocumentContent = { ...content, seller: { ...content.seller, upiId: "punarvana@okaxis" } };
    const cancelled = { at: "2026-04-07T09:00:00+05:30", reason: "Billed to the wrong customer" };

    it("asks for payment by UPI and to the bank while it stands", () => {
      const standing = documentView(payable, { number: "PE/2026-27/0001", date });
      expect(standing.payment?.upiId).toBe("punarvana@okaxis");
      expect(standing.payment?.uri).toMatch(/^upi:\/\/pay\?pa=punarvana@okaxis&/);
      expect(standing.bank).not.toEqual([]);
    });

    it("once cancelled, carries no UPI code and no bank details, only the cancellation", () => {
      const view = documentView(payable, { number: "PE/2026-27/0001", date, cancelled });
      expect(view.cancelled).toEqual({
        heading: "CANCELLED on 7 Apr 2026",
        reason: "Reason: Billed to the wrong customer",
      });
      expect(view.payment).toBeNull();
      expect(view.bank).toEqual([]);
      const text = JSON.stringify(view);
      for (const request of ["upi://", "punarvana@okaxis", "Scan with any UPI app", "Account number"])
        expect(text).not.toContain(request);
    });
  });
});
