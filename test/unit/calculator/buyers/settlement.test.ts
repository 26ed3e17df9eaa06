import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import type { LedgerEntry } from "~/calculator/buyers/ledger";
import { settleAccount, settledBy } from "~/calculator/buyers/settlement";

import { invoice, note, payment, randomAccount } from "./fixtures";

describe("settling a buyer's account", () => {
  it("settles a payment against the oldest open invoices first and leaves the rest open", () => {
    const account = settleAccount(
      [invoice("PE/R7/2627/0002", "2026-10-10", 5000_00), invoice("PE/R7/2627/0001", "2026-10-01", 8000_00)],
      [payment("RV/R7/2627/0001", "2026-10-20", 12000_00)],
    );
    expect(account.items.map((item) => [item.number, item.open])).toEqual([
      ["PE/R7/2627/0001", 0],
      ["PE/R7/2627/0002", 1000_00],
    ]);
    expect(account.balance).toBe(1000_00);
    expect(settledBy(account, "RV/R7/2627/0001", 12000_00)).toEqual({
      settled: [
        { number: "PE/R7/2627/0001", amount: 8000_00 },
        { number: "PE/R7/2627/0002", amount: 4000_00 },
      ],
      advance: 0,
    });
  });

  it("settles the picked invoices first, then the oldest of the rest", () => {
    const account = settleAccount(
      [
        invoice("PE/R7/2627/0001", "2026-10-01", 3000_00),
        invoice("PE/R7/2627/0002", "2026-10-05", 2000_00),
        invoice("PE/R7/2627/0003", "2026-10-09", 1000_00),
      ],
      [
        payment("RV/R7/2627/0001", "2026-10-20", 3500_00, {
          against: ["PE/R7/2627/0003", "PE/R7/2627/0002"],
        }),
      ],
    );
    expect(account.items.map((item) => item.open)).toEqual([2500_00, 0, 0]);
    expect(settledBy(account, "RV/R7/2627/0001", 3500_00).settled).toEqual([
      { number: "PE/R7/2627/0002", amount: 2000_00 },
      { number: "PE/R7/2627/0003", amount: 1000_00 },
      { number: "PE/R7/2627/0001", amount: 500_00 },
    ]);
  });

  it("keeps what is more than owed as an advance, which settles the next invoice", () => {
    const before = settleAccount(
      [invoice("PE/R7/2627/0001", "2026-10-01", 1000_00)],
      [payment("RV/R7/2627/0001", "2026-10-02", 1500_00)],
    );
    expect(before.balance).toBe(-500_00);
    expect(before.credit).toEqual([{ source: "RV/R7/2627/0001", amount: 500_00 }]);
    const after = settleAccount(
      [invoice("PE/R7/2627/0001", "2026-10-01", 1000_00), invoice("PE/R7/2627/0002", "2026-10-05", 700_00)],
      [payment("RV/R7/2627/0001", "2026-10-02", 1500_00)],
    );
    expect(after.items[1]).toMatchObject({ paid: 500_00, open: 200_00 });
    expect(after.balance).toBe(200_00);
  });

  it("counts a credit note against its invoice and a debit note onto it, reopening a paid one", () => {
    const account = settleAccount(
      [
        invoice("PE/R7/2627/0001", "2026-10-01", 1000_00),
        note("credit-note", "CN/R7/2627/0001", "PE/R7/2627/0001", "2026-10-03", 200_00),
        note("debit-note", "DN/R7/2627/0001", "PE/R7/2627/0001", "2026-10-08", 50_00),
      ],
      [payment("RV/R7/2627/0001", "2026-10-05", 800_00)],
    );
    expect(account.items).toEqual([
      {
        number: "PE/R7/2627/0001",
        date: "2026-10-01",
        charged: 1050_00,
        credited: 200_00,
        paid: 800_00,
        open: 50_00,
      },
    ]);
    expect(account.balance).toBe(50_00);
  });

  it("turns a credit note on a paid invoice into credit for the next", () => {
    const account = settleAccount(
      [
        invoice("PE/R7/2627/0001", "2026-10-01", 1000_00),
        note("credit-note", "CN/R7/2627/0001", "PE/R7/2627/0001", "2026-10-03", 300_00),
        invoice("PE/R7/2627/0002", "2026-10-04", 500_00),
      ],
      [payment("RV/R7/2627/0001", "2026-10-02", 1000_00)],
    );
    expect(account.allocations).toContainEqual({
      source: "CN/R7/2627/0001",
      item: "PE/R7/2627/0002",
      amount: 300_00,
    });
    expect(account.balance).toBe(200_00);
  });

  it("leaves cancelled invoices and payments out", () => {
    const account = settleAccount(
      [
        invoice("PE/R7/2627/0001", "2026-10-01", 1000_00, { cancelled: true }),
        invoice("PE/R7/2627/0002", "2026-10-02", 400_00),
      ],
      [
        payment("RV/R7/2627/0001", "2026-10-03", 400_00, {
          cancelled: { at: "2026-10-04T00:00:00.000Z", reason: "Cheque bounced" },
        }),
      ],
    );
    expect(account.items.map((item) => item.number)).toEqual(["PE/R7/2627/0002"]);
    expect(account.balance).toBe(400_00);
  });

  it("settles a day's invoices before the same day's payment", () => {
    const account = settleAccount(
      [invoice("PE/R7/2627/0001", "2026-10-01", 1000_00, { issuedAt: Date.parse("2026-10-01T12:00:00Z") })],
      [payment("RV/R7/2627/0001", "2026-10-01", 1000_00, { recordedAt: Date.parse("2026-10-01T05:00:00Z") })],
    );
    expect(account.balance).toBe(0);
    expect(account.credit).toEqual([]);
  });
});

