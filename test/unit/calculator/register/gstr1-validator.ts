/**
 * A validator for GSTR-1 JSON as the GST portal's offline upload takes it, written from the offline
 * tool's published shapes and its validation rules, independent of the code that builds it: the top
 * level (gstin with a right check character, fp as MMYYYY, version, hash); b2b grouped by the buyer's
 * GSTIN, b2cl by place of supply, b2cs one row per place, rate and type; invoices with numbers of at most
 * 16 characters, dates dd-mm-yyyy inside the return period, places of supply two digits, items with a
 * rate the portal accepts and either IGST or CGST + SGST; cdnr grouped by the buyer's GSTIN and cdnur
 * (B2CL notes to other states), each note typed C or D with unsigned amounts and a taxable value above
 * zero; the HSN summary split into hsn_b2b and hsn_b2c (one row per code, unit and rate, numbered 1..n);
 * doc_issue by nature of document with its rows numbered 1..n and net_issue = totnum − cancel; every
 * amount a number with at most two decimals, below zero only in b2cs and HSN rows (net of credit notes);
 * no key the shape does not have; no document number twice. Returns the problems, empty when it passes.
 */

type Json = Record<string, unknown>;

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const RATES = new Set([0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40]);
/** The state codes a place of supply may have: 01–38 (28 is gone), 96 other countries, 97 other territory. */
const POS = /^(0[1-9]|1[0-9]|2[0-79]|3[0-8]|96|97)$/;
const DOCUMENT_NUMBER = /^[a-zA-Z0-9/-]{1,16}$/;
const SERIAL = /^(?=.{1,16}$)([/\-0]*[a-zA-Z0-9/-]*[a-zA-Z1-9]+[a-zA-Z0-9/-]*)$/;
const UQC = new Set([
  "PCS",
  "KGS",
  "NOS",
  "BOX",
  "DOZ",
  "GMS",
  "LTR",
  "MLT",
  "MTR",
  "PAC",
  "SET",
  "UNT",
  "OTH",
  "NA",
]);
const NATURES = [
  "Invoices for outward supply",
  "Invoices for inward supply from unregistered person",
  "Revised Invoice",
  "Debit Note",
  "Credit Note",
  "Receipt Voucher",
  "Payment Voucher",
  "Refund Voucher",
  "Delivery Challan for job work",
  "Delivery Challan for supply on approval",
  "Delivery Challan in case of liquid gas",
  "Delivery Challan in case other than by way of supply (excluding at S no. 9 to 11)",
];
const TOP_KEYS = new Set([
  "gstin",
  "fp",
  "version",
  "hash",
  "b2b",
  "b2cl",
  "b2cs",
  "cdnr",
  "cdnur",
  "hsn",
  "doc_issue",
]);

