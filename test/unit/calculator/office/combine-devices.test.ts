import { describe, expect, it } from "vitest";

import { makeBackup } from "~/calculator/device/backup";
import type { DeviceData } from "~/calculator/device/device-data";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { combineDevices, readDeviceFile, type DeviceFile } from "~/calculator/office/combine-devices";

import { taxInvoice, tenDozen } from "../register/fixtures";

const CANCELLED = { at: "2026-11-07T10:00:00Z", reason: "Wrong buyer" };
const GSTIN = "07AAACR5055K1Z9";

function invoice(code: string, serial: number, overrides: Partial<IssuedDocument> = {}): IssuedDocument {
  return taxInvoice({
    number: `PE/${code}/2627/${String(serial).padStart(4, "0")}`,
    issuedAt: Date.UTC(2026, 10, serial, 6),
    ...overrides,
  });
}

function device(code: string, issued: readonly IssuedDocument[]): DeviceData {
  return { seriesCode: code, counters: {}, issued, drafts: [], priceList: { source: "builtin" } };
}

function file(fileName: string, data: DeviceData, createdAt = Date.UTC(2026, 10, 30)): DeviceFile {
  return { fileName, ok: true, createdAt, data };
}

const a1 = device("A1", [invoice("A1", 1), invoice("A1", 2), invoice("A1", 3)]);
const r7 = device("R7", [invoice("R7", 1), invoice("R7", 2, { cancelled: CANCELLED })]);

const numbers = (documents: readonly IssuedDocument[]) => documents.map((document) => document.number);

