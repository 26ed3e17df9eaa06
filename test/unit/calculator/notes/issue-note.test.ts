import { describe, expect, it } from "vitest";

import {
  readIssuedDocuments,
  writeIssuedDocuments,
  type IssuedDocument,
} from "~/calculator/device/issued-documents";
import { invoiceBalance } from "~/calculator/notes/balance";
import {
  cancelIssued,
  creditNoteDeadline,
  issueNote,
  noteRefusal,
  type NoteIssueInput,
} from "~/calculator/notes/issue-note";

import { taxInvoice, tenDozen } from "../register/fixtures";

const india = (text: string) => Date.parse(`${text}+05:30`);

/**
 * A B2B invoice from Delhi to Maharashtra (IGST), 5 November 2026: ten dozen at 5 % and ten dozen at
 * 18 %, ₹840.00 each; 12 % distributor discount leaves ₹739.20 taxable at each rate; IGST ₹36.96 and
 * ₹133.06; ₹1,648.42 rounded to ₹1,648.00.
 */
const invoice: IssuedDocument = taxInvoice({ lines: [tenDozen(), tenDozen({ gstRate: 18 })] });
const NOV_10 = india("2026-11-10T11:00:00");

function input(overrides: Partial<NoteIssueInput> = {}): NoteIssueInput {
  return {
    kind: "credit-note",
    invoiceNumber: invoice.number,
    request: { basis: "goods-returned", items: [{ serial: 1, quantity: "24" }] },
    reason: "Damaged in transit",
    issued: [invoice],
    counters: {},
    seriesCode: "A1",
    now: NOV_10,
    ...overrides,
  };
}

