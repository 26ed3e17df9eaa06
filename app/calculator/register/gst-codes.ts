import { stateByCode } from "../documents/indian-states";
import type { PackingUnit } from "../price-list/price-list-item";

/**
 * The code lists the GST portal's tools use (docs/calculator.md, "The accountant's files"): the unit
 * quantity codes (UQC), the GST rates the portal accepts, and place of supply as the GSTR-1 offline
 * tool writes it (`27-Maharashtra`).
 */

/** UQC of each packing unit: the e-invoice's unit code, and the offline tool's "code-NAME". */
const UQC: Record<PackingUnit, { readonly code: string; readonly name: string }> = {
  pcs: { code: "PCS", name: "PIECES" },
  kg: { code: "KGS", name: "KILOGRAMS" },
  unit: { code: "NOS", name: "NUMBERS" },
};

/** `PCS`, `KGS`, `NOS`: the e-invoice's `Unit`. */
export function uqcCode(unit: PackingUnit): string {
  return UQC[unit].code;
}

/** `PCS-PIECES`: the UQC column of the offline tool's HSN sheets. */
export function uqcLabel(unit: PackingUnit): string {
  return `${UQC[unit].code}-${UQC[unit].name}`;
}

/** The GST rates the GSTR-1 tool and the e-invoice schema accept (40% since 22 September 2025). */
export const PORTAL_GST_RATES: readonly number[] = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];

export function isPortalGstRate(percent: number): boolean {
  return PORTAL_GST_RATES.includes(percent);
}

/**
 * The offline tool's own spelling of some states (its list writes "&" for "and", and spells
 * Lakshadweep without the "a"); the others are as indian-states.ts names them.
 */
const TOOL_STATE_NAMES: Readonly<Record<string, string>> = {
  "01": "Jammu & Kashmir",
  "26": "Dadra & Nagar Haveli & Daman & Diu",
  "31": "Lakshdweep",
  "35": "Andaman & Nicobar Islands",
};

/** `27-Maharashtra`, or "" for an unknown code. */
export function placeOfSupplyLabel(stateCode: string): string {
  const state = stateByCode(stateCode);
  if (!state) return "";
  return `${state.code}-${TOOL_STATE_NAMES[state.code] ?? state.name}`;
}
