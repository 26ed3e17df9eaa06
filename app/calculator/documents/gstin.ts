import { describeState, stateByCode } from "./indian-states";

/**
 * GSTIN checks (docs/calculator.md, "Buyer and seller"). A GSTIN is 15 characters: the two-digit state
 * code, the holder's PAN (10 characters), the registration number within that PAN, a letter (Z today),
 * and a check character computed over the first 14. The check is GSTN's: each character's value in
 * 0–9A–Z (0 to 35) is multiplied by 1 and 2 in turn from the left, the product's base-36 digits are
 * added up, and the check character is (36 − sum mod 36) mod 36.
 */

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** What a person typed, in the form GSTINs are written: upper case, no spaces. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** The check character of the first 14 characters of a GSTIN (which must be of 0–9A–Z). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = ALPHABET.indexOf(first14[index] ?? "");
    if (value < 0) throw new RangeError(`"${first14[index] ?? ""}" cannot be in a GSTIN`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinCheck =
  | { readonly ok: true; readonly gstin: string; readonly stateCode: string }
  | { readonly ok: false; readonly reason: string };

/** Validate a GSTIN: 15 characters of 0–9A–Z, a known state code, and the right check character. */
export function checkGstin(text: string): GstinCheck {
  const gstin = normaliseGstin(text);
  if (gstin.length !== 15) {
    return { ok: false, reason: `A GSTIN has 15 characters; this one has ${gstin.length}.` };
  }
  if (!/^[0-9A-Z]{15}$/.test(gstin)) {
    return { ok: false, reason: "A GSTIN has only digits and letters." };
  }
  const stateCode = gstin.slice(0, 2);
  if (!stateByCode(stateCode)) {
    return { ok: false, reason: `A GSTIN starts with a state code; ${stateCode} is not one.` };
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return {
      ok: false,
      reason: "The last character of this GSTIN does not match: please check it for a typing slip.",
    };
  }
  return { ok: true, gstin, stateCode };
}

/**
 * A GSTIN and a chosen state must agree: the GSTIN's first two digits are its holder's state.
 * Returns the problem, or null when they agree (or either is missing or the GSTIN is invalid).
 */
export function gstinStateMismatch(gstinText: string, stateCode: string): string | null {
  const check = checkGstin(gstinText);
  if (!check.ok || stateCode === "" || check.stateCode === stateCode) return null;
  return `The GSTIN is registered in ${describeState(check.stateCode)}, but the state chosen is ${describeState(stateCode) || stateCode}.`;
}
