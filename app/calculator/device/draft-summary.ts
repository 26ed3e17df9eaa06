import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import type { Paise } from "~/money/money";

import type { DraftRecord } from "./drafts";

/** A draft as the list of drafts shows it (docs/calculator.md, "Drafts"). */

export interface DraftSummary {
  readonly id: string;
  /** The customer's name, or "" when none is typed yet. */
  readonly customer: string;
  readonly lineCount: number;
  readonly roundedTotal: Paise;
  readonly updatedAt: number;
}

export function summariseDraft(record: DraftRecord): DraftSummary {
  const { draft } = record;
  return {
    id: record.id,
    customer: draft.buyer.name.trim(),
    lineCount: draft.lines.length,
    roundedTotal: invoiceTotals(draft.lines, draft.settings).roundedTotal,
    updatedAt: record.updatedAt,
  };
}