describe("settlement over thousands of random accounts", () => {
  it("never settles a payment twice, never pays an invoice beyond what it owes, and reconciles to the paisa", () => {
    for (let seed = 1; seed <= 3000; seed += 1) {
      const { entries, payments } = randomAccount(seededRandom(seed));
      const account = settleAccount(entries, payments);
      const context = `seed ${seed}`;
      const live = entries.filter((entry) => !entry.cancelled);
      const livePayments = payments.filter((entry) => !entry.cancelled);
      const signed = (entry: LedgerEntry) => (entry.kind === "credit-note" ? -entry.amount : entry.amount);
      const expected =
        live.reduce((sum, entry) => sum + signed(entry), 0) -
        livePayments.reduce((sum, entry) => sum + entry.amount, 0);
      expect(account.balance, context).toBe(expected);

      // Every source (payment or credit note) allocated at most once over: allocations + credit left = its amount.
      const used = new Map<string, number>();
      for (const allocation of account.allocations) {
        expect(allocation.amount, context).toBeGreaterThan(0);
        used.set(allocation.source, (used.get(allocation.source) ?? 0) + allocation.amount);
      }
      for (const source of account.credit)
        used.set(source.source, (used.get(source.source) ?? 0) + source.amount);
      for (const entry of livePayments) expect(used.get(entry.number) ?? 0, context).toBe(entry.amount);
      for (const entry of payments.filter((entry) => entry.cancelled))
        expect(used.has(entry.number), context).toBe(false);

      // No item paid beyond what it owes; either nothing is open or nothing is left over.
      for (const item of account.items) {
        expect(item.open, context).toBeGreaterThanOrEqual(0);
        expect(item.paid + item.credited + item.open, context).toBe(item.charged);
        const paid = account.allocations
          .filter((allocation) => allocation.item === item.number)
          .reduce((sum, entry) => sum + entry.amount, 0);
        expect(paid, context).toBe(item.paid);
      }
      const openTotal = account.items.reduce((sum, item) => sum + item.open, 0);
      const creditTotal = account.credit.reduce((sum, source) => sum + source.amount, 0);
      expect(openTotal === 0 || creditTotal === 0, context).toBe(true);
    }
  });
});
