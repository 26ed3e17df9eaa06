import { describe, expect, it } from "vitest";

import { EMPTY_LINE_ENTRY } from "~/calculator/arithmetic/add-line";
import {
  chooseDraft,
  draftIdOfKey,
  draftKey,
  isEmptyDraft,
  listDraftRecords,
  migrateLegacyDraft,
  newDraftId,
  readDraftRecord,
  writeDraftRecord,
  type DraftRecord,
} from "~/calculator/device/drafts";
import { summariseDraft } from "~/calculator/device/draft-summary";
import { LEGACY_DRAFT_STORAGE_KEY, newDraft, writeDraft } from "~/calculator/device/invoice-draft";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";

import { item, lineFor, memoryStore } from "../helpers";

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
  it("lists readable drafts, the most recently changed first, skipping other keys and broken ones", () => {
    const store = memoryStore({
      [draftKey("old")]: writeDraftRecord(record("old", 100)),
      "punarvana-eco.price-list.v1": "{}",
      [draftKey("new")]: writeDraftRecord(record("new", 300)),
      [draftKey("broken")]: "not json",
      [draftKey("mid")]: writeDraftRecord(record("mid", 200)),
    });
    expect(listDraftRecords(store).map((entry) => entry.id)).toEqual(["new", "mid", "old"]);
  });

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

describe("the draft an earlier version kept", () => {
  it("moves into the list under an id from its start time, so no rep loses it on the upgrade", () => {
    const old = record("ignored", 0, "Old Customer").draft;
    const store = memoryStore({ [LEGACY_DRAFT_STORAGE_KEY]: writeDraft(old) });
    const moved = migrateLegacyDraft(store);
    expect(moved?.id).toBe(`kept-${old.startedAt.toString(36)}`);
    expect(store.getItem(LEGACY_DRAFT_STORAGE_KEY)).toBeNull();
    expect(listDraftRecords(store)).toEqual([{ id: moved!.id, updatedAt: old.startedAt, draft: old }]);
    // A second tab upgrading at the same moment writes the same key, not a second copy.
    const again = memoryStore({
      [LEGACY_DRAFT_STORAGE_KEY]: writeDraft(old),
      ...Object.fromEntries(store.map),
    });
    migrateLegacyDraft(again);
    expect(listDraftRecords(again)).toHaveLength(1);
  });

  it("reads version 1 drafts on the way, and drops an empty or unreadable one", () => {
    const v1 = JSON.stringify({
      version: 1,
      startedAt: 7,
      settings: { customerName: "V1 Store", notes: "", ss: false, tradeDiscountPercent: 0, roundingStep: 1 },
      lines: [],
      entry: EMPTY_LINE_ENTRY,
    });
    const store = memoryStore({ [LEGACY_DRAFT_STORAGE_KEY]: v1 });
    expect(migrateLegacyDraft(store)?.draft.buyer.name).toBe("V1 Store");
    expect(listDraftRecords(store)).toHaveLength(1);

    const empty = memoryStore({ [LEGACY_DRAFT_STORAGE_KEY]: writeDraft(newDraft(9)) });
    migrateLegacyDraft(empty);
    expect(empty.map.size).toBe(0);

    const broken = memoryStore({ [LEGACY_DRAFT_STORAGE_KEY]: "{" });
    expect(migrateLegacyDraft(broken)).toBeNull();
    expect(broken.map.size).toBe(1);
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
