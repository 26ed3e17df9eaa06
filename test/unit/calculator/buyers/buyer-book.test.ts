import { describe, expect, it } from "vitest";

import {
  addBuyer,
  confirmDifferentBuyers,
  confirmSameBuyer,
  editBuyer,
  learnFromDocuments,
  matchBuyers,
  mergeImported,
  pendingQuestions,
} from "~/calculator/buyers/buyer-book";
import type { BuyerDetails } from "~/calculator/buyers/buyer-fields";
import { keysOf } from "~/calculator/buyers/buyer-record";
import { accountsByBuyer } from "~/calculator/buyers/dues";
import type { Buyer } from "~/calculator/documents/buyer";
import { gstinCheckCharacter } from "~/calculator/documents/gstin";

import { invoice } from "./fixtures";

const OLD_GSTIN = "27AAPFU0939F1ZV";
const NEW_GSTIN = `27AAACC1206D1Z${gstinCheckCharacter("27AAACC1206D1Z")}`;

function sold(buyer: Partial<Buyer>, issuedAt: number) {
  return { buyer: { name: "Lakshmi Stores", address: "", gstin: "", stateCode: "", ...buyer }, issuedAt };
}

const details = (overrides: Partial<BuyerDetails> = {}): BuyerDetails => ({
  name: "Lakshmi Stores",
  gstin: OLD_GSTIN,
  stateCode: "27",
  address: "12 Main Bazaar",
  city: "Pune",
  pincode: "411001",
  phone: "9876543210",
  email: "",
  ...overrides,
});

describe("learning buyers from issued documents", () => {
  it("adds a new buyer and keeps the latest document's details, blanks not overwriting", () => {
    const { book, learnt } = learnFromDocuments(
      [],
      [
        sold(
          { gstin: OLD_GSTIN, address: "Old Road", city: "Pune", pincode: "411001", phone: "98765 43210" },
          1000,
        ),
        sold({ gstin: OLD_GSTIN, address: "New Road", city: "", phone: "" }, 3000),
        sold({ gstin: OLD_GSTIN, address: "Older Road", email: "a@b.in" }, 2000),
      ],
    );
    expect(learnt).toEqual(["added", "updated", "updated"]);
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({
      id: `gstin:${OLD_GSTIN}`,
      address: "New Road",
      city: "Pune",
      phone: "9876543210",
      email: "a@b.in",
      stateCode: "27",
      updatedAt: 3000,
    });
  });

  it("skips documents without a buyer's name and leaves an unchanged buyer alone", () => {
    const first = learnFromDocuments([], [sold({ gstin: OLD_GSTIN }, 1000)]);
    const again = learnFromDocuments(first.book, [sold({ gstin: OLD_GSTIN }, 1000), sold({ name: " " }, 5)]);
    expect(again.learnt).toEqual(["unchanged", "skipped"]);
    expect(again.book).toEqual(first.book);
  });

  it("finds an unregistered buyer typed without the phone when the name is unique", () => {
    const { book, learnt } = learnFromDocuments(
      [],
      [
        sold({ name: "Om Traders", phone: "9810012345", address: "A" }, 1),
        sold({ name: "om traders", address: "B" }, 2),
      ],
    );
    expect(learnt).toEqual(["added", "updated"]);
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({ address: "B", phone: "9810012345" });
  });

  it("asks about a known name with another GSTIN, never merging it silently", () => {
    const { book } = learnFromDocuments(
      [],
      [sold({ gstin: OLD_GSTIN }, 1000), sold({ gstin: NEW_GSTIN }, 2000)],
    );
    expect(book).toHaveLength(2);
    const questions = pendingQuestions(book);
    expect(questions).toHaveLength(1);
    expect(questions[0]!.buyer.gstin).toBe(NEW_GSTIN);
    expect(questions[0]!.sameAs.gstin).toBe(OLD_GSTIN);

    // Different buyers: both stay, the question goes.
    const different = confirmDifferentBuyers(book, questions[0]!.buyer.id);
    expect(different.ok && different.book).toHaveLength(2);
    expect(different.ok && pendingQuestions(different.book)).toEqual([]);
  });

  it("makes one buyer of the two when the rep says the GSTIN changed, so both GSTINs' invoices count", () => {
    const { book } = learnFromDocuments(
      [],
      [sold({ gstin: OLD_GSTIN, city: "Pune" }, 1000), sold({ gstin: NEW_GSTIN }, 2000)],
    );
    const question = pendingQuestions(book)[0]!;
    const same = confirmSameBuyer(book, question.buyer.id);
    if (!same.ok) throw new Error(same.message);
    expect(same.book).toHaveLength(1);
    expect(same.record).toMatchObject({
      id: `gstin:${OLD_GSTIN}`,
      gstin: NEW_GSTIN,
      city: "Pune",
      formerKeys: [`gstin:${OLD_GSTIN}`],
    });
    expect(same.record.maybeSameAs).toBeUndefined();
    expect(confirmSameBuyer(same.book, question.buyer.id).ok).toBe(false);

    const accounts = accountsByBuyer(
      same.book,
      [
        invoice("PE/R7/2627/0001", "2026-10-01", 100_00, { buyerKey: `gstin:${OLD_GSTIN}` }),
        invoice("PE/R7/2627/0002", "2026-11-01", 200_00, { buyerKey: `gstin:${NEW_GSTIN}` }),
      ],
      [],
    );
    expect([...accounts.values()].map((account) => account.entries.length)).toEqual([2]);

    // A later document under the old GSTIN fills blanks only: the new GSTIN stays.
    const later = learnFromDocuments(same.book, [
      sold({ gstin: OLD_GSTIN, email: "old@x.in", address: "Old" }, 9000),
    ]);
    expect(later.book).toHaveLength(1);
    expect(later.book[0]).toMatchObject({ gstin: NEW_GSTIN, email: "old@x.in" });
  });
});

