import { describe, expect, it } from "vitest";

import {
  isValidUpiId,
  upiAmountIncluded,
  upiPaymentUri,
  UPI_AMOUNT_LIMIT,
} from "~/calculator/documents/upi-payment";

const REQUEST = {
  upiId: "punarvana@okaxis",
  payeeName: "Punarvana Eco Products Private Limited",
  amount: 1_234_00,
  reference: "PE/2026-27/0001",
};

/** The URI's parameters, decoded, in order. */
function parameters(uri: string): [string, string][] {
  expect(uri.startsWith("upi://pay?")).toBe(true);
  return [...new URLSearchParams(uri.slice("upi://pay?".length))];
}

describe("upiPaymentUri", () => {
  it("names the payee, the amount with two decimals, rupees and the document's number", () => {
    expect(upiPaymentUri(REQUEST)).toBe(
      "upi://pay?pa=punarvana@okaxis&pn=Punarvana%20Eco%20Products%20Private%20Limited&am=1234.00&cu=INR&tn=PE%2F2026-27%2F0001",
    );
    expect(parameters(upiPaymentUri({ ...REQUEST, amount: 5_000_050 }))).toContainEqual(["am", "50000.50"]);
    expect(parameters(upiPaymentUri({ ...REQUEST, amount: 7 }))).toContainEqual(["am", "0.07"]);
  });

  it("encodes every value, so a name with &, = or # cannot add or cut a parameter", () => {
    const uri = upiPaymentUri({
      ...REQUEST,
      payeeName: "Shah & Sons = #1 Traders+Co",
      reference: "Q/2026-27/0002",
    });
    expect(uri).toContain("pn=Shah%20%26%20Sons%20%3D%20%231%20Traders%2BCo&");
    expect(parameters(uri)).toEqual([
      ["pa", "punarvana@okaxis"],
      ["pn", "Shah & Sons = #1 Traders+Co"],
      ["am", "1234.00"],
      ["cu", "INR"],
      ["tn", "Q/2026-27/0002"],
    ]);
    expect(parameters(upiPaymentUri({ ...REQUEST, payeeName: "श्री वासनम्" }))[1]).toEqual(["pn", "श्री वासनम्"]);
  });

  it("keeps the amount up to ₹1,00,000 and leaves it out above, and for nothing", () => {
    const names = (amount: number) => parameters(upiPaymentUri({ ...REQUEST, amount })).map(([name]) => name);
    expect(names(UPI_AMOUNT_LIMIT)).toEqual(["pa", "pn", "am", "cu", "tn"]);
    expect(parameters(upiPaymentUri({ ...REQUEST, amount: UPI_AMOUNT_LIMIT }))).toContainEqual([
      "am",
      "100000.00",
    ]);
    expect(names(UPI_AMOUNT_LIMIT + 1)).toEqual(["pa", "pn", "cu", "tn"]);
    expect(names(1_12_000_00)).toEqual(["pa", "pn", "cu", "tn"]);
    expect(names(0)).toEqual(["pa", "pn", "cu", "tn"]);
    expect(upiAmountIncluded(1)).toBe(true);
    expect(upiAmountIncluded(UPI_AMOUNT_LIMIT + 1)).toBe(false);
  });

  it("leaves out an empty reference", () => {
    expect(upiPaymentUri({ ...REQUEST, reference: "  " })).not.toContain("tn=");
  });

  it("refuses a UPI address that is not one, and an amount that is not whole paise", () => {
    for (const upiId of [
      "",
      "punarvana",
      "@okaxis",
      "punarvana@",
      "a b@okaxis",
      "x@okaxis",
      "name@ok axis",
      "name@1bank",
    ]) {
      expect(() => upiPaymentUri({ ...REQUEST, upiId }), upiId).toThrow(RangeError);
    }
    for (const amount of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => upiPaymentUri({ ...REQUEST, amount }), String(amount)).toThrow(RangeError);
    }
  });
});

describe("isValidUpiId", () => {
  it("accepts the usual forms of UPI address", () => {
    for (const upiId of ["punarvana@okaxis", "9876543210@ybl", "shop.name-1_a@oksbi", "ab@paytm"]) {
      expect(isValidUpiId(upiId), upiId).toBe(true);
    }
  });
});
