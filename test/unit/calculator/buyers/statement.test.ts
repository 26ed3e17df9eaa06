import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import { accountsByBuyer } from "~/calculator/buyers/dues";
import {
  STATEMENT_CSV_HEADINGS,
  buyerStatement,
  statementCsv,
  statementFileName,
} from "~/calculator/buyers/statement";
import { toPaise } from "~/money/money";

import { KEY, invoice, note, payment, randomAccount } from "./fixtures";

function accountOf(...args: Parameters<typeof accountsByBuyer>) {
  return [...accountsByBuyer(...args).values()][0] ?? { id: KEY, name: "", entries: [], payments: [] };
}

describe("a buyer's statement", () => {
  const account = accountOf(
    [],
    [
      invoice("PE/R7/2627/0001", "2026-09-10", 1000_00),
      invoice("PE/R7/2627/0002", "2026-10-05", 2500_00),
      note("credit-note", "CN/R7/2627/0001", "PE/R7/2627/0002", "2026-10-07", 250_00),
      note("debit-note", "DN/R7/2627/0001", "PE/R7/2627/0002", "2026-10-08", 40_00),
      invoice("PE/R7/2627/0003", "2026-10-09", 999_00, { cancelled: true }),
      invoice("PE/R7/2627/0004", "2026-12-01", 700_00),
    ],
    [
      payment("RV/R7/2627/0001", "2026-09-30", 600_00, { mode: "cash" }),
      payment("RV/R7/2627/0002", "2026-10-20", 1200_00, { reference: "UTR 6123" }),
      payment("RV/R7/2627/0003", "2026-10-21", 50_00, {
        cancelled: { at: "2026-10-22T00:00:00Z", reason: "Twice" },
      }),
    ],
  );
  const statement = buyerStatement(account, "2026-10-01", "2026-10-31");

  it("brings the balance forward, lists the period's documents and payments, and closes", () => {
    expect(statement.opening).toBe(400_00);
    expect(statement.rows).toEqual([
      {
        date: "2026-10-05",
        number: "PE/R7/2627/0002",
        particulars: "Tax invoice",
        debit: 2500_00,
        credit: 0,
        balance: 2900_00,
      },
      {
        date: "2026-10-07",
        number: "CN/R7/2627/0001",
        particulars: "Credit note against PE/R7/2627/0002",
        debit: 0,
        credit: 250_00,
        balance: 2650_00,
      },
      {
        date: "2026-10-08",
        number: "DN/R7/2627/0001",
        particulars: "Debit note against PE/R7/2627/0002",
        debit: 40_00,
        credit: 0,
        balance: 2690_00,
      },
      {
        date: "2026-10-20",
        number: "RV/R7/2627/0002",
        particulars: "Payment received, UPI (UTR 6123)",
        debit: 0,
        credit: 1200_00,
        balance: 1490_00,
      },
    ]);
    expect(statement).toMatchObject({ totalDebit: 2540_00, totalCredit: 1450_00, closing: 1490_00 });
  });

  it("as CSV: the opening row, each row, the totals and the closing balance", () => {
    const rows = Papa.parse<string[]>(statementCsv(statement), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...STATEMENT_CSV_HEADINGS]);
    expect(rows[1]).toEqual(["01-Oct-2026", "", "Opening balance", "", "", "400.00"]);
    expect(rows[2]).toEqual(["05-Oct-2026", "PE/R7/2627/0002", "Tax invoice", "2500.00", "", "2900.00"]);
    expect(rows.at(-1)).toEqual(["31-Oct-2026", "", "Closing balance", "", "", "1490.00"]);
    expect(statementFileName(statement, "pdf")).toBe("statement-lakshmi-stores-2026-10-01-to-2026-10-31.pdf");
  });
});

describe("statements over thousands of random accounts", () => {
  it("close at invoices + debit notes − credit notes − payments up to the end, and each row follows from the last", () => {
    for (let seed = 1; seed <= 2000; seed += 1) {
      const { entries, payments } = randomAccount(seededRandom(seed));
      const account = accountOf([], entries, payments);
      const from = "2026-06-01";
      const to = "2026-09-30";
      const statement = buyerStatement(account, from, to);
      const context = `seed ${seed}`;
      const upTo = (date: string) =>
        entries
          .filter((entry) => !entry.cancelled && entry.date <= date)
          .reduce((sum, entry) => sum + (entry.kind === "credit-note" ? -entry.amount : entry.amount), 0) -
        payments
          .filter((entry) => !entry.cancelled && entry.date <= date)
          .reduce((sum, entry) => sum + entry.amount, 0);
      expect(statement.opening, context).toBe(upTo("2026-05-31"));
      expect(statement.closing, context).toBe(upTo(to));
      let balance = statement.opening;
      for (const row of statement.rows) {
        balance += row.debit - row.credit;
        expect(row.balance, context).toBe(balance);
        expect(row.date >= from && row.date <= to, context).toBe(true);
      }
      expect(statement.opening + statement.totalDebit - statement.totalCredit, context).toBe(
        statement.closing,
      );
      const csv = Papa.parse<string[]>(statementCsv(statement), { skipEmptyLines: true }).data;
      expect(toPaise(csv.at(-1)![5]!), context).toBe(statement.closing);
      expect(csv.length, context).toBe(statement.rows.length + 4);
    }
  });
});
