import { afterEach, describe, expect, it } from "vitest";

import { PHONE_BENCHMARK_INDEX, calibrationLine, cpuSlowdownFor } from "../../../bench/calibration.mjs";
import { KEY_PAGES, PAGE_OF_ROUTE, pagesNamedBy } from "../../../bench/key-pages.mjs";

/** The phone benchmarks' calibration: every host slowed to the same budget phone. */
describe("cpuSlowdownFor", () => {
  it("slows a host by its benchmark index over the phone's", () => {
    expect(cpuSlowdownFor(1600)).toBe(4);
    expect(cpuSlowdownFor(1000)).toBe(2.5);
    expect(cpuSlowdownFor(PHONE_BENCHMARK_INDEX)).toBe(1);
  });

  it("never speeds a host slower than the phone up", () => {
    expect(cpuSlowdownFor(250)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
  });

  it("names the range of indexes and slowdowns measured", () => {
    expect(calibrationLine([1200, 1600, 2000])).toMatch(
      /^benchmark index 1200–2000 \(median 1600\) → CPU slowdown 3\.00–5\.00×/,
    );
    expect(calibrationLine([800])).toMatch(/^benchmark index 800 → CPU slowdown 2\.00–2\.00×/);
  });
});

describe("pagesNamedBy", () => {
  afterEach(() => {
    delete process.env.BENCH_TEST_PAGES;
  });

  it("runs every key page unless told otherwise", () => {
    expect(pagesNamedBy("BENCH_TEST_PAGES")).toEqual(KEY_PAGES);
  });

  it("takes key pages by their path or its start, and other paths as they are", () => {
    process.env.BENCH_TEST_PAGES = "/,price-calculation,collections/incense,/about-us";
    expect(pagesNamedBy("BENCH_TEST_PAGES")).toEqual([
      "/",
      "/price-calculation",
      "/collections/incense?sort=price-ascending&page=2",
      "/about-us",
    ]);
  });

  it("picks from another list when given one: a URL of every page route", () => {
    const everyPage = Object.values(PAGE_OF_ROUTE);
    expect(pagesNamedBy("BENCH_TEST_PAGES", everyPage)).toEqual(everyPage);
    process.env.BENCH_TEST_PAGES = "no-such,blog/2";
    expect(pagesNamedBy("BENCH_TEST_PAGES", everyPage)).toEqual(["/no-such-page", "/blog/2"]);
  });
});