describe("combining the devices' backups", () => {
  it("keeps every device's documents once each, oldest first, and says what each file brought", () => {
    const combination = combineDevices([file("a1.json", a1), file("r7.json", r7)], GSTIN);
    expect(numbers(combination.documents)).toEqual([
      "PE/A1/2627/0001", "PE/R7/2627/0001", "PE/A1/2627/0002", "PE/R7/2627/0002", "PE/A1/2627/0003",
    ]); // prettier-ignore
    expect(combination.gstin).toBe(GSTIN);
    expect(combination.files).toEqual([
      expect.objectContaining({
        fileName: "a1.json",
        combined: true,
        seriesCode: "A1",
        taxInvoices: 3,
        documentsAdded: 3,
      }),
      expect.objectContaining({
        fileName: "r7.json",
        combined: true,
        seriesCode: "R7",
        taxInvoices: 2,
        documentsAdded: 2,
      }),
    ]);
  });

  it("adds nothing for the same file twice, or an older backup of a device", () => {
    const older = device("A1", a1.issued.slice(0, 2));
    const once = combineDevices([file("a1.json", a1), file("r7.json", r7)], GSTIN);
    const again = combineDevices(
      [file("a1.json", a1), file("r7.json", r7), file("a1 (copy).json", a1), file("a1-older.json", older)],
      GSTIN,
    );
    expect(again.documents).toEqual(once.documents);
    expect(again.files.slice(2)).toEqual([
      expect.objectContaining({ combined: true, documentsAdded: 0, cancellationsAdded: 0 }),
      expect.objectContaining({ combined: true, documentsAdded: 0, cancellationsAdded: 0 }),
    ]);
  });

  it("keeps a cancellation that only one backup of the device has", () => {
    const newer = device("A1", [{ ...a1.issued[0]!, cancelled: CANCELLED }, ...a1.issued.slice(1)]);
    const combination = combineDevices([file("old.json", a1), file("new.json", newer)], GSTIN);
    expect(combination.documents[0]!.cancelled).toEqual(CANCELLED);
    expect(combination.files[1]).toMatchObject({ documentsAdded: 0, cancellationsAdded: 1 });
    const other = combineDevices([file("new.json", newer), file("old.json", a1)], GSTIN);
    expect(other.documents).toEqual(combination.documents);
  });

  it("leaves out, whole, a file holding a number with other content, naming the number and both files", () => {
    const twin = device("A1", [
      invoice("A1", 4),
      invoice("A1", 2, { lines: [tenDozen({ ratePaise: 90_00 })] }),
    ]);
    const combination = combineDevices(
      [file("a1.json", a1), file("r7.json", r7), file("twin.json", twin)],
      GSTIN,
    );
    expect(combination.files[2]).toEqual({
      fileName: "twin.json",
      combined: false,
      message: expect.stringContaining(
        "twin.json was left out: it holds PE/A1/2627/0002 with other content than a1.json has under the same number.",
      ),
    });
    expect(numbers(combination.documents)).not.toContain("PE/A1/2627/0004");
    expect(combination.documents).toEqual(
      combineDevices([file("a1.json", a1), file("r7.json", r7)], GSTIN).documents,
    );
    // The same content at another time is another document too.
    const later = device("A1", [{ ...a1.issued[0]!, issuedAt: Date.UTC(2026, 10, 1, 7) }]);
    expect(combineDevices([file("a1.json", a1), file("later.json", later)], GSTIN).files[1]).toMatchObject({
      combined: false,
    });
  });

  it("leaves out a file of another seller GSTIN, naming it; without a configured GSTIN the first file's is the return's", () => {
    const otherSeller = { ...a1.issued[0]!.seller, gstin: "07AAACR5055K2Z8" };
    const elsewhere = device("Z9", [invoice("Z9", 1, { seller: otherSeller })]);
    const combination = combineDevices([file("a1.json", a1), file("z9.json", elsewhere)], null);
    expect(combination.gstin).toBe(GSTIN);
    expect(combination.files[1]).toEqual({
      fileName: "z9.json",
      combined: false,
      message:
        "z9.json was left out: its tax invoices are of seller GSTIN 07AAACR5055K2Z8, and this return is for 07AAACR5055K1Z9. Each GSTIN files its own return.",
    });
    expect(combineDevices([file("z9.json", elsewhere)], GSTIN).files[0]).toMatchObject({ combined: false });
    const mixed = device("A1", [...a1.issued, invoice("A1", 4, { seller: otherSeller })]);
    expect(combineDevices([file("mixed.json", mixed)], null).files[0]).toMatchObject({ combined: false });
  });

  it("takes a file without tax invoices, which adds no GSTIN", () => {
    const quotations = device("Q1", [invoice("Q1", 1, { kind: "quotation", number: "Q/Q1/2627/0001" })]);
    const combination = combineDevices([file("q.json", quotations), file("a1.json", a1)], null);
    expect(combination.gstin).toBe(GSTIN);
    expect(combination.files[0]).toMatchObject({ combined: true, taxInvoices: 0, documentsAdded: 1 });
  });

  it("reads files through the backup reader: a sealed file reads, anything else is left out with the reason", async () => {
    const text = await makeBackup(a1, Date.UTC(2026, 10, 30));
    const read = await readDeviceFile("a1.json", text);
    expect(read).toMatchObject({ fileName: "a1.json", ok: true, createdAt: Date.UTC(2026, 10, 30) });
    const edited = await readDeviceFile("edited.json", text.replace("Kaveri", "Kaveri Bros"));
    const notJson = await readDeviceFile("list.csv", "name,rate\nRose,84\n");
    const combination = combineDevices([read, edited, notJson], GSTIN);
    expect(combination.files.map((outcome) => outcome.combined)).toEqual([true, false, false]);
    expect(combination.files[1]).toMatchObject({
      message: expect.stringMatching(/^edited\.json was left out: This backup file is damaged/),
    });
    expect(combination.files[2]).toMatchObject({
      message: expect.stringMatching(/^list\.csv was left out: This file is not a calculator backup/),
    });
  });

  it("changes nothing it reads", () => {
    const files = [
      file("a1.json", a1),
      file("r7.json", r7),
      file("a1.json", device("A1", [{ ...a1.issued[0]!, cancelled: CANCELLED }])),
    ];
    const before = structuredClone(files);
    deepFreeze(files);
    combineDevices(files, GSTIN);
    expect(files).toEqual(before);
  });
});

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
