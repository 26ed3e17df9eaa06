import { useMemo } from "react";

import { validateLineEntry, type LineEntry } from "~/calculator/arithmetic/add-line";
import { lineBreakdown } from "~/calculator/arithmetic/invoice";
import { schemeLabel } from "~/calculator/arithmetic/invoice-labels";
import { slabHint } from "~/calculator/arithmetic/line-insights";
import { lineView } from "~/calculator/documents/line-view";
import type { PriceListItem } from "~/calculator/price-list/price-list-item";

interface LinePreviewProps {
  id: string;
  entry: LineEntry;
  items: readonly PriceListItem[];
  /** The product the form is about, if any. */
  product: PriceListItem | undefined;
}

/**
 * The product's scheme and MRP, and what Add to List would add, before it is added: billed and free,
 * the amount, and the next-slab hint (nothing while the form is incomplete: Add to List then says what
 * is missing). Not a live region, since it changes with every keystroke; Add to List is described by
 * it instead.
 */
export function LinePreview({ id, entry, items, product }: LinePreviewProps) {
  const preview = useMemo(() => {
    const result = validateLineEntry(entry, items, "preview");
    if (!result.ok) return null;
    const view = lineView(result.line, 1);
    return { view, hint: slabHint(result.line, lineBreakdown(result.line)) };
  }, [entry, items]);
  return (
    <p id={id} className="calc-preview">
      {product ? (
        <span className="calc-hint">
          {schemeLabel(product.scheme)} · {product.category}, in {product.packingUnit}
          {product.productMrp ? ` · MRP ₹${product.productMrp}` : ""}
        </span>
      ) : null}
      {preview ? (
        <>
          <span>
            Will add {preview.view.quantity}
            {preview.view.free ? ` + ${preview.view.free} free` : ""}: <strong>{preview.view.amount}</strong>
          </span>
          {preview.hint ? <span className="calc-slab-hint">Tip: {preview.hint}</span> : null}
        </>
      ) : product ? null : (
        <span className="calc-hint">Pick a product and a quantity to see the line before adding it.</span>
      )}
    </p>
  );
}
