import { describe, expect, it } from "vitest";
import { EMPTY_LINE_ENTRY } from "~/calculator/add-line";
import { DEFAULT_SETTINGS } from "~/calculator/invoice";
import {
  invoiceNumberFromTimestamp,
  newDraft,
  readDraft,
  readStoredPriceList,
  writeDraft,
  writeStoredPriceList,
} from "~/calculator/invoice-draft";
import { item, lineFor } from "./helpers";

describe("invoice number", () => {
  it("is the last 8 digits of the timestamp", () => {
    expect(invoiceNumberFromTimestamp(1732270000123)).toBe("70000123");
    expect(invoiceNumberFromTimestamp(1234)).toBe("00001234");
  });
});

describe("draft storage", () => {
  it("round-trips a draft", () => {
    const draft = {
      ...newDraft(1732270000123),
      settings: {
        customerName: "Sharma Stores",
        notes: "Deliver Monday",
        ss: true,
        tradeDiscountPercent: 37.5,
        roundingStep: 5,
      },
      lines: [lineFor(item({ name: "Rose" }), 3, "dozen")],
      entry: { ...EMPTY_LINE_ENTRY, productQuery: "ros", quantity: "4" },
    };
    expect(readDraft(writeDraft(draft))).toEqual(draft);
  });

  it("ignores missing, unreadable or foreign data", () => {
    expect(readDraft(null)).toBeNull();
    expect(readDraft("{oops")).toBeNull();
    expect(readDraft('{"version":2}')).toBeNull();
    expect(readDraft('{"version":1,"invoiceNumber":"12","startedAt":1}')).toBeNull();
  });

  it("drops lines that do not fit and repairs settings", () => {
    const good = lineFor(item({ name: "Rose" }), 3, "dozen");
    const stored = JSON.stringify({
      version: 1,
      invoiceNumber: "70000123",
      startedAt: 1732270000123,
      settings: { customerName: 5, ss: "yes", tradeDiscountPercent: 250, roundingStep: 2.7 },
      lines: [
        good,
        { ...good, quantity: 0 },
        { ...good, mode: "gross" },
        { ...good, category: "candles" },
        null,
      ],
      entry: { mode: "gross", quantity: 3 },
    });
    const draft = readDraft(stored)!;
    expect(draft.lines).toEqual([good]);
    expect(draft.settings).toEqual({ ...DEFAULT_SETTINGS, tradeDiscountPercent: 100, roundingStep: 2 });
    expect(draft.entry).toEqual(EMPTY_LINE_ENTRY);
  });
});

describe("price list storage", () => {
  it("round-trips each source and falls back to the built-in list", () => {
    const items = [item({ name: "Rose" })];
    expect(
      readStoredPriceList(writeStoredPriceList({ source: "file", fileName: "mine.csv", items })),
    ).toEqual({
      source: "file",
      fileName: "mine.csv",
      items,
    });
    expect(readStoredPriceList(writeStoredPriceList({ source: "cleared" }))).toEqual({ source: "cleared" });
    expect(readStoredPriceList(null)).toEqual({ source: "builtin" });
    expect(readStoredPriceList("nonsense")).toEqual({ source: "builtin" });
  });
});
