import { describe, expect, it } from "vitest";

import type { IssuedDocument } from "~/calculator/device/issued-documents";
import type { NoteKind } from "~/calculator/documents/document-numbering";
import { issueNote, type NoteIssueInput } from "~/calculator/notes/issue-note";
import { gstr1Json, returnPeriod, rupees } from "~/calculator/register/gstr1-json";
import { docsRows } from "~/calculator/register/gstr1-sheets";
import { monthPeriod, quarterPeriod } from "~/calculator/register/period";
import { buildRegister } from "~/calculator/register/register";

import { MAHARASHTRA_GSTIN, taxInvoice, tenDozen } from "./fixtures";
import { gstinIsValid, validateGstr1Json } from "./gstr1-validator";
import { SELLER } from "../../../support/random-tax-invoices";

const NOVEMBER = monthPeriod("2026-11")!;
const WALK_IN_DELHI = { name: "Walk-in Store", address: "Lajpat Nagar", gstin: "", stateCode: "07" };
const HUBLI = { name: "Hubli Traders", address: "Station Road", gstin: "", stateCode: "29" };
const CANCELLED = { at: "2026-11-07T10:00:00Z", reason: "Wrong buyer" };

/** A month's invoices: B2B twice to one buyer, B2CS in and out of state, one B2CL, one cancelled. */
const documents = [
  taxInvoice({ lines: [tenDozen(), tenDozen({ gstRate: 18 })] }),
  taxInvoice({ number: "PE/A1/2627/0002", buyer: WALK_IN_DELHI }),
  taxInvoice({ number: "PE/A1/2627/0003", buyer: HUBLI, lines: [tenDozen({ ratePaise: 14_000_00 })] }),
  taxInvoice({ number: "PE/A1/2627/0004", cancelled: CANCELLED }),
  taxInvoice({ number: "PE/A1/2627/0006", buyer: HUBLI }),
  taxInvoice({ number: "PE/R7/2627/0001", issuedAt: Date.UTC(2026, 10, 20, 6) }),
];

