import { describe, expect, it } from "vitest";

import { EMPTY_BUYER_INPUT, checkBuyerInput, stateCodeFromText } from "~/calculator/buyers/buyer-fields";

const BLANK = EMPTY_BUYER_INPUT;

describe("a buyer's details as typed or imported", () => {
  it("reads a state by its code, its name or both", () => {
    expect(stateCodeFromText("27")).toBe("27");
    expect(stateCodeFromText("7")).toBe("07");
    expect(stateCodeFromText("Maharashtra")).toBe("27");
    expect(stateCodeFromText("27-Maharashtra")).toBe("27");
    expect(stateCodeFromText("dadra & nagar haveli and daman & diu")).toBe("26");
    expect(stateCodeFromText("Atlantis")).toBeNull();
    expect(stateCodeFromText("99")).toBeNull();
  });

  it("takes the state from the GSTIN and normalises every field", () => {
    const check = checkBuyerInput({
      ...BLANK,
      name: "Lakshmi  Stores",
      gstin: "27aapfu0939f1zv",
      pincode: "411 001",
      phone: "+91 98765 43210",
      email: " owner@lakshmi.in ",
    });
    expect(check).toEqual({
      ok: true,
      details: {
        name: "Lakshmi Stores",
        gstin: "27AAPFU0939F1ZV",
        stateCode: "27",
        address: "",
        city: "",
        pincode: "411001",
        phone: "9876543210",
        email: "owner@lakshmi.in",
      },
    });
  });

  it("reports every problem by field", () => {
    const check = checkBuyerInput({
      ...BLANK,
      gstin: "27AAPFU0939F1ZX",
      pincode: "12345",
      phone: "12345",
      email: "a@b",
      state: "Narnia",
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.map((problem) => problem.field)).toEqual([
      "name",
      "gstin",
      "state",
      "pincode",
      "phone",
      "email",
    ]);
    expect(check.problems[1]!.message).toContain("does not match");
  });

  it("refuses a state that disagrees with the GSTIN", () => {
    const check = checkBuyerInput({ ...BLANK, name: "A", gstin: "27AAPFU0939F1ZV", state: "Karnataka" });
    expect(check).toMatchObject({ ok: false, problems: [{ field: "state" }] });
    if (!check.ok) expect(check.problems[0]!.message).toContain("Maharashtra (27)");
  });
});
