import "fake-indexeddb/auto";

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { readBuyerRecord } from "~/calculator/buyers/buyer-record";
import { seededRandom } from "~/catalog/seeded-random";
import { makeBackup, sha256Hex } from "~/calculator/device/backup";
import { BackupChanged, makeBackupFile, openBackup, readBackupFile } from "~/calculator/device/backup-file";
import { allPayments, keepBuyers, paymentByNumber, storedBuyers } from "~/calculator/device/books-buyers";
import { openBooks, type Books } from "~/calculator/device/books-db";
import {
  mergeIntoBooks,
  readBooksAsText,
  readBooksData,
  readBooksInChunks,
} from "~/calculator/device/books-merge";
import { documentRecord } from "~/calculator/device/document-index";
import type { DeviceData } from "~/calculator/device/device-data";
import { newDraft } from "~/calculator/device/invoice-draft";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import type { GzipEngine } from "~/calculator/device/gzip";
import { describeRestore } from "~/calculator/ui/device/restore";

import { randomDevices } from "../../../support/random-devices";
import { payment } from "../buyers/fixtures";
import { item, lineFor } from "../helpers";

const now = Date.parse("2026-11-26T10:00:00+05:30");
const india = (text: string) => Date.parse(`${text}+05:30`);
const GSTIN = "27AAPFU0939F1ZV";
const ENGINES: GzipEngine[] = ["native", "fflate"];
/**
 * A file of each version as it was first written, with the data it holds: never made again, so that a
 * change to the reader that would leave some rep's old backup unreadable fails here.
 */
const FIXTURES = join(__dirname, "../../../support/backups");

/** A device of `invoices` random tax invoices and notes (some cancelled), a draft and its own list. */
function device(seed: number, invoices: number): DeviceData {
  const [data] = randomDevices(seededRandom(seed), {
    devices: 1,
    invoices: () => invoices,
    from: Date.UTC(2026, 3, 1),
    to: Date.UTC(2027, 2, 31),
    maxLines: 6,
    notesPerInvoice: seed % 2,
  });
  return {
    ...data!,
    drafts: [
      {
        id: "draft-a",
        updatedAt: now,
        draft: { ...newDraft(now), lines: [lineFor(item({ name: "Rose" }), 3, "dozen")] },
      },
    ],
    priceList: { source: "file", fileName: "list.csv", items: [item({ name: "Rose" })] },
  };
}

/** The file's lines, unpacked. */
const linesOf = async (file: Blob) =>
  gunzipSync(Buffer.from(await file.arrayBuffer()))
    .toString("utf8")
    .trimEnd()
    .split("\n");

/** A file of these lines, the end line's checksum worked out again as the writer does. */
async function resealed(lines: string[]): Promise<Blob> {
  const content = lines.slice(0, -1);
  const digests = await Promise.all(content.map((line) => sha256Hex(line)));
  const end = {
    ...(JSON.parse(lines[lines.length - 1]!) as object),
    checksum: await sha256Hex(digests.join("")),
  };
  return new Blob([gzipSync([...content, JSON.stringify(end)].join("\n") + "\n")]);
}

async function refusal(file: Blob | string): Promise<string> {
  const reading = await readBackupFile(file);
  if (reading.ok) throw new Error("the file was read");
  return reading.message;
}

