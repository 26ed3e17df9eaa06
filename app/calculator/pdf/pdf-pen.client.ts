import type { jsPDF } from "jspdf";

/**
 * A thin pen over jsPDF for the calculator's documents: text in the embedded font at a size and weight,
 * wrapped to a width, measured; hairline rules and tinted bands. Coordinates in points from the page's
 * top left; text is placed by the top of its line box.
 */

export const FONT_FAMILY = "Roboto";
export const LINE_HEIGHT = 1.22;

export const COLOURS = {
  ink: "#2b1d14",
  muted: "#5e4f45",
  green: "#1d5c37",
  rule: "#c9bca8",
  band: "#eef4ee",
  cancelled: "#b00020",
} as const;

export interface TextStyle {
  readonly size: number;
  readonly bold?: boolean;
  readonly colour?: string;
  readonly align?: "left" | "right" | "center";
}

export class Pen {
  constructor(readonly doc: jsPDF) {}

  private use(style: TextStyle) {
    this.doc.setFont(FONT_FAMILY, style.bold ? "bold" : "normal");
    this.doc.setFontSize(style.size);
    this.doc.setTextColor(style.colour ?? COLOURS.ink);
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  /** The text broken into lines no wider than `width` (at most `maxLines`, the last one cut with "…"). */
  wrap(text: string, width: number, style: TextStyle, maxLines = Infinity): string[] {
    if (text === "") return [];
    this.use(style);
    const lines = text
      .split("\n")
      .flatMap((paragraph) => this.doc.splitTextToSize(paragraph, width) as string[]);
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s*\S{0,2}$/, "")}…`;
    return kept;
  }

  /** Height of `lines` lines of text in this style. */
  height(lines: number, style: TextStyle): number {
    return lines * this.lineHeight(style);
  }

  width(text: string, style: TextStyle): number {
    this.use(style);
    return this.doc.getTextWidth(text);
  }

  /** Draw lines of text from `y` down; `x` is the left edge, or the right edge or centre when aligned so. */
  text(lines: string | readonly string[], x: number, y: number, style: TextStyle): number {
    const list = typeof lines === "string" ? [lines] : lines;
    if (list.length === 0) return 0;
    this.use(style);
    list.forEach((line, index) => {
      this.doc.text(line, x, y + index * this.lineHeight(style), {
        baseline: "top",
        align: style.align ?? "left",
      });
    });
    return this.height(list.length, style);
  }

  rule(x1: number, y: number, x2: number, colour: string = COLOURS.rule, weight = 0.5) {
    this.doc.setDrawColor(colour);
    this.doc.setLineWidth(weight);
    this.doc.line(x1, y, x2, y);
  }

  band(x: number, y: number, width: number, height: number, colour: string = COLOURS.band) {
    this.doc.setFillColor(colour);
    this.doc.rect(x, y, width, height, "F");
  }

  /** An outlined rectangle. */
  frame(x: number, y: number, width: number, height: number, colour: string, weight = 1) {
    this.doc.setDrawColor(colour);
    this.doc.setLineWidth(weight);
    this.doc.rect(x, y, width, height, "S");
  }

  /** The brand's mark: a leaf and a petal in a ring, drawn in vectors. */
  logo(x: number, y: number, size: number) {
    const { doc } = this;
    const s = size / 40;
    doc.setDrawColor(COLOURS.green);
    doc.setLineWidth(1.5 * s);
    doc.setFillColor("#e9f3ea");
    doc.circle(x + 20 * s, y + 20 * s, 19 * s, "FD");
    doc.setFillColor("#2f7d4b");
    doc.lines(
      [
        [0, -9 * s, 4 * s, -15 * s, 11 * s, -18 * s],
        [-1 * s, 9 * s, -5 * s, 15 * s, -11 * s, 18 * s],
      ],
      x + 20 * s,
      y + 31 * s,
      [1, 1],
      "F",
      true,
    );
    doc.setFillColor("#e8891d");
    doc.lines(
      [
        [0, -7 * s, -3 * s, -12 * s, -9 * s, -14 * s],
        [0, 7 * s, 3 * s, 12 * s, 9 * s, 14 * s],
      ],
      x + 20 * s,
      y + 31 * s,
      [1, 1],
      "F",
      true,
    );
    doc.line(x + 20 * s, y + 31 * s, x + 20 * s, y + 18 * s);
  }
}
