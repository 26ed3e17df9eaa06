import type { Buyer } from "~/calculator/documents/buyer";

import type { BuyerDetails } from "./buyer-fields";
import { buyerKey, keysOf, nameForMatching, recordFieldsOf, type BuyerRecord } from "./buyer-record";

/**
 * The device's buyer book (docs/calculator.md, "The buyer book"): every buyer the device has issued a
 * document to, or the rep added or imported, once each. Pure functions over the list of records;
 * the storage keeps it.
 *
 * **Learning.** Every issued document teaches the book its buyer: a known buyer (same key) takes the
 * document's details when the document is the latest one seen (a field the document leaves blank keeps
 * what the book had); a new buyer is added. A new buyer with the name of a known one but another GSTIN
 * (or phone) is added as its own buyer and marked, so that the rep is asked whether the two are one
 * buyer whose GSTIN changed: two buyers are never merged without the rep saying so.
 */

export type BuyerBook = readonly BuyerRecord[];

/**
 * Where a key leads in a book: the buyers by each key they answer to, by name, and the unregistered
 * ones by name (a document typed without the phone finds them). Kept up to date as buyers are
 * added, so learning thousands of documents never rebuilds it.
 */
export class BookIndex {
  readonly #byKey = new Map<string, BuyerRecord>();
  readonly #byName = new Map<string, BuyerRecord[]>();

  constructor(book: BuyerBook) {
    for (const record of book) this.put(record);
  }

  /** Adds a buyer, or puts it in the place of `replacing`. */
  put(record: BuyerRecord, replacing?: BuyerRecord): void {
    if (replacing) this.remove(replacing);
    for (const key of keysOf(record)) this.#byKey.set(key, record);
    const name = nameForMatching(record.name);
    this.#byName.set(name, [...(this.#byName.get(name) ?? []), record]);
  }

