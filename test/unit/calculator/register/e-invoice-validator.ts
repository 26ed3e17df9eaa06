import { INDIAN_STATES } from "~/calculator/documents/indian-states";

/**
 * A validator for e-invoice JSON written from the published schema 1.1 and the portal's validation
 * rules, independent of the code that builds it: every field's type, length, pattern and value list,
 * no field the schema does not have, and the arithmetic (assessable amount = total amount − discount,
 * each tax its rate of the assessable amount, item total = assessable amount + taxes, the items add
 * up to the value details, invoice value = items' totals − invoice discount + other charges +
 * round-off, round-off within ±99.99). Returns the problems found, empty when the invoice passes.
 */

/**
 * How far a line's tax may be from its rate of the line's assessable amount. The invoice's tax is
 * rounded once per rate (off by at most ½ paisa; CGST, its larger half, by ¾), then shared out over
 * the rate's HSN codes and each code's lines, each step moving a part by less than a paisa more: under
 * 2¾ paise in all.
 */
export const TAX_TOLERANCE_PAISE = 3;

const STATE_CODES = new Set(INDIAN_STATES.map((state) => state.code));
const GST_RATES = new Set([0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40]);
const UNITS = new Set([
  "BAG", "BAL", "BDL", "BKL", "BOU", "BOX", "BTL", "BUN", "CAN", "CBM", "CCM", "CMS", "CTN", "DOZ",
  "DRM", "GGK", "GMS", "GRS", "GYD", "KGS", "KLR", "KME", "LTR", "MLT", "MTR", "MTS", "NOS", "OTH",
  "PAC", "PCS", "PRS", "QTL", "ROL", "SET", "SQF", "SQM", "SQY", "TBS", "TGM", "THD", "TON", "TUB",
  "UGS", "UNT", "YDS",
]); // prettier-ignore
const GSTIN = /^[0-9]{2}[0-9A-Z]{13}$/;

type Json = Record<string, unknown>;

interface FieldRule {
  readonly required?: boolean;
  readonly kind: "string" | "number" | "object" | "array";
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: RegExp;
  readonly values?: ReadonlySet<string | number>;
  /** Decimal places a number may have. */
  readonly places?: number;
}

const text = (min: number, max: number, extra: Partial<FieldRule> = {}): FieldRule => ({
  kind: "string",
  min,
  max,
  ...extra,
});
const amount = (extra: Partial<FieldRule> = {}): FieldRule => ({
  kind: "number",
  min: 0,
  max: 99999999999999.99,
  places: 2,
  ...extra,
});

const PARTY: Record<string, FieldRule> = {
  Gstin: text(15, 15, { required: true, pattern: GSTIN }),
  LglNm: text(3, 100, { required: true }),
  TrdNm: text(3, 100),
  Addr1: text(1, 100, { required: true }),
  Addr2: text(3, 100),
  Loc: text(3, 50, { required: true }),
  Pin: { kind: "number", required: true, min: 100000, max: 999999, places: 0 },
  Stcd: text(1, 2, { required: true, values: STATE_CODES }),
  Ph: text(6, 12, { pattern: /^\d+$/ }),
  Em: text(6, 100, { pattern: /^[^@\s]+@[^@\s]+$/ }),
};

