import { describe, expect, it } from "vitest";

import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";
import {
  cancelDocument,
  documentFileName,
  issueDocument,
  readIssuedDocuments,
  readSeller,
  sameContent,
  writeIssuedDocuments,
  type DocumentContent,
} from "~/calculator/device/issued-documents";
import { DELHI_SELLER, item, lineFor } from "../helpers";

const india = (text: string) => Date.parse(`${text}+05:30`);

const content: DocumentContent = {
  kind: "tax-invoice",
  brand: "Punarvana Eco",
  seller: DELHI_SELLER,
  buyer: { name: "Sharma Stores", address: "Karol Bagh", gstin: "", stateCode: "07" },
  settings: DEFAULT_SETTINGS,
  lines: [lineFor(item({ name: "Rose" }), 3, "dozen")],
};
const start = {
  previous: null,
  seriesNumbers: [],
  counters: {},
  invoicePrefix: "PE",
  seriesCode: "R7",
  now: india("2027-03-31T18:00:00"),
};

describe("issueDocument", () => {
  it("numbers a new document in its series and keeps it with its date", () => {
    const result = issueDocument({ ...start, content });
    expect(result.fresh).toBe(true);
    expect(result.document).toEqual({ ...content, number: "PE/R7/2627/0001", issuedAt: start.now });
    if (!result.fresh) return;
    expect(result.counters).toEqual({ "PE/R7/2627": 1 });
  });

  it("gives the same document again while its content has not changed", () => {
    const first = issueDocument({ ...start, content });
    if (!first.fresh) throw new Error("expected a new document");
    const again = issueDocument({
      ...start,
      content: JSON.parse(JSON.stringify(content)) as DocumentContent,
      previous: first.document,
      seriesNumbers: [first.document.number],
      counters: first.counters,
      now: start.now + 60_000,
    });
    expect(again).toEqual({ fresh: false, document: first.document });
  });

  it("takes the next number once anything has changed, and numbers quotations apart", () => {
    const first = issueDocument({ ...start, content });
    if (!first.fresh) throw new Error("expected a new document");
    const changed = { ...content, buyer: { ...content.buyer, name: "Sharma Stores (Karol Bagh)" } };
    const second = issueDocument({
      ...start,
      content: changed,
      previous: first.document,
      seriesNumbers: [],
      counters: first.counters,
      now: india("2027-04-01T09:00:00"),
    });
    expect(second.document.number).toBe("PE/R7/2728/0001");
    if (!second.fresh) throw new Error("expected a new document");
    const quotation = issueDocument({
      ...start,
      content: { ...content, kind: "quotation" },
      counters: second.counters,
      now: india("2027-04-01T10:00:00"),
    });
    expect(quotation.document.number).toBe("Q/R7/2728/0001");
  });

  it("compares content whatever the order of keys", () => {
    const reordered = {
      lines: content.lines,
      settings: content.settings,
      buyer: content.buyer,
      seller: content.seller,
      brand: content.brand,
      kind: content.kind,
    };
    expect(sameContent(content, reordered)).toBe(true);
    expect(sameContent(content, { ...content, brand: "Other" })).toBe(false);
  });
});

