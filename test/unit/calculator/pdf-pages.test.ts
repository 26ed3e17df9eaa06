import { describe, expect, it } from "vitest";
import { A4_PT, clampPixelScale, pageHeightInCssPx, planPageSlices } from "~/calculator/pdf-pages";

describe("PDF page layout", () => {
  it("clamps the pixel scale to 1…3", () => {
    expect(clampPixelScale(0.5)).toBe(1);
    expect(clampPixelScale(1)).toBe(1);
    expect(clampPixelScale(2.625)).toBe(2.625);
    expect(clampPixelScale(4)).toBe(3);
    expect(clampPixelScale(undefined)).toBe(1);
    expect(clampPixelScale(Number.NaN)).toBe(1);
  });

  it("fits 1100 px across A4 less 20 pt margins", () => {
    // content 555.28 × 801.89 pt; 1100 px across → 1588.5 px down
    expect(A4_PT).toEqual({ width: 595.28, height: 841.89 });
    expect(pageHeightInCssPx(1100)).toBeCloseTo((801.89 * 1100) / 555.28, 6);
  });

  it("keeps a short invoice on one page", () => {
    expect(planPageSlices(900, 1588, [100, 200])).toEqual([[0, 900]]);
  });

  it("cuts at the last row boundary that fits", () => {
    expect(planPageSlices(2500, 1000, [300, 950, 1020, 1900, 2100])).toEqual([
      [0, 950],
      [950, 1900],
      [1900, 2500],
    ]);
  });

  it("cuts at the page height when no boundary is near enough", () => {
    expect(planPageSlices(2500, 1000, [100])).toEqual([
      [0, 1000],
      [1000, 2000],
      [2000, 2500],
    ]);
  });

  it("covers the whole rendering without gaps", () => {
    const breaks = Array.from({ length: 80 }, (_, index) => 40 + index * 37.5);
    const slices = planPageSlices(3100, 1588.5, breaks);
    expect(slices[0]?.[0]).toBe(0);
    expect(slices.at(-1)?.[1]).toBe(3100);
    for (let i = 1; i < slices.length; i += 1) expect(slices[i]?.[0]).toBe(slices[i - 1]?.[1]);
    for (const [top, bottom] of slices) expect(bottom - top).toBeLessThanOrEqual(1588.5);
  });
});
