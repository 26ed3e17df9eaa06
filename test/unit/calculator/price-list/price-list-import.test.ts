import { describe, expect, it } from "vitest";

import { readNumberCell } from "~/calculator/price-list/number-cells";
import { describePriceListError, readPriceListFile } from "~/calculator/price-list/price-list-file";
import { summariseImport } from "~/calculator/price-list/price-list-summary";
import { decodeText } from "~/calculator/price-list/text-encoding";

/**
 * Loading a rep's file as it comes out of a spreadsheet: separators, encodings, decimal commas, names
 * that are not text, rates finer than a paisa, tidied names, and the summary the rep reads.
 */

const utf8 = (text: string) => new TextEncoder().encode(text);

function windows1252(text: string): Uint8Array {
  // Latin-1 letters have the same byte in Windows-1252; enough for these examples.
  return Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
}

function utf16le(text: string, bom = true): Uint8Array {
  const bytes: number[] = bom ? [0xff, 0xfe] : [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    bytes.push(code & 0xff, code >> 8);
  }
  return Uint8Array.from(bytes);
}

async function load(fileName: string, bytes: Uint8Array) {
  const result = await readPriceListFile(fileName, bytes);
  return {
    result,
    summary: summariseImport(fileName, result),
    errors: result.errors.map(describePriceListError),
  };
}

describe("separators", () => {
  it("finds semicolons, and reads decimal commas there", async () => {
    const { result, summary } = await load(
      "list.csv",
      utf8("name;rate;mrp\nRose;84,50;10\nLakkad;1.234,50;99\n"),
    );
    expect(result.separator).toBe("semicolon");
    expect(result.items.map((item) => [item.name, item.rate])).toEqual([
      ["Rose", 84.5],
      ["Lakkad", 1234.5],
    ]);
    expect(summary.text).toBe(
      "Loaded 2 products from list.csv (normalized): 2 rows loaded, 0 refused, 0 renamed. " +
        "Read as separated by semicolons, with decimal commas.",
    );
  });

  it("finds tabs", async () => {
    const { result, summary } = await load("list.txt", utf8("name\trate\tpacking size\nRose\t84\t768\n"));
    expect(result.separator).toBe("tab");
    expect(result.items).toHaveLength(1);
    expect(summary.text).toContain("Read as separated by tabs.");
  });

  it("in a semicolon file refuses a number that could be a thousand or one and a bit", async () => {
    const { errors } = await load("list.csv", utf8("name;rate;packing size\nRose;84;1.000\n"));
    expect(errors).toEqual([
      'Row 2: packing size "1.000" could be read two ways in a file with decimal commas: write 1000 for the whole number, or use a comma for decimals',
    ]);
  });

  it("still says what it found when no name or rate column can be seen", async () => {
    const { errors } = await load("list.csv", utf8("Produkt|Preis\nRose|84\n"));
    expect(errors[0]).toContain('found "Produkt|Preis", separated by commas');
  });
});

describe("decimal commas where they could be misread", () => {
  it('refuses "84,50" in a comma-separated file with its row number (it once loaded as ₹8,450)', async () => {
    const { result, errors, summary } = await load(
      "list.csv",
      utf8('name,rate\nRose,84\nSandal,"84,50"\nOil,"1,200.50"\nHamper,"1,20,000"\n'),
    );
    expect(result.items.map((item) => [item.name, item.rate])).toEqual([
      ["Rose", 84],
      ["Oil", 1200.5],
      ["Hamper", 120000],
    ]);
    expect(errors).toEqual([
      'Row 3: rate "84,50" has a decimal comma, which a comma-separated file cannot tell from a slip: write 84.50',
    ]);
    expect(summary.tone).toBe("error");
    expect(summary.text).toBe(
      "Loaded 3 products from list.csv (normalized): 3 rows loaded, 1 refused, 0 renamed.",
    );
    expect(summary.details).toEqual(errors);
  });

  it("refuses it in JSON text too", async () => {
    const { errors } = await load("list.json", utf8('[{"name":"Rose","rate":"84,50"}]'));
    expect(errors).toEqual([
      'Row 1: rate "84,50" has a decimal comma, which a comma-separated file cannot tell from a slip: write 84.50',
    ]);
  });
});