describe("adding, editing and importing buyers", () => {
  it("refuses a second buyer with the same GSTIN", () => {
    const added = addBuyer([], details(), 1);
    if (!added.ok) throw new Error(added.message);
    expect(addBuyer(added.book, details({ name: "Other" }), 2)).toEqual({
      ok: false,
      message: `Lakshmi Stores already has GSTIN ${OLD_GSTIN}.`,
    });
  });

  it("keeps an edited-away GSTIN as a former key and refuses one another buyer has", () => {
    const first = addBuyer([], details(), 1);
    if (!first.ok) throw new Error(first.message);
    const second = addBuyer(first.book, details({ name: "Om Traders", gstin: "", phone: "9810012345" }), 2);
    if (!second.ok) throw new Error(second.message);
    const edited = editBuyer(second.book, first.record.id, details({ gstin: NEW_GSTIN }), 3);
    if (!edited.ok) throw new Error(edited.message);
    expect(keysOf(edited.record)).toEqual([`gstin:${NEW_GSTIN}`, `gstin:${OLD_GSTIN}`]);
    const clash = editBuyer(
      edited.book,
      second.record.id,
      details({ name: "Om Traders", gstin: OLD_GSTIN }),
      4,
    );
    expect(clash).toEqual({ ok: false, message: `Lakshmi Stores already has GSTIN ${OLD_GSTIN}.` });
  });

  it("updates known buyers from a file and adds the others", () => {
    const first = addBuyer([], details(), 1);
    if (!first.ok) throw new Error(first.message);
    const merged = mergeImported(
      first.book,
      [details({ city: "Mumbai", phone: "" }), details({ gstin: NEW_GSTIN, name: "Kaveri" })],
      5,
    );
    expect(merged).toMatchObject({ added: 1, updated: 1 });
    expect(merged.book[0]).toMatchObject({ city: "Mumbai", phone: "9876543210", updatedAt: 5 });
  });
});

describe("offering buyers as the rep types", () => {
  const { book } = learnFromDocuments(
    [],
    [
      sold({ name: "Lakshmi Stores", gstin: OLD_GSTIN }, 1),
      sold({ name: "Sri Lakshmi Traders", phone: "9810012345" }, 3),
      sold({ name: "Om Stores", phone: "9876500000" }, 2),
    ],
  );
  const names = (query: string) => matchBuyers(book, query).map((record) => record.name);

  it("matches names by their start first, then by any word, the most recent first among equals", () => {
    expect(names("laks")).toEqual(["Lakshmi Stores", "Sri Lakshmi Traders"]);
    expect(names("stores")).toEqual(["Om Stores", "Lakshmi Stores"]);
    expect(names("sri laks")).toEqual(["Sri Lakshmi Traders"]);
  });

  it("matches a GSTIN by its start and a phone by its digits", () => {
    expect(names("27aapf")).toEqual(["Lakshmi Stores"]);
    expect(names("98100")).toEqual(["Sri Lakshmi Traders"]);
    expect(names("+91 98765 00000")).toEqual(["Om Stores"]);
    expect(names("")).toEqual([]);
    expect(names("zzz")).toEqual([]);
  });
});
