import { checkGstin } from "~/calculator/documents/gstin";
import { INDIAN_STATES, describeState, stateByCode } from "~/calculator/documents/indian-states";

import {
  MAX_BUYER_ADDRESS_LENGTH,
  MAX_BUYER_CITY_LENGTH,
  MAX_BUYER_NAME_LENGTH,
  checkPhone,
  isEmail,
  isPincode,
  tidyText,
  type BuyerRecord,
} from "./buyer-record";

/**
 * A buyer's details as a person gives them, in the edit form or a CSV row, checked the same way for
 * both: the name is needed; the GSTIN, when given, must be valid (as on an invoice) and gives the
 * state; a state given beside it must agree; the PIN code has six digits, the phone ten (after +91 or
 * 0), the e-mail an @ and a domain.
 */

export interface BuyerInput {
  readonly name: string;
  readonly gstin: string;
  readonly address: string;
  readonly city: string;
  readonly pincode: string;
  /** A state code (`27`), a name (`Maharashtra`) or both (`27-Maharashtra`); "" for none. */
  readonly state: string;
  readonly phone: string;
  readonly email: string;
}

export type BuyerInputField = keyof BuyerInput;

export const EMPTY_BUYER_INPUT: BuyerInput = {
  name: "",
  gstin: "",
  address: "",
  city: "",
  pincode: "",
  state: "",
  phone: "",
  email: "",
};

export type BuyerDetails = Omit<BuyerRecord, "id" | "formerKeys" | "updatedAt" | "maybeSameAs">;

export type BuyerInputCheck =
  | { readonly ok: true; readonly details: BuyerDetails }
  | { readonly ok: false; readonly problems: readonly { field: BuyerInputField; message: string }[] };

function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z]/g, "");
}

const CODE_BY_NAME = new Map(INDIAN_STATES.map((state) => [comparable(state.name), state.code]));

/** A state as written in a file or typed: its code, its name, or `27-Maharashtra`; null when neither. */
export function stateCodeFromText(text: string): string | null {
  const trimmed = text.trim();
  const code = /^(\d{1,2})(?:\s*[-–:]\s*.*)?$/.exec(trimmed)?.[1]?.padStart(2, "0");
  if (code !== undefined) return stateByCode(code) ? code : null;
  return CODE_BY_NAME.get(comparable(trimmed)) ?? null;
}

export function checkBuyerInput(input: BuyerInput): BuyerInputCheck {
  const problems: { field: BuyerInputField; message: string }[] = [];
  const name = tidyText(input.name);
  if (name === "") problems.push({ field: "name", message: "The buyer's name is missing." });
  else if (name.length > MAX_BUYER_NAME_LENGTH) {
    problems.push({ field: "name", message: `A name has at most ${MAX_BUYER_NAME_LENGTH} characters.` });
  }
  let gstin = "";
  let stateCode = "";
  if (input.gstin.trim() !== "") {
    const check = checkGstin(input.gstin);
    if (check.ok) ({ gstin, stateCode } = check);
    else problems.push({ field: "gstin", message: `GSTIN ${input.gstin.trim()}: ${check.reason}` });
  }
  if (input.state.trim() !== "") {
    const typed = stateCodeFromText(input.state);
    if (typed === null) {
      problems.push({ field: "state", message: `"${input.state.trim()}" is not a state or its GST code.` });
    } else if (stateCode !== "" && typed !== stateCode) {
      problems.push({
        field: "state",
        message: `The GSTIN is registered in ${describeState(stateCode)}, but the state given is ${describeState(typed)}.`,
      });
    } else stateCode = typed;
  }
  const address = tidyText(input.address);
  if (address.length > MAX_BUYER_ADDRESS_LENGTH) {
    problems.push({
      field: "address",
      message: `An address has at most ${MAX_BUYER_ADDRESS_LENGTH} characters.`,
    });
  }
  const city = tidyText(input.city);
  if (city.length > MAX_BUYER_CITY_LENGTH) {
    problems.push({ field: "city", message: `A city has at most ${MAX_BUYER_CITY_LENGTH} characters.` });
  }
  const pincode = input.pincode.replace(/\s+/g, "");
  if (pincode !== "" && !isPincode(pincode)) {
    problems.push({
      field: "pincode",
      message: `PIN code ${input.pincode.trim()}: a PIN code has 6 digits and does not start with 0.`,
    });
  }
  const phone = checkPhone(input.phone);
  if (!phone.ok) problems.push({ field: "phone", message: `Phone ${input.phone.trim()}: ${phone.reason}` });
  const email = input.email.trim();
  if (email !== "" && !isEmail(email)) {
    problems.push({ field: "email", message: `"${email}" is not an e-mail address.` });
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    details: {
      name,
      gstin,
      stateCode,
      address,
      city,
      pincode,
      phone: phone.ok ? phone.phone : "",
      email,
    },
  };
}

/** A book buyer as the edit form's fields. */
export function inputFromRecord(record: BuyerRecord): BuyerInput {
  return {
    name: record.name,
    gstin: record.gstin,
    address: record.address,
    city: record.city,
    pincode: record.pincode,
    state: record.stateCode,
    phone: record.phone,
    email: record.email,
  };
}
