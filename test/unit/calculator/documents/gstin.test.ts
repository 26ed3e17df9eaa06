import { describe, expect, it } from "vitest";

import {
  checkGstin,
  gstinCheckCharacter,
  gstinStateMismatch,
  normaliseGstin,
} from "~/calculator/documents/gstin";
import { INDIAN_STATES, describeState, stateByCode } from "~/calculator/documents/indian-states";

/** GSTINs published as examples by Indian tax portals and businesses; their check characters are right. */
const VALID = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "24AAACC1206D1ZM", "33AAACH7409R1Z8"];

describe("GSTIN validation", () => {
  it("accepts valid GSTINs and says whose state they are", () => {
    for (const gstin of VALID) {
      expect(checkGstin(gstin)).toEqual({ ok: true, gstin, stateCode: gstin.slice(0, 2) });
    }
  });

  it("reads what people type: lower case and spaces", () => {
    expect(normaliseGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(checkGstin("27 aapfu 0939 f1zv")).toMatchObject({ ok: true, gstin: "27AAPFU0939F1ZV" });
  });

  it("refuses a wrong check character, naming the typing slip", () => {
    const result = checkGstin("27AAPFU0939F1ZW");
    expect(result).toEqual({
      ok: false,
      reason: "The last character of this GSTIN does not match: please check it for a typing slip.",
    });
    // One changed character anywhere changes the check character.
    expect(checkGstin("27AAPFU0938F1ZV").ok).toBe(false);
    expect(checkGstin("72AAPFU0939F1ZV").ok).toBe(false);
  });

  it("refuses a wrong length", () => {
    expect(checkGstin("27AAPFU0939F1Z")).toEqual({
      ok: false,
      reason: "A GSTIN has 15 characters; this one has 14.",
    });
    expect(checkGstin("27AAPFU0939F1ZVV")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("16"),
    });
    expect(checkGstin("")).toMatchObject({ ok: false });
  });

  it("refuses characters that are not digits or letters", () => {
    expect(checkGstin("27AAPFU0939F1Z-")).toEqual({
      ok: false,
      reason: "A GSTIN has only digits and letters.",
    });
  });

  it("refuses a state code that does not exist", () => {
    const first14 = "99AAPFU0939F1Z";
    expect(checkGstin(first14 + gstinCheckCharacter(first14))).toEqual({
      ok: false,
      reason: "A GSTIN starts with a state code; 99 is not one.",
    });
    const retired = "28AAPFU0939F1Z"; // Andhra Pradesh before 2014
    expect(checkGstin(retired + gstinCheckCharacter(retired)).ok).toBe(false);
  });

  it("reports a GSTIN of another state than the one chosen", () => {
    expect(gstinStateMismatch("29AAGCB7383J1Z4", "07")).toBe(
      "The GSTIN is registered in Karnataka (29), but the state chosen is Delhi (07).",
    );
    expect(gstinStateMismatch("29AAGCB7383J1Z4", "29")).toBeNull();
    expect(gstinStateMismatch("29AAGCB7383J1Z4", "")).toBeNull();
    expect(gstinStateMismatch("not a gstin", "07")).toBeNull();
  });

  it("computes the check character over exactly 14 characters of 0–9A–Z", () => {
    expect(() => gstinCheckCharacter("27AAPFU0939F1#")).toThrow(RangeError);
  });
});

describe("states and union territories", () => {
  it("lists 36 states and UTs plus Other Territory, each code once", () => {
    expect(INDIAN_STATES).toHaveLength(37);
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(37);
    expect(stateByCode("07")?.name).toBe("Delhi");
    expect(stateByCode("36")?.name).toBe("Telangana");
    expect(stateByCode("38")?.name).toBe("Ladakh");
    expect(describeState("29")).toBe("Karnataka (29)");
    expect(describeState("25")).toBe("");
  });
});