describe("encodings", () => {
  it("reads UTF-8 with and without a byte order mark", async () => {
    for (const bytes of [utf8("\uFEFFname,rate\nDhoop Bätti,62\n"), utf8("name,rate\nDhoop Bätti,62\n")]) {
      const { result, summary } = await load("list.csv", bytes);
      expect(result.encoding).toBe("UTF-8");
      expect(result.items[0]?.name).toBe("Dhoop Bätti");
      expect(summary.text).not.toContain("Read as");
    }
  });

  it("reads a Windows-1252 file as such and says so (it once loaded “Dhoop B�tti” as a success)", async () => {
    const { result, summary } = await load("list.csv", windows1252("name,rate\nDhoop Bätti,62\n"));
    expect(result.encoding).toBe("Windows-1252");
    expect(result.items[0]?.name).toBe("Dhoop Bätti");
    expect(summary.text).toContain("The file is not UTF-8, so it was read as Windows-1252");
  });

  it("reads UTF-16 with a byte order mark (Excel's Unicode text, tab-separated) and without one", async () => {
    const withMark = await load("list.txt", utf16le("name\trate\nDhoop Bätti\t62\n"));
    expect(withMark.result.encoding).toBe("UTF-16LE");
    expect(withMark.result.items[0]?.name).toBe("Dhoop Bätti");
    expect(withMark.summary.text).toContain("Read as UTF-16 text.");
    const without = await load("list.csv", utf16le("name,rate\nRose,84\n", false));
    expect(without.result.encoding).toBe("UTF-16LE");
    expect(without.result.items[0]?.name).toBe("Rose");
  });

  it("decodes big-endian UTF-16 by its mark", async () => {
    expect(decodeText(Uint8Array.from([0xfe, 0xff, 0, 0x41, 0, 0x42]))).toMatchObject({
      text: "AB",
      encoding: "UTF-16BE",
    });
  });

  it("names a spreadsheet picked by mistake", async () => {
    const { result } = await load("list.xlsx", Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(result.items).toEqual([]);
    expect(result.errors[0]?.reason).toContain("list.xlsx is an Excel workbook or another zipped file");
  });
});

describe("rows refused with their number", () => {
  it("a JSON name that is not text (it once became a product called [object Object])", async () => {
    const { result, errors } = await load(
      "list.json",
      utf8(
        '[{"name":{"x":1},"rate":10},{"name":42,"rate":10},{"name":["a"],"rate":10},{"name":"Ok","rate":1}]',
      ),
    );
    expect(result.items.map((item) => item.name)).toEqual(["Ok"]);
    expect(errors).toEqual([
      "Row 1: name is not text (found a group of fields)",
      "Row 2: name is not text (found the number 42)",
      "Row 3: name is not text (found a list)",
    ]);
  });

  it("a rate with more than two decimals (it was silently rounded)", async () => {
    const csv = await load("list.csv", utf8("name,rate\nRose,45.555\nSandal,45.5\n"));
    expect(csv.errors).toEqual([
      'Row 2: rate "45.555" has more than two decimals (rupees and paise): round it in the file',
    ]);
    expect(csv.result.items.map((item) => item.rate)).toEqual([45.5]);
    const json = await load("list.json", utf8('[{"name":"Rose","rate":45.555}]'));
    expect(json.errors).toEqual([
      'Row 1: rate "45.555" has more than two decimals (rupees and paise): round it in the file',
    ]);
  });

  it("a quote that is never closed", async () => {
    const { errors } = await load("list.csv", utf8('name,rate\nRose,84\n"Sandal,84\n'));
    expect(errors).toEqual(['Row 3: has a quote (") that is never closed']);
  });
});

describe("renamed rows", () => {
  it("tidies spaces and invisible characters, and the summary counts and lists them", async () => {
    const { result, summary } = await load(
      "list.csv",
      utf8("name,rate\n  Rose Agarbatti  ,84\nSandal  Agarbatti,84\nJas\u200Bmine,84\nBroken,abc\n"),
    );
    expect(result.items.map((item) => item.name)).toEqual(["Rose Agarbatti", "Sandal Agarbatti", "Jasmine"]);
    expect(result.renamed).toEqual([
      { row: 3, from: "Sandal  Agarbatti", to: "Sandal Agarbatti" },
      { row: 4, from: "Jas\u200Bmine", to: "Jasmine" },
    ]);
    expect(summary.text).toBe(
      "Loaded 3 products from list.csv (normalized): 3 rows loaded, 1 refused, 2 renamed.",
    );
    expect(summary.details).toEqual([
      'Row 5: rate "abc" is not a number of 0 or more',
      "Row 3: loaded as “Sandal Agarbatti” (written “Sandal  Agarbatti”)",
      "Row 4: loaded as “Jasmine” (written “Jas\u200Bmine”)",
    ]);
  });

  it("says nothing was loaded, and why, when no row can be used", async () => {
    const { summary } = await load("list.csv", utf8("name,rate\nBroken,abc\n"));
    expect(summary).toEqual({
      tone: "error",
      text: "No products loaded from list.csv; the current list is unchanged.",
      details: ['Row 2: rate "abc" is not a number of 0 or more'],
    });
  });

  it("lists ten rows and counts the rest", async () => {
    const rows = Array.from({ length: 14 }, (_, index) => `Bad ${index},x`).join("\n");
    const { summary } = await load("list.csv", utf8(`name,rate\nGood,1\n${rows}\n`));
    expect(summary.details).toHaveLength(11);
    expect(summary.details.at(-1)).toBe("…and 4 more.");
  });
});

describe("readNumberCell", () => {
  it.each([
    ["1200", ".", 1200],
    ["₹ 84", ".", 84],
    ["Rs. 84.5", ".", 84.5],
    ["1,234,567.25", ".", 1234567.25],
    ["12,34,567", ".", 1234567],
    ["84,5", ",", 84.5],
    ["1.234.567,5", ",", 1234567.5],
    ["84.50", ",", 84.5],
    ["-3", ".", -3],
    ["", ".", null],
  ] as const)("%j with %j decimals is %j", (text, mark, value) => {
    expect(readNumberCell(text, mark)).toEqual({ ok: true, value });
  });

  it.each([
    ["84,50", "."],
    ["1,2,3", "."],
    ["ten", "."],
    ["1.000", ","],
    ["1,2,3", ","],
  ] as const)("refuses %j with %j decimals", (text, mark) => {
    expect(readNumberCell(text, mark).ok).toBe(false);
  });
});
