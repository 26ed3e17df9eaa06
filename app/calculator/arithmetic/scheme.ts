/**
 * Trade schemes as reps write them: "60+4 dozen", "10+1", "5+1 carton", "12 + 1 pcs", and the ways of
 * saying there is none ("no", "none", "n/a", "-", empty). docs/calculator.md, "Schemes".
 */

/** The unit a scheme is written in. `null` means the text named none (see {@link resolveSchemeUnit}). */
export type WrittenSchemeUnit = "dozen" | "piece" | "carton";

export interface Scheme {
  /** Units billed per cycle (b), at least 1. */
  readonly buy: number;
  /** Units free per cycle (f), 0 or more. */
  readonly free: number;
  readonly unit: WrittenSchemeUnit | null;
}

export type SchemeParseResult =
  | { readonly kind: "none" }
  | { readonly kind: "scheme"; readonly scheme: Scheme }
  | {
      readonly kind: "invalid";
      /** Not "buy+free", a unit word not known (`word`), or nothing billed (0+f). */
      readonly problem: "form" | "unit" | "buy";
      readonly word?: string;
    };

const NO_SCHEME = new Set(["", "no", "none", "n/a", "na", "nil", "-", "–", "—"]);

const UNIT_WORDS: Record<string, WrittenSchemeUnit> = {
  dozen: "dozen",
  dozens: "dozen",
  dz: "dozen",
  doz: "dozen",
  pcs: "piece",
  pieces: "piece",
  piece: "piece",
  pc: "piece",
  carton: "carton",
  cartons: "carton",
  ctn: "carton",
};

const SCHEME_PATTERN = /^(\d+)\s*\+\s*(\d+)\s*([a-z]*)\.?$/;

export function parseScheme(text: string | null | undefined): SchemeParseResult {
  const cleaned = (text ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  if (NO_SCHEME.has(cleaned)) return { kind: "none" };
  const match = SCHEME_PATTERN.exec(cleaned);
  if (!match) return { kind: "invalid", problem: "form" };
  const buy = Number(match[1]);
  const free = Number(match[2]);
  const word = match[3] ?? "";
  let unit: WrittenSchemeUnit | null = null;
  if (word !== "") {
    const known = UNIT_WORDS[word];
    if (!known) return { kind: "invalid", problem: "unit", word };
    unit = known;
  }
  if (buy < 1) return { kind: "invalid", problem: "buy" };
  return { kind: "scheme", scheme: { buy, free, unit } };
}

/** The unit a scheme actually counts in once the item is known. */
export type SchemeUnit = "dozen" | "piece" | "carton" | "kg" | "unit";

/**
 * With no unit written, a scheme counts in dozens for incense and otherwise in the item's
 * packing unit (pieces, kg or units).
 */
export function resolveSchemeUnit(
  scheme: Scheme,
  item: { readonly category: string; readonly packingUnit: "pcs" | "kg" | "unit" },
): SchemeUnit {
  if (scheme.unit) return scheme.unit;
  if (item.category === "incense") return "dozen";
  return item.packingUnit === "pcs" ? "piece" : item.packingUnit;
}

/**
 * Packing units in one unit of the scheme when that does not depend on the packing size: 12 for a
 * dozen, 1 for a piece, kg or unit; null for a carton (its packing size).
 */
export function schemeUnitSizeWithoutPacking(unit: SchemeUnit): number | null {
  switch (unit) {
    case "dozen":
      return 12;
    case "piece":
    case "kg":
    case "unit":
      return 1;
    case "carton":
      return null;
  }
}