describe("the compressed backup file (version 2)", () => {
  const data = device(7, 600);

  it.each(ENGINES)(
    "reads back exactly what was saved (%s gzip), and the same data makes the same file",
    async (engine) => {
      const file = await makeBackupFile(data, now, { engine });
      expect(file.type).toBe("application/gzip");
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
      // A tenth or so of the JSON's size.
      expect(file.size).toBeLessThan(JSON.stringify(data).length / 5);
      for (const reader of ENGINES)
        expect(await readBackupFile(file, reader)).toEqual({ ok: true, createdAt: now, data });
      const again = await makeBackupFile(data, now, { engine });
      expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    },
  );

  it("is JSON lines: a header, the device, the drafts, documents 250 a line, sealed by an end line", async () => {
    const lines = await linesOf(await makeBackupFile(data, now));
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed[0]).toEqual({
      format: "vasanam-calculator-backup",
      version: 2,
      createdAt: new Date(now).toISOString(),
    });
    expect(parsed.map((line) => line.section ?? "header")).toEqual([
      "header",
      "device",
      "drafts",
      ...Array.from({ length: Math.ceil(data.issued.length / 250) }, () => "documents"),
      "end",
    ]);
    expect(parsed[1]).toMatchObject({ seriesCode: data.seriesCode, counters: data.counters });
    const end = parsed[parsed.length - 1]!;
    expect(end.counts).toEqual({ drafts: 1, documents: data.issued.length });
    const digests = await Promise.all(lines.slice(0, -1).map((line) => sha256Hex(line)));
    expect(end.checksum).toBe(await sha256Hex(digests.join("")));
  });

  it("takes the documents a chunk at a time as they come, pausing after each line", async () => {
    let pulled = 0;
    async function* chunks(): AsyncGenerator<IssuedDocument[]> {
      for (let start = 0; start < data.issued.length; start += 100) {
        pulled += 1;
        yield data.issued.slice(start, start + 100);
      }
    }
    let pauses = 0;
    const file = await makeBackupFile({ ...data, issued: chunks() }, now, {
      pause: async () => void (pauses += 1),
    });
    expect(pulled).toBe(Math.ceil(data.issued.length / 100));
    expect(pauses).toBe(3 + Math.ceil(data.issued.length / 250));
    expect(await readBackupFile(file)).toEqual({ ok: true, createdAt: now, data });
  });

  it("opens with only the small parts read, and hands the documents over again a line at a time", async () => {
    const opening = await openBackup(await makeBackupFile(data, now));
    if (!opening.ok) throw new Error(opening.message);
    expect(opening.backup).toMatchObject({ version: 2, createdAt: now, documentCount: data.issued.length });
    expect(opening.backup.data).toEqual({ ...data, issued: undefined });
    const sizes: number[] = [];
    for await (const chunk of opening.backup.documents()) sizes.push(chunk.length);
    expect(sizes.slice(0, -1).every((size) => size === 250)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(data.issued.length);
  });

  it("reads when somebody has already unpacked it", async () => {
    const lines = await linesOf(await makeBackupFile(data, now));
    expect(await readBackupFile(lines.join("\n") + "\n")).toEqual({ ok: true, createdAt: now, data });
  });

  it("stops a restore with a clear message when the file changes between the check and the reading again", async () => {
    const real = await makeBackupFile(data, now);
    const other = await makeBackupFile(device(8, 600), now);
    let streams = 0;
    // The first reading sees the real file; the second another one (as a file overwritten meanwhile).
    const flaky = Object.assign(Object.create(real) as Blob, {
      slice: (start?: number, end?: number) => real.slice(start, end),
      stream: () => ((streams += 1) === 1 ? real.stream() : other.stream()),
    });
    const opening = await openBackup(flaky);
    if (!opening.ok) throw new Error(opening.message);
    const read = async () => {
      for await (const chunk of opening.backup.documents()) void chunk;
    };
    await expect(read()).rejects.toBeInstanceOf(BackupChanged);
  });
});

