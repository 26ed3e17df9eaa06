import { describe, expect, it } from "vitest";

import { changeSeriesCode, readSeriesCode, seriesCodeChangeable } from "~/calculator/device/series-code";

const india = (text: string) => Date.parse(`${text}+05:30`);
const now = india("2026-11-05T10:00:00");

describe("the device's series code", () => {
  it("is read back only when it is a code", () => {
    expect(readSeriesCode("R7")).toBe("R7");
    expect(readSeriesCode("r7")).toBeNull();
    expect(readSeriesCode("ABCD")).toBeNull();
    expect(readSeriesCode(null)).toBeNull();
  });

  it("is set from what the rep types, in capitals without spaces", () => {
    expect(
      changeSeriesCode({ typed: " r 7 ", current: null, counters: {}, invoicePrefix: "PE", now }),
    ).toEqual({
      ok: true,
      code: "R7",
    });
    expect(
      changeSeriesCode({ typed: "R/7", current: null, counters: {}, invoicePrefix: "PE", now }),
    ).toMatchObject({
      ok: false,
    });
    expect(
      changeSeriesCode({ typed: "ABC", current: null, counters: {}, invoicePrefix: "XYZ", now }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining("at most 2") as unknown,
    });
  });

  it("changes only before the device's first number of the financial year under it", () => {
    const lastYear = { "PE/R7/2526": 120 };
    expect(seriesCodeChangeable({ current: "R7", counters: lastYear, now })).toBe(true);
    expect(
      changeSeriesCode({ typed: "K2", current: "R7", counters: lastYear, invoicePrefix: "PE", now }),
    ).toEqual({
      ok: true,
      code: "K2",
    });
    const thisYear = { ...lastYear, "Q/R7/2627": 1 };
    expect(seriesCodeChangeable({ current: "R7", counters: thisYear, now })).toBe(false);
    const refused = changeSeriesCode({
      typed: "K2",
      current: "R7",
      counters: thisYear,
      invoicePrefix: "PE",
      now,
    });
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining("stays R7") as unknown });
    // Typing the same code again is no change.
    expect(
      changeSeriesCode({ typed: "R7", current: "R7", counters: thisYear, invoicePrefix: "PE", now }),
    ).toEqual({
      ok: true,
      code: "R7",
    });
    // From 1 April it may change again.
    expect(
      seriesCodeChangeable({ current: "R7", counters: thisYear, now: india("2027-04-01T00:00:00") }),
    ).toBe(true);
  });
});
