import { useId, useRef, useState, type FormEvent, type RefObject } from "react";

import {
  EMPTY_LINE_ENTRY,
  clampQuantityInput,
  entryForProduct,
  entryProduct,
  validateLineEntry,
  type LineEntry,
  type LineEntryField,
} from "~/calculator/arithmetic/add-line";
import type { InvoiceLine } from "~/calculator/arithmetic/invoice";
import {
  MODE_OPTION_LABELS,
  describeOrderedQuantity,
  packingSizeBasis,
  rateBasis,
} from "~/calculator/arithmetic/invoice-labels";
import { isQuantityMode, modeFitsUnit, quantityModesFor } from "~/calculator/arithmetic/quantity-modes";
import type { PriceListItem } from "~/calculator/price-list/price-list-item";
import { StatusMessage } from "~/calculator/ui/StatusMessage";
import { newLineId } from "~/calculator/ui/use-calculator";

import { LinePreview } from "./LinePreview";
import { ProductCombobox, type ProductComboboxHandle } from "./ProductCombobox";

interface AddLineItemCardProps {
  items: readonly PriceListItem[];
  entry: LineEntry;
  onEntryChange: (entry: Partial<LineEntry>) => void;
  onEntryReplace: (entry: LineEntry) => void;
  onAdd: (line: InvoiceLine, nextEntry: LineEntry) => void;
}

/**
 * "Add Line Item": pick a product, adjust quantity, mode (only the modes that fit the product), rate and
 * packing size, see what the line will be, add it.
 */
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
    product: useRef<ProductComboboxHandle>(null),
    quantity: useRef<HTMLInputElement>(null),
    mode: useRef<HTMLSelectElement>(null),
    rate: useRef<HTMLInputElement>(null),
    packingSize: useRef<HTMLInputElement>(null),
  };
  const messageId = (field: LineEntryField) => `${id}-${field}-message`;

  const selected = entryProduct(entry, items);
  const modes = quantityModesFor(selected?.packingUnit ?? "pcs");
  const modeFits = modeFitsUnit(entry.mode, selected?.packingUnit ?? "pcs");

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
    // Ready for the next product, with the suggestions closed until the rep types.
    fieldRefs.product.current?.focus({ listClosed: true });
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
              ref={fieldRefs.mode}
              id={`${id}-mode`}
              value={modeFits ? entry.mode : ""}
              aria-invalid={Boolean(errors.mode) || undefined}
              aria-describedby={messageId("mode")}
              onChange={(event) => {
                if (isQuantityMode(event.target.value)) onEntryChange({ mode: event.target.value });
                clearError("mode");
                clearError("packingSize");
              }}
            >
              {modeFits ? null : (
                <option value="" disabled>
                  Choose
                </option>
              )}
              {modes.map((mode) => (
                <option key={mode} value={mode}>
                  {MODE_OPTION_LABELS[mode]}
                </option>
              ))}
            </select>
            <StatusMessage id={messageId("mode")} tone="error">
              {errors.mode}
            </StatusMessage>
          </div>

          <DecimalField
            id={`${id}-rate`}
            label={`Rate (₹ per ${selected ? rateBasis(selected) : "unit"})`}
            inputRef={fieldRefs.rate}
            step={0.01}
            value={entry.rate}
            error={errors.rate}
            messageId={messageId("rate")}
            onChange={(rate) => {
              onEntryChange({ rate });
              clearError("rate");
            }}
          />

          <DecimalField
            id={`${id}-packing`}
            label={`Packing size (${selected ? packingSizeBasis(selected.packingUnit) : "per carton or bag"})`}
            inputRef={fieldRefs.packingSize}
            step="any"
            value={entry.packingSize}
            error={errors.packingSize}
            messageId={messageId("packingSize")}
            onChange={(packingSize) => {
              onEntryChange({ packingSize });
              clearError("packingSize");
            }}
          />
        </div>

        <LinePreview id={`${id}-preview`} entry={entry} items={items} product={selected} />

        <div className="calc-card-actions">
          <button
            type="submit"
            className="calc-button calc-button-primary"
            aria-describedby={`${id}-preview`}
          >
            Add to List
          </button>
          <StatusMessage id={`${id}-added`}>{added}</StatusMessage>
        </div>
      </form>
    </section>
  );
}

interface DecimalFieldProps {
  id: string;
  label: string;
  inputRef: RefObject<HTMLInputElement>;
  step: number | "any";
  value: string;
  error: string | undefined;
  messageId: string;
  onChange: (value: string) => void;
}

/** A labelled non-negative decimal input with its error message (the rate and the packing size). */
function DecimalField({ id, label, inputRef, step, value, error, messageId, onChange }: DecimalFieldProps) {
  return (
    <div className="calc-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={messageId}
        onChange={(event) => onChange(event.target.value)}
      />
      <StatusMessage id={messageId} tone="error">
        {error}
      </StatusMessage>
    </div>
  );
}
