import type { DocumentKind } from "./document-numbering";
import { buyerProblems, type Buyer } from "./parties";

/**
 * Which document Save PDF and Print make (docs/calculator.md, "Documents"). A quotation can always be
 * made. A tax invoice needs a configured seller, the buyer's name, billing address and state (and a
 * valid GSTIN of that state when one is given), at least one line, and the browser's storage, without
 * which its number could be used twice. Until then the rep is told exactly what is missing, and the
 * document made is a quotation.
 */

export interface ReadinessInput {
  readonly chosen: DocumentKind;
  readonly sellerProblems: readonly string[];
  readonly buyer: Buyer;
  readonly lineCount: number;
  readonly storageAvailable: boolean;
}

export interface Readiness {
  /** The document Save PDF and Print make now. */
  readonly kind: DocumentKind;
  /** Why the chosen tax invoice cannot be made yet; empty when it can (or a quotation was chosen). */
  readonly missing: readonly string[];
}

export const STORAGE_MISSING =
  "This browser is not keeping data for this site (private mode or storage turned off), so invoice numbers could repeat.";

export function documentReadiness(input: ReadinessInput): Readiness {
  if (input.chosen === "quotation") return { kind: "quotation", missing: [] };
  const missing = [
    ...input.sellerProblems,
    ...buyerProblems(input.buyer).map((problem) => problem.message),
    ...(input.lineCount === 0 ? ["The invoice has no lines."] : []),
    ...(input.storageAvailable ? [] : [STORAGE_MISSING]),
  ];
  return { kind: missing.length === 0 ? "tax-invoice" : "quotation", missing };
}
