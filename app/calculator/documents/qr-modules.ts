/**
 * A QR code's modules as horizontal runs of dark squares, so that the screen (one SVG path), the print
 * and the PDF (one filled rectangle per run) draw it as vectors, sharp at any size. The matrix is what
 * the `qrcode` library's `create()` gives: `size` × `size` modules, row by row, 1 for dark.
 */

export interface QrMatrix {
  readonly size: number;
  readonly data: ArrayLike<number>;
}

/** `length` dark modules from column `x` of row `y`. */
export interface ModuleRun {
  readonly x: number;
  readonly y: number;
  readonly length: number;
}

/** The light border a reader needs around the code, in modules (the QR standard's quiet zone). */
export const QUIET_ZONE = 4;

export function darkRuns(matrix: QrMatrix): ModuleRun[] {
  const { size, data } = matrix;
  if (!Number.isInteger(size) || size < 1 || data.length !== size * size) {
    throw new RangeError(`A QR matrix of size ${size} must have ${size * size} modules, not ${data.length}.`);
  }
  const runs: ModuleRun[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x += 1;
      runs.push({ x: start, y, length: x - start });
    }
  }
  return runs;
}

/** An SVG path of the runs, in module units offset by the quiet zone (viewBox 0 0 size+8 size+8). */
export function svgPathOf(runs: readonly ModuleRun[]): string {
  return runs
    .map((run) => `M${run.x + QUIET_ZONE} ${run.y + QUIET_ZONE}h${run.length}v1h-${run.length}z`)
    .join("");
}
