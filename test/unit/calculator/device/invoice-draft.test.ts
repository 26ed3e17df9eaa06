import { describe, expect, it } from "vitest";
import { EMPTY_LINE_ENTRY } from "~/calculator/arithmetic/add-line";
import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";
import {
  newDraft,
  readDraft,
  readStoredPriceList,
  writeDraft,
  writeStoredPriceList,
} from "~/calculator/device/invoice-draft";
import { item, lineFor } from "../helpers";

describe("draft storage", () => {
  it("round-trips a draft", () => {
    const draft = {
      ...newDraft(1732270000123),
      kind: "tax-invoice" as const,
      buyer: {
        name: "Sharma Stores",
        address: "12 MG Road\nBengaluru",
        gstin: "29AAGCB7383J1Z4",
        stateCode: "29",
      },
      issuedNumber: "PE/2026-27/0003",
      settings: {
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
    expect(readDraft('{"version":4,"startedAt":1}')).toBeNull();
    expect(readDraft('{"version":2,"startedAt":"yesterday"}')).toBeNull();
  });

  it("carries over a draft stored by the previous version, its customer becoming the buyer", () => {
    const line = lineFor(item({ name: "Rose" }), 3, "dozen");
    // Lines stored before items had rates and HSN codes get the category's defaults.
    const { hsn: _hsn, gstRate: _gstRate, ...oldLine } = line;
    const draft = readDraft(
      JSON.stringify({
        version: 1,
        invoiceNumber: "70000123",
        startedAt: 1732270000123,
        settings: {
          customerName: "Gupta General Store",
          notes: "n",
          ss: true,
          tradeDiscountPercent: 5,
          roundingStep: 1,
        },
        lines: [oldLine],
        entry: EMPTY_LINE_ENTRY,
      }),
    );
    expect(draft).toEqual({
      startedAt: 1732270000123,
      kind: "quotation",
      buyer: { name: "Gupta General Store", address: "", gstin: "", stateCode: "" },
      settings: { notes: "n", ss: true, tradeDiscountPercent: 5, roundingStep: 1 },
      lines: [line],
      entry: EMPTY_LINE_ENTRY,
      issuedNumber: null,
    });
  });

  it("checks the buyer, the kind and the number on the way back in", () => {
    const draft = readDraft(
      JSON.stringify({
        version: 2,
        startedAt: 1,
        kind: "receipt",
        buyer: { name: 5, address: "A", gstin: "x", stateCode: "99" },
        issuedNumber: 12,
      }),
    )!;
    expect(draft.kind).toBe("quotation");
    expect(draft.buyer).toEqual({ name: "", address: "A", gstin: "x", stateCode: "" });
    expect(draft.issuedNumber).toBeNull();
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
        { ...good, gstRate: 40 },
        { ...good, hsn: "12" },
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
