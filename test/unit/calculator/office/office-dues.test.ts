import { describe, expect, it } from "vitest";

import { learnFromDocuments } from "~/calculator/buyers/buyer-book";
import { documentBuyerKey, readBuyerRecord } from "~/calculator/buyers/buyer-record";
import { duesOverview } from "~/calculator/buyers/dues";
import { ledgerEntries, ledgerEntryOf } from "~/calculator/buyers/ledger";
import type { Payment } from "~/calculator/buyers/payments";
import { seededRandom } from "~/catalog/seeded-random";
import type { DeviceData } from "~/calculator/device/device-data";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { combineDevices, type DeviceFile } from "~/calculator/office/combine-devices";
import { officeDues } from "~/calculator/office/office-dues";

import { payment } from "../buyers/fixtures";
import { taxInvoice, tenDozen } from "../register/fixtures";
import { randomDevices } from "../../../support/random-devices";

/**
 * The office's dues: every device's documents and payments as one account per buyer. A payment taken
 * on one device settles the buyer's oldest invoices of any device, and over random offices each
 * buyer's balance is the sum of its balances on the devices, to the paisa.
 */

const GSTIN = "07AAACR5055K1Z9";
const TODAY = "2026-12-31";

function invoice(code: string, day: number, dozens = 1): IssuedDocument {
  return taxInvoice({
    number: `PE/${code}/2627/${String(day).padStart(4, "0")}`,
    issuedAt: Date.UTC(2026, 10, day, 6),
    lines: Array.from({ length: dozens }, () => tenDozen()),
  });
}

function file(fileName: string, data: DeviceData): DeviceFile {
  return { fileName, ok: true, createdAt: Date.UTC(2026, 11, 1), data };
}

function device(code: string, issued: IssuedDocument[], extra: Partial<DeviceData> = {}): DeviceData {
  return { seriesCode: code, counters: {}, issued, drafts: [], priceList: { source: "builtin" }, ...extra };
}

const amountOf = (document: IssuedDocument) => ledgerEntryOf(document)!.amount;

describe("what buyers owe, across the devices", () => {
  it("settles a payment taken on one device against the buyer's oldest invoice of another", () => {
    const older = invoice("A1", 2, 2);
    const newer = invoice("R7", 9);
    const key = documentBuyerKey(older.buyer);
    const paid = payment("RV/R7/2627/0001", "2026-11-20", amountOf(older), { buyerKey: key });
    // The R7 device knows the buyer's phone; the office keeps it with the A1 device's details.
    const kept = readBuyerRecord({ ...older.buyer, id: key, phone: "9876543210", updatedAt: 1 })!;
    const combination = combineDevices(
      [
        file("a1.json.gz", device("A1", [older])),
        file("r7.json.gz", device("R7", [newer], { buyers: [kept], payments: [paid] })),
      ],
      GSTIN,
    );
    const dues = officeDues(combination, TODAY);
    expect(dues.payments).toBe(1);
    expect(dues.receiptConflicts).toEqual([]);
    expect(dues.overview.buyers).toEqual([
      expect.objectContaining({
        id: key,
        balance: amountOf(newer),
        open: [expect.objectContaining({ number: newer.number, open: amountOf(newer) })],
        record: expect.objectContaining({ phone: "9876543210", city: older.buyer.city }),
      }),
    ]);
    // The R7 device alone sees an advance and an open invoice of its own.
    const own = duesOverview([kept], ledgerEntries([newer]), [paid], TODAY);
    expect(own.buyers[0]!.balance).toBe(amountOf(newer) - amountOf(older));
  });

  it("names a receipt two files hold with other content, counting the first file's", () => {
    const first = payment("RV/R7/2627/0001", "2026-11-20", 100_00);
    const other = { ...first, amount: 200_00 };
    const combination = combineDevices(
      [
        file("r7.json.gz", device("R7", [invoice("R7", 1)], { payments: [first] })),
        file("r7-other.json.gz", device("Z9", [invoice("Z9", 1)], { payments: [other] })),
      ],
      GSTIN,
    );
    expect(officeDues(combination, TODAY)).toMatchObject({ payments: 1, receiptConflicts: [first.number] });
  });

  it("equal, buyer by buyer, the sum of the devices' dues (random offices, notes and cancelled payments)", () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const random = seededRandom(seed);
      const devices = randomDevices(random, {
        devices: 1 + Math.floor(random() * 3),
        invoices: () => Math.floor(random() * 25),
        from: Date.UTC(2026, 3, 1),
        to: Date.UTC(2026, 11, 1),
        maxLines: 3,
        notesPerInvoice: seed % 2,
      });
      const buyers = devices.flatMap((data) => data.issued.map((document) => document.buyer));
      const withPayments = devices.map((data): DeviceData => {
        const payments: Payment[] = [];
        const count = buyers.length === 0 ? 0 : Math.floor(random() * 10);
        for (let serial = 1; serial <= count; serial += 1) {
          const who = buyers[Math.floor(random() * buyers.length)]!;
          const day = 1 + Math.floor(random() * 28);
          payments.push(
            payment(
              `RV/${data.seriesCode}/2627/${String(serial).padStart(4, "0")}`,
              `2026-${String(4 + Math.floor(random() * 8)).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
              1 + Math.floor(random() * 30000_00),
              {
                buyerKey: documentBuyerKey(who),
                buyerName: who.name,
                ...(random() < 0.1
                  ? { cancelled: { at: "2026-12-01T00:00:00.000Z", reason: "Bounced" } }
                  : {}),
              },
            ),
          );
        }
        return { ...data, payments };
      });

      const perDevice = new Map<string, number>();
      for (const data of withPayments) {
        const book = learnFromDocuments([], data.issued).book;
        for (const dues of duesOverview(book, ledgerEntries(data.issued), data.payments ?? [], TODAY).buyers)
          perDevice.set(dues.id, (perDevice.get(dues.id) ?? 0) + dues.balance);
      }
      // Each file given, and one of them twice: a file twice adds nothing.
      const files = withPayments.map((data, index) => file(`device-${index}.json.gz`, data));
      const office = officeDues(combineDevices([...files, files[0]!], null), TODAY);
      const context = `seed ${seed}`;
      expect(office.receiptConflicts, context).toEqual([]);
      const officeBalances = new Map(office.overview.buyers.map((dues) => [dues.id, dues.balance]));
      for (const [id, balance] of perDevice)
        expect(officeBalances.get(id) ?? 0, `${context} ${id}`).toBe(balance);
      for (const [id, balance] of officeBalances)
        expect(perDevice.get(id) ?? 0, `${context} ${id}`).toBe(balance);
      const owed = office.overview.buyers.reduce((sum, dues) => sum + Math.max(0, dues.balance), 0);
      expect(office.overview.totalDue, context).toBe(owed);
      expect(
        office.overview.bands.reduce((sum, amount) => sum + amount, 0),
        context,
      ).toBe(owed);
    }
  });
});