/** GSTN's check character: weights 1, 2, 1, 2… from the left, base-36 digits of each product added. */
export function gstinIsValid(gstin: unknown): boolean {
  if (typeof gstin !== "string" || !/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][Z1-9A-J][0-9A-Z]$/.test(gstin)) {
    return false;
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(gstin[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstin[14] === ALPHABET[(36 - (sum % 36)) % 36];
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

class Problems {
  readonly list: string[] = [];

  add(path: string, problem: string) {
    this.list.push(`${path}: ${problem}`);
  }

  /** The object's keys are among `allowed`, and every one of `required` is there. */
  keys(
    path: string,
    value: unknown,
    required: readonly string[],
    optional: readonly string[] = [],
  ): value is Json {
    if (!isObject(value)) {
      this.add(path, "not an object");
      return false;
    }
    for (const key of required) if (!(key in value)) this.add(path, `${key} is missing`);
    const allowed = new Set([...required, ...optional]);
    for (const key of Object.keys(value)) if (!allowed.has(key)) this.add(path, `unknown key ${key}`);
    return true;
  }

  /** A number of rupees with at most two decimals: not below zero unless `signed` (b2cs and HSN rows net of credit notes). */
  amount(path: string, value: unknown, signed = false) {
    if (typeof value !== "number" || !Number.isFinite(value) || (value < 0 && !signed)) {
      this.add(path, `not an amount: ${JSON.stringify(value)}`);
    } else if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) {
      this.add(path, `more than two decimals: ${value}`);
    }
  }

  text(path: string, value: unknown, pattern: RegExp) {
    if (typeof value !== "string" || !pattern.test(value))
      this.add(path, `not of the form ${pattern}: ${JSON.stringify(value)}`);
  }

  nonEmptyList(path: string, value: unknown): value is unknown[] {
    if (!Array.isArray(value) || value.length === 0) {
      this.add(path, "not a list with something in it");
      return false;
    }
    return true;
  }
}

/** `dd-mm-yyyy`, a real day, not after the return period's last day. */
function checkDate(problems: Problems, path: string, value: unknown, fp: string) {
  const match = typeof value === "string" ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(value) : null;
  if (!match) return problems.add(path, `not a dd-mm-yyyy date: ${JSON.stringify(value)}`);
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1)
    return problems.add(path, `no such day: ${String(value)}`);
  const periodEnd = Date.UTC(Number(fp.slice(2)), Number(fp.slice(0, 2)), 0);
  if (date.getTime() > periodEnd) problems.add(path, `after the return period ${fp}: ${String(value)}`);
}

/** An item: its rate and taxes, IGST or CGST + SGST as `intra` says (null: either, but not both). */
function checkItem(
  problems: Problems,
  path: string,
  item: unknown,
  intra: boolean | null,
  seen: Set<number>,
  note = false,
) {
  if (!problems.keys(path, item, ["num", "itm_det"])) return;
  if (!Number.isInteger(item.num) || (item.num as number) < 1)
    problems.add(path, "num is not a positive whole number");
  else if (seen.has(item.num as number)) problems.add(path, `num ${String(item.num)} twice`);
  else seen.add(item.num as number);
  checkTaxes(problems, `${path}.itm_det`, item.itm_det, ["txval", "rt", "csamt"], intra);
  const taxable = (item.itm_det as Json | null)?.txval;
  if (note && typeof taxable === "number" && taxable <= 0)
    problems.add(path, "a note's taxable value must be above zero");
}

function checkTaxes(
  problems: Problems,
  path: string,
  value: unknown,
  required: string[],
  intra: boolean | null,
  optional: string[] = [],
  signed = false,
) {
  if (!problems.keys(path, value, required, ["iamt", "camt", "samt", ...optional])) return;
  if (!RATES.has(value.rt as number))
    problems.add(path, `rate ${String(value.rt)} is not one the portal accepts`);
  for (const key of ["txval", "iamt", "camt", "samt", "csamt"])
    if (key in value) problems.amount(`${path}.${key}`, value[key], signed);
  const hasIgst = "iamt" in value;
  const hasSplit = "camt" in value && "samt" in value;
  if (hasIgst === hasSplit || "camt" in value !== "samt" in value)
    problems.add(path, "needs either iamt or camt and samt");
  else if (intra !== null && hasSplit !== intra)
    problems.add(path, intra ? "within the state needs camt and samt" : "across states needs iamt");
}

/** The problems of a GSTR-1 JSON document; empty when it passes. */
export function validateGstr1Json(json: unknown): string[] {
  const problems = new Problems();
  if (!problems.keys("gstr1", json, ["gstin", "fp", "version", "hash"], [...TOP_KEYS])) return problems.list;
  if (!gstinIsValid(json.gstin)) problems.add("gstin", `not a valid GSTIN: ${String(json.gstin)}`);
  problems.text("fp", json.fp, /^(0[1-9]|1[0-2])20\d{2}$/);
  problems.text("version", json.version, /^GST\d+\.\d+\.\d+$/);
  if (json.hash !== "hash") problems.add("hash", 'is not "hash"');
  const fp = String(json.fp);
  const sellerState = String(json.gstin).slice(0, 2);
  const numbers = new Set<string>();
  const invoiceNumber = (path: string, value: unknown) => {
    problems.text(path, value, DOCUMENT_NUMBER);
    if (/^0+$/.test(String(value))) problems.add(path, "a number of zeros");
    if (numbers.has(String(value))) problems.add(path, `invoice ${String(value)} twice`);
    numbers.add(String(value));
  };

  if ("b2b" in json && problems.nonEmptyList("b2b", json.b2b)) {
    const buyers = new Set<string>();
    json.b2b.forEach((group, g) => {
      const path = `b2b[${g}]`;
      if (!problems.keys(path, group, ["ctin", "inv"])) return;
      if (!gstinIsValid(group.ctin)) problems.add(path, `ctin is not a valid GSTIN: ${String(group.ctin)}`);
      if (buyers.has(String(group.ctin))) problems.add(path, `ctin ${String(group.ctin)} twice`);
      buyers.add(String(group.ctin));
      if (!problems.nonEmptyList(`${path}.inv`, group.inv)) return;
      group.inv.forEach((invoice, i) => {
        const at = `${path}.inv[${i}]`;
        if (
          !problems.keys(
            at,
            invoice,
            ["inum", "idt", "val", "pos", "rchrg", "inv_typ", "itms"],
            ["etin", "diff_percent"],
          )
        )
          return;
        invoiceNumber(`${at}.inum`, invoice.inum);
        checkDate(problems, `${at}.idt`, invoice.idt, fp);
        problems.amount(`${at}.val`, invoice.val);
        problems.text(`${at}.pos`, invoice.pos, POS);
        problems.text(`${at}.rchrg`, invoice.rchrg, /^[YN]$/);
        problems.text(`${at}.inv_typ`, invoice.inv_typ, /^(R|SEWP|SEWOP|DE|CBW)$/);
        const seen = new Set<number>();
        if (problems.nonEmptyList(`${at}.itms`, invoice.itms)) {
          invoice.itms.forEach((item, n) =>
            checkItem(problems, `${at}.itms[${n}]`, item, invoice.pos === sellerState, seen),
          );
        }
      });
    });
  }

  if ("b2cl" in json && problems.nonEmptyList("b2cl", json.b2cl)) {
    const places = new Set<string>();
    json.b2cl.forEach((group, g) => {
      const path = `b2cl[${g}]`;
      if (!problems.keys(path, group, ["pos", "inv"])) return;
      problems.text(`${path}.pos`, group.pos, POS);
      if (group.pos === sellerState) problems.add(path, "b2cl is for sales to other states only");
      if (places.has(String(group.pos))) problems.add(path, `pos ${String(group.pos)} twice`);
      places.add(String(group.pos));
      if (!problems.nonEmptyList(`${path}.inv`, group.inv)) return;
      group.inv.forEach((invoice, i) => {
        const at = `${path}.inv[${i}]`;
        if (!problems.keys(at, invoice, ["inum", "idt", "val", "itms"], ["etin", "diff_percent"])) return;
        invoiceNumber(`${at}.inum`, invoice.inum);
        checkDate(problems, `${at}.idt`, invoice.idt, fp);
        problems.amount(`${at}.val`, invoice.val);
        if (typeof invoice.val === "number" && invoice.val <= 100000)
          problems.add(`${at}.val`, "b2cl holds invoices over ₹1,00,000");
        const seen = new Set<number>();
        if (problems.nonEmptyList(`${at}.itms`, invoice.itms)) {
          invoice.itms.forEach((item, n) => checkItem(problems, `${at}.itms[${n}]`, item, false, seen));
        }
      });
    });
  }

  if ("b2cs" in json && problems.nonEmptyList("b2cs", json.b2cs)) {
    const rows = new Set<string>();
    json.b2cs.forEach((row, r) => {
      const path = `b2cs[${r}]`;
      if (
        !problems.keys(
          path,
          row,
          ["sply_ty", "pos", "typ", "rt", "txval", "csamt"],
          ["iamt", "camt", "samt", "etin", "diff_percent"],
        )
      )
        return;
      problems.text(`${path}.pos`, row.pos, POS);
      problems.text(`${path}.typ`, row.typ, /^(OE|E)$/);
      const intra = row.pos === sellerState;
      if (row.sply_ty !== (intra ? "INTRA" : "INTER"))
        problems.add(path, `sply_ty ${String(row.sply_ty)} for pos ${String(row.pos)}`);
      const required = ["sply_ty", "pos", "typ", "rt", "txval", "csamt"];
      checkTaxes(problems, path, row, required, intra, ["etin", "diff_percent"], true);
      const key = `${String(row.pos)}|${String(row.rt)}|${String(row.typ)}`;
      if (rows.has(key)) problems.add(path, `place, rate and type ${key} twice`);
      rows.add(key);
    });
  }

  /** What cdnr and cdnur hold of every note: number, date, type, value and items. */
  const checkNote = (at: string, note: Json, intra: boolean | null) => {
    invoiceNumber(`${at}.nt_num`, note.nt_num);
    checkDate(problems, `${at}.nt_dt`, note.nt_dt, fp);
    problems.text(`${at}.ntty`, note.ntty, /^[CD]$/);
    problems.amount(`${at}.val`, note.val);
    const seen = new Set<number>();
    if (problems.nonEmptyList(`${at}.itms`, note.itms)) {
      note.itms.forEach((item, n) => checkItem(problems, `${at}.itms[${n}]`, item, intra, seen, true));
    }
  };

  if ("cdnr" in json && problems.nonEmptyList("cdnr", json.cdnr)) {
    const buyers = new Set<string>();
    json.cdnr.forEach((group, g) => {
      const path = `cdnr[${g}]`;
      if (!problems.keys(path, group, ["ctin", "nt"])) return;
      if (!gstinIsValid(group.ctin)) problems.add(path, `ctin is not a valid GSTIN: ${String(group.ctin)}`);
      if (buyers.has(String(group.ctin))) problems.add(path, `ctin ${String(group.ctin)} twice`);
      buyers.add(String(group.ctin));
      if (!problems.nonEmptyList(`${path}.nt`, group.nt)) return;
      group.nt.forEach((note, i) => {
        const at = `${path}.nt[${i}]`;
        const fields = ["nt_num", "nt_dt", "ntty", "val", "pos", "rchrg", "inv_typ", "itms"];
        if (!problems.keys(at, note, fields, ["diff_percent"])) return;
        problems.text(`${at}.pos`, note.pos, POS);
        problems.text(`${at}.rchrg`, note.rchrg, /^[YN]$/);
        problems.text(`${at}.inv_typ`, note.inv_typ, /^(R|SEWP|SEWOP|DE|CBW)$/);
        checkNote(at, note, note.pos === sellerState);
      });
    });
  }

  if ("cdnur" in json && problems.nonEmptyList("cdnur", json.cdnur)) {
    json.cdnur.forEach((note, i) => {
      const at = `cdnur[${i}]`;
      const fields = ["typ", "nt_num", "nt_dt", "ntty", "val", "itms"];
      if (!problems.keys(at, note, fields, ["pos", "diff_percent"])) return;
      problems.text(`${at}.typ`, note.typ, /^(B2CL|EXPWP|EXPWOP)$/);
      if (note.typ === "B2CL") {
        problems.text(`${at}.pos`, note.pos, POS);
        if (note.pos === sellerState) problems.add(at, "a B2CL note is for a sale to another state");
      } else if ("pos" in note) problems.add(at, "an export note has no place of supply");
      checkNote(at, note, false);
    });
  }

  if ("hsn" in json && problems.keys("hsn", json.hsn, [], ["hsn_b2b", "hsn_b2c"])) {
    const hsn = json.hsn as Json;
    if (!("hsn_b2b" in hsn) && !("hsn_b2c" in hsn)) problems.add("hsn", "neither hsn_b2b nor hsn_b2c");
    for (const part of ["hsn_b2b", "hsn_b2c"] as const) {
      if (!(part in hsn)) continue;
      if (!Array.isArray(hsn[part])) {
        problems.add(`hsn.${part}`, "not a list");
        continue;
      }
      const keys = new Set<string>();
      (hsn[part] as unknown[]).forEach((row, r) => {
        const path = `hsn.${part}[${r}]`;
        const fields = ["num", "hsn_sc", "uqc", "qty", "rt", "txval", "iamt", "camt", "samt", "csamt"];
        if (!problems.keys(path, row, fields, ["desc", "user_desc"])) return;
        if (row.num !== r + 1) problems.add(path, `num ${String(row.num)} where ${r + 1} belongs`);
        problems.text(`${path}.hsn_sc`, row.hsn_sc, /^[0-9]{4,8}$/);
        if (!UQC.has(String(row.uqc))) problems.add(`${path}.uqc`, `not a unit code: ${String(row.uqc)}`);
        if (!RATES.has(row.rt as number))
          problems.add(`${path}.rt`, `rate ${String(row.rt)} is not one the portal accepts`);
        for (const key of ["qty", "txval", "iamt", "camt", "samt", "csamt"])
          problems.amount(`${path}.${key}`, row[key], true);
        const key = `${String(row.hsn_sc)}|${String(row.uqc)}|${String(row.rt)}`;
        if (keys.has(key)) problems.add(path, `code, unit and rate ${key} twice`);
        keys.add(key);
      });
    }
  }

  if ("doc_issue" in json && problems.keys("doc_issue", json.doc_issue, ["doc_det"])) {
    const natures = (json.doc_issue as Json).doc_det;
    if (problems.nonEmptyList("doc_issue.doc_det", natures)) {
      const seen = new Set<number>();
      natures.forEach((nature, n) => {
        const path = `doc_issue.doc_det[${n}]`;
        if (!problems.keys(path, nature, ["doc_num", "doc_typ", "docs"])) return;
        const docNum = nature.doc_num as number;
        if (NATURES[docNum - 1] === undefined || NATURES[docNum - 1] !== nature.doc_typ) {
          problems.add(path, `doc_num ${String(docNum)} is not "${String(nature.doc_typ)}"`);
        }
        if (seen.has(docNum)) problems.add(path, `doc_num ${docNum} twice`);
        seen.add(docNum);
        if (!problems.nonEmptyList(`${path}.docs`, nature.docs)) return;
        nature.docs.forEach((row, r) => {
          const at = `${path}.docs[${r}]`;
          if (!problems.keys(at, row, ["num", "from", "to", "totnum", "cancel", "net_issue"])) return;
          if (row.num !== r + 1) problems.add(at, `num ${String(row.num)} where ${r + 1} belongs`);
          problems.text(`${at}.from`, row.from, SERIAL);
          problems.text(`${at}.to`, row.to, SERIAL);
          const [total, cancel, net] = [row.totnum, row.cancel, row.net_issue];
          if (![total, cancel, net].every((count) => Number.isInteger(count) && (count as number) >= 0)) {
            problems.add(at, "counts are not whole numbers");
          } else if (
            (cancel as number) > (total as number) ||
            net !== (total as number) - (cancel as number)
          ) {
            problems.add(
              at,
              `totnum ${String(total)}, cancel ${String(cancel)}, net_issue ${String(net)} do not add up`,
            );
          }
        });
      });
    }
  }
  return problems.list;
}
