import { formatINR, type Paise } from "~/money/money";
import { div, fromDecimal, mul, rational, roundedQuotient, type Rational } from "~/money/rational";

import { isRatePerDozen } from "../arithmetic/invoice";
import type { NoteLine } from "../notes/note";
import { decimal } from "./csv";
import { isPortalGstRate, uqcCode } from "./gst-codes";
import type { LineValues } from "./line-values";
import { eInvoiceDate } from "./period";
import {
  registerInvoice,
  registerNote,
  type PartyLocation,
  type RegisterDocument,
  type RegisterInvoice,
  type RegisterNote,
} from "./register";
import { sanitisedText, splitAddress } from "./schema-text";

/**
 * A B2B tax invoice as the Invoice Registration Portal's e-invoice JSON, schema version 1.1
 * (docs/calculator.md, "The e-invoice"). The figures are the invoice's, shared out per line exactly
 * (line-values.ts), so that the portal's checks hold to the paisa: each line's assessable amount is its
 * total amount less its discount, each tax is its rate of the assessable amount (to within the paisa
 * that sharing out a rounded tax can move), the lines add up to the value details, and the invoice
 * value is the lines' totals plus the round-off. Free goods under a scheme are `FreeQty`, not value.
 */

export const E_INVOICE_VERSION = "1.1";
/** The schema's most lines on one invoice. */
export const MAX_E_INVOICE_ITEMS = 1000;
/** The round-off the portal accepts, either way. */
export const MAX_ROUND_OFF: Paise = 99_99;

export interface EInvoiceParty {
  readonly Gstin: string;
  readonly LglNm: string;
  readonly Addr1: string;
  readonly Addr2?: string;
  readonly Loc: string;
  readonly Pin: number;
  readonly Stcd: string;
  readonly Ph?: string;
  readonly Em?: string;
}

export interface EInvoiceItem {
  readonly SlNo: string;
  readonly PrdDesc: string;
  readonly IsServc: "N";
  readonly HsnCd: string;
  readonly Qty: number;
  readonly FreeQty: number;
  readonly Unit: string;
  readonly UnitPrice: number;
  readonly TotAmt: number;
  readonly Discount: number;
  readonly AssAmt: number;
  readonly GstRt: number;
  readonly IgstAmt: number;
  readonly CgstAmt: number;
  readonly SgstAmt: number;
  readonly TotItemVal: number;
}

export interface EInvoice {
  readonly Version: string;
  readonly TranDtls: {
    readonly TaxSch: "GST";
    readonly SupTyp: "B2B";
    readonly RegRev: "N";
    readonly IgstOnIntra: "N";
  };
  /** INV for a tax invoice, CRN for a credit note, DBN for a debit note. */
  readonly DocDtls: { readonly Typ: "INV" | "CRN" | "DBN"; readonly No: string; readonly Dt: string };
  /** A note's invoice: its number and date (dd/mm/yyyy). */
  readonly RefDtls?: { readonly PrecDocDtls: readonly { readonly InvNo: string; readonly InvDt: string }[] };
  readonly SellerDtls: EInvoiceParty;
  readonly BuyerDtls: EInvoiceParty & { readonly Pos: string };
  readonly ItemList: readonly EInvoiceItem[];
  readonly ValDtls: {
    readonly AssVal: number;
    readonly CgstVal: number;
    readonly SgstVal: number;
    readonly IgstVal: number;
    readonly CesVal: number;
    readonly StCesVal: number;
    readonly Discount: number;
    readonly OthChrg: number;
    readonly RndOffAmt: number;
    readonly TotInvVal: number;
  };
}

export type EInvoiceResult =
  | { readonly ok: true; readonly eInvoice: EInvoice }
  | { readonly ok: false; readonly number: string; readonly problems: readonly string[] };

/** Paise as the schema's rupees: a JSON number with at most two decimals. */
function rupees(paise: Paise): number {
  return paise / 100;
}

function exact(value: Rational, places: number): number {
  return Number(decimal(value, places));
}

const PIN_CODE = /^[1-9]\d{5}$/;
/** The schema's document number: a letter or a digit other than 0 first, then letters, digits, "/" and "-". */
const DOCUMENT_NUMBER = /^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/;
const REQUIRED_FOR_E_INVOICE = "required only for e-invoice data";

