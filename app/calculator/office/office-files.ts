import { buildAccountantZip, type AccountantZip } from "../register/accountant-zip";
import type { Period } from "../register/period";
import { buildRegister, type PartyLocation } from "../register/register";
import type { Combination } from "./combine-devices";
import { periodGlance, type PeriodGlance } from "./period-glance";

/**
 * What the office view loads on demand (with `import()`, like the accountant's files): reading and
 * combining the backups, the period at a glance, and the return's files for the GSTIN, made by the same
 * code as one device's accountant's files.
 */

/** The period at a glance of the combined documents. */
export function combinedGlance(period: Period, combination: Combination): PeriodGlance {
  return periodGlance(buildRegister(period, combination.documents));
}

/** `gstr1-07AAACR5055K1Z9-2026-11.zip`: one return, one GSTIN, one period. */
export function officeZipName(gstin: string | null, period: Period): string {
  return `gstr1-${gstin ?? "no-gstin"}-${period.label}.zip`;
}

/** Every file of the accountant's .zip, for every device's invoices together. */
export async function buildOfficeZip(
  period: Period,
  combination: Combination,
  sellerLocation: PartyLocation = {},
): Promise<AccountantZip> {
  const zip = await buildAccountantZip(period, combination.documents, sellerLocation);
  return { ...zip, fileName: officeZipName(combination.gstin, period) };
}

export { combineDevices, readDeviceFile, type DeviceFile, type FileOutcome } from "./combine-devices";
export { officeDues, type OfficeDues } from "./office-dues";
export type { PeriodGlance } from "./period-glance";