describe("gstr1.json", () => {
  const json = gstr1Json(buildRegister(NOVEMBER, documents), SELLER.gstin);

  it("has the top level the portal takes: gstin, fp as MMYYYY (a quarter's last month), version, hash", () => {
    expect(json).toMatchObject({ gstin: "07AAACR5055K1Z9", fp: "112026", version: "GST3.2.4", hash: "hash" });
    expect(returnPeriod(quarterPeriod("2026-27", 4)!.to)).toBe("032027");
    expect(validateGstr1Json(json)).toEqual([]);
  });

  it("groups b2b by the buyer's GSTIN, with dd-mm-yyyy dates, two-digit places and one item per rate", () => {
    expect(json.b2b).toEqual([
      {
        ctin: MAHARASHTRA_GSTIN,
        inv: [
          {
            inum: "PE/A1/2627/0001",
            idt: "05-11-2026",
            val: 1648,
            pos: "27",
            rchrg: "N",
            inv_typ: "R",
            itms: [
              { num: 501, itm_det: { txval: 739.2, rt: 5, iamt: 36.96, csamt: 0 } },
              { num: 1801, itm_det: { txval: 739.2, rt: 18, iamt: 133.06, csamt: 0 } },
            ],
          },
          {
            inum: "PE/R7/2627/0001",
            idt: "20-11-2026",
            val: 776,
            pos: "27",
            rchrg: "N",
            inv_typ: "R",
            itms: [{ num: 501, itm_det: { txval: 739.2, rt: 5, iamt: 36.96, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it("groups b2cl by place of supply; b2cs sums by place and rate with the invoices' own taxes", () => {
    expect(json.b2cl).toEqual([
      {
        pos: "29",
        inv: [
          {
            inum: "PE/A1/2627/0003",
            idt: "05-11-2026",
            val: 129360,
            itms: [{ num: 501, itm_det: { txval: 123200, rt: 5, iamt: 6160, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cs).toEqual([
      { sply_ty: "INTRA", pos: "07", typ: "OE", rt: 5, txval: 739.2, camt: 18.48, samt: 18.48, csamt: 0 },
      { sply_ty: "INTER", pos: "29", typ: "OE", rt: 5, txval: 739.2, iamt: 36.96, csamt: 0 },
    ]);
  });

  it("splits the HSN summary into registered and unregistered buyers", () => {
    expect(json.hsn?.hsn_b2b).toEqual([
      { num: 1, hsn_sc: "330741", uqc: "PCS", qty: 240, rt: 5, txval: 1478.4, iamt: 73.92, camt: 0, samt: 0, csamt: 0 },
      { num: 2, hsn_sc: "330741", uqc: "PCS", qty: 120, rt: 18, txval: 739.2, iamt: 133.06, camt: 0, samt: 0, csamt: 0 },
    ]); // prettier-ignore
    expect(json.hsn?.hsn_b2c).toHaveLength(1);
    expect(json.hsn?.hsn_b2c[0]).toMatchObject({ qty: 360, txval: 124678.4, iamt: 6196.96, camt: 18.48 });
  });

  it("lists documents by nature, one row per unbroken run of a series, as docs.csv does", () => {
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: "Invoices for outward supply",
          docs: [
            { num: 1, from: "PE/A1/2627/0001", to: "PE/A1/2627/0004", totnum: 4, cancel: 1, net_issue: 3 },
            { num: 2, from: "PE/A1/2627/0006", to: "PE/A1/2627/0006", totnum: 1, cancel: 0, net_issue: 1 },
            { num: 3, from: "PE/R7/2627/0001", to: "PE/R7/2627/0001", totnum: 1, cancel: 0, net_issue: 1 },
          ],
        },
      ],
    });
    expect(docsRows(buildRegister(NOVEMBER, documents))).toEqual([
      ["Invoices for outward supply", "PE/A1/2627/0001", "PE/A1/2627/0004", 4, 1],
      ["Invoices for outward supply", "PE/A1/2627/0006", "PE/A1/2627/0006", 1, 0],
      ["Invoices for outward supply", "PE/R7/2627/0001", "PE/R7/2627/0001", 1, 0],
    ]);
  });

  it("writes only the sections that hold something", () => {
    const empty = gstr1Json(buildRegister(NOVEMBER, []), SELLER.gstin);
    expect(Object.keys(empty)).toEqual(["gstin", "fp", "version", "hash"]);
    const onlyCancelled = gstr1Json(
      buildRegister(NOVEMBER, [taxInvoice({ cancelled: CANCELLED })]),
      SELLER.gstin,
    );
    expect(Object.keys(onlyCancelled)).toEqual(["gstin", "fp", "version", "hash", "doc_issue"]);
    expect(validateGstr1Json(onlyCancelled)).toEqual([]);
  });

  it("writes paise as rupees with at most two decimals", () => {
    expect([rupees(0), rupees(1), rupees(29), rupees(123_456_789_01)]).toEqual([0, 0.01, 0.29, 123456789.01]);
    expect(JSON.stringify(rupees(7_10))).toBe("7.1");
  });
});

describe("the GSTR-1 JSON validator", () => {
  const valid = gstr1Json(buildRegister(NOVEMBER, documents), SELLER.gstin);
  /** The problems of the valid JSON with the value at a dotted path (`b2b.0.inv.0.idt`) changed. */
  const broken = (path: string, value: unknown) => {
    const copy = structuredClone(valid) as unknown as Record<string, unknown>;
    const keys = path.split(".");
    let at: Record<string, unknown> = copy;
    for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
    at[keys[keys.length - 1]!] = value;
    return validateGstr1Json(copy);
  };

  it("checks GSTINs by their check character", () => {
    expect(gstinIsValid("07AAACR5055K1Z9")).toBe(true);
    expect(gstinIsValid("07AAACR5055K1Z8")).toBe(false);
    expect(broken("gstin", "07AAACR5055K1Z8")).toEqual(["gstin: not a valid GSTIN: 07AAACR5055K1Z8"]);
  });

  it("refuses what the portal refuses", () => {
    expect(broken("fp", "2026-11")).toHaveLength(1);
    expect(broken("b2b.0.inv.0.idt", "2026-11-05")).toHaveLength(1);
    expect(broken("b2b.0.inv.0.idt", "05-12-2026")[0]).toMatch(/after the return period/);
    expect(broken("b2b.0.inv.0.idt", "31-11-2026")[0]).toMatch(/no such day/);
    expect(broken("b2b.0.inv.0.pos", "7")).toHaveLength(1);
    expect(broken("b2b.0.inv.0.val", 1648.001)[0]).toMatch(/more than two decimals/);
    expect(broken("b2b.0.inv.0.val", "1648.00")[0]).toMatch(/not an amount/);
    expect(broken("b2b.0.inv.0.inum", "PE/A1/2627/00001234")).toHaveLength(1);
    expect(broken("b2b.0.inv.0.itms.0.itm_det.rt", 4)[0]).toMatch(/rate 4/);
    expect(broken("b2b.0.inv.0.itms.0.itm_det.camt", 1)[0]).toMatch(/either iamt or camt/);
    expect(broken("b2b.0.inv.0.itms.1.num", 501)[0]).toMatch(/num 501 twice/);
    expect(broken("b2b.0.inv.1", valid.b2b![0]!.inv[0])[0]).toMatch(/PE\/A1\/2627\/0001 twice/);
    expect(broken("b2b.0.extra", 1)).toEqual(["b2b[0]: unknown key extra"]);
    expect(broken("b2cl.0.pos", "07")[0]).toMatch(/other states only/);
    expect(broken("b2cl.0.inv.0.val", 100000)[0]).toMatch(/over ₹1,00,000/);
    expect(broken("b2cs.0.sply_ty", "INTER")[0]).toMatch(/sply_ty INTER/);
    expect(broken("b2cs.1.pos", "07")).not.toEqual([]);
    expect(broken("hsn.hsn_b2b.1.num", 3)[0]).toMatch(/num 3 where 2 belongs/);
    expect(broken("hsn.hsn_b2b.0.hsn_sc", "")).toHaveLength(1);
    expect(broken("hsn", { data: [] })).not.toEqual([]);
    expect(broken("doc_issue.doc_det.0.doc_num", 5)[0]).toMatch(/doc_num 5/);
    expect(broken("doc_issue.doc_det.0.docs.0.net_issue", 4)[0]).toMatch(/do not add up/);
    expect(broken("doc_issue.doc_det.0.docs.0.from", "0000")).toHaveLength(1);
  });
});

describe("gstr1.json with credit and debit notes", () => {
  const NOV_10 = Date.UTC(2026, 10, 10, 6);
  /** Notes issued against the month's invoices, as the device issues them. */
  function withNotes() {
    let issued: IssuedDocument[] = documents.slice(0, 3);
    let counters = {};
    const note = (kind: NoteKind, invoiceNumber: string, request: NoteIssueInput["request"]) => {
      const result = issueNote({
        kind,
        invoiceNumber,
        request,
        reason: "Damaged in transit",
        issued,
        counters,
        seriesCode: "A1",
        now: NOV_10,
      });
      if (!result.ok) throw new Error(result.message);
      issued = result.issued;
      counters = result.counters;
    };
    const returned = { basis: "goods-returned" as const, items: [{ serial: 1, quantity: "24" }] };
    note("credit-note", "PE/A1/2627/0001", returned);
    note("debit-note", "PE/A1/2627/0001", {
      basis: "value",
      by: "line",
      items: [{ serial: 2, amount: "100" }],
    });
    note("credit-note", "PE/A1/2627/0002", returned);
    note("credit-note", "PE/A1/2627/0003", returned);
    return issued;
  }
  const register = buildRegister(NOVEMBER, withNotes());
  const json = gstr1Json(register, SELLER.gstin);

  it("puts notes to registered buyers in cdnr, notes on b2cl invoices in cdnur, unsigned with their type", () => {
    expect(validateGstr1Json(json)).toEqual([]);
    expect(json.cdnr).toEqual([
      {
        ctin: MAHARASHTRA_GSTIN,
        nt: [
          {
            nt_num: "CN/A1/2627/0001",
            nt_dt: "10-11-2026",
            ntty: "C",
            val: 155,
            itms: [{ num: 501, itm_det: { txval: 147.84, rt: 5, iamt: 7.39, csamt: 0 } }],
            pos: "27",
            rchrg: "N",
            inv_typ: "R",
          },
          expect.objectContaining({ nt_num: "DN/A1/2627/0001", ntty: "D", pos: "27" }),
        ],
      },
    ]);
    expect(json.cdnur).toEqual([
      expect.objectContaining({ typ: "B2CL", nt_num: "CN/A1/2627/0003", ntty: "C", pos: "29" }),
    ]);
    expect(json.cdnur![0]!.itms[0]!.itm_det).not.toHaveProperty("camt");
  });

  it("nets the other notes into b2cs and the HSN summary, as the sheets do; doc_issue has natures 1, 4 and 5", () => {
    const delhi = json.b2cs!.find((row) => row.pos === "07")!;
    expect(delhi.txval).toBe(739.2 - 147.84);
    expect(json.doc_issue?.doc_det.map((nature) => [nature.doc_num, nature.doc_typ])).toEqual([
      [1, "Invoices for outward supply"],
      [4, "Debit Note"],
      [5, "Credit Note"],
    ]);
    const signed = (notes: readonly { ntty: "C" | "D"; itms: readonly { itm_det: { txval: number } }[] }[]) =>
      notes.reduce(
        (total, note) =>
          total +
          (note.ntty === "C" ? -1 : 1) * note.itms.reduce((sum, item) => sum + item.itm_det.txval * 100, 0),
        0,
      );
    // The HSN summary of registered buyers is the b2b invoices net of the cdnr notes.
    const b2bTaxable = json.b2b!.flatMap((group) => group.inv).flatMap((invoice) => invoice.itms);
    const hsnB2b = json.hsn!.hsn_b2b.reduce((total, row) => total + Math.round(row.txval * 100), 0);
    expect(hsnB2b).toBe(
      Math.round(
        b2bTaxable.reduce((total, item) => total + item.itm_det.txval * 100, 0) + signed(json.cdnr![0]!.nt),
      ),
    );
  });

  it("lets b2cs and HSN rows go below zero when credits pass the sales, and nothing else", () => {
    expect(
      validateGstr1Json({ ...json, b2cs: [{ ...json.b2cs![0]!, txval: -10, camt: -0.25, samt: -0.25 }] }),
    ).toEqual([]);
    expect(validateGstr1Json({ ...json, cdnur: [{ ...json.cdnur![0]!, val: -1 }] })[0]).toMatch(
      /not an amount/,
    );
    const zero = {
      ...json.cdnur![0]!,
      itms: [{ num: 501, itm_det: { txval: 0, rt: 5, iamt: 0, csamt: 0 } }],
    };
    expect(validateGstr1Json({ ...json, cdnur: [zero] })[0]).toMatch(/above zero/);
    expect(validateGstr1Json({ ...json, cdnur: [{ ...json.cdnur![0]!, pos: "07" }] })[0]).toMatch(
      /another state/,
    );
  });
});