interface PartyInput {
  readonly who: "seller's" | "buyer's";
  readonly gstin: string;
  readonly name: string;
  readonly address: string;
  readonly stateCode: string;
  readonly location: PartyLocation;
  readonly phone?: string;
  readonly email?: string;
  /** Where the rep or the office fills the field in. */
  readonly pincodeSource: string;
  readonly citySource: string;
}

function party(input: PartyInput, problems: string[]): EInvoiceParty {
  const pincode = (input.location.pincode ?? "").trim();
  const city = sanitisedText(input.location.city ?? "", 50);
  const name = sanitisedText(input.name, 100);
  const address = splitAddress(input.address);
  if (pincode === "") {
    problems.push(
      `The ${input.who} PIN code is missing (${input.pincodeSource}; ${REQUIRED_FOR_E_INVOICE}).`,
    );
  } else if (!PIN_CODE.test(pincode)) {
    problems.push(`The ${input.who} PIN code "${pincode}" is not 6 digits (${input.pincodeSource}).`);
  }
  if (city.length < 3) {
    problems.push(
      `The ${input.who} city is ${city === "" ? "missing" : "shorter than 3 letters"} (${input.citySource}; ${REQUIRED_FOR_E_INVOICE}).`,
    );
  }
  if (name.length < 3) problems.push(`The ${input.who} legal name must have at least 3 characters.`);
  if (address === null) problems.push(`The ${input.who} address is missing.`);
  const phone = (input.phone ?? "").replace(/\D/g, "");
  const email = (input.email ?? "").trim();
  return {
    Gstin: input.gstin,
    LglNm: name,
    Addr1: address?.[0] ?? "",
    ...(address?.[1] ? { Addr2: address[1] } : {}),
    Loc: city,
    Pin: PIN_CODE.test(pincode) ? Number(pincode) : 0,
    Stcd: input.stateCode,
    ...(phone.length >= 6 && phone.length <= 12 ? { Ph: phone } : {}),
    ...(email.length >= 6 && email.length <= 100 && /^[^\s@"\\]+@[^\s@"\\]+$/.test(email)
      ? { Em: email }
      : {}),
  };
}

/** The rate per UQC unit in rupees: a per-dozen rate is per piece here, as the quantity is in pieces. */
function unitPrice(values: LineValues): number {
  // Rupees to three places: thousandths of a rupee are tenths of a paisa, rounded as `exact` rounds.
  const thousandths = roundedQuotient(values.line.ratePaise * 10, isRatePerDozen(values.line) ? 12 : 1);
  if (thousandths !== null) return thousandths / 1000;
  const perUnit = isRatePerDozen(values.line)
    ? div(rational(BigInt(values.line.ratePaise)), rational(12n))
    : rational(BigInt(values.line.ratePaise));
  return exact(div(perUnit, rational(100n)), 3);
}

function item(values: LineValues, problems: string[]): EInvoiceItem {
  const { line } = values;
  const description = sanitisedText(line.name, 300);
  if (!/^\d{4}(\d{2}){0,2}$/.test(line.hsn)) {
    problems.push(`Line ${values.serial} (${line.name}) has no HSN code; the e-invoice needs one.`);
  }
  if (!isPortalGstRate(values.ratePercent)) {
    problems.push(
      `Line ${values.serial} (${line.name}): ${values.ratePercent}% is not a GST rate the portal accepts.`,
    );
  }
  if (description.length < 3) {
    problems.push(`Line ${values.serial}: the product's name must have at least 3 characters.`);
  }
  return {
    SlNo: String(values.serial),
    PrdDesc: description,
    IsServc: "N",
    HsnCd: line.hsn,
    Qty: exact(values.billed, 3),
    FreeQty: exact(values.free, 3),
    Unit: uqcCode(values.unit),
    UnitPrice: unitPrice(values),
    TotAmt: rupees(values.amount),
    Discount: rupees(values.discount),
    AssAmt: rupees(values.taxable),
    GstRt: values.ratePercent,
    IgstAmt: rupees(values.igst),
    CgstAmt: rupees(values.cgst),
    SgstAmt: rupees(values.sgst),
    TotItemVal: rupees(values.taxable + values.cgst + values.sgst + values.igst),
  };
}

