/**
 * The browser half of bench/buyers.ts: bundled for the page, it makes a device's books (buyers,
 * ledger entries, payments) from a seed, then times the dues overview and one buyer's statement as
 * the screen works them out. Exposed as `window.buyersBench`.
 */
import { seededRandom } from "~/catalog/seeded-random";
import { learnFromDocuments } from "~/calculator/buyers/buyer-book";
import { documentBuyerKey } from "~/calculator/buyers/buyer-record";
import { accountsByBuyer, duesOverview } from "~/calculator/buyers/dues";
import type { LedgerEntry } from "~/calculator/buyers/ledger";
import type { Payment } from "~/calculator/buyers/payments";
import { buyerStatement } from "~/calculator/buyers/statement";
import type { Buyer } from "~/calculator/documents/buyer";
import { gstinCheckCharacter } from "~/calculator/documents/gstin";

export interface BenchBooks {
  readonly buyers: number;
  readonly documents: number;
  readonly payments: number;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function makeBooks(seed: number, size: BenchBooks) {
  const random = seededRandom(seed);
  const letter = () => LETTERS[Math.floor(random() * 26)]!;
  const buyers: Buyer[] = Array.from({ length: size.buyers }, (_, index) => {
    const state = String(1 + Math.floor(random() * 37)).padStart(2, "0");
    const first14 = `${["27", "29", "07", "09", "33"][index % 5]}${letter()}${letter()}${letter()}${letter()}${letter()}${String(1000 + index).slice(-4)}${letter()}1Z`;
    const registered = random() < 0.7;
    return {
      name: `Buyer ${index} ${letter()}${letter()} Stores`,
      address: `${index}, Main Bazaar Road`,
      gstin: registered ? first14 + gstinCheckCharacter(first14) : "",
      stateCode: registered ? first14.slice(0, 2) : state.replace(/^(2[5-8]|3[89])$/, "27"),
      city: "Anytown",
      pincode: String(110001 + index),
      phone: `9${String(100000000 + index * 7919).slice(-9)}`,
    };
  });
  const start = Date.UTC(2025, 3, 1);
  const span = Date.UTC(2026, 10, 27) - start;
  const entries: LedgerEntry[] = [];
  const documents: { buyer: Buyer; issuedAt: number }[] = [];
  const times = Array.from({ length: size.documents }, () => start + Math.floor(random() * span)).sort(
    (a, b) => a - b,
  );
  times.forEach((issuedAt, index) => {
    const buyer = buyers[Math.floor(random() ** 2 * buyers.length)]!;
    documents.push({ buyer, issuedAt });
    const number = `PE/R7/${index < size.documents / 2 ? "2526" : "2627"}/${String(index + 1).padStart(4, "0")}`;
    const note = random() < 0.05 && entries.length > 0;
    const target = note ? entries[Math.floor(random() * entries.length)]! : null;
    entries.push({
      number: note ? `CN/R7/2627/${String(index + 1).padStart(4, "0")}` : number,
      kind: note ? "credit-note" : "invoice",
      buyerKey: target?.buyerKey ?? documentBuyerKey(buyer),
      buyerName: buyer.name,
      date: new Date(issuedAt + 19_800_000).toISOString().slice(0, 10),
      issuedAt,
      amount: 1 + Math.floor(random() * (note ? 2000_00 : 50000_00)),
      ...(target ? { invoiceNumber: target.number } : {}),
      cancelled: random() < 0.03,
    });
  });
  const payments: Payment[] = Array.from({ length: size.payments }, (_, index) => {
    const entry = entries[Math.floor(random() * entries.length)]!;
    const date = new Date(entry.issuedAt + 19_800_000 + Math.floor(random() * 40) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return {
      number: `RV/R7/2627/${String(index + 1).padStart(4, "0")}`,
      buyerKey: entry.buyerKey,
      buyerName: entry.buyerName,
      date: date > "2026-11-27" ? "2026-11-27" : date,
      amount: 1 + Math.floor(random() * 60000_00),
      mode: "upi",
      reference: "",
      against: random() < 0.3 ? [entry.number] : [],
      recordedAt: entry.issuedAt,
      receipt: { settled: [], advance: 0 },
    };
  });
  return { book: learnFromDocuments([], documents).book, entries, payments };
}

function timed<T>(work: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = work();
  return { result, ms: performance.now() - start };
}

export function buyersBench(seed: number, size: BenchBooks, runs: number) {
  const { book, entries, payments } = makeBooks(seed, size);
  const overviewMs: number[] = [];
  const statementMs: number[] = [];
  let owing = 0;
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    const overview = timed(() => duesOverview(book, entries, payments, "2026-11-27"));
    overviewMs.push(overview.ms);
    owing = overview.result.buyers.length;
    const busiest = overview.result.buyers[0]!.id;
    // A statement from the screen: the buyer's account found among all, then the financial year's rows.
    const statement = timed(() =>
      buyerStatement(accountsByBuyer(book, entries, payments).get(busiest)!, "2026-04-01", "2026-11-27"),
    );
    statementMs.push(statement.ms);
    rows = statement.result.rows.length;
  }
  return { buyers: book.length, owing, rows, overviewMs, statementMs };
}

(globalThis as unknown as { buyersBench: typeof buyersBench }).buyersBench = buyersBench;