function issued(overrides: Partial<NoteIssueInput> = {}) {
  const result = issueNote(input(overrides));
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("a credit note for goods returned", () => {
  it("credits the returned share of the line's taxable value and its IGST, numbered in its own series", () => {
    const { document, counters } = issued();
    expect(document.number).toBe("CN/A1/2627/0001");
    expect(counters).toEqual({ "CN/A1/2627": 1 });
    expect(document.kind).toBe("credit-note");
    expect(document.lines).toEqual([]);
    expect(document.buyer).toEqual(invoice.buyer);
    expect(document.note).toEqual({
      against: { number: "PE/A1/2627/0001", issuedAt: invoice.issuedAt, value: 1648_00 },
      reason: "Damaged in transit",
      basis: "goods-returned",
      lines: [
        {
          serial: 1,
          name: "Rose Agarbatti",
          hsn: "330741",
          unit: "pcs",
          ratePercent: 5,
          quantity: 24,
          // 24 of 120 pieces: a fifth of ₹739.20, and a fifth of its ₹36.96 IGST, rounded.
          taxable: 147_84,
          cgst: 0,
          sgst: 0,
          igst: 7_39,
        },
      ],
      // ₹155.23 rounded to the rupee, as the invoice is.
      roundOff: -23,
      value: 155_00,
    });
  });

  it("refuses more than is left, saying what is left", () => {
    const first = issued();
    const second = issueNote(input({ issued: first.issued, counters: first.counters, request: { basis: "goods-returned", items: [{ serial: 1, quantity: "100" }] } }));
    expect(second).toEqual({
      ok: false,
      message: "Line 1 (Rose Agarbatti): 100 pcs is more than the 96 pcs left to return.",
    });
    const byValue = issueNote(
      input({
        issued: first.issued,
        request: { basis: "value", by: "line", items: [{ serial: 1, amount: "600" }] },
      }),
    );
    expect(byValue).toEqual({
      ok: false,
      message: "Line 1 (Rose Agarbatti): ₹600.00 is more than the ₹591.36 of taxable value left to credit.",
    });
    const byRate = issueNote(
      input({ issued: first.issued, request: { basis: "value", by: "rate", items: [{ ratePercent: 5, amount: "591.37" }] } }),
    );
    expect(byRate).toEqual({
      ok: false,
      message: "GST 5%: ₹591.37 is more than the ₹591.36 of taxable value left to credit at this rate.",
    });
  }); // prettier-ignore

  it("takes exactly what is left when the last goods come back, and the net value ends at nothing", () => {
    let state = issued();
    state = issued({
      issued: state.issued,
      counters: state.counters,
      request: { basis: "goods-returned", items: [{ serial: 1, quantity: "96" }, { serial: 2, quantity: "120" }] },
    });
    expect(state.document.number).toBe("CN/A1/2627/0002");
    const balance = invoiceBalance(invoice, state.issued);
    expect(balance.left).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
    expect(balance.lines.map((line) => line.quantity.n)).toEqual([0n, 0n]);
    expect(balance.netValue).toBe(0);
    // The closing note takes the value left, ₹1,648.00 − ₹155.00, its round-off making up the rest.
    expect(state.document.note!.value).toBe(1493_00);
    const nothing = issueNote(input({ issued: state.issued, request: { basis: "goods-returned", items: [{ serial: 1, quantity: "1" }] } }));
    expect(nothing).toEqual({ ok: false, message: "Line 1 (Rose Agarbatti): all its goods have come back already." });
  }); // prettier-ignore

  it("refuses what is not a quantity, part of a piece, and a note of nothing", () => {
    const tries: [string, string][] = [
      ["two", 'Line 1 (Rose Agarbatti): "two" is not a quantity (up to 3 decimals).'],
      ["1.5", "Line 1 (Rose Agarbatti) is counted in whole pieces."],
      ["-3", 'Line 1 (Rose Agarbatti): "-3" is not a quantity (up to 3 decimals).'],
      ["", "Please enter the quantity coming back of at least one line."],
      ["0", "Please enter the quantity coming back of at least one line."],
    ];
    for (const [quantity, message] of tries) {
      expect(issueNote(input({ request: { basis: "goods-returned", items: [{ serial: 1, quantity }] } }))).toEqual({
        ok: false,
        message,
      });
    }
    expect(issueNote(input({ request: { basis: "goods-returned", items: [{ serial: 3, quantity: "1" }] } }))).toEqual({
      ok: false,
      message: "The invoice has no line 3.",
    });
  }); // prettier-ignore
});

describe("a value credited or debited", () => {
  it("shares an amount per rate over the rate's lines, with the invoice's CGST and SGST within the state", () => {
    const delhi = taxInvoice({
      buyer: { name: "Sharma Stores", address: "Karol Bagh", gstin: "07AAACR5055K2Z8", stateCode: "07" },
      lines: [tenDozen(), tenDozen({ name: "Jasmine", hsn: "3307" })],
    });
    const { document } = issued({
      invoiceNumber: delhi.number,
      issued: [delhi],
      request: { basis: "value", by: "rate", items: [{ ratePercent: 5, amount: "100.01" }] },
    });
    const lines = document.note!.lines;
    expect(lines.map((line) => line.taxable)).toEqual([50_01, 50_00]);
    for (const line of lines) {
      expect(line.igst).toBe(0);
      expect(line.cgst + line.sgst).toBeGreaterThan(0);
      expect(Math.abs(line.cgst - line.sgst)).toBeLessThanOrEqual(1);
    }
    expect(lines.every((line) => line.quantity === 0)).toBe(true);
  });

  it("raises the invoice with a debit note, which a later credit may then take", () => {
    const debit = issued({
      kind: "debit-note",
      request: { basis: "value", by: "line", items: [{ serial: 2, amount: "₹1,000" }] },
      reason: "Rate charged too low",
    });
    expect(debit.document.number).toBe("DN/A1/2627/0001");
    expect(debit.document.note!.lines).toEqual([
      expect.objectContaining({ serial: 2, taxable: 1000_00, igst: 180_00, quantity: 0 }),
    ]);
    expect(debit.document.note!.value).toBe(1180_00);
    const balance = invoiceBalance(invoice, debit.issued);
    expect(balance.netValue).toBe(1648_00 + 1180_00);
    expect(balance.lines[1]!.taxable).toBe(739_20 + 1000_00);
    const credit = issued({
      issued: debit.issued,
      counters: debit.counters,
      request: { basis: "value", by: "line", items: [{ serial: 2, amount: "1739.20" }] },
    });
    expect(credit.document.note!.lines[0]!.igst).toBe(133_06 + 180_00);
    // The debit cannot be cancelled now: the credit has taken what it added.
    expect(cancelIssued(credit.issued, debit.document.number, "Issued by mistake", NOV_10)).toEqual({
      ok: false,
      message:
        "DN/A1/2627/0001 cannot be cancelled: credit notes have since taken what it added to PE/A1/2627/0001.",
    });
  });

  it("refuses a debit note for goods: a debit raises a value", () => {
    expect(issueNote(input({ kind: "debit-note" }))).toEqual({
      ok: false,
      message: "A debit note raises a value: enter the amount per line or per GST rate.",
    });
  });
});

describe("what stands in the way of a note", () => {
  it("refuses a cancelled invoice, a quotation, a missing reason", () => {
    const cancelled = { ...invoice, cancelled: { at: "2026-11-06T10:00:00Z", reason: "Wrong buyer" } };
    expect(issueNote(input({ issued: [cancelled] }))).toEqual({
      ok: false,
      message: "PE/A1/2627/0001 is cancelled: a credit note can only change an invoice that stands.",
    });
    expect(noteRefusal("debit-note", { ...invoice, kind: "quotation" }, NOV_10)).toBe(
      "A debit note is issued against a tax invoice only.",
    );
    expect(issueNote(input({ reason: "  " }))).toEqual({
      ok: false,
      message: "Please give the reason for the credit note.",
    });
    expect(issueNote(input({ invoiceNumber: "PE/A1/2627/0009" }))).toEqual({
      ok: false,
      message: "There is no invoice PE/A1/2627/0009 on this device.",
    });
  });

  it("refuses a credit note after 30 November following the invoice's financial year, naming the date", () => {
    expect(creditNoteDeadline(invoice.issuedAt)).toBe("2027-11-30");
    // 1 April 2027 00:30 in India is already 2027-28; 31 March 23:30 still 2026-27.
    expect(creditNoteDeadline(india("2027-03-31T23:30:00"))).toBe("2027-11-30");
    expect(creditNoteDeadline(india("2027-04-01T00:30:00"))).toBe("2028-11-30");
    expect(issueNote(input({ now: india("2027-11-30T23:59:00") })).ok).toBe(true);
    expect(issueNote(input({ now: india("2027-12-01T00:01:00") }))).toEqual({
      ok: false,
      message:
        "No credit note against PE/A1/2627/0001 after 30 Nov 2027: the tax on a supply of 2026-27 can be reduced only until 30 November after that year ends (CGST Act, section 34(2)).",
    });
    // A debit note has no such limit; it is numbered in the year it is issued.
    const late = issued({
      kind: "debit-note",
      now: india("2028-01-15T10:00:00"),
      request: { basis: "value", by: "rate", items: [{ ratePercent: 18, amount: "10" }] },
    });
    expect(late.document.number).toBe("DN/A1/2728/0001");
  });

  it("keeps an invoice with notes that stand from being cancelled, until they are", () => {
    const { issued: withNote, document } = issued();
    expect(cancelIssued(withNote, invoice.number, "Wrong buyer", NOV_10)).toEqual({
      ok: false,
      message: "PE/A1/2627/0001 has notes that stand (CN/A1/2627/0001): cancel them first.",
    });
    const noteCancelled = cancelIssued(withNote, document.number, "Goods not received back", NOV_10);
    expect(noteCancelled.ok).toBe(true);
    if (!noteCancelled.ok) return;
    expect(invoiceBalance(invoice, noteCancelled.issued).netValue).toBe(1648_00);
    expect(cancelIssued(noteCancelled.issued, invoice.number, "Wrong buyer", NOV_10).ok).toBe(true);
  });
});

describe("a stored note", () => {
  it("reads back whole, and is dropped when its details do not", () => {
    const { issued: documents, document } = issued();
    expect(readIssuedDocuments(writeIssuedDocuments(documents))).toEqual(documents);
    const broken = {
      ...document,
      number: "CN/A1/2627/0002",
      note: { ...document.note, lines: [{ serial: 1 }] },
    };
    const noDetails = { ...document, number: "CN/A1/2627/0003", note: undefined };
    const read = readIssuedDocuments(
      JSON.stringify({ version: 1, documents: [...documents, broken, noDetails] }),
    );
    expect(read.map((entry) => entry.number)).toEqual(["PE/A1/2627/0001", "CN/A1/2627/0001"]);
  });
});