/** The seller's and buyer's details of an invoice or a note, with what is missing added to `problems`. */
function parties(
  entry: Pick<RegisterInvoice, "document" | "buyerGstin" | "placeOfSupply">,
  sellerLocation: PartyLocation,
  problems: string[],
): Pick<EInvoice, "SellerDtls" | "BuyerDtls"> {
  const { document, buyerGstin, placeOfSupply } = entry;
  const { seller, buyer } = document;
  const SellerDtls = party(
    {
      who: "seller's",
      gstin: seller.gstin,
      name: seller.legalName,
      address: seller.address,
      stateCode: seller.stateCode,
      location: {
        pincode: seller.pincode || sellerLocation.pincode,
        city: seller.city || sellerLocation.city,
      },
      phone: seller.phone,
      email: seller.email,
      pincodeSource: "SITE_SELLER_PINCODE",
      citySource: "SITE_SELLER_CITY",
    },
    problems,
  );
  const BuyerDtls = {
    ...party(
      {
        who: "buyer's",
        gstin: buyerGstin,
        name: buyer.name,
        address: buyer.address,
        stateCode: buyerGstin.slice(0, 2),
        location: buyer,
        pincodeSource: "the customer's PIN code on the invoice",
        citySource: "the customer's city on the invoice",
      },
      problems,
    ),
    Pos: placeOfSupply,
  };
  return { SellerDtls, BuyerDtls };
}

/** What stands in the way of any e-invoice, an invoice's or a note's. */
function commonProblems(
  entry: Pick<RegisterInvoice, "document" | "buyerGstin" | "number" | "roundOff">,
  lineCount: number,
  problems: string[],
): void {
  if (entry.buyerGstin === "")
    problems.push("The buyer has no GSTIN: e-invoices are for sales to registered buyers.");
  if (entry.document.seller.gstin === "")
    problems.push("The seller's GSTIN is not configured (SITE_SELLER_GSTIN).");
  if (!DOCUMENT_NUMBER.test(entry.number)) {
    problems.push(`The number ${entry.number} is not of the form the portal accepts.`);
  }
  if (lineCount === 0) problems.push("The document has no lines.");
  if (lineCount > MAX_E_INVOICE_ITEMS) {
    problems.push(`An e-invoice holds at most ${MAX_E_INVOICE_ITEMS} lines; this one has ${lineCount}.`);
  }
  if (Math.abs(entry.roundOff) > MAX_ROUND_OFF) {
    problems.push(
      `The round-off (${formatINR(entry.roundOff)}) is more than the ₹99.99 the portal accepts: round to at most ₹100.`,
    );
  }
}

/** The e-invoice of an invoice already in the register, or what stands in its way. */
export function eInvoiceOf(invoice: RegisterInvoice, sellerLocation: PartyLocation = {}): EInvoiceResult {
  const { document } = invoice;
  const problems: string[] = [];
  if (document.kind !== "tax-invoice") problems.push("Only a tax invoice has e-invoice data.");
  if (invoice.cancelled) problems.push("A cancelled invoice is not registered.");
  commonProblems(invoice, invoice.lines.length, problems);
  const { SellerDtls, BuyerDtls } = parties(invoice, sellerLocation, problems);
  const ItemList = invoice.lines.map((values) => item(values, problems));
  if (problems.length > 0) return { ok: false, number: invoice.number, problems: [...new Set(problems)] };
  return {
    ok: true,
    eInvoice: {
      Version: E_INVOICE_VERSION,
      TranDtls: { TaxSch: "GST", SupTyp: "B2B", RegRev: "N", IgstOnIntra: "N" },
      DocDtls: { Typ: "INV", No: invoice.number, Dt: eInvoiceDate(invoice.date) },
      SellerDtls,
      BuyerDtls,
      ItemList,
      ValDtls: {
        AssVal: rupees(invoice.taxable),
        CgstVal: rupees(invoice.cgst),
        SgstVal: rupees(invoice.sgst),
        IgstVal: rupees(invoice.igst),
        CesVal: 0,
        StCesVal: 0,
        Discount: 0,
        OthChrg: 0,
        RndOffAmt: rupees(invoice.roundOff),
        TotInvVal: rupees(invoice.invoiceValue),
      },
    },
  };
}

/**
 * A note's line as an item. Goods returned are their quantity at the price that gives the credited
 * value; a value put right is one lump sum (quantity 1, unit OTH: others), as it changes no goods.
 * The value is the line's taxable value after the invoice's discounts, so the item has no discount.
 */