describe("cancelDocument", () => {
  const issued = () => {
    const first = issueDocument({ ...start, content });
    if (!first.fresh) throw new Error("expected a new document");
    return first;
  };
  const at = india("2027-03-31T19:00:00");

  it("marks a tax invoice cancelled with the date and reason, keeping it and its number", () => {
    const first = issued();
    const result = cancelDocument(first.document, "PE/R7/2627/0001", "  Wrong   customer ", at);
    if (!result.ok) throw new Error(result.message);
    expect(result.document).toEqual({
      ...first.document,
      cancelled: { at: new Date(at).toISOString(), reason: "Wrong customer" },
    });
    // Stored and read back, it is still cancelled.
    expect(readIssuedDocuments(writeIssuedDocuments([result.document]))).toEqual([result.document]);
  });

  it("numbers the draft afresh once its invoice is cancelled: the number is never used again", () => {
    const first = issued();
    const cancelled = cancelDocument(first.document, "PE/R7/2627/0001", "Typing mistake", at);
    if (!cancelled.ok) throw new Error(cancelled.message);
    const next = issueDocument({
      ...start,
      content,
      previous: cancelled.document,
      seriesNumbers: [cancelled.document.number],
      counters: first.counters,
    });
    expect(next.fresh).toBe(true);
    expect(next.document.number).toBe("PE/R7/2627/0002");
    // Even a lost counter does not bring the cancelled number back.
    expect(
      issueDocument({ ...start, content, seriesNumbers: [cancelled.document.number] }).document.number,
    ).toBe("PE/R7/2627/0002");
  });

  it("refuses without a reason, twice, for a quotation or an unknown number", () => {
    const first = issued();
    expect(cancelDocument(first.document, "PE/R7/2627/0001", "  ", at)).toMatchObject({ ok: false });
    expect(cancelDocument(null, "PE/R7/2627/0009", "x", at)).toMatchObject({ ok: false });
    expect(cancelDocument(first.document, "PE/R7/2627/0001", "x".repeat(201), at)).toMatchObject({
      ok: false,
    });
    const once = cancelDocument(first.document, "PE/R7/2627/0001", "x", at);
    if (!once.ok) throw new Error(once.message);
    expect(cancelDocument(once.document, "PE/R7/2627/0001", "y", at)).toEqual({
      ok: false,
      message: "PE/R7/2627/0001 is already cancelled.",
    });
    const quotation = { ...first.document, kind: "quotation" as const, number: "Q/R7/2627/0001" };
    expect(cancelDocument(quotation, "Q/R7/2627/0001", "x", at)).toMatchObject({ ok: false });
  });

  it("drops a stored cancellation that has no readable date", () => {
    const document = {
      ...content,
      number: "PE/R7/2627/0001",
      issuedAt: 1,
      cancelled: { at: "soon", reason: "x" },
    };
    expect(readIssuedDocuments(writeIssuedDocuments([document]))[0]).not.toHaveProperty("cancelled");
  });
});

describe("stored issued documents", () => {
  it("round-trip, and unreadable entries are dropped", () => {
    const document = { ...content, number: "PE/R7/2627/0001", issuedAt: 1 };
    expect(readIssuedDocuments(writeIssuedDocuments([document]))).toEqual([document]);
    const stored = JSON.stringify({
      version: 1,
      documents: [
        document,
        { ...document, kind: "receipt" },
        { ...document, number: "" },
        { ...document, seller: null },
        7,
      ],
    });
    expect(readIssuedDocuments(stored)).toEqual([document]);
    expect(readIssuedDocuments("{")).toEqual([]);
    expect(readIssuedDocuments('{"version":2,"documents":[]}')).toEqual([]);
    expect(readIssuedDocuments(null)).toEqual([]);
  });

  it("never keep a seller GSTIN that is not valid", () => {
    const document = {
      ...content,
      seller: { ...content.seller, gstin: "07AAACR5055K1Z0" },
      number: "PE/R7/2627/0001",
      issuedAt: 1,
    };
    expect(readIssuedDocuments(writeIssuedDocuments([document]))[0]?.seller.gstin).toBe("");
  });
});

describe("documentFileName", () => {
  it("names the file by its number, each slash a hyphen", () => {
    expect(documentFileName({ number: "PE/2026-27/0001" })).toBe("PE-2026-27-0001.pdf");
    expect(documentFileName({ number: "PE/R7/2627/0001" })).toBe("PE-R7-2627-0001.pdf");
    expect(documentFileName({ number: "Q/2026-27/0012" })).toBe("Q-2026-27-0012.pdf");
  });

  it("names a picture by its number and page", () => {
    expect(documentFileName({ number: "PE/2026-27/0001" }, "png", 2)).toBe("PE-2026-27-0001-2.png");
  });

  it("keeps the seller's UPI address and e-way bill threshold, and drops what is not one", () => {
    const withPayment = { ...content.seller, upiId: "punarvana@okaxis", ewayBillThreshold: 5_000_000 };
    expect(readSeller(withPayment)).toMatchObject({
      upiId: "punarvana@okaxis",
      ewayBillThreshold: 5_000_000,
    });
    const dropped = readSeller({ ...withPayment, upiId: "not a upi id", ewayBillThreshold: "50000" });
    expect(dropped).not.toHaveProperty("upiId");
    expect(dropped).not.toHaveProperty("ewayBillThreshold");
    // A seller kept before these settings existed reads back without them.
    const older: Record<string, unknown> = { ...withPayment };
    delete older.upiId;
    delete older.ewayBillThreshold;
    expect(readSeller(older)).toEqual(readSeller(content.seller));
    expect(readSeller(older)).not.toHaveProperty("upiId");
  });
});
