import type { InvoiceLine } from "~/calculator/arithmetic/invoice";

import type { DocumentKind } from "./document-numbering";

/**
 * The warning for a tax invoice with a line that has no HSN code (docs/calculator.md, "HSN codes on a
 * tax invoice"). It warns and never blocks: whether every line must carry a code, and how many digits,
 * depends on the seller's turnover and on whether the buyer is registered, which the calculator does
 * not know. Quotations are not tax invoices and are never warned about.
 */

/** How many lines the warning names before it only counts the rest, so it stays short on a phone. */
const NAMED_LINES = 3;

export interface LineWithoutHsn {
  /** The line's number on the document, from 1. */
  readonly position: number;
  readonly name: string;
}

/** The lines with no HSN code (blank or only spaces), by their number on the document. */
export function linesWithoutHsn(lines: readonly Pick<InvoiceLine, "name" | "hsn">[]): LineWithoutHsn[] {
  return lines.flatMap((line, index) =>
    line.hsn.trim() === "" ? [{ position: index + 1, name: line.name }] : [],
  );
}

/** What the rep is told before saving or printing a tax invoice with such lines; null when nothing. */
export function missingHsnWarning(
  kind: DocumentKind,
  lines: readonly Pick<InvoiceLine, "name" | "hsn">[],
): string | null {
  if (kind !== "tax-invoice") return null;
  const missing = linesWithoutHsn(lines);
  if (missing.length === 0) return null;
  const named = missing.slice(0, NAMED_LINES).map((line) => `${line.position} (${line.name})`);
  const more = missing.length - named.length;
  const list = more > 0 ? `${named.join(", ")} and ${more} more` : joinAnd(named);
  const which = missing.length === 1 ? `line ${list}` : `lines ${list}`;
  return (
    `No HSN code on ${which}: a tax invoice should show each item's code. Load a price list that gives ` +
    "it and add the line again, or issue as it is only if your accountant agrees."
  );
}

function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
