import QRCode from "qrcode";
import { describe, expect, it } from "vitest";

import { QUIET_ZONE, darkRuns, svgPathOf } from "~/calculator/documents/qr-modules";

/** The matrix drawn back from its runs. */
function redraw(size: number, runs: ReturnType<typeof darkRuns>): number[] {
  const data = new Array<number>(size * size).fill(0);
  for (const run of runs) for (let x = run.x; x < run.x + run.length; x += 1) data[run.y * size + x] = 1;
  return data;
}

describe("darkRuns", () => {
  it("gives back exactly the dark modules of real QR codes, in maximal runs", () => {
    for (const text of [
      "upi://pay?pa=punarvana@okaxis&pn=Punarvana&am=1234.00&cu=INR&tn=PE%2F2026-27%2F0001",
      "x",
    ]) {
      const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
      const runs = darkRuns(modules);
      expect(redraw(modules.size, runs)).toEqual([...modules.data]);
      // Maximal: no two runs touch on a row.
      for (const [index, run] of runs.entries()) {
        const next = runs[index + 1];
        if (next && next.y === run.y) expect(next.x).toBeGreaterThan(run.x + run.length);
      }
    }
  });

  it("holds for random matrices too", () => {
    for (let trial = 0; trial < 200; trial += 1) {
      const size = 1 + (trial % 13);
      const data = Array.from({ length: size * size }, () => (Math.random() < 0.5 ? 1 : 0));
      expect(redraw(size, darkRuns({ size, data }))).toEqual(data);
    }
  });

  it("refuses a matrix whose modules do not make a square", () => {
    expect(() => darkRuns({ size: 3, data: [1, 0, 1] })).toThrow(RangeError);
    expect(() => darkRuns({ size: 0, data: [] })).toThrow(RangeError);
  });
});

describe("svgPathOf", () => {
  it("draws each run as one rectangle, inside the quiet zone", () => {
    expect(
      svgPathOf([
        { x: 0, y: 0, length: 3 },
        { x: 5, y: 2, length: 1 },
      ]),
    ).toBe(`M${QUIET_ZONE} ${QUIET_ZONE}h3v1h-3zM${5 + QUIET_ZONE} ${2 + QUIET_ZONE}h1v1h-1z`);
    expect(svgPathOf([])).toBe("");
  });
});