function noteItem(line: NoteLine, serial: number, problems: string[]): EInvoiceItem {
  const description = sanitisedText(line.name, 300);
  if (!/^\d{4}(\d{2}){0,2}$/.test(line.hsn)) {
    problems.push(`Line ${serial} (${line.name}) has no HSN code; the e-invoice needs one.`);
  }
  if (!isPortalGstRate(line.ratePercent)) {
    problems.push(
      `Line ${serial} (${line.name}): ${line.ratePercent}% is not a GST rate the portal accepts.`,
    );
  }
  if (description.length < 3)
    problems.push(`Line ${serial}: the product's name must have at least 3 characters.`);
  const goods = line.quantity > 0;
  const quantity = goods ? fromDecimal(line.quantity) : rational(1n);
  return {
    SlNo: String(serial),
    PrdDesc: description,
    IsServc: "N",
    HsnCd: line.hsn,
    Qty: exact(quantity, 3),
    FreeQty: 0,
    Unit: goods ? uqcCode(line.unit) : LUMP_SUM_UNIT,
    UnitPrice: exact(div(rational(BigInt(line.taxable)), mul(quantity, rational(100n))), 3),
    TotAmt: rupees(line.taxable),
    Discount: 0,
    AssAmt: rupees(line.taxable),
    GstRt: line.ratePercent,
    IgstAmt: rupees(line.igst),
    CgstAmt: rupees(line.cgst),
    SgstAmt: rupees(line.sgst),
    TotItemVal: rupees(line.taxable + line.cgst + line.sgst + line.igst),
  };
}

/** The unit of a value put right: the UQC list's "others". */
const LUMP_SUM_UNIT = "OTH";

/**
 * A credit or debit note to a registered buyer as e-invoice JSON: CRN or DBN, its invoice in
 * `RefDtls.PrecDocDtls`, its lines as items (credit notes too: the type gives the direction, so every
 * amount is positive).
 */
export function eInvoiceOfNote(note: RegisterNote, sellerLocation: PartyLocation = {}): EInvoiceResult {
  const problems: string[] = [];
  if (note.cancelled) problems.push("A cancelled note is not registered.");
  commonProblems(note, note.lines.length, problems);
  const { SellerDtls, BuyerDtls } = parties(note, sellerLocation, problems);
  const ItemList = note.lines.map((line, index) => noteItem(line, index + 1, problems));
  if (problems.length > 0) return { ok: false, number: note.number, problems: [...new Set(problems)] };
  return {
    ok: true,
    eInvoice: {
      Version: E_INVOICE_VERSION,
      TranDtls: { TaxSch: "GST", SupTyp: "B2B", RegRev: "N", IgstOnIntra: "N" },
      DocDtls: { Typ: note.type === "C" ? "CRN" : "DBN", No: note.number, Dt: eInvoiceDate(note.date) },
      SellerDtls,
      BuyerDtls,
      ItemList,
      ValDtls: {
        AssVal: rupees(note.taxable),
        CgstVal: rupees(note.cgst),
        SgstVal: rupees(note.sgst),
        IgstVal: rupees(note.igst),
        CesVal: 0,
        StCesVal: 0,
        Discount: 0,
        OthChrg: 0,
        RndOffAmt: rupees(note.roundOff),
        TotInvVal: rupees(note.noteValue),
      },
      RefDtls: {
        PrecDocDtls: [{ InvNo: note.against.number, InvDt: eInvoiceDate(note.against.date) }],
      },
    },
  };
}

/** The e-invoice of one issued document (from the list of issued documents). */
export function eInvoiceFor(document: RegisterDocument, sellerLocation: PartyLocation = {}): EInvoiceResult {
  const note = registerNote(document);
  return note ? eInvoiceOfNote(note, sellerLocation) : eInvoiceOf(registerInvoice(document), sellerLocation);
}

/**
 * One invoice's e-invoice file: a list of one invoice, the form the portal's bulk upload and the
 * providers' tools take, so one file or the period's file are uploaded the same way.
 */
export function eInvoiceJson(
  document: RegisterDocument,
  sellerLocation: PartyLocation = {},
):
  | { readonly ok: true; readonly fileName: string; readonly text: string }
  | { readonly ok: false; readonly problems: readonly string[] } {
  const result = eInvoiceFor(document, sellerLocation);
  if (!result.ok) return { ok: false, problems: result.problems };
  return {
    ok: true,
    fileName: `e-invoice-${document.number.replace(/[^A-Za-z0-9-]+/g, "-")}.json`,
    text: JSON.stringify([result.eInvoice], null, 2),
  };
}
