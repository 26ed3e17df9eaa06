import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import { confirmSameBuyer, learnFromDocuments, pendingQuestions } from "~/calculator/buyers/buyer-book";
import { documentBuyerKey } from "~/calculator/buyers/buyer-record";
import { combineBooks, combinePayments, restoreBuyers, restorePayment } from "~/calculator/buyers/combine";
import { accountsByBuyer, buyerDues, duesOverview } from "~/calculator/buyers/dues";
import type { LedgerEntry } from "~/calculator/buyers/ledger";
import type { Payment } from "~/calculator/buyers/payments";
import type { Buyer } from "~/calculator/documents/buyer";

import { randomGstin } from "../../../support/random-tax-invoices";
import { invoice, note, payment } from "./fixtures";

const OLD = "27AAPFU0939F1ZV";
const NEW = "29AAGCB7383J1Z4";

const buyer = (overrides: Partial<Buyer>): Buyer => ({
  name: "Lakshmi Stores",
  address: "",
  gstin: "",
  stateCode: "",
  ...overrides,
});

describe("combining devices' buyer books", () => {
  it("makes one buyer of the same GSTIN, with the latest details", () => {
    const a = learnFromDocuments(
      [],
      [{ buyer: buyer({ gstin: OLD, city: "Pune", phone: "9876543210" }), issuedAt: 10 }],
    ).book;
    const b = learnFromDocuments([], [{ buyer: buyer({ gstin: OLD, city: "Mumbai" }), issuedAt: 20 }]).book;
    expect(combineBooks([a, b])).toEqual([
      expect.objectContaining({
        gstin: OLD,
        city: "Mumbai",
        phone: "9876543210",
        updatedAt: 20,
        formerKeys: [],
      }),
    ]);
  });

  it("joins a device that knows the old GSTIN to one where the rep confirmed the change", () => {
    const learnt = learnFromDocuments(
      [],
      [
        { buyer: buyer({ gstin: OLD }), issuedAt: 10 },
        { buyer: buyer({ gstin: NEW }), issuedAt: 30 },
      ],
    ).book;
    const a = confirmSameBuyer(learnt, pendingQuestions(learnt)[0]!.buyer.id);
    if (!a.ok) throw new Error(a.message);
    const b = learnFromDocuments([], [{ buyer: buyer({ gstin: OLD, email: "b@x.in" }), issuedAt: 20 }]).book;
    const c = learnFromDocuments(
      [],
      [{ buyer: buyer({ name: "Lakshmi Stores", phone: "9000000000" }), issuedAt: 5 }],
    ).book;
    const combined = combineBooks([b, c, a.book]);
    expect(combined).toHaveLength(2);
    const lakshmi = combined.find((record) => record.gstin !== "")!;
    expect(lakshmi).toMatchObject({ gstin: NEW, email: "b@x.in", formerKeys: [`gstin:${OLD}`] });
    expect(combined.some((record) => record.maybeSameAs)).toBe(false);
  });
});

describe("combining devices' payments", () => {
  it("keeps each receipt once, a cancellation on any copy, and names two different receipts of one number", () => {
    const first = payment("RV/R7/2627/0001", "2026-10-01", 100_00);
    const cancelled = { ...first, cancelled: { at: "2026-10-02T00:00:00.000Z", reason: "Twice" } };
    const clash = { ...first, amount: 999_00 };
    expect(combinePayments([[first], [cancelled], [first]])).toEqual({
      payments: [cancelled],
      conflicts: [],
    });
    expect(combinePayments([[first], [clash]]).conflicts).toEqual(["RV/R7/2627/0001"]);
  });

  it("lets a payment taken on one device settle an invoice issued on another", () => {
    const book = learnFromDocuments([], [{ buyer: buyer({ gstin: OLD }), issuedAt: 1 }]).book;
    const entries = [
      invoice("PE/A1/2627/0001", "2026-10-01", 700_00),
      invoice("PE/R7/2627/0001", "2026-10-02", 300_00),
    ];
    const payments = [payment("RV/R7/2627/0001", "2026-10-05", 700_00)];
    const [account] = accountsByBuyer(combineBooks([book, book]), entries, payments).values();
    const dues = buyerDues(account!, "2026-11-01");
    expect(dues.open).toEqual([expect.objectContaining({ number: "PE/R7/2627/0001", open: 300_00 })]);
  });
});

