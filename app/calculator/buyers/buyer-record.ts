import { finite, isObject, str } from "~/calculator/device/stored-fields";
import type { Buyer } from "~/calculator/documents/buyer";
import { checkGstin } from "~/calculator/documents/gstin";
import { stateByCode } from "~/calculator/documents/indian-states";
import { oncePerObject } from "~/calculator/once-per-object";

/**
 * One buyer of the device's buyer book (docs/calculator.md, "The buyer book"), and who a buyer is.
 *
 * A buyer is known by a **key**: its GSTIN when it has a valid one (a registered buyer is the same
 * buyer on every device and every invoice), else its name and phone together (an unregistered shop
 * has nothing better; two "Lakshmi Stores" in two towns differ by phone). Every issued document's
 * buyer has a key too, so an invoice, a note or a payment belongs to the book's buyer with that key.
 * When the rep confirms that a buyer's GSTIN changed, the old key is kept as a former key, so the
 * documents issued under it still count towards that buyer's dues.
 */

export interface BuyerRecord {
  /** Stable within the book: the key the buyer was first known by. */
  readonly id: string;
  readonly name: string;
  /** A valid GSTIN, normalised, or "" for an unregistered buyer. */
  readonly gstin: string;
  /** Two-digit GST state code: the GSTIN's when there is one; "" when unknown. */
  readonly stateCode: string;
  readonly address: string;
  readonly city: string;
  /** Six digits, or "". */
  readonly pincode: string;
  /** Ten digits, or "". */
  readonly phone: string;
  readonly email: string;
  /** Keys this buyer was known by before a change the rep confirmed (a new GSTIN, a new phone). */
  readonly formerKeys: readonly string[];
  /** Epoch milliseconds of the details kept: the latest document's date, or the last edit. */
  readonly updatedAt: number;
  /**
   * Set on a buyer first seen with the name of another buyer of the book but another GSTIN (or
   * phone): the id of that other buyer, until the rep says whether the two are one buyer.
   */
  readonly maybeSameAs?: string;
}

export const MAX_BUYER_NAME_LENGTH = 100;
export const MAX_BUYER_ADDRESS_LENGTH = 250;
export const MAX_BUYER_CITY_LENGTH = 50;
export const MAX_BUYER_EMAIL_LENGTH = 100;

/** Text as the book keeps it: invisible characters out, runs of spaces one space, trimmed. */
export function tidyText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u200B-\u200D\uFEFF]/g, "")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();
}

/** A name for comparing: letters and digits only, lower case, one space between words. */
export function nameForMatching(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export type PhoneCheck =
  { readonly ok: true; readonly phone: string } | { readonly ok: false; readonly reason: string };

/**
 * An Indian phone number as typed (`+91 98765 43210`, `098765-43210`, `(0124) 456 7890`) to its ten
 * digits; blank is fine (""). A mobile number or a landline with its area code both have ten digits
 * once the country code (91) or the trunk 0 is dropped.
 */
export function checkPhone(text: string): PhoneCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, phone: "" };
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) {
    return { ok: false, reason: "A phone number has only digits (and +, spaces, hyphens or brackets)." };
  }
  let digits = trimmed.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length !== 10 || digits.startsWith("0")) {
    return { ok: false, reason: "A phone number has 10 digits (after +91 or 0), such as 98765 43210." };
  }
  return { ok: true, phone: digits };
}

/** Ten digits as people read them: "98765 43210". */
export function printablePhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

export function isPincode(text: string): boolean {
  return /^[1-9]\d{5}$/.test(text);
}

/** A plain e-mail address: something, an @, a domain with a dot; no spaces. */
export function isEmail(text: string): boolean {
  return text.length <= MAX_BUYER_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** The fields that decide who a buyer is. */
export type BuyerIdentity = Pick<BuyerRecord, "name" | "gstin" | "phone">;

/** `gstin:27AAPFU0939F1ZV`, or `name:lakshmi stores|9876543210` for an unregistered buyer. */
export function buyerKey(buyer: BuyerIdentity): string {
  const gstin = checkGstin(buyer.gstin);
  if (gstin.ok) return `gstin:${gstin.gstin}`;
  const phone = checkPhone(buyer.phone);
  return `name:${nameForMatching(buyer.name)}|${phone.ok ? phone.phone : ""}`;
}

/** Every key a book buyer answers to: its own and its former ones (worked out once per record). */
export const keysOf: (record: BuyerRecord) => readonly string[] = oncePerObject((record: BuyerRecord) => [
  buyerKey(record),
  ...record.formerKeys,
]);

/**
 * A document's buyer as the book would keep it: text tidied, the GSTIN normalised when valid (and then
 * its state), the phone as ten digits when it reads as one. What does not check out is kept blank
 * rather than learnt wrong.
 */
export function recordFieldsOf(buyer: Buyer): Omit<BuyerRecord, "id" | "formerKeys" | "updatedAt"> {
  const gstin = checkGstin(buyer.gstin);
  const phone = checkPhone(buyer.phone ?? "");
  const pincode = (buyer.pincode ?? "").trim();
  const email = (buyer.email ?? "").trim();
  return {
    name: tidyText(buyer.name),
    gstin: gstin.ok ? gstin.gstin : "",
    stateCode: gstin.ok ? gstin.stateCode : stateByCode(buyer.stateCode) ? buyer.stateCode : "",
    address: tidyText(buyer.address),
    city: tidyText(buyer.city ?? ""),
    pincode: isPincode(pincode) ? pincode : "",
    phone: phone.ok ? phone.phone : "",
    email: isEmail(email) ? email : "",
  };
}

/** The key of a document's buyer, the same as the book's buyer it belongs to. */
export function documentBuyerKey(buyer: Buyer): string {
  return buyerKey(recordFieldsOf(buyer));
}

/** A book buyer as the document's buyer fields: picking one in the form fills every field. */
export function buyerFromRecord(record: BuyerRecord): Buyer {
  return {
    name: record.name,
    address: record.address,
    gstin: record.gstin,
    stateCode: record.stateCode,
    ...(record.pincode ? { pincode: record.pincode } : {}),
    ...(record.city ? { city: record.city } : {}),
    ...(record.phone ? { phone: record.phone } : {}),
    ...(record.email ? { email: record.email } : {}),
  };
}

/**
 * A stored buyer, read back field by field (storage and backups are untrusted input): null when it
 * has no id or name; every other field that does not fit is kept blank.
 */
export function readBuyerRecord(value: unknown): BuyerRecord | null {
  if (!isObject(value)) return null;
  const id = str(value.id);
  const fields = recordFieldsOf({
    name: str(value.name),
    address: str(value.address),
    gstin: str(value.gstin),
    stateCode: str(value.stateCode),
    pincode: str(value.pincode),
    city: str(value.city),
    phone: str(value.phone),
    email: str(value.email),
  });
  if (id === "" || fields.name === "") return null;
  const formerKeys = Array.isArray(value.formerKeys)
    ? value.formerKeys.filter((key): key is string => typeof key === "string" && /^(gstin|name):/.test(key))
    : [];
  const maybeSameAs = str(value.maybeSameAs);
  return {
    id,
    ...fields,
    formerKeys,
    updatedAt: finite(value.updatedAt) ? value.updatedAt : 0,
    ...(maybeSameAs ? { maybeSameAs } : {}),
  };
}
