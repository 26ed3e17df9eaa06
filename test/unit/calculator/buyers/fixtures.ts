import type { LedgerEntry } from "~/calculator/buyers/ledger";
import type { Payment, PaymentMode } from "~/calculator/buyers/payments";

/** Ledger entries and payments in the fewest words, for the buyers' tests. */

export const KEY = "gstin:27AAPFU0939F1ZV";

export function invoice(
  number: string,
  date: string,
  amount: number,
  overrides: Partial<LedgerEntry> = {},
): LedgerEntry {
  return {
    number,
    kind: "invoice",
    buyerKey: KEY,
    buyerName: "Lakshmi Stores",
    date,
    issuedAt: Date.parse(`${date}T06:00:00Z`),
    amount,
    cancelled: false,
    ...overrides,
  };
}

export function note(
  kind: "credit-note" | "debit-note",
  number: string,
  invoiceNumber: string,
  date: string,
  amount: number,
  overrides: Partial<LedgerEntry> = {},
): LedgerEntry {
  return { ...invoice(number, date, amount), kind, invoiceNumber, ...overrides };
}

export function payment(
  number: string,
  date: string,
  amount: number,
  overrides: Partial<Payment> & { mode?: PaymentMode } = {},
): Payment {
  return {
    number,
    buyerKey: KEY,
    buyerName: "Lakshmi Stores",
    date,
    amount,
    mode: "upi",
    reference: "",
    against: [],
    recordedAt: Date.parse(`${date}T10:00:00Z`),
    receipt: { settled: [], advance: 0 },
    ...overrides,
  };
}

/** A random account: invoices, notes against them (or against nothing known), payments FIFO or picked. */
export function randomAccount(random: () => number): { entries: LedgerEntry[]; payments: Payment[] } {
  const day = () =>
    `2026-${String(4 + Math.floor(random() * 8)).padStart(2, "0")}-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`;
  const amount = () => 1 + Math.floor(random() * (random() < 0.5 ? 5000_00 : 2_00_000_00));
  const entries: LedgerEntry[] = [];
  const invoices = Math.floor(random() * 12);
  for (let index = 1; index <= invoices; index += 1) {
    entries.push(
      invoice(`PE/R7/2627/${String(index).padStart(4, "0")}`, day(), amount(), { cancelled: random() < 0.1 }),
    );
  }
  const notes = Math.floor(random() * 5);
  for (let index = 1; index <= notes; index += 1) {
    const kind = random() < 0.6 ? "credit-note" : "debit-note";
    const target =
      random() < 0.85 && invoices > 0
        ? `PE/R7/2627/${String(1 + Math.floor(random() * invoices)).padStart(4, "0")}`
        : "PE/Z9/2627/0001";
    entries.push(
      note(
        kind,
        `${kind === "credit-note" ? "CN" : "DN"}/R7/2627/${String(index).padStart(4, "0")}`,
        target,
        day(),
        amount(),
        { cancelled: random() < 0.05 },
      ),
    );
  }
  const payments: Payment[] = [];
  const count = Math.floor(random() * 10);
  for (let index = 1; index <= count; index += 1) {
    const against =
      random() < 0.4 && invoices > 0
        ? Array.from(
            { length: 1 + Math.floor(random() * 3) },
            () => `PE/R7/2627/${String(1 + Math.floor(random() * invoices)).padStart(4, "0")}`,
          )
        : [];
    payments.push(
      payment(`RV/R7/2627/${String(index).padStart(4, "0")}`, day(), amount(), {
        against,
        ...(random() < 0.1 ? { cancelled: { at: "2026-12-01T00:00:00.000Z", reason: "Wrong buyer" } } : {}),
      }),
    );
  }
  return { entries, payments };
}
