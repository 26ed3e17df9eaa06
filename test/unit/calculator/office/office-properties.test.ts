import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import type { DeviceData } from "~/calculator/device/device-data";
import { combineDevices, type DeviceFile } from "~/calculator/office/combine-devices";
import { accountantFiles } from "~/calculator/register/accountant-files";
import type { Gstr1Json, ItemDetail } from "~/calculator/register/gstr1-json";
import { quarterPeriod } from "~/calculator/register/period";
import { toPaise } from "~/money/money";

import { validateGstr1Json } from "../register/gstr1-validator";
import { randomDevices } from "../../../support/random-devices";
import { SELLER, SELLER_LOCATION, type Random } from "../../../support/random-tax-invoices";

/**
 * Over thousands of random offices (two to four devices, each its own series, half of them with credit
 * and debit notes, their backups given in any order, some twice, some with an older backup beside
 * them), the combined files are the sum of the devices' own files, to the paisa, and the return's JSON
 * passes the validator and equals the CSVs.
 */

const OFFICES = 1000;
const PERIOD = quarterPeriod("2026-27", 3)!;
const FROM = Date.UTC(2026, 8, 25);
const TO = Date.UTC(2027, 0, 5);

type Row = Record<string, string>;
type Files = Readonly<Record<string, string>>;

