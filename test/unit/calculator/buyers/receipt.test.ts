import { describe, expect, it } from "vitest";

import { receiptFileName, receiptShareText, receiptView } from "~/calculator/buyers/receipt";

import { payment } from "./fixtures";

const PAID = payment("RV/R7/2627/0003", "2026-11-05", 12_500_00, {
  reference: "UTR 4471",
  receipt: {
    settled: [
      { number: "PE/R7/2627/0001", amount: 8_000_00 },
      { number: "PE/R7/2627/0002", amount: 4_000_00 },
    ],
    advance: 500_00,
  },
});

describe("a payment's receipt", () => {
  it("shows the number, date, amount in figures and words, mode, what it settled and the advance", () => {
    expect(receiptView(PAID)).toEqual({
      title: "Payment Receipt",
      number: "RV/R7/2627/0003",
      date: "05-Nov-2026",
      buyerName: "Lakshmi Stores",
      amount: "₹12,500.00",
      amountInWords: expect.stringMatching(/^Rupees Twelve Thousand Five Hundred/i),
      mode: "UPI (UTR 4471)",
      settled: [
        ["PE/R7/2627/0001", "₹8,000.00"],
        ["PE/R7/2627/0002", "₹4,000.00"],
      ],
      advance: "₹500.00",
      cancelled: null,
    });
  });

  it("says when it was cancelled and why", () => {
    const view = receiptView({
      ...PAID,
      mode: "cheque",
      reference: "",
      cancelled: { at: "2026-11-06T04:00:00.000Z", reason: "Cheque bounced" },
    });
    expect(view.cancelled).toBe("CANCELLED on 06-Nov-2026: Cheque bounced");
    expect(view.mode).toBe("Cheque");
  });

  it("is shared with a line naming the amount, mode and invoices, and saved under its number", () => {
    expect(receiptShareText(PAID, "Punarvana Eco")).toBe(
      "Punarvana Eco: receipt RV/R7/2627/0003. ₹12,500.00 received from Lakshmi Stores by UPI (UTR 4471) on 05-Nov-2026 against PE/R7/2627/0001 (₹8,000.00), PE/R7/2627/0002 (₹4,000.00). ₹500.00 kept as an advance. Thank you.",
    );
    expect(receiptFileName(PAID)).toBe("receipt-RV-R7-2627-0003.pdf");
  });
});