const SCHEMA: Record<string, Record<string, FieldRule>> = {
  root: {
    Version: text(1, 6, { required: true, values: new Set(["1.1"]) }),
    TranDtls: { kind: "object", required: true },
    DocDtls: { kind: "object", required: true },
    SellerDtls: { kind: "object", required: true },
    BuyerDtls: { kind: "object", required: true },
    ItemList: { kind: "array", required: true, min: 1, max: 1000 },
    ValDtls: { kind: "object", required: true },
    RefDtls: { kind: "object" },
  },
  TranDtls: {
    TaxSch: text(3, 10, { required: true, values: new Set(["GST"]) }),
    SupTyp: text(3, 10, {
      required: true,
      values: new Set(["B2B", "SEZWP", "SEZWOP", "EXPWP", "EXPWOP", "DEXP"]),
    }),
    RegRev: text(1, 1, { values: new Set(["Y", "N"]) }),
    EcmGstin: text(15, 15, { pattern: GSTIN }),
    IgstOnIntra: text(1, 1, { values: new Set(["Y", "N"]) }),
  },
  DocDtls: {
    Typ: text(3, 3, { required: true, values: new Set(["INV", "CRN", "DBN"]) }),
    No: text(1, 16, { required: true, pattern: /^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/ }),
    Dt: text(10, 10, { required: true, pattern: /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/20\d\d$/ }),
  },
  SellerDtls: PARTY,
  BuyerDtls: {
    ...PARTY,
    Gstin: text(3, 15, { required: true }),
    Pos: text(1, 2, { required: true, values: STATE_CODES }),
  },
  Item: {
    SlNo: text(1, 6, { required: true, pattern: /^\d+$/ }),
    PrdDesc: text(3, 300),
    IsServc: text(1, 1, { required: true, values: new Set(["Y", "N"]) }),
    HsnCd: text(4, 8, { required: true, pattern: /^(\d{4}|\d{6}|\d{8})$/ }),
    Barcde: text(3, 30),
    Qty: { kind: "number", min: 0, max: 9999999999.999, places: 3 },
    FreeQty: { kind: "number", min: 0, max: 9999999999.999, places: 3 },
    Unit: text(3, 8, { values: UNITS }),
    UnitPrice: { kind: "number", required: true, min: 0, max: 999999999999.999, places: 3 },
    TotAmt: amount({ required: true }),
    Discount: amount(),
    PreTaxVal: amount(),
    AssAmt: amount({ required: true }),
    GstRt: { kind: "number", required: true, values: GST_RATES, places: 3 },
    IgstAmt: amount(),
    CgstAmt: amount(),
    SgstAmt: amount(),
    CesRt: { kind: "number", min: 0, max: 100, places: 3 },
    CesAmt: amount(),
    CesNonAdvlAmt: amount(),
    StateCesRt: { kind: "number", min: 0, max: 100, places: 3 },
    StateCesAmt: amount(),
    StateCesNonAdvlAmt: amount(),
    OthChrg: amount(),
    TotItemVal: amount({ required: true }),
  },
  RefDtls: {
    InvRm: text(3, 100),
    DocPerdDtls: { kind: "object" },
    PrecDocDtls: { kind: "array", min: 1, max: 100 },
    ContrDtls: { kind: "array" },
  },
  PrecDoc: {
    InvNo: text(1, 16, { required: true, pattern: /^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/ }),
    InvDt: text(10, 10, { required: true, pattern: /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/20\d\d$/ }),
    OthRefNo: text(1, 20),
  },
  ValDtls: {
    AssVal: amount({ required: true }),
    CgstVal: amount(),
    SgstVal: amount(),
    IgstVal: amount(),
    CesVal: amount(),
    StCesVal: amount(),
    Discount: amount(),
    OthChrg: amount(),
    RndOffAmt: amount({ min: -99.99, max: 99.99 }),
    TotInvVal: amount({ required: true }),
    TotInvValFc: amount(),
  },
};

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function decimals(value: number): number {
  const [, fraction = ""] = String(value).split(".");
  return /e/i.test(String(value)) ? 99 : fraction.length;
}

