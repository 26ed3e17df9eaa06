import { useId, useState, type ChangeEvent } from "react";

import type { StoredPriceList } from "~/calculator/invoice-draft";
import { describePriceListError, parsePriceListFile } from "~/calculator/price-list-file";
import type { PriceListItem } from "~/calculator/price-list-item";

import { StatusMessage } from "./StatusMessage";

/** Files larger than this are not price lists (the built-in list is about 6 kB as CSV). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Bad rows listed by name in the status area; the rest are counted. */
const MAX_LISTED_ERRORS = 10;

interface PriceListControlsProps {
  list: StoredPriceList;
  count: number;
  onUseFallback: () => void;
  onClear: () => void;
  onLoad: (fileName: string, items: PriceListItem[]) => void;
}

interface ListMessage {
  text: string;
  tone: "info" | "error";
  details?: string[];
}

/** Use fallback list, Clear products, load your own list, and the product count. */
export function PriceListControls({ list, count, onUseFallback, onClear, onLoad }: PriceListControlsProps) {
  const id = useId();
  const [message, setMessage] = useState<ListMessage | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Let the same file be chosen again after it has been fixed.
    input.value = "";
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setMessage({
        tone: "error",
        text: `${file.name} is too large for a price list (over 2 MB). Nothing was loaded.`,
      });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setMessage({ tone: "error", text: `Could not read ${file.name}. Nothing was loaded.` });
      return;
    }
    const result = parsePriceListFile(file.name, text);
    const listed = result.errors.slice(0, MAX_LISTED_ERRORS).map(describePriceListError);
    if (result.errors.length > MAX_LISTED_ERRORS)
      listed.push(`…and ${result.errors.length - MAX_LISTED_ERRORS} more.`);
    if (result.items.length === 0) {
      setMessage({
        tone: "error",
        text: `No products loaded from ${file.name}; the current list is unchanged.`,
        details: listed,
      });
      return;
    }
    onLoad(file.name, result.items);
    const skipped = result.errors.length;
    setMessage({
      tone: skipped > 0 ? "error" : "info",
      text:
        `Loaded ${result.items.length} ${result.items.length === 1 ? "product" : "products"} from ${file.name} (normalized)` +
        (skipped > 0 ? `; ${skipped} ${skipped === 1 ? "row was" : "rows were"} skipped:` : "."),
      details: listed,
    });
  }

  const source =
    list.source === "file"
      ? `from ${list.fileName}`
      : list.source === "builtin"
        ? "built-in list"
        : "list cleared";

  return (
    <div className="calc-list-controls">
      <div className="calc-list-buttons">
        <button
          type="button"
          className="calc-button calc-button-light"
          onClick={() => {
            onUseFallback();
            setMessage({ tone: "info", text: "Loaded fallback products (normalized)" });
          }}
        >
          Use fallback list
        </button>
        <button
          type="button"
          className="calc-button calc-button-light"
          onClick={() => {
            onClear();
            setMessage({ tone: "info", text: "Cleared products (you can load your own)" });
          }}
        >
          Clear products
        </button>
        <div className="calc-file">
          <label htmlFor={`${id}-file`}>Load your own list (CSV or JSON)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-describedby={`${id}-file-hint`}
            onChange={onFile}
          />
          <span id={`${id}-file-hint`} className="visually-hidden">
            Columns: name, rate, category, packingSize, packingUnit, scheme, gramsPerPack, productMrp.
          </span>
        </div>
        <p className="calc-product-count">
          <strong>{count}</strong> {count === 1 ? "product" : "products"} <span>({source})</span>
        </p>
      </div>
      <StatusMessage id={`${id}-status`} tone={message?.tone}>
        {message ? (
          <>
            <span>{message.text}</span>
            {message.details && message.details.length > 0 ? (
              <ul>
                {message.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </StatusMessage>
    </div>
  );
}
