import { describe, expect, it } from "vitest";

import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";
import {
  BACKUP_FORMAT,
  backupFileName,
  canonicalJson,
  makeBackup,
  mergeBackup,
  readBackup,
  sha256Hex,
} from "~/calculator/device/backup";
import { backupStatus, REMIND_AFTER_MS } from "~/calculator/device/backup-reminder";
import type { DeviceData } from "~/calculator/device/device-data";
import { newDraft } from "~/calculator/device/invoice-draft";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { DELHI_SELLER, item, lineFor } from "../helpers";

const now = Date.parse("2026-11-26T10:00:00+05:30");

function invoice(serial: number, overrides: Partial<IssuedDocument> = {}): IssuedDocument {
  return {
    kind: "tax-invoice",
    brand: "Punarvana Eco",
    seller: DELHI_SELLER,
    buyer: { name: `Shop ${serial}`, address: "Karol Bagh", gstin: "", stateCode: "07", pincode: "110005" },
    settings: DEFAULT_SETTINGS,
    lines: [lineFor(item({ name: "Rose" }), serial, "dozen", { id: `line-${serial}` })],
    number: `PE/R7/2627/${String(serial).padStart(4, "0")}`,
    issuedAt: now - (100 - serial) * 60_000,
    ...overrides,
  };
}

const device = (overrides: Partial<DeviceData> = {}): DeviceData => ({
  seriesCode: "R7",
  counters: { "PE/R7/2627": 3, "Q/R7/2627": 1 },
  issued: [
    invoice(1),
    invoice(2, { cancelled: { at: new Date(now).toISOString(), reason: "Typo" } }),
    invoice(3),
  ],
  drafts: [{ id: "draft-a", updatedAt: now, draft: { ...newDraft(now), lines: [invoice(4).lines[0]!] } }],
  priceList: {
    source: "file",
    fileName: "list.csv",
    items: [item({ name: "Rose" }), item({ name: "Lavender", rate: 90 })],
  },
  ...overrides,
});

const EMPTY: DeviceData = {
  seriesCode: null,
  counters: {},
  issued: [],
  drafts: [],
  priceList: { source: "builtin" },
};

describe("the backup file", () => {
  it("reads back exactly what was saved", async () => {
    const saved = device();
    const reading = await readBackup(await makeBackup(saved, now));
    expect(reading).toEqual({ ok: true, createdAt: now, data: saved });
    // A second backup of the same data is the same file.
    expect(await makeBackup(saved, now)).toBe(await makeBackup(device(), now));
  });

  it("is sealed with the SHA-256 of its canonical content", async () => {
    const file = JSON.parse(await makeBackup(device(), now)) as Record<string, unknown>;
    expect(file.format).toBe(BACKUP_FORMAT);
    expect(file.version).toBe(1);
    const { checksum, ...content } = file;
    expect(checksum).toBe(await sha256Hex(canonicalJson(content)));
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }], skip: undefined })).toBe(
      '{"a":[{"c":null,"d":2}],"b":1}',
    );
  });

  it("is refused whole, with a clear message, when broken, edited, cut short or of another kind", async () => {
    const text = await makeBackup(device(), now);
    const edited = text.replace('"Shop 1"', '"Shop 9"');
    const cases: [string, RegExp][] = [
      ["", /not a calculator backup/],
      ["{not json", /not a calculator backup/],
      ['{"format":"something-else"}', /not a calculator backup/],
      [text.slice(0, text.length / 2), /not a calculator backup/],
      [edited, /damaged or was changed/],
      [text.replace(/"checksum":"[0-9a-f]+"/, '"checksum":"00"'), /damaged or was changed/],
      [text.replace('"version":1', '"version":2'), /newer version/],
    ];
    for (const [file, message] of cases) {
      const reading = await readBackup(file);
      expect(reading.ok, file.slice(0, 40)).toBe(false);
      if (!reading.ok) expect(reading.message).toMatch(message);
    }
  });

  it("is refused when sealed correctly around a part that does not read (a document without a number)", async () => {
    const file = JSON.parse(await makeBackup(device(), now)) as {
      createdAt: string;
      data: { issued: { number: string }[] };
    };
    file.data.issued[0]!.number = "";
    const { format, version, createdAt, data } = { format: BACKUP_FORMAT, version: 1, ...file };
    const checksum = await sha256Hex(canonicalJson({ format, version, createdAt, data }));
    const reading = await readBackup(JSON.stringify({ format, version, createdAt, data, checksum }));
    expect(reading).toMatchObject({ ok: false, message: expect.stringMatching(/damaged/) as unknown });
  });

  it("is named by series code and India's date", () => {
    expect(backupFileName("R7", Date.parse("2026-11-26T20:00:00Z"))).toBe(
      "calculator-backup-R7-2026-11-27.json.gz",
    );
    expect(backupFileName(null, now)).toBe("calculator-backup-no-code-2026-11-26.json.gz");
  });
});