function checkFields(
  where: string,
  value: unknown,
  rules: Record<string, FieldRule>,
  problems: string[],
): void {
  if (!isObject(value)) {
    problems.push(`${where} is not an object`);
    return;
  }
  for (const key of Object.keys(value)) {
    if (!(key in rules)) problems.push(`${where}.${key} is not a field of the schema`);
  }
  for (const [key, rule] of Object.entries(rules)) {
    const field = value[key];
    const at = `${where}.${key}`;
    if (field === undefined || field === null) {
      if (rule.required) problems.push(`${at} is required`);
      continue;
    }
    if (rule.kind === "string") {
      if (typeof field !== "string") {
        problems.push(`${at} must be a string`);
        continue;
      }
      const length = Array.from(field).length;
      if (rule.min !== undefined && length < rule.min) problems.push(`${at} is shorter than ${rule.min}`);
      if (rule.max !== undefined && length > rule.max) problems.push(`${at} is longer than ${rule.max}`);
      if (rule.pattern && !rule.pattern.test(field))
        problems.push(`${at} "${field}" does not match its pattern`);
      if (rule.values && !rule.values.has(field)) problems.push(`${at} "${field}" is not in its value list`);
    } else if (rule.kind === "number") {
      if (typeof field !== "number" || !Number.isFinite(field)) {
        problems.push(`${at} must be a number`);
        continue;
      }
      if (rule.min !== undefined && field < rule.min) problems.push(`${at} ${field} is below ${rule.min}`);
      if (rule.max !== undefined && field > rule.max) problems.push(`${at} ${field} is above ${rule.max}`);
      if (rule.places !== undefined && decimals(field) > rule.places) {
        problems.push(`${at} ${field} has more than ${rule.places} decimals`);
      }
      if (rule.values && !rule.values.has(field)) problems.push(`${at} ${field} is not in its value list`);
    } else if (rule.kind === "array") {
      if (!Array.isArray(field)) problems.push(`${at} must be a list`);
      else if (
        (rule.min !== undefined && field.length < rule.min) ||
        (rule.max !== undefined && field.length > rule.max)
      ) {
        problems.push(`${at} must have ${rule.min} to ${rule.max} entries`);
      }
    } else if (!isObject(field)) problems.push(`${at} must be an object`);
  }
}

