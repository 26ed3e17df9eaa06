import { describe, expect, it } from "vitest";

import { accountsByBuyer, buyerDues } from "~/calculator/buyers/dues";
import { reminderText } from "~/calculator/buyers/reminder";

import { invoice, payment } from "./fixtures";

const SELLER = { legalName: "Punarvana Eco Products", upiId: "punarvana@okaxis" };

function duesOf(amounts: number[], paid = 0) {
  const [account] = accountsByBuyer(
    [],
    amounts.map((amount, index) => invoice(`PE/R7/2627/000${index + 1}`, `2026-10-0${index + 1}`, amount)),
    paid ? [payment("RV/R7/2627/0001", "2026-10-20", paid)] : [],
  ).values();
  return buyerDues(account!, "2026-11-27");
}

describe("the payment reminder", () => {
  it("carries the amount due, the oldest unpaid invoice and a UPI link for that amount", () => {
    const reminder = reminderText(duesOf([1000_00, 2500_50], 400_00), SELLER, "2026-11-27");
    expect(reminder.upiUri).toBe(
      "upi://pay?pa=punarvana@okaxis&pn=Punarvana%20Eco%20Products&am=3100.50&cu=INR&tn=Dues%20Lakshmi%20Stores",
    );
    expect(reminder.text).toBe(
      [
        "Dear Lakshmi Stores,",
        "₹3,100.50 is due to Punarvana Eco Products as of 27-Nov-2026.",
        "Oldest unpaid invoice: PE/R7/2627/0001 of 01-Oct-2026 (₹600.00 unpaid, 57 days).",
        `Pay by UPI: ${reminder.upiUri}`,
        "Thank you.",
      ].join("\n"),
    );
  });

  it("leaves the amount to the payer above the UPI limit, and says so", () => {
    const reminder = reminderText(duesOf([1_50_000_00]), SELLER, "2026-11-27");
    expect(reminder.upiUri).not.toContain("am=");
    expect(reminder.text).toContain("enter the amount: UPI takes at most ₹1,00,000.00 at once");
  });

  it("has no link without the seller's UPI address, and says nothing is due when nothing is", () => {
    expect(reminderText(duesOf([500_00]), { legalName: "Punarvana" }, "2026-11-27").upiUri).toBeNull();
    const paid = reminderText(duesOf([500_00], 500_00), SELLER, "2026-11-27");
    expect(paid).toEqual({
      text: "Dear Lakshmi Stores, nothing is due to Punarvana Eco Products as of 27-Nov-2026. Thank you.",
      upiUri: null,
    });
  });
});
