import { readFileSync } from "node:fs";

import Papa from "papaparse";
import { describe, expect, it, vi } from "vitest";
import {
  describePriceListError,
  parsePriceListCsv,
  parsePriceListFile,
  parsePriceListJson,
} from "~/calculator/price-list/price-list-file";

const HEADER = "name,rate,category,packingSize,packingUnit,scheme,gramsPerPack,productMrp";

describe("parsePriceListCsv", () => {
  it("loads good rows and reports bad rows by spreadsheet row number", () => {
    const csv = [
      HEADER,
      "Rose Agarbatti 16 g,84,incense,768,pcs,60+4 dozen,16,10",
      "Broken,abc,incense,768,pcs,60+4 dozen,16,10",
      "",
      '"Oil, 1 L",244,oil,12,pcs,10+1,,299',
      "No scheme,10,dhoop,10,pcs,buy ten get one,,",
    ].join("\r\n");
    const result = parsePriceListCsv(Papa, csv);
    expect(result.items.map((entry) => entry.name)).toEqual(["Rose Agarbatti 16 g", "Oil, 1 L"]);
    expect(result.items[1]).toEqual({
      name: "Oil, 1 L",
      rate: 244,
      category: "oil",
      packingSize: 12,
      packingUnit: "pcs",
      scheme: "10+1",
      gramsPerPack: null,
      productMrp: 299,
      hsn: "",
      gstRate: 12,
    });
    expect(result.errors.map(describePriceListError)).toEqual([
      'Row 3: rate "abc" is not a number of 0 or more',
      'Row 6: scheme "buy ten get one" is not of the form buy+free (e.g. 10+1 or 60+4 dozen)',
    ]);
  });

  it("matches headers regardless of case, spaces, underscores and order, with a BOM", () => {
    const csv =
      "\uFEFFRATE, Product Name ,Packing_Size,PACKING UNIT,Scheme,MRP\n84,Rose,720,PCS,60+4 Dozen,10\n";
    const result = parsePriceListCsv(Papa, csv);
    expect(result.errors).toEqual([]);
    expect(result.items).toEqual([
      {
        name: "Rose",
        rate: 84,
        category: "incense",
        packingSize: 720,
        packingUnit: "pcs",
        scheme: "60+4 Dozen",
        gramsPerPack: null,
        productMrp: 10,
        hsn: "330741",
        gstRate: 5,
      },
    ]);
  });

  it("reports a row with more fields than the header", () => {
    const result = parsePriceListCsv(Papa, `${HEADER}\nRose,84,incense,768,pcs,60+4 dozen,16,10,extra`);
    expect(result.items).toEqual([]);
    expect(result.errors).toEqual([
      { row: 2, reason: "has 9 fields but the header has 8 (an unquoted comma?)" },
    ]);
  });

  it("reports a duplicate name by the row it repeats", () => {
    const result = parsePriceListCsv(Papa, `name,rate\nRose,84\nrose,90`);
    expect(result.errors).toEqual([{ row: 3, reason: '"rose" is already listed at row 2' }]);
  });

  it("refuses a file without name or rate columns, an empty file, and a file with no products", () => {
    expect(parsePriceListCsv(Papa, "product,price_per_dozen\nRose,84").errors).toEqual([
      {
        row: 1,
        reason:
          'The header row has no rate column (expected name, rate, category, packingSize, packingUnit, scheme, gramsPerPack, productMrp, hsn, gstRate; found "product | price_per_dozen", separated by commas).',
      },
    ]);
    expect(parsePriceListCsv(Papa, "").errors).toEqual([{ row: null, reason: "The file is empty." }]);
    expect(parsePriceListCsv(Papa, "name,rate\n\n").errors).toEqual([
      { row: null, reason: "The file has no products." },
    ]);
  });

  it("reads each item's GST rate and HSN code, defaulting by category, and refuses rows with bad ones", () => {
    const csv = [
      "name,rate,category,hsn,gst rate",
      "Rose,84,incense,,",
      "Soap,38,personalcare,3401 11,18%",
      "Oil,244,oil,1515,5",
      "Tealight,279,gift,34060010,2.5",
      "Too high,10,gift,3406,40",
      "Negative,10,gift,3406,-5",
      "Words,10,gift,3406,five",
      "Three decimals,10,gift,3406,0.125",
      "Short HSN,10,gift,330,5",
      "Seven digits,10,gift,3307410,5",
      "Letters,10,gift,33AB,5",
    ].join("\n");
    const result = parsePriceListCsv(Papa, csv);
    expect(result.items.map(({ name, hsn, gstRate }) => ({ name, hsn, gstRate }))).toEqual([
      { name: "Rose", hsn: "330741", gstRate: 5 },
      { name: "Soap", hsn: "340111", gstRate: 18 },
      { name: "Oil", hsn: "1515", gstRate: 5 },
      { name: "Tealight", hsn: "34060010", gstRate: 2.5 },
    ]);
    expect(result.errors.map(describePriceListError)).toEqual([
      'Row 6: GST rate "40" is not a number from 0 to 28',
      'Row 7: GST rate "-5" is not a number from 0 to 28',
      'Row 8: GST rate "five" is not a number from 0 to 28',
      'Row 9: GST rate "0.125" has more than two decimals',
      'Row 10: HSN "330" is not a code of 4, 6 or 8 digits',
      'Row 11: HSN "3307410" is not a code of 4, 6 or 8 digits',
      'Row 12: HSN "33AB" is not a code of 4, 6 or 8 digits',
    ]);
  });

  it("warns about an incense scheme that disagrees with its packing size", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    parsePriceListCsv(Papa, "name,rate,packingSize,scheme\nOdd,84,500,60+4 dozen");
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("parsePriceListJson", () => {
  it("reads gstRate and hsn fields, as numbers or text, and refuses bad ones by position", () => {
    const result = parsePriceListJson(
      JSON.stringify([
        { name: "Soap", rate: 38, category: "personalcare", hsn: 3401, gstRate: 18 },
        { name: "Oil", rate: 244, category: "oil", hsn: "1515.90", gstRate: "5" },
        { name: "Candle", rate: 99, category: "gift" },
        { name: "Bad rate", rate: 10, gstRate: 29 },
        { name: "Bad code", rate: 10, hsn: 12 },
      ]),
    );
    expect(result.items.map(({ hsn, gstRate }) => [hsn, gstRate])).toEqual([
      ["3401", 18],
      ["151590", 5],
      ["", 5],
    ]);
    expect(result.errors).toEqual([
      { row: 4, reason: 'GST rate "29" is not a number from 0 to 28' },
      { row: 5, reason: 'HSN "12" is not a code of 4, 6 or 8 digits' },
    ]);
  });

  it("loads an array of objects and reports bad entries by position", () => {
    const json = JSON.stringify([
      {
        name: "Rose",
        rate: 84,
        category: "Incense",
        packingSize: 768,
        packingUnit: "pcs",
        scheme: "60+4 dozen",
        gramsPerPack: 16,
        productMrp: 10,
      },
      { name: "No rate" },
      "not an object",
      { name: "Lakkad", rate: "320", category: "dhoop", packingSize: 2.5, packingUnit: "kg" },
    ]);
    const result = parsePriceListJson(json);
    expect(result.items.map((entry) => [entry.name, entry.packingSize])).toEqual([
      ["Rose", 768],
      ["Lakkad", 2.5],
    ]);
    expect(result.errors).toEqual([
      { row: 2, reason: "rate is missing" },
      { row: 3, reason: "is not an object with product fields" },
    ]);
  });

  it("accepts an object with an items list", () => {
    expect(parsePriceListJson('{"items":[{"name":"A","rate":1}]}').items).toHaveLength(1);
  });

  it("explains invalid JSON and the wrong shape", () => {
    expect(parsePriceListJson("{oops").errors[0]?.reason).toMatch(/^The file is not valid JSON/);
    expect(parsePriceListJson('{"a":1}').errors).toEqual([
      { row: null, reason: 'The JSON must be a list of products (or an object with an "items" list).' },
    ]);
  });
});

describe("parsePriceListFile", () => {
  it("chooses JSON by extension or content, CSV otherwise", () => {
    expect(parsePriceListFile(Papa, "list.json", '[{"name":"A","rate":1}]').items).toHaveLength(1);
    expect(parsePriceListFile(Papa, "list.txt", '  [{"name":"A","rate":1}]').items).toHaveLength(1);
    expect(parsePriceListFile(Papa, "list.csv", "name,rate\nA,1").items).toHaveLength(1);
  });

  it("describes file-level errors without a row", () => {
    expect(describePriceListError({ row: null, reason: "The file is empty." })).toBe("The file is empty.");
  });
});

describe("the sample price list in docs/", () => {
  it("loads whole, with its own rates and HSN codes and the defaults where it leaves them out", () => {
    const text = readFileSync(new URL("../../../../docs/sample-price-list.csv", import.meta.url), "utf8");
    const result = parsePriceListFile(Papa, "sample-price-list.csv", text);
    expect(result.errors).toEqual([]);
    expect(result.items).toHaveLength(13);
    const byName = (name: string) => result.items.find((entry) => entry.name === name)!;
    expect(byName("Punarvana Aloe Neem Face Wash 100 ml")).toMatchObject({ hsn: "340130", gstRate: 18 });
    expect(byName("Punarvana Festive Pooja Gift Box")).toMatchObject({ hsn: "", gstRate: 5 });
    expect(byName("Punarvana Pooja Oil 1000 ml")).toMatchObject({ hsn: "", gstRate: 12 });
    expect(byName("Punarvana Til Deepam Oil, 5 L Can")).toMatchObject({ hsn: "1515", gstRate: 5 });
  });
});