describe("every earlier backup version", () => {
  it("restores a version-1 file saved before the compressed file, exactly", async () => {
    const text = readFileSync(join(FIXTURES, "backup-v1.json"), "utf8");
    const expected = JSON.parse(readFileSync(join(FIXTURES, "backup-data.json"), "utf8")) as DeviceData;
    const reading = await readBackupFile(new Blob([text]));
    expect(reading).toEqual({ ok: true, createdAt: Date.parse("2026-11-26T04:30:00.000Z"), data: expected });
    // And a version-1 file made now, of five hundred documents.
    const big = device(3, 500);
    expect(await readBackupFile(await makeBackup(big, now))).toEqual({ ok: true, createdAt: now, data: big });
  });

  it("restores a version-2 file as it was first written", async () => {
    const file = new Blob([readFileSync(join(FIXTURES, "backup-v2.json.gz"))]);
    const expected = JSON.parse(readFileSync(join(FIXTURES, "backup-data.json"), "utf8")) as DeviceData;
    expect(await readBackupFile(file)).toEqual({
      ok: true,
      createdAt: Date.parse("2026-11-26T04:30:00.000Z"),
      data: expected,
    });
  });
});

describe("a broken, cut short or changed backup file", () => {
  const data = device(11, 300);

  it("is refused whole, saying what to do", async () => {
    const file = await makeBackupFile(data, now);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const lines = await linesOf(file);
    const gzipped = (text: string) => new Blob([gzipSync(text)]);
    const end = lines.length - 1;
    const cases: [string, Blob | string, RegExp][] = [
      ["empty", "", /not a calculator backup/],
      [
        "random bytes",
        new Blob([new Uint8Array(64).map((_, index) => (index * 37) % 256)]),
        /not a calculator backup/,
      ],
      ["gzip of something else", gzipped("hello\n"), /not a calculator backup/],
      ["cut in half", new Blob([bytes.slice(0, bytes.length / 2)]), /not a calculator backup/],
      ["its last bytes lost", new Blob([bytes.slice(0, bytes.length - 6)]), /not a calculator backup/],
      ["a gzip header and nothing more", new Blob([bytes.slice(0, 12)]), /not a calculator backup/],
      ["without its end line", gzipped(lines.slice(0, end).join("\n")), /not a calculator backup/],
      [
        "not UTF-8",
        new Blob([gzipSync(Buffer.concat([Buffer.from(lines[0]! + "\n"), Buffer.from([0xff, 0xfe, 0x0a])]))]),
        /not a calculator backup/,
      ],
      [
        "a buyer renamed",
        gzipped(lines.join("\n").replace(/"name":"([^"]+)"/, '"name":"$1x"')),
        /damaged or was changed/,
      ],
      [
        "a documents line lost",
        gzipped([...lines.slice(0, 3), ...lines.slice(4)].join("\n")),
        /damaged or was changed/,
      ],
      [
        "two lines swapped",
        gzipped([lines[0], lines[1], lines[3], lines[2], ...lines.slice(4)].join("\n")),
        /damaged or was changed/,
      ],
      ["something after its end", gzipped([...lines, lines[3]].join("\n")), /damaged or was changed/],
      [
        "a checksum of zeros",
        gzipped(lines.join("\n").replace(/"checksum":"[0-9a-f]+"/, `"checksum":"${"0".repeat(64)}"`)),
        /damaged or was changed/,
      ],
      [
        "a newer format",
        gzipped(lines.join("\n").replace('"version":2', '"version":3')),
        /newer version of the calculator \(format 3\)/,
      ],
    ];
    for (const [name, input, message] of cases) expect(await refusal(input), name).toMatch(message);
  });

  it("is refused when resealed around a part that does not read, a wrong count or a section it does not know", async () => {
    const lines = await linesOf(await makeBackupFile(data, now));
    const edit = (index: number, change: (line: Record<string, unknown>) => object) =>
      lines.map((line, at) =>
        at === index ? JSON.stringify(change(JSON.parse(line) as Record<string, unknown>)) : line,
      );
    const documentsLine = 3;
    const withoutNumber = edit(documentsLine, (line) => ({
      ...line,
      items: (line.items as IssuedDocument[]).map((document, index) =>
        index === 0 ? { ...document, number: "" } : document,
      ),
    }));
    const wrongCount = edit(lines.length - 1, (line) => ({ ...line, counts: { drafts: 1, documents: 1 } }));
    const badCode = edit(1, (line) => ({ ...line, seriesCode: "not a code" }));
    const twoDevices = [...lines.slice(0, 2), lines[1]!, ...lines.slice(2)];
    const suppliers = [
      ...lines.slice(0, -1),
      JSON.stringify({ section: "suppliers", items: [] }),
      lines[lines.length - 1]!,
    ];
    // Sealed right: each is refused for what it holds, not for its checksum.
    expect(await refusal(await resealed(withoutNumber))).toMatch(/damaged/);
    expect(await refusal(await resealed(wrongCount))).toMatch(/damaged/);
    expect(await refusal(await resealed(badCode))).toMatch(/damaged/);
    expect(await refusal(await resealed(twoDevices))).toMatch(/damaged/);
    expect(await refusal(await resealed(suppliers))).toMatch(
      /newer version of the calculator \(format 2 with suppliers\)/,
    );
    // The resealing itself makes a file that reads.
    expect((await readBackupFile(await resealed(lines))).ok).toBe(true);
  });

  it("changes nothing in the books: refused files are refused before a restore merges anything", async () => {
    const books = await openBooks("backup-file-refused");
    const lines = await linesOf(await makeBackupFile(data, now));
    const edited = new Blob([gzipSync(lines.join("\n").replace(/"name":"([^"]+)"/, '"name":"$1x"'))]);
    expect((await openBackup(edited)).ok).toBe(false);
    expect(await books.count("documents")).toBe(0);
  });
});

describe("restore(backup(device)) (a property over random devices)", () => {
  it("keeps every document, counter and draft exactly, whatever the device and the gzip", async () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const random = seededRandom(seed * 101);
      const data = device(seed, Math.floor(random() * 300));
      // The books hand the documents over in chunks of any size.
      const chunk = 1 + Math.floor(random() * 400);
      async function* chunks(): AsyncGenerator<IssuedDocument[]> {
        for (let start = 0; start < data.issued.length; start += chunk)
          yield data.issued.slice(start, start + chunk);
      }
      const engine = ENGINES[seed % 2]!;
      const file = await makeBackupFile({ ...data, issued: chunks() }, now, { engine });
      const opening = await openBackup(file, ENGINES[(seed + 1) % 2]);
      if (!opening.ok) throw new Error(`seed ${seed}: ${opening.message}`);
      const books = await openBooks(`backup-file-property-${seed}`);
      const merged = await mergeIntoBooks(
        books,
        { ...opening.backup.data, issued: opening.backup.documents() },
        { pause: async () => undefined },
      );
      expect(merged, `seed ${seed}`).toMatchObject({
        ok: true,
        summary: { documentsAdded: data.issued.length },
      });
      const restored = await readBooksData(books, { pause: async () => undefined });
      const byNumber = (documents: readonly IssuedDocument[]) => new Map(documents.map((d) => [d.number, d]));
      expect(byNumber(restored.issued), `seed ${seed}`).toEqual(byNumber(data.issued));
      expect(restored.counters, `seed ${seed}`).toEqual(data.counters);
      expect(restored.drafts, `seed ${seed}`).toEqual(data.drafts);
      expect(restored.seriesCode).toBe(data.seriesCode);
      expect(restored.priceList).toEqual(data.priceList);
      // The backup the page makes, of the documents' stored texts, is the file of the documents read back.
      const quiet = { pause: async () => undefined };
      expect(await linesOf(await makeBackupFile(await readBooksAsText(books, quiet), now))).toEqual(
        await linesOf(await makeBackupFile(await readBooksInChunks(books, quiet), now)),
      );
    }
  });
});

