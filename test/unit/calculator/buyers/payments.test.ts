import { describe, expect, it } from "vitest";

import {
  cancelPayment,
  checkPaymentInput,
  nextReceiptNumber,
  parseRupees,
  readPayment,
  receiptSeries,
} from "~/calculator/buyers/payments";

import { payment } from "./fixtures";

const NOW = Date.parse("2026-11-27T10:00:00Z");

describe("the payment form", () => {
  it("reads rupees as typed, to the paisa", () => {
    expect(parseRupees("12000")).toBe(12000_00);
    expect(parseRupees("₹ 1,20,000.5")).toBe(120000_50);
    expect(parseRupees("Rs. 99.99")).toBe(99_99);
    for (const text of ["", "12.345", "-5", "1e3", "twelve", "12.00.00"])
      expect(parseRupees(text), text).toBeNull();
  });

  it("accepts a complete payment", () => {
    expect(
      checkPaymentInput({ date: "2026-11-20", amount: "12,000", mode: "upi", reference: " 4321 9876 " }, NOW),
    ).toEqual({ ok: true, date: "2026-11-20", amount: 12000_00, mode: "upi", reference: "4321 9876" });
  });

  it("refuses a date after today or not a date, no amount, an unknown mode, a cheque without its number", () => {
    const check = checkPaymentInput({ date: "2026-11-28", amount: "0", mode: "barter", reference: "" }, NOW);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.map((problem) => problem.field)).toEqual(["date", "amount", "mode"]);
    expect(
      checkPaymentInput({ date: "2026-02-30", amount: "5", mode: "cash", reference: "" }, NOW),
    ).toMatchObject({
      ok: false,
      problems: [{ field: "date" }],
    });
    expect(
      checkPaymentInput({ date: "2026-11-01", amount: "5", mode: "cheque", reference: " " }, NOW),
    ).toEqual({
      ok: false,
      problems: [{ field: "reference", message: "Please enter the cheque's number." }],
    });
    expect(
      checkPaymentInput({ date: "2026-11-01", amount: "100000000000", mode: "cash", reference: "" }, NOW).ok,
    ).toBe(false);
  });
});

describe("receipt numbers", () => {
  it("run in the device's own series per financial year, past the counter and every receipt", () => {
    expect(receiptSeries("R7", NOW)).toBe("RV/R7/2627");
    expect(nextReceiptNumber({}, [], "R7", NOW).number).toBe("RV/R7/2627/0001");
    const next = nextReceiptNumber(
      { "RV/R7/2627": 4 },
      [payment("RV/R7/2627/0007", "2026-11-01", 1)],
      "R7",
      NOW,
    );
    expect(next).toEqual({ number: "RV/R7/2627/0008", counters: { "RV/R7/2627": 8 } });
    expect(nextReceiptNumber({}, [], "R7", Date.parse("2027-04-01T00:00:00+05:30")).number).toBe(
      "RV/R7/2728/0001",
    );
  });
});

describe("cancelling a payment", () => {
  it("keeps it, marked with the date and reason, and only once", () => {
    const payments = [payment("RV/R7/2627/0001", "2026-11-01", 500_00)];
    const result = cancelPayment(payments, "RV/R7/2627/0001", "  Cheque  bounced ", NOW);
    if (!result.ok) throw new Error(result.message);
    expect(result.payments).toHaveLength(1);
    expect(result.payment.cancelled).toEqual({ at: "2026-11-27T10:00:00.000Z", reason: "Cheque bounced" });
    expect(cancelPayment(result.payments, "RV/R7/2627/0001", "again", NOW)).toEqual({
      ok: false,
      message: "RV/R7/2627/0001 is already cancelled.",
    });
    expect(cancelPayment(payments, "RV/R7/2627/0001", " ", NOW).ok).toBe(false);
    expect(cancelPayment(payments, "RV/R7/2627/0009", "x", NOW).ok).toBe(false);
  });
});

describe("reading a stored payment", () => {
  it("reads back what was stored", () => {
    const stored = payment("RV/R7/2627/0001", "2026-11-01", 500_00, {
      receipt: { settled: [{ number: "PE/R7/2627/0001", amount: 500_00 }], advance: 0 },
      cancelled: { at: "2026-11-02T00:00:00.000Z", reason: "Wrong buyer" },
    });
    expect(readPayment(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it("leaves out a damaged one rather than count it wrong", () => {
    const good = payment("RV/R7/2627/0001", "2026-11-01", 500_00);
    for (const damage of [
      { number: "PE/R7/2627/0001" },
      { number: "RV/R7/2627/1" },
      { amount: -5 },
      { amount: 1.5 },
      { date: "yesterday" },
      { mode: "barter" },
      { buyerKey: "" },
    ]) {
      expect(readPayment({ ...good, ...damage }), JSON.stringify(damage)).toBeNull();
    }
    expect(readPayment(null)).toBeNull();
  });
});