describe("a backup's buyers and payments restored into a device", () => {
  const learnt = (who: Buyer, issuedAt: number) => learnFromDocuments([], [{ buyer: who, issuedAt }]).book;

  it("merges a buyer by GSTIN, or by name and phone when unregistered, the latest details kept", () => {
    const own = [
      ...learnt(buyer({ gstin: OLD, city: "Pune", phone: "9876543210" }), 10),
      ...learnt(buyer({ name: "Ganesh Traders", phone: "9123456780", city: "Nashik" }), 10),
    ];
    const incoming = [
      ...learnt(buyer({ gstin: OLD, city: "Mumbai" }), 20),
      ...learnt(buyer({ name: "Ganesh Traders", phone: "9123456780", city: "Satara" }), 5),
      ...learnt(buyer({ name: "Ganesh Traders", phone: "9000000001" }), 5),
    ];
    const restored = restoreBuyers(own, incoming);
    expect(restored).toMatchObject({ added: 1, updated: 1, removedIds: [] });
    expect(restored.records).toEqual([
      expect.objectContaining({ id: own[0]!.id, city: "Mumbai", phone: "9876543210", updatedAt: 20 }),
      expect.objectContaining({ name: "Ganesh Traders", phone: "9000000001" }),
    ]);
    // The same backup again: nothing more.
    const book = [...own.filter((record) => record.id !== own[0]!.id), ...restored.records];
    expect(restoreBuyers(book, incoming)).toEqual({ records: [], removedIds: [], added: 0, updated: 0 });
  });

  it("makes one of two device buyers the backup knows as one (a GSTIN change answered there)", () => {
    const own = [...learnt(buyer({ gstin: OLD }), 10), ...learnt(buyer({ gstin: NEW }), 20)];
    const there = learnFromDocuments(
      [],
      [
        { buyer: buyer({ gstin: OLD }), issuedAt: 10 },
        { buyer: buyer({ gstin: NEW }), issuedAt: 20 },
      ],
    ).book;
    const answered = confirmSameBuyer(there, pendingQuestions(there)[0]!.buyer.id);
    if (!answered.ok) throw new Error(answered.message);
    const restored = restoreBuyers(own, answered.book);
    expect(restored.removedIds).toEqual([own[1]!.id]);
    expect(restored.records).toEqual([
      expect.objectContaining({ id: own[0]!.id, gstin: NEW, formerKeys: [`gstin:${OLD}`] }),
    ]);
  });

  it("keeps a payment once by its receipt number; other content under that number is refused", () => {
    const kept = payment("RV/R7/2627/0001", "2026-10-05", 700_00);
    const cancelled = { ...kept, cancelled: { at: "2026-10-06T00:00:00.000Z", reason: "Cheque bounced" } };
    expect(restorePayment(null, kept)).toEqual({ write: kept, outcome: "added" });
    expect(restorePayment(kept, kept)).toEqual({ write: null, outcome: "unchanged" });
    expect(restorePayment(kept, cancelled)).toEqual({ write: cancelled, outcome: "cancellation" });
    // A cancellation is never undone.
    expect(restorePayment(cancelled, kept)).toEqual({ write: null, outcome: "unchanged" });
    expect(restorePayment(kept, { ...kept, amount: 800_00 })).toEqual({ write: null, outcome: "refused" });
  });
});

describe("the office's dues over thousands of random multi-device registers", () => {
  it("equal, buyer by buyer, the sum of the devices' dues", () => {
    for (let seed = 1; seed <= 600; seed += 1) {
      const random = seededRandom(seed);
      const context = `seed ${seed}`;
      const pool: Buyer[] = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, index) =>
        random() < 0.6
          ? buyer({ name: `Buyer ${index}`, gstin: randomGstin(random, "27") })
          : buyer({
              name: `Shop ${index}`,
              phone: `98${String(10000000 + Math.floor(random() * 89999999))}`,
            }),
      );
      const devices = ["A1", "R7", "Z9"].slice(0, 1 + Math.floor(random() * 3)).map((code) => {
        const documents: { buyer: Buyer; issuedAt: number }[] = [];
        const entries: LedgerEntry[] = [];
        const payments: Payment[] = [];
        const day = () =>
          `2026-${String(4 + Math.floor(random() * 8)).padStart(2, "0")}-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`;
        for (let index = 1; index <= Math.floor(random() * 15); index += 1) {
          const who = pool[Math.floor(random() * pool.length)]!;
          const date = day();
          const number = `PE/${code}/2627/${String(index).padStart(4, "0")}`;
          documents.push({ buyer: who, issuedAt: Date.parse(`${date}T06:00:00Z`) });
          const buyerKey = documentBuyerKey(who);
          entries.push(
            invoice(number, date, 1 + Math.floor(random() * 50000_00), {
              buyerKey,
              buyerName: who.name,
              cancelled: random() < 0.1,
            }),
          );
          if (random() < 0.2) {
            entries.push(
              note(
                random() < 0.5 ? "credit-note" : "debit-note",
                `CN/${code}/2627/${String(index).padStart(4, "0")}`,
                number,
                day(),
                1 + Math.floor(random() * 20000_00),
                { buyerKey },
              ),
            );
          }
        }
        for (let index = 1; index <= Math.floor(random() * 8); index += 1) {
          const who = pool[Math.floor(random() * pool.length)]!;
          const against =
            random() < 0.3 && entries.length > 0
              ? [entries[Math.floor(random() * entries.length)]!.number]
              : [];
          payments.push(
            payment(
              `RV/${code}/2627/${String(index).padStart(4, "0")}`,
              day(),
              1 + Math.floor(random() * 60000_00),
              {
                buyerKey: documentBuyerKey(who),
                buyerName: who.name,
                against,
              },
            ),
          );
        }
        return { book: learnFromDocuments([], documents).book, entries, payments };
      });

      const perDevice = new Map<string, number>();
      for (const device of devices) {
        for (const dues of duesOverview(device.book, device.entries, device.payments, "2026-12-31").buyers) {
          perDevice.set(dues.id, (perDevice.get(dues.id) ?? 0) + dues.balance);
        }
      }
      const combined = combinePayments(devices.map((device) => device.payments));
      expect(combined.conflicts, context).toEqual([]);
      const office = duesOverview(
        combineBooks(devices.map((device) => device.book)),
        devices.flatMap((device) => device.entries),
        combined.payments,
        "2026-12-31",
      );
      const officeBalances = new Map(office.buyers.map((dues) => [dues.id, dues.balance]));
      for (const [id, balance] of perDevice)
        expect(officeBalances.get(id) ?? 0, `${context} ${id}`).toBe(balance);
      for (const [id, balance] of officeBalances)
        expect(perDevice.get(id) ?? 0, `${context} ${id}`).toBe(balance);
      const bandTotal = office.bands.reduce((sum, amount) => sum + amount, 0);
      expect(bandTotal, context).toBe(
        office.buyers.reduce((sum, dues) => sum + Math.max(0, dues.balance), 0),
      );
    }
  });
});
