/**
 * India's states and union territories with their GST state codes: the first two digits of every
 * GSTIN, and the "place of supply" of a tax invoice. Code 25 (Daman and Diu) and 28 (Andhra Pradesh
 * before 2014) are no longer issued; 97 is for taxpayers outside any state (offshore areas).
 */

export interface IndianState {
  readonly code: string;
  readonly name: string;
}

export const INDIAN_STATES: readonly IndianState[] = [
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "18", name: "Assam" },
  { code: "10", name: "Bihar" },
  { code: "04", name: "Chandigarh" },
  { code: "22", name: "Chhattisgarh" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "07", name: "Delhi" },
  { code: "30", name: "Goa" },
  { code: "24", name: "Gujarat" },
  { code: "06", name: "Haryana" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "01", name: "Jammu and Kashmir" },
  { code: "20", name: "Jharkhand" },
  { code: "29", name: "Karnataka" },
  { code: "32", name: "Kerala" },
  { code: "38", name: "Ladakh" },
  { code: "31", name: "Lakshadweep" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "27", name: "Maharashtra" },
  { code: "14", name: "Manipur" },
  { code: "17", name: "Meghalaya" },
  { code: "15", name: "Mizoram" },
  { code: "13", name: "Nagaland" },
  { code: "21", name: "Odisha" },
  { code: "34", name: "Puducherry" },
  { code: "03", name: "Punjab" },
  { code: "08", name: "Rajasthan" },
  { code: "11", name: "Sikkim" },
  { code: "33", name: "Tamil Nadu" },
  { code: "36", name: "Telangana" },
  { code: "16", name: "Tripura" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "05", name: "Uttarakhand" },
  { code: "19", name: "West Bengal" },
  { code: "97", name: "Other Territory" },
];

const BY_CODE = new Map(INDIAN_STATES.map((state) => [state.code, state]));

export function stateByCode(code: string): IndianState | undefined {
  return BY_CODE.get(code);
}

/** "Delhi (07)", or "" for an unknown code. */
export function describeState(code: string): string {
  const state = stateByCode(code);
  return state ? `${state.name} (${state.code})` : "";
}
