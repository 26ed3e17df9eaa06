import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import { indiaClockText, indiaShortDate } from "~/calculator/documents/india-time";

const intlClock = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Asia/Kolkata",
});
const intlDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

// Written with a plain space (some ICU versions put a narrow one before "am"/"pm").
const plain = (text: string) => text.replace(/\s/g, " ");

describe("India time without Intl", () => {
  it("writes the clock and the date as Intl's en-IN does, around midnight and noon in India", () => {
    const midnight = Date.UTC(2026, 10, 27, 18, 30, 0); // 28 Nov 2026, 00:00 in India
    expect(indiaClockText(midnight)).toBe("Sat, 28 Nov, 2026, 12:00:00 am");
    expect(indiaClockText(midnight - 1000)).toBe("Fri, 27 Nov, 2026, 11:59:59 pm");
    expect(indiaClockText(midnight + 12 * 3_600_000 + 5_000)).toBe("Sat, 28 Nov, 2026, 12:00:05 pm");
    expect(indiaShortDate(midnight)).toBe("28 Nov 2026");
    expect(indiaShortDate(midnight - 1)).toBe("27 Nov 2026");
  });

  it("agrees with Intl on any instant from 1970 to 2100", () => {
    const random = seededRandom(5);
    for (let run = 0; run < 2000; run += 1) {
      const instant = Math.floor(random() * Date.UTC(2100, 0, 1));
      expect(indiaClockText(instant), String(instant)).toBe(plain(intlClock.format(instant)));
      expect(indiaShortDate(instant), String(instant)).toBe(plain(intlDate.format(instant)));
    }
  });
});