  remove(record: BuyerRecord): void {
    for (const key of keysOf(record)) {
      if (this.#byKey.get(key)?.id === record.id) this.#byKey.delete(key);
    }
    const name = nameForMatching(record.name);
    this.#byName.set(
      name,
      (this.#byName.get(name) ?? []).filter((entry) => entry.id !== record.id),
    );
  }

  /**
   * The buyer a key belongs to: the one answering to that key; for an unregistered buyer's key without
   * a phone (`name:…|`), the one unregistered buyer of that name, if there is exactly one.
   */
  resolve(key: string): BuyerRecord | undefined {
    const exact = this.#byKey.get(key);
    if (exact || !key.startsWith("name:") || !key.endsWith("|")) return exact;
    const unregistered = this.named(key.slice(5, -1)).filter((record) => record.gstin === "");
    return unregistered.length === 1 ? unregistered[0] : undefined;
  }

  /** The buyers whose name, for matching, is `name`. */
  named(name: string): readonly BuyerRecord[] {
    return this.#byName.get(name) ?? [];
  }
}

/** The details of a buyer with what a later source says: its non-blank fields win. */
export function withLatest(record: BuyerRecord, details: BuyerDetails, at: number): BuyerRecord {
  const pick = (field: keyof BuyerDetails) => details[field] || record[field];
  return {
    ...record,
    name: pick("name"),
    gstin: pick("gstin"),
    stateCode: pick("stateCode"),
    address: pick("address"),
    city: pick("city"),
    pincode: pick("pincode"),
    phone: pick("phone"),
    email: pick("email"),
    updatedAt: Math.max(at, record.updatedAt),
  };
}

/** Blank fields of a buyer filled from an older source, nothing else changed. */
function withBlanksFilled(record: BuyerRecord, details: BuyerDetails): BuyerRecord {
  const fill = (field: keyof BuyerDetails) => record[field] || details[field];
  return {
    ...record,
    stateCode: fill("stateCode"),
    address: fill("address"),
    city: fill("city"),
    pincode: fill("pincode"),
    email: fill("email"),
  };
}

export type Learnt = "added" | "updated" | "unchanged" | "skipped";

/**
 * The book after learning the buyers of `documents` (in any order): one pass, so restoring thousands
 * of documents costs one index. Documents without a buyer's name teach nothing.
 */
export function learnFromDocuments(
  book: BuyerBook,
  documents: readonly { readonly buyer: Buyer; readonly issuedAt: number }[],
): { book: BuyerRecord[]; learnt: Learnt[] } {
  const records = new Map(book.map((record) => [record.id, record]));
  const index = new BookIndex(book);
  const learnt: Learnt[] = [];
  for (const document of documents) {
    const details = recordFieldsOf(document.buyer);
    if (details.name === "") {
      learnt.push("skipped");
      continue;
    }
    const key = buyerKey(details);
    const known = index.resolve(key);
    if (known) {
      // Found through a key it no longer has (a GSTIN since changed): the old details are not the latest.
      const current = buyerKey(known) === key || key.endsWith("|");
      const next =
        current && document.issuedAt >= known.updatedAt
          ? withLatest(known, details, document.issuedAt)
          : withBlanksFilled(known, details);
      const changed = JSON.stringify(next) !== JSON.stringify(known);
      learnt.push(changed ? "updated" : "unchanged");
      if (changed) {
        records.set(next.id, next);
        index.put(next, known);
      }
      continue;
    }
    const namesake = [...index.named(nameForMatching(details.name))].sort(
      (a, b) => b.updatedAt - a.updatedAt,
    )[0];
    const record: BuyerRecord = {
      id: key,
      ...details,
      formerKeys: [],
      updatedAt: document.issuedAt,
      ...(namesake ? { maybeSameAs: namesake.id } : {}),
    };
    records.set(record.id, record);
    index.put(record);
    learnt.push("added");
  }
  return { book: [...records.values()], learnt };
}

/** The buyers waiting for the rep's answer: "is this the same buyer as that one?" */
export function pendingQuestions(book: BuyerBook): { buyer: BuyerRecord; sameAs: BuyerRecord }[] {
  const byId = new Map(book.map((record) => [record.id, record]));
  return book.flatMap((buyer) => {
    const sameAs = buyer.maybeSameAs ? byId.get(buyer.maybeSameAs) : undefined;
    return sameAs ? [{ buyer, sameAs }] : [];
  });
}

type BookChange = { ok: true; book: BuyerRecord[]; record: BuyerRecord } | { ok: false; message: string };

/**
 * One buyer from two known to be the same, under `kept`'s id: the details of the one seen last (its
 * blank fields filled from the other), its GSTIN (or, unregistered, its phone) as who the buyer is now,
 * and every key both answered to, so the documents of both count as one buyer's.
 */
export function mergeBuyers(kept: BuyerRecord, other: BuyerRecord): BuyerRecord {
  const [older, newer] = kept.updatedAt <= other.updatedAt ? [kept, other] : [other, kept];
  const { maybeSameAs: _, ...latest } = withLatest(older, newer, newer.updatedAt);
  const identity = {
    name: latest.name,
    gstin: newer.gstin,
    stateCode: newer.gstin ? newer.stateCode : latest.stateCode,
    phone: newer.gstin ? latest.phone : newer.phone,
  };
  const keys = new Set([...keysOf(kept), ...keysOf(other)]);
  keys.delete(buyerKey(identity));
  return { ...latest, ...identity, id: kept.id, formerKeys: [...keys].sort() };
}

/**
 * The rep's answer "the same buyer": the two become one, under the earlier buyer's id, with the details
 * of whichever was seen last and every key both answered to, so the documents of both count as one
 * buyer's.
 */
export function confirmSameBuyer(book: BuyerBook, id: string): BookChange {
  const buyer = book.find((record) => record.id === id);
  const other = buyer?.maybeSameAs ? book.find((record) => record.id === buyer.maybeSameAs) : undefined;
  if (!buyer || !other) return { ok: false, message: "That question has already been answered." };
  const record = mergeBuyers(other, buyer);
  return {
    ok: true,
    record,
    book: book.flatMap((entry) => (entry.id === buyer.id ? [] : entry.id === other.id ? [record] : [entry])),
  };
}

/** The rep's answer "different buyers": both stay, and the question goes. */
export function confirmDifferentBuyers(book: BuyerBook, id: string): BookChange {
  const buyer = book.find((record) => record.id === id);
  if (!buyer?.maybeSameAs) return { ok: false, message: "That question has already been answered." };
  const { maybeSameAs: _, ...record } = buyer;
  return { ok: true, record, book: book.map((entry) => (entry.id === id ? record : entry)) };
}

function keyTaken(book: BuyerBook, key: string, exceptId: string): BuyerRecord | undefined {
  return book.find((record) => record.id !== exceptId && keysOf(record).includes(key));
}

function describeKey(details: BuyerDetails): string {
  return details.gstin ? `GSTIN ${details.gstin}` : "this name and phone";
}

/** A buyer added by hand; refused when the book already has a buyer with its GSTIN (or name and phone). */
export function addBuyer(book: BuyerBook, details: BuyerDetails, now: number): BookChange {
  const key = buyerKey(details);
  const taken = keyTaken(book, key, "");
  if (taken) return { ok: false, message: `${taken.name} already has ${describeKey(details)}.` };
  const record: BuyerRecord = { id: key, ...details, formerKeys: [], updatedAt: now };
  return { ok: true, record, book: [...book, record] };
}

/**
 * A buyer as the rep edited it: every field as given (the rep's word is the latest). A new GSTIN (or,
 * unregistered, a new name or phone) keeps the old one as a former key, so its documents still count;
 * refused when another buyer already has it.
 */
export function editBuyer(book: BuyerBook, id: string, details: BuyerDetails, now: number): BookChange {
  const existing = book.find((record) => record.id === id);
  if (!existing) return { ok: false, message: "That buyer is no longer in the book." };
  const oldKey = buyerKey(existing);
  const key = buyerKey(details);
  const taken = keyTaken(book, key, id);
  if (taken) return { ok: false, message: `${taken.name} already has ${describeKey(details)}.` };
  const formerKeys = key === oldKey ? existing.formerKeys : [...new Set([...existing.formerKeys, oldKey])];
  const record: BuyerRecord = {
    ...existing,
    ...details,
    formerKeys: formerKeys.filter((former) => former !== key),
    updatedAt: Math.max(now, existing.updatedAt),
  };
  return { ok: true, record, book: book.map((entry) => (entry.id === id ? record : entry)) };
}

/**
 * Buyers from a file, into the book: one the book knows (same key) takes the file's non-blank fields;
 * the others are added. Says how many of each.
 */
export function mergeImported(
  book: BuyerBook,
  imported: readonly BuyerDetails[],
  now: number,
): { book: BuyerRecord[]; added: number; updated: number } {
  const records = new Map(book.map((record) => [record.id, record]));
  const index = new BookIndex(book);
  let added = 0;
  let updated = 0;
  for (const details of imported) {
    const key = buyerKey(details);
    const known = index.resolve(key);
    const record: BuyerRecord = known
      ? withLatest(known, details, now)
      : { id: key, ...details, formerKeys: [], updatedAt: now };
    if (known) updated += 1;
    else added += 1;
    records.set(record.id, record);
    index.put(record, known);
  }
  return { book: [...records.values()], added, updated };
}

/**
 * The buyers the form offers as the rep types a name, a GSTIN or a phone number: names whose words
 * start with the typed words (best when the name itself starts so), GSTINs starting with the typed
 * characters, phones holding the typed digits; the most recently seen first among equals.
 */
export function matchBuyers(book: BuyerBook, query: string, limit = 8): BuyerRecord[] {
  const typed = nameForMatching(query);
  if (typed === "") return [];
  const words = typed.split(" ");
  const compact = query.replace(/\s+/g, "").toUpperCase();
  const digits = query.replace(/[\s+()-]/g, "");
  const scored: { record: BuyerRecord; score: number }[] = [];
  for (const record of book) {
    const name = nameForMatching(record.name);
    let score = 0;
    if (name.startsWith(typed)) score = 4;
    else if (words.every((word) => name.split(" ").some((part) => part.startsWith(word)))) score = 3;
    else if (compact.length >= 2 && record.gstin.startsWith(compact)) score = 2;
    else if (/^\d{3,}$/.test(digits) && record.phone.includes(digits.replace(/^(\+?91|0)(?=\d{10}$)/, ""))) {
      score = 2;
    } else if (typed.length >= 3 && name.includes(typed)) score = 1;
    if (score > 0) scored.push({ record, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.record.updatedAt - a.record.updatedAt)
    .slice(0, limit)
    .map((entry) => entry.record);
}