/** Every string anywhere in the invoice: the portal refuses `"` and `\` in any of them. */
function checkCharacters(where: string, value: unknown, problems: string[]): void {
  if (typeof value === "string" && /["\\]/.test(value)) problems.push(`${where} holds " or \\`);
  else if (Array.isArray(value))
    value.forEach((entry, index) => checkCharacters(`${where}[${index}]`, entry, problems));
  else if (isObject(value))
    for (const [key, entry] of Object.entries(value))
      checkCharacters(where ? `${where}.${key}` : key, entry, problems);
}

const paise = (value: unknown): number => Math.round(((value as number | undefined) ?? 0) * 100);

function checkArithmetic(invoice: Json, problems: string[]): void {
  const seller = invoice.SellerDtls as Json;
  const buyer = invoice.BuyerDtls as Json;
  const items = invoice.ItemList as Json[];
  const values = invoice.ValDtls as Json;
  const intra = seller.Stcd === buyer.Pos;
  const sums = { AssAmt: 0, CgstAmt: 0, SgstAmt: 0, IgstAmt: 0, TotItemVal: 0 };
  const serials = new Set<unknown>();
  for (const item of items) {
    const at = `ItemList[${String(item.SlNo)}]`;
    if (serials.has(item.SlNo)) problems.push(`${at}: serial number repeated`);
    serials.add(item.SlNo);
    const assessable = paise(item.AssAmt);
    if (assessable !== paise(item.TotAmt) - paise(item.Discount))
      problems.push(`${at}: AssAmt ≠ TotAmt − Discount`);
    const rate = item.GstRt as number;
    const taxes = { cgst: paise(item.CgstAmt), sgst: paise(item.SgstAmt), igst: paise(item.IgstAmt) };
    const near = (tax: number, percent: number) =>
      Math.abs(tax - (assessable * percent) / 100) <= TAX_TOLERANCE_PAISE;
    if (intra) {
      if (taxes.igst !== 0) problems.push(`${at}: IGST on a supply within the state`);
      if (!near(taxes.cgst, rate / 2) || !near(taxes.sgst, rate / 2))
        problems.push(`${at}: CGST/SGST not at ${rate / 2}% of AssAmt`);
    } else {
      if (taxes.cgst !== 0 || taxes.sgst !== 0) problems.push(`${at}: CGST/SGST on a supply across states`);
      if (!near(taxes.igst, rate)) problems.push(`${at}: IGST not at ${rate}% of AssAmt`);
    }
    const other =
      paise(item.CesAmt) +
      paise(item.StateCesAmt) +
      paise(item.CesNonAdvlAmt) +
      paise(item.StateCesNonAdvlAmt) +
      paise(item.OthChrg);
    if (paise(item.TotItemVal) !== assessable + taxes.cgst + taxes.sgst + taxes.igst + other) {
      problems.push(`${at}: TotItemVal ≠ AssAmt + taxes + other charges`);
    }
    const quantity = (item.Qty as number | undefined) ?? 0;
    const price = item.UnitPrice as number;
    // Price and quantity have 3 decimals: TotAmt is the exact quantity × the exact price, each within
    // half a thousandth of what is written, rounded to the paisa.
    if (Math.abs(quantity * price * 100 - paise(item.TotAmt)) > (quantity + price) * 0.05 + 0.5 + 1e-6) {
      problems.push(`${at}: TotAmt is not Qty × UnitPrice`);
    }
    if (item.Unit === undefined || item.Qty === undefined) problems.push(`${at}: goods need Qty and Unit`);
    sums.AssAmt += assessable;
    sums.CgstAmt += taxes.cgst;
    sums.SgstAmt += taxes.sgst;
    sums.IgstAmt += taxes.igst;
    sums.TotItemVal += paise(item.TotItemVal);
  }
  if (paise(values.AssVal) !== sums.AssAmt) problems.push("ValDtls.AssVal ≠ Σ AssAmt");
  if (paise(values.CgstVal) !== sums.CgstAmt) problems.push("ValDtls.CgstVal ≠ Σ CgstAmt");
  if (paise(values.SgstVal) !== sums.SgstAmt) problems.push("ValDtls.SgstVal ≠ Σ SgstAmt");
  if (paise(values.IgstVal) !== sums.IgstAmt) problems.push("ValDtls.IgstVal ≠ Σ IgstAmt");
  const total = sums.TotItemVal - paise(values.Discount) + paise(values.OthChrg) + paise(values.RndOffAmt);
  if (paise(values.TotInvVal) !== total)
    problems.push("ValDtls.TotInvVal ≠ Σ TotItemVal − Discount + OthChrg + RndOffAmt");
  if (buyer.Gstin !== "URP" && (buyer.Gstin as string).slice(0, 2) !== buyer.Stcd)
    problems.push("BuyerDtls.Stcd is not the GSTIN's state");
  if ((seller.Gstin as string).slice(0, 2) !== seller.Stcd)
    problems.push("SellerDtls.Stcd is not the GSTIN's state");
  if (seller.Gstin === buyer.Gstin) problems.push("The seller and the buyer have the same GSTIN");
}

export function validateEInvoice(invoice: unknown): string[] {
  const problems: string[] = [];
  checkFields("", invoice, SCHEMA.root!, problems);
  if (problems.length > 0 || !isObject(invoice)) return problems;
  for (const part of ["TranDtls", "DocDtls", "SellerDtls", "BuyerDtls", "ValDtls"]) {
    checkFields(part, invoice[part], SCHEMA[part]!, problems);
  }
  (invoice.ItemList as unknown[]).forEach((item, index) =>
    checkFields(`ItemList[${index}]`, item, SCHEMA.Item!, problems),
  );
  if (invoice.RefDtls !== undefined) {
    checkFields("RefDtls", invoice.RefDtls, SCHEMA.RefDtls!, problems);
    const preceding = isObject(invoice.RefDtls) ? invoice.RefDtls.PrecDocDtls : undefined;
    if (Array.isArray(preceding)) {
      preceding.forEach((entry, index) =>
        checkFields(`RefDtls.PrecDocDtls[${index}]`, entry, SCHEMA.PrecDoc!, problems),
      );
    }
  }
  // A credit or debit note names the invoice it changes.
  const type = isObject(invoice.DocDtls) ? invoice.DocDtls.Typ : undefined;
  if ((type === "CRN" || type === "DBN") && !isObject(invoice.RefDtls)) {
    problems.push(`A ${String(type)} has no RefDtls.PrecDocDtls naming its invoice`);
  }
  checkCharacters("", invoice, problems);
  if (problems.length === 0) checkArithmetic(invoice, problems);
  return problems;
}