describe("restoring (merging a backup into the device)", () => {
  it("gives a cleared device everything, its series code included", () => {
    const result = mergeBackup(EMPTY, device());
    if (!result.ok) throw new Error(result.message);
    expect(result.data).toEqual(device());
    expect(result.summary).toEqual({
      documentsAdded: 3,
      cancellationsAdded: 0,
      draftsAdded: 1,
      priceListRestored: true,
      seriesCode: "R7",
    });
  });

  it("never holds a document twice, never moves a counter back, never undoes a cancellation", () => {
    const own = device({
      counters: { "PE/R7/2627": 5, "Q/R7/2627": 0 },
      issued: [invoice(1), invoice(2), invoice(4), invoice(5)],
      drafts: [],
      priceList: { source: "builtin" },
    });
    const backup = device({ counters: { "PE/R7/2627": 3, "Q/R7/2627": 2, "PE/R7/2526": 40 } });
    const result = mergeBackup(own, backup);
    if (!result.ok) throw new Error(result.message);
    expect(result.data.issued.map((document) => document.number)).toEqual([
      "PE/R7/2627/0001",
      "PE/R7/2627/0002",
      "PE/R7/2627/0003",
      "PE/R7/2627/0004",
      "PE/R7/2627/0005",
    ]);
    expect(result.data.issued[1]!.cancelled?.reason).toBe("Typo");
    expect(result.data.counters).toEqual({ "PE/R7/2627": 5, "Q/R7/2627": 2, "PE/R7/2526": 40 });
    expect(result.summary).toMatchObject({ documentsAdded: 1, cancellationsAdded: 1 });
    // Restoring the same file twice changes nothing more.
    const again = mergeBackup(result.data, backup);
    if (!again.ok) throw new Error(again.message);
    expect(again.data).toEqual(result.data);
    expect(again.summary).toMatchObject({ documentsAdded: 0, cancellationsAdded: 0, draftsAdded: 0 });
  });

  it("keeps the device's own price list and the newer copy of a draft", () => {
    const ownList = { source: "file" as const, fileName: "mine.csv", items: [item({ name: "Jasmine" })] };
    const newer = { ...device().drafts[0]!, updatedAt: now + 1, draft: newDraft(now + 1) };
    const result = mergeBackup(device({ priceList: ownList, drafts: [newer] }), device());
    if (!result.ok) throw new Error(result.message);
    expect(result.data.priceList).toEqual(ownList);
    expect(result.data.drafts).toEqual([newer]);
    expect(result.summary).toMatchObject({ priceListRestored: false, draftsAdded: 0 });
  });

  it("refuses a backup of another series code, saying which", () => {
    expect(mergeBackup(device({ seriesCode: "K2" }), device())).toEqual({
      ok: false,
      message: expect.stringContaining("series code R7, and this device's code is K2") as unknown,
    });
  });

  it("lets the next number continue the series where the backup left it", () => {
    const result = mergeBackup(EMPTY, device({ counters: {} }));
    if (!result.ok) throw new Error(result.message);
    // The counters were lost, but the documents carry their numbers: the next is one past them.
    expect(Math.max(...result.data.issued.map((document) => Number(document.number.slice(-4))))).toBe(3);
  });
});

describe("the backup reminder", () => {
  const day = 24 * 60 * 60 * 1000;
  it("waits for a week or 25 invoices without a backup", () => {
    expect(backupStatus({ lastBackupAt: null, invoiceTimes: [], now })).toEqual({
      invoicesSince: 0,
      reminder: false,
    });
    expect(backupStatus({ lastBackupAt: null, invoiceTimes: [now - day], now })).toEqual({
      invoicesSince: 1,
      reminder: false,
    });
    expect(backupStatus({ lastBackupAt: null, invoiceTimes: [now - REMIND_AFTER_MS], now }).reminder).toBe(
      true,
    );
    const recent = Array.from({ length: 25 }, (_, index) => now - index * 1000);
    expect(backupStatus({ lastBackupAt: now - day, invoiceTimes: recent.slice(1), now }).reminder).toBe(
      false,
    );
    expect(backupStatus({ lastBackupAt: now - day, invoiceTimes: recent, now })).toEqual({
      invoicesSince: 25,
      reminder: true,
    });
    // A week since the last backup, with something issued since.
    expect(backupStatus({ lastBackupAt: now - 8 * day, invoiceTimes: [now - day], now }).reminder).toBe(true);
    // Nothing new since the last backup: nothing to remind.
    expect(backupStatus({ lastBackupAt: now - 30 * day, invoiceTimes: [now - 31 * day], now }).reminder).toBe(
      false,
    );
  });
});