function rows(text: string): Row[] {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** A sheet's data lines, sorted: two sheets holding the same rows in another order compare equal. */
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(1)
    .filter(Boolean)
    .sort();
const paise = (text: string | undefined) => (text ? toPaise(text) : 0);
const sum = (list: readonly Row[], column: string) =>
  list.reduce((total, row) => total + paise(row[column]), 0);
const fromRupees = (value: number | undefined) => Math.round((value ?? 0) * 100);

/** Sums of the amount columns, by the key columns. */
function sumsBy(files: readonly Files[], sheet: string, keys: readonly string[], amounts: readonly string[]) {
  const sums = new Map<string, number[]>();
  for (const file of files) {
    for (const row of rows(file[sheet]!)) {
      const key = keys.map((column) => row[column]).join("|");
      const before = sums.get(key) ?? amounts.map(() => 0);
      sums.set(
        key,
        before.map((value, index) => value + paise(row[amounts[index]!])),
      );
    }
  }
  return sums;
}

/** The devices' backups as the office receives them: in any order, some twice, some with an older one. */
function officeFiles(random: Random, devices: readonly DeviceData[]): DeviceFile[] {
  const files: DeviceFile[] = devices.map((data) => ({
    fileName: `calculator-backup-${data.seriesCode}.json`,
    ok: true,
    createdAt: TO,
    data,
  }));
  for (const data of devices) {
    if (random() < 0.3) {
      const older = { ...data, issued: data.issued.slice(0, Math.floor(random() * data.issued.length)) };
      files.push({ fileName: `older-${data.seriesCode}.json`, ok: true, createdAt: FROM, data: older });
    }
    if (random() < 0.2)
      files.push({ fileName: `again-${data.seriesCode}.json`, ok: true, createdAt: TO, data });
  }
  return files
    .map((file) => ({ file, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ file }) => file);
}

function itemTaxes(details: readonly ItemDetail[]) {
  return details.reduce(
    (total, item) => total + fromRupees(item.iamt) + fromRupees(item.camt) + fromRupees(item.samt),
    0,
  );
}

describe("the office's combined files over random offices", () => {
  it("are the sum of the devices' files, reconcile to the paisa, and the JSON passes the validator", () => {
    let invoicesSeen = 0;
    let notesSeen = 0;
    for (let seed = 1; seed <= OFFICES; seed += 1) {
      const random = seededRandom(seed);
      const context = `seed ${seed}`;
      const devices = randomDevices(random, {
        devices: 2 + Math.floor(random() * 3),
        invoices: (draw) => Math.floor(draw() * 6),
        from: FROM,
        to: TO,
        maxLines: 4,
        notesPerInvoice: random() < 0.5 ? 2 : 0,
      });
      const combination = combineDevices(officeFiles(random, devices), SELLER.gstin);
      expect(
        combination.files.every((file) => file.combined),
        context,
      ).toBe(true);
      expect(combination.documents.length, context).toBe(
        devices.reduce((n, device) => n + device.issued.length, 0),
      );

      const combined = accountantFiles(PERIOD, combination.documents, SELLER_LOCATION);
      const own = devices.map((device) => accountantFiles(PERIOD, device.issued, SELLER_LOCATION));
      const ownFiles = own.map((files) => files.files);
      invoicesSeen += combined.register.invoices.length;
      notesSeen += combined.register.creditDebitNotes.length;

      // The register's totals are the devices' added up.
      for (const key of ["taxable", "cgst", "sgst", "igst", "invoiceValue"] as const) {
        expect(combined.register.totals[key], `${context} ${key}`).toBe(
          own.reduce((total, files) => total + files.register.totals[key], 0),
        );
      }
      for (const key of ["taxable", "cgst", "sgst", "igst"] as const) {
        expect(combined.register.net[key], `${context} net ${key}`).toBe(
          own.reduce((total, files) => total + files.register.net[key], 0),
        );
      }
      // Sheets of one row per invoice (or per series run) hold exactly the devices' rows.
      for (const sheet of [
        "sales-register.csv",
        "b2b.csv",
        "b2cl.csv",
        "cdnr.csv",
        "cdnur.csv",
        "docs.csv",
      ]) {
        expect(lines(combined.files[sheet]!), `${context} ${sheet}`).toEqual(
          ownFiles.flatMap((files) => lines(files[sheet]!)).sort(),
        );
      }
      // b2cs sums by place of supply and rate across devices, the HSN sheets by code, unit and rate.
      expect(
        sumsBy([combined.files], "b2cs.csv", ["Place Of Supply", "Rate"], ["Taxable Value"]),
        context,
      ).toEqual(sumsBy(ownFiles, "b2cs.csv", ["Place Of Supply", "Rate"], ["Taxable Value"]));
      for (const sheet of ["hsn-b2b.csv", "hsn-b2c.csv"]) {
        const amounts = [
          "Total Value",
          "Taxable Value",
          "Integrated Tax Amount",
          "Central Tax Amount",
          "State/UT Tax Amount",
        ];
        expect(
          sumsBy([combined.files], sheet, ["HSN", "UQC", "Rate"], amounts),
          `${context} ${sheet}`,
        ).toEqual(sumsBy(ownFiles, sheet, ["HSN", "UQC", "Rate"], amounts));
        // Quantities are exact inside and rounded to two decimals when written: each row by half a hundredth at most.
        const quantities = sumsBy([combined.files], sheet, ["HSN", "UQC", "Rate"], ["Total Quantity"]);
        for (const [key, [summed]] of sumsBy(ownFiles, sheet, ["HSN", "UQC", "Rate"], ["Total Quantity"])) {
          expect(
            Math.abs(quantities.get(key)![0]! - summed!),
            `${context} ${sheet} ${key}`,
          ).toBeLessThanOrEqual((devices.length + 1) / 2);
        }
      }

      // gstr1.json: valid, and every total in it is the CSVs'.
      const hasInvoices = combined.register.invoices.length > 0;
      expect("gstr1.json" in combined.files, context).toBe(hasInvoices);
      if (!hasInvoices) continue;
      const json = JSON.parse(combined.files["gstr1.json"]!) as Gstr1Json;
      expect(validateGstr1Json(json), context).toEqual([]);
      expect(json.fp).toBe("122026");
      const b2b = rows(combined.files["b2b.csv"]!);
      const b2cl = rows(combined.files["b2cl.csv"]!);
      const b2cs = rows(combined.files["b2cs.csv"]!);
      const b2bItems = (json.b2b ?? []).flatMap((group) =>
        group.inv.flatMap((invoice) => invoice.itms.map((item) => item.itm_det)),
      );
      const b2clItems = (json.b2cl ?? []).flatMap((group) =>
        group.inv.flatMap((invoice) => invoice.itms.map((item) => item.itm_det)),
      );
      expect(
        b2bItems.reduce((total, item) => total + fromRupees(item.txval), 0),
        context,
      ).toBe(sum(b2b, "Taxable Value"));
      expect(
        b2clItems.reduce((total, item) => total + fromRupees(item.txval), 0),
        context,
      ).toBe(sum(b2cl, "Taxable Value"));
      expect(
        (json.b2cs ?? []).map((row) => fromRupees(row.txval)),
        context,
      ).toEqual(b2cs.map((row) => paise(row["Taxable Value"])));
      const values = new Map(
        [...b2b, ...b2cl].map((row) => [row["Invoice Number"], paise(row["Invoice Value"])]),
      );
      for (const invoice of [
        ...(json.b2b ?? []).flatMap((group) => group.inv),
        ...(json.b2cl ?? []).flatMap((group) => group.inv),
      ]) {
        expect(fromRupees(invoice.val), `${context} ${invoice.inum}`).toBe(values.get(invoice.inum));
      }
      // Notes: cdnr and cdnur as their sheets, unsigned; with them the sections' taxes are the register's net.
      const notes = [...(json.cdnr ?? []).flatMap((group) => group.nt), ...(json.cdnur ?? [])];
      const noteSheets = [...rows(combined.files["cdnr.csv"]!), ...rows(combined.files["cdnur.csv"]!)];
      expect(
        notes.flatMap((note) => note.itms.map((item) => fromRupees(item.itm_det.txval))).sort(),
        context,
      ).toEqual(noteSheets.map((row) => paise(row["Taxable Value"])).sort());
      const signedNoteTaxes = notes.reduce(
        (total, note) =>
          total + (note.ntty === "C" ? -1 : 1) * itemTaxes(note.itms.map((item) => item.itm_det)),
        0,
      );
      const b2csTaxes = (json.b2cs ?? []).reduce((total, row) => total + itemTaxes([row as ItemDetail]), 0);
      const hsnRows = [...(json.hsn?.hsn_b2b ?? []), ...(json.hsn?.hsn_b2c ?? [])];
      const { net } = combined.register;
      expect(itemTaxes(b2bItems) + itemTaxes(b2clItems) + b2csTaxes + signedNoteTaxes, context).toBe(
        net.cgst + net.sgst + net.igst,
      );
      expect(
        hsnRows.reduce((total, row) => total + itemTaxes([row]), 0),
        context,
      ).toBe(net.cgst + net.sgst + net.igst);
      for (const part of ["hsn_b2b", "hsn_b2c"] as const) {
        const sheet = rows(combined.files[part === "hsn_b2b" ? "hsn-b2b.csv" : "hsn-b2c.csv"]!);
        expect(
          (json.hsn?.[part] ?? []).map((row) => [
            row.hsn_sc,
            row.qty.toFixed(2),
            fromRupees(row.txval),
            fromRupees(row.iamt),
            fromRupees(row.camt),
            fromRupees(row.samt),
          ]),
          `${context} ${part}`,
        ).toEqual(
          sheet.map((row) => [
            row.HSN,
            row["Total Quantity"],
            paise(row["Taxable Value"]),
            paise(row["Integrated Tax Amount"]),
            paise(row["Central Tax Amount"]),
            paise(row["State/UT Tax Amount"]),
          ]),
        );
      }
      const docs = rows(combined.files["docs.csv"]!);
      expect(
        json.doc_issue?.doc_det.flatMap((nature) =>
          nature.docs.map((row) => [
            nature.doc_typ,
            row.from,
            row.to,
            String(row.totnum),
            String(row.cancel),
          ]),
        ),
        context,
      ).toEqual(
        docs.map((row) => [
          row["Nature of Document"],
          row["Sr. No. From"],
          row["Sr. No. To"],
          row["Total Number"],
          row.Cancelled,
        ]),
      );
    }
    expect(invoicesSeen).toBeGreaterThan(3000);
    expect(notesSeen).toBeGreaterThan(500);
  });
});
