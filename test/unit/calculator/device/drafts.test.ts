import { describe, expect, it } from "vitest";

import { EMPTY_LINE_ENTRY } from "~/calculator/arithmetic/add-line";
import {
  chooseDraft,
  draftIdOfKey,
  draftKey,
  isEmptyDraft,
  newDraftId,
  readDraftRecord,
  writeDraftRecord,
  type DraftRecord,
} from "~/calculator/device/drafts";
import { summariseDraft } from "~/calculator/device/draft-summary";
import { newDraft } from "~/calculator/device/invoice-draft";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";

import { item, lineFor } from "../helpers";

const rose = item({ name: "Rose" });

function record(id: string, updatedAt: number, customer = ""): DraftRecord {
  const draft = {
    ...newDraft(1_700_000_000_000),
    buyer: { name: customer, address: "", gstin: "", stateCode: "" },
    lines: [lineFor(rose, 2, "dozen")],
  };
  return { id, updatedAt, draft };
}

describe("a draft's key and record", () => {
  it("keeps each draft under a key of its own, and round-trips it field by field", () => {
    const kept = record("abc", 1_700_000_100_000, "Sharma Stores");
    expect(draftKey("abc")).toBe("punarvana-eco.draft.abc");
    expect(draftIdOfKey(draftKey("abc"))).toBe("abc");
    expect(draftIdOfKey("punarvana-eco.price-list.v1")).toBeNull();
    expect(draftIdOfKey(null)).toBeNull();
    expect(readDraftRecord("abc", writeDraftRecord(kept))).toEqual(kept);
    expect(readDraftRecord("abc", "{broken")).toBeNull();
    expect(readDraftRecord("abc", null)).toBeNull();
  });

  it("falls back to the start time when the change time is unreadable", () => {
    const text = JSON.stringify({ ...JSON.parse(writeDraftRecord(record("a", 5))), updatedAt: "soon" });
    expect(readDraftRecord("a", text)?.updatedAt).toBe(1_700_000_000_000);
  });

  it("gives two drafts started in the same millisecond different ids", () => {
    let seed = 0.1;
    const random = () => (seed += 0.3) % 1;
    expect(newDraftId(1, random)).not.toBe(newDraftId(1, random));
  });

  it("counts a draft as empty until something is typed, picked or chosen", () => {
    const fresh = newDraft(1);
    expect(isEmptyDraft(fresh)).toBe(true);
    expect(isEmptyDraft({ ...fresh, entry: { ...EMPTY_LINE_ENTRY, productQuery: "ro" } })).toBe(false);
    expect(isEmptyDraft({ ...fresh, buyer: { ...fresh.buyer, name: "A" } })).toBe(false);
    expect(isEmptyDraft({ ...fresh, settings: { ...fresh.settings, ss: true } })).toBe(false);
    expect(isEmptyDraft({ ...fresh, kind: "tax-invoice" })).toBe(false);
    expect(isEmptyDraft(record("a", 1).draft)).toBe(false);
  });
});

describe("the drafts on the device", () => {
  it("summarises a draft by customer, lines, rounded total and last change", () => {
    const kept = record("a", 42, " Gupta Stores ");
    expect(summariseDraft(kept)).toEqual({
      id: "a",
      customer: "Gupta Stores",
      lineCount: 1,
      roundedTotal: invoiceTotals(kept.draft.lines, kept.draft.settings).roundedTotal,
      updatedAt: 42,
    });
  });
});

describe("which draft a tab opens", () => {
  const records = [record("latest", 300), record("older", 200)];
  const none = new Set<string>();

  it("after a reload, its own draft", () => {
    expect(chooseDraft({ remembered: "older", records, heldElsewhere: none })).toEqual({
      kind: "open",
      record: records[1],
    });
  });

  it("a duplicated tab, whose draft the first tab holds: a copy of it", () => {
    expect(chooseDraft({ remembered: "older", records, heldElsewhere: new Set(["older"]) })).toEqual({
      kind: "copy",
      record: records[1],
    });
  });

  it("its own draft deleted meanwhile: a new one", () => {
    expect(chooseDraft({ remembered: "gone", records, heldElsewhere: none })).toEqual({ kind: "new" });
  });

  it("a new tab: the latest draft, unless another tab is editing it", () => {
    expect(chooseDraft({ remembered: null, records, heldElsewhere: none })).toEqual({
      kind: "open",
      record: records[0],
    });
    expect(chooseDraft({ remembered: null, records, heldElsewhere: new Set(["latest"]) })).toEqual({
      kind: "new",
    });
    expect(chooseDraft({ remembered: null, records: [], heldElsewhere: none })).toEqual({ kind: "new" });
  });
});