describe("documents the books stored before they kept each as its text", () => {
  it("read, back up and restore as the others do", async () => {
    const data = device(11, 30);
    const books = await openBooks("backup-file-stored-as-objects");
    // Half the documents as an earlier version of the page stored them: the document itself.
    const transaction = books.transaction("documents", "readwrite");
    await Promise.all([
      ...data.issued.map((document, index) =>
        transaction.store.put(
          index % 2 === 0 ? { ...documentRecord(document), document } : documentRecord(document),
        ),
      ),
      transaction.done,
    ]);
    const quiet = { pause: async () => undefined };
    const read = await readBooksData(books, quiet);
    const byNumber = (documents: readonly IssuedDocument[]) => new Map(documents.map((d) => [d.number, d]));
    expect(byNumber(read.issued)).toEqual(byNumber(data.issued));
    // The stored object is written out as read (its fields in the reader's order), the texts as kept.
    const file = await makeBackupFile(await readBooksAsText(books, quiet), now);
    const reading = await readBackupFile(file);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.data.issued.map((document) => document.number)).toEqual(
      read.issued.map((document) => document.number),
    );
    expect(byNumber(reading.data.issued)).toEqual(byNumber(data.issued));
  });
});

describe("the buyer book and the payments in a backup", () => {
  const data = device(5, 40);
  const registered = readBuyerRecord({
    id: `gstin:${GSTIN}`,
    name: "Lakshmi Stores",
    gstin: GSTIN,
    city: "Mumbai",
    phone: "9876543210",
    updatedAt: india("2026-11-20T10:00:00"),
  })!;
  const unregistered = readBuyerRecord({
    id: "name:ganesh traders|9123456780",
    name: "Ganesh Traders",
    phone: "9123456780",
    city: "Nashik",
    updatedAt: india("2026-11-01T10:00:00"),
  })!;
  const paid = payment("RV/R7/2627/0001", "2026-11-05", 12_000_00, {
    receipt: { settled: [{ number: "PE/R7/2627/0001", amount: 12_000_00 }], advance: 0 },
  });
  const cancelled = {
    ...payment("RV/R7/2627/0002", "2026-11-06", 500_00),
    cancelled: { at: "2026-11-07T04:30:00.000Z", reason: "Entered twice" },
  };
  const withAccounts: DeviceData = {
    ...data,
    buyers: [registered, unregistered],
    payments: [paid, cancelled],
  };
  let opened = 0;
  const quiet = { pause: async () => undefined };

  async function restoreInto(books: Books, file: Blob) {
    const opening = await openBackup(file);
    if (!opening.ok) throw new Error(opening.message);
    return mergeIntoBooks(books, { ...opening.backup.data, issued: opening.backup.documents() }, quiet);
  }

  it("carries them as sections of their own and restores them exactly; again, it adds nothing", async () => {
    opened += 1;
    const source = await openBooks(`backup-accounts-source-${opened}`);
    await mergeIntoBooks(source, withAccounts, quiet);
    await keepBuyers(source, [registered, unregistered]);
    const file = await makeBackupFile(await readBooksInChunks(source, quiet), now);
    const parsed = (await linesOf(file)).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.filter((line) => line.section === "buyers")).toEqual([
      { section: "buyers", items: [registered, unregistered] },
    ]);
    expect(parsed.filter((line) => line.section === "payments")).toEqual([
      { section: "payments", items: [paid, cancelled] },
    ]);
    expect(parsed[parsed.length - 1]!.counts).toEqual({
      drafts: 1,
      documents: data.issued.length,
      buyers: 2,
      payments: 2,
    });

    const target = await openBooks(`backup-accounts-target-${opened}`);
    expect(await restoreInto(target, file)).toMatchObject({
      ok: true,
      summary: { documentsAdded: data.issued.length, buyersAdded: 2, paymentsAdded: 2, receiptsRefused: [] },
    });
    expect(await storedBuyers(target)).toEqual([registered, unregistered]);
    expect(await allPayments(target)).toEqual([paid, cancelled]);
    expect(await restoreInto(target, file)).toMatchObject({
      ok: true,
      summary: { buyersAdded: 0, buyersUpdated: 0, paymentsAdded: 0, paymentCancellationsAdded: 0 },
    });
    expect(await books(target)).toEqual({ buyers: 2, payments: 2 });
  });

  it("merges them into a device's own: latest details, cancellations kept, a clashing receipt refused", async () => {
    opened += 1;
    const target = await openBooks(`backup-accounts-merge-${opened}`);
    await target.put("device", data.seriesCode, "seriesCode");
    const older = { ...registered, city: "Pune", email: "lakshmi@example.in", updatedAt: 1 };
    const clash = payment("RV/R7/2627/0002", "2026-11-06", 900_00);
    await keepBuyers(target, [older]);
    await target.put("payments", paid);
    await target.put("payments", clash);
    const file = await makeBackupFile(withAccounts, now);
    const restored = await restoreInto(target, file);
    expect(restored).toMatchObject({
      ok: true,
      summary: { buyersAdded: 1, buyersUpdated: 1, paymentsAdded: 0, receiptsRefused: ["RV/R7/2627/0002"] },
    });
    if (restored.ok) expect(describeRestore(restored.summary)).toMatch(/Not restored: RV\/R7\/2627\/0002/);
    expect(await storedBuyers(target)).toEqual([
      { ...registered, email: "lakshmi@example.in" },
      unregistered,
    ]);
    // The device's receipt stays as it is, not replaced by the backup's.
    expect(await allPayments(target)).toEqual([paid, clash]);

    // The device's own payment, cancelled on the backup's device: cancelled here too.
    await target.delete("payments", clash.number);
    await target.put("payments", { ...cancelled, cancelled: undefined });
    expect(await restoreInto(target, file)).toMatchObject({ summary: { paymentCancellationsAdded: 1 } });
    expect(await paymentByNumber(target, cancelled.number)).toEqual(cancelled);
  });

  it("is refused whole when a buyer or payment does not read, or a count is wrong", async () => {
    const lines = await linesOf(await makeBackupFile(withAccounts, now));
    const at = (section: string) => lines.findIndex((line) => line.includes(`"section":"${section}"`));
    const edit = (index: number, change: (line: Record<string, unknown>) => object) =>
      lines.map((line, where) =>
        where === index ? JSON.stringify(change(JSON.parse(line) as Record<string, unknown>)) : line,
      );
    const items = (line: Record<string, unknown>) => line.items as Record<string, unknown>[];
    const badAmount = edit(at("payments"), (line) => ({
      ...line,
      items: items(line).map((item, index) => (index === 0 ? { ...item, amount: -5 } : item)),
    }));
    const namelessBuyer = edit(at("buyers"), (line) => ({
      ...line,
      items: items(line).map((item, index) => (index === 1 ? { ...item, name: "" } : item)),
    }));
    const notAList = edit(at("payments"), (line) => ({ ...line, items: "RV/R7/2627/0001" }));
    const wrongCount = edit(lines.length - 1, (line) => ({
      ...line,
      counts: { ...(line.counts as object), payments: 3 },
    }));
    for (const edited of [badAmount, namelessBuyer, notAList, wrongCount])
      expect(await refusal(await resealed(edited))).toMatch(/damaged/);
    expect((await readBackupFile(await resealed(lines))).ok).toBe(true);
  });

  it("restores an older file without them, leaving the device's buyers and payments as they were", async () => {
    opened += 1;
    const target = await openBooks(`backup-accounts-older-${opened}`);
    await keepBuyers(target, [unregistered]);
    await target.put("payments", paid);
    const file = new Blob([readFileSync(join(FIXTURES, "backup-v2.json.gz"))]);
    expect(await restoreInto(target, file)).toMatchObject({ ok: true, summary: { buyersAdded: 0 } });
    expect(await storedBuyers(target)).toEqual([unregistered]);
    expect(await allPayments(target)).toEqual([paid]);
  });
});

async function books(target: Books) {
  return { buyers: await target.count("buyers"), payments: await target.count("payments") };
}
