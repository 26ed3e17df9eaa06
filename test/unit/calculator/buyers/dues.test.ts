import { describe, expect, it } from "vitest";

import { learnFromDocuments } from "~/calculator/buyers/buyer-book";
import { ageBand, buyerDues, daysBetween, duesOverview, accountsByBuyer } from "~/calculator/buyers/dues";

import { KEY, invoice, note, payment } from "./fixtures";

const OTHER = "name:om traders|9810012345";

describe("ages", () => {
  it("counts whole days and puts them in the bands 0–30, 31–60, 61–90, over 90", () => {
    expect(daysBetween("2026-10-01", "2026-11-01")).toBe(31);
    expect(daysBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(ageBand)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
});

describe("what a buyer owes", () => {
  it("lists each open invoice with its age and what is left of it, oldest first", () => {
    const [account] = accountsByBuyer(
      [],
      [
        invoice("PE/R7/2627/0001", "2026-07-01", 1000_00),
        invoice("PE/R7/2627/0002", "2026-09-15", 2000_00),
        note("credit-note", "CN/R7/2627/0001", "PE/R7/2627/0002", "2026-09-20", 500_00),
        invoice("PE/R7/2627/0003", "2026-11-20", 300_00),
      ],
      [payment("RV/R7/2627/0001", "2026-10-01", 600_00, { mode: "cash" })],
    ).values();
    const dues = buyerDues(account!, "2026-11-27");
    expect(dues.balance).toBe(1000_00 + 2000_00 - 500_00 + 300_00 - 600_00);
    expect(dues.open).toEqual([
      { number: "PE/R7/2627/0001", date: "2026-07-01", amount: 1000_00, open: 400_00, ageDays: 149 },
      { number: "PE/R7/2627/0002", date: "2026-09-15", amount: 1500_00, open: 1500_00, ageDays: 73 },
      { number: "PE/R7/2627/0003", date: "2026-11-20", amount: 300_00, open: 300_00, ageDays: 7 },
    ]);
    expect(dues.bands).toEqual([300_00, 0, 1500_00, 400_00]);
    expect(dues.lastPayment).toEqual({
      number: "RV/R7/2627/0001",
      date: "2026-10-01",
      amount: 600_00,
      mode: "cash",
    });
  });

  it("puts a note with its invoice's buyer even when the note's buyer was typed differently", () => {
    const accounts = accountsByBuyer(
      [],
      [
        invoice("PE/R7/2627/0001", "2026-07-01", 1000_00),
        note("credit-note", "CN/R7/2627/0001", "PE/R7/2627/0001", "2026-07-05", 100_00, { buyerKey: OTHER }),
      ],
      [],
    );
    expect([...accounts.keys()]).toEqual([KEY]);
  });
});

describe("the dues overview", () => {
  it("orders the buyers who owe by amount, then those with an advance, with the bands' totals", () => {
    const { book } = learnFromDocuments(
      [],
      [
        {
          buyer: { name: "Om Traders", address: "", gstin: "", stateCode: "07", phone: "9810012345" },
          issuedAt: 1,
        },
      ],
    );
    const overview = duesOverview(
      book,
      [
        invoice("PE/R7/2627/0001", "2026-11-01", 1000_00),
        invoice("PE/R7/2627/0002", "2026-08-01", 5000_00, { buyerKey: OTHER, buyerName: "om traders" }),
        invoice("PE/R7/2627/0003", "2026-08-01", 700_00, {
          buyerKey: "gstin:29AAGCB7383J1Z4",
          buyerName: "Kaveri",
        }),
      ],
      [
        payment("RV/R7/2627/0001", "2026-11-02", 900_00, { buyerKey: "gstin:29AAGCB7383J1Z4" }),
        payment("RV/R7/2627/0002", "2026-11-02", 5000_00, { buyerKey: OTHER }),
      ],
      "2026-11-27",
    );
    expect(overview.buyers.map((buyer) => [buyer.name, buyer.balance])).toEqual([
      ["Lakshmi Stores", 1000_00],
      ["Kaveri", -200_00],
    ]);
    expect(overview).toMatchObject({ bands: [1000_00, 0, 0, 0], totalDue: 1000_00, totalAdvance: 200_00 });
  });
});
