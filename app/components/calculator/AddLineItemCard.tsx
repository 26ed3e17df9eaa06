import { useId, useRef, useState, type FormEvent } from "react";

import {
  EMPTY_LINE_ENTRY,
  clampQuantityInput,
  entryForProduct,
  findProduct,
  validateLineEntry,
  type LineEntry,
  type LineEntryField,
} from "~/calculator/add-line";
import { QUANTITY_MODES, isQuantityMode, type InvoiceLine } from "~/calculator/invoice";
import {
  MODE_OPTION_LABELS,
  describeOrderedQuantity,
  packingSizeBasis,
  rateBasis,
  schemeLabel,
} from "~/calculator/invoice-labels";
import type { PriceListItem } from "~/calculator/price-list-item";

import { ProductCombobox } from "./ProductCombobox";
import { StatusMessage } from "./StatusMessage";
import { newLineId } from "./use-calculator";

interface AddLineItemCardProps {
  items: readonly PriceListItem[];
  entry: LineEntry;
  onEntryChange: (entry: Partial<LineEntry>) => void;
  onEntryReplace: (entry: LineEntry) => void;
  onAdd: (line: InvoiceLine, nextEntry: LineEntry) => void;
}

/** Spec §4 "Add Line Item": pick a product, adjust quantity, mode, rate and packing size, add it. */
export function AddLineItemCard({
  items,
  entry,
  onEntryChange,
  onEntryReplace,
  onAdd,
}: AddLineItemCardProps) {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<LineEntryField, string>>>({});
  const [added, setAdded] = useState("");
  const fieldRefs = {
    product: useRef<HTMLInputElement>(null),
    quantity: useRef<HTMLInputElement>(null),
    rate: useRef<HTMLInputElement>(null),
    packingSize: useRef<HTMLInputElement>(null),
  };
  const messageId = (field: LineEntryField) => `${id}-${field}-message`;

  const selected = entry.selectedName ? findProduct(items, entry.selectedName) : undefined;

  function clearError(field: LineEntryField) {
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateLineEntry(entry, items, newLineId());
    if (!result.ok) {
      setErrors(result.errors);
      setAdded("");
      fieldRefs[result.firstInvalid].current?.focus();
      return;
    }
    setErrors({});
    setAdded(
      `Added ${describeOrderedQuantity(result.line.quantity, result.line.mode)} of ${result.line.name}.`,
    );
    onAdd(result.line, EMPTY_LINE_ENTRY);
    fieldRefs.product.current?.focus();
  }

  return (
    <section className="calc-card calc-add-line" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Add Line Item</h2>
      <form onSubmit={onSubmit} noValidate>
        <div className="calc-field calc-field-wide">
          <ProductCombobox
            ref={fieldRefs.product}
            items={items}
            query={entry.productQuery}
            selectedName={entry.selectedName}
            describedBy={messageId("product")}
            invalid={Boolean(errors.product)}
            onQueryChange={(productQuery) => {
              onEntryChange({ productQuery, selectedName: null });
              clearError("product");
            }}
            onSelect={(item) => {
              onEntryReplace(entryForProduct(entry, item));
              setErrors({});
            }}
          />
          <StatusMessage id={messageId("product")} tone="error">
            {errors.product}
          </StatusMessage>
        </div>

        <div className="calc-field-row">
          <div className="calc-field">
            <label htmlFor={`${id}-quantity`}>Quantity</label>
            <input
              ref={fieldRefs.quantity}
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={entry.quantity}
              aria-invalid={Boolean(errors.quantity) || undefined}
              aria-describedby={messageId("quantity")}
              onChange={(event) => {
                onEntryChange({ quantity: clampQuantityInput(event.target.value) });
                clearError("quantity");
              }}
            />
            <StatusMessage id={messageId("quantity")} tone="error">
              {errors.quantity}
            </StatusMessage>
          </div>

          <div className="calc-field">
            <label htmlFor={`${id}-mode`}>Mode</label>
            <select
              id={`${id}-mode`}
              value={entry.mode}
              onChange={(event) => {
                if (isQuantityMode(event.target.value)) onEntryChange({ mode: event.target.value });
                clearError("packingSize");
              }}
            >
              {QUANTITY_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {MODE_OPTION_LABELS[mode]}
                </option>
              ))}
            </select>
          </div>

          <div className="calc-field">
            <label htmlFor={`${id}-rate`}>Rate (₹ per {selected ? rateBasis(selected) : "unit"})</label>
            <input
              ref={fieldRefs.rate}
              id={`${id}-rate`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={entry.rate}
              aria-invalid={Boolean(errors.rate) || undefined}
              aria-describedby={messageId("rate")}
              onChange={(event) => {
                onEntryChange({ rate: event.target.value });
                clearError("rate");
              }}
            />
            <StatusMessage id={messageId("rate")} tone="error">
              {errors.rate}
            </StatusMessage>
          </div>

          <div className="calc-field">
            <label htmlFor={`${id}-packing`}>
              Packing size ({selected ? packingSizeBasis(selected.packingUnit) : "per carton or bag"})
            </label>
            <input
              ref={fieldRefs.packingSize}
              id={`${id}-packing`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={entry.packingSize}
              aria-invalid={Boolean(errors.packingSize) || undefined}
              aria-describedby={messageId("packingSize")}
              onChange={(event) => {
                onEntryChange({ packingSize: event.target.value });
                clearError("packingSize");
              }}
            />
            <StatusMessage id={messageId("packingSize")} tone="error">
              {errors.packingSize}
            </StatusMessage>
          </div>
        </div>

        <p className="calc-selected-product">
          {selected ? (
            <>
              <span>{schemeLabel(selected.scheme)}</span>
              <span>Unit: {selected.packingUnit}</span>
              <span>Category: {selected.category}</span>
              {selected.productMrp ? <span>MRP: ₹{selected.productMrp}</span> : null}
            </>
          ) : (
            <span>No product selected.</span>
          )}
        </p>

        <div className="calc-card-actions">
          <button type="submit" className="calc-button calc-button-primary">
            Add to List
          </button>
          <StatusMessage id={`${id}-added`}>{added}</StatusMessage>
        </div>
      </form>
    </section>
  );
}
