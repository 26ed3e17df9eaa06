import { useId, useState, type ChangeEvent } from "react";

import { describePriceListSource, type StoredPriceList } from "~/calculator/device/invoice-draft";
import { readPriceListFile, type PriceListFileResult } from "~/calculator/price-list/price-list-file";
import { summariseImport } from "~/calculator/price-list/price-list-summary";

import { StatusMessage } from "./StatusMessage";

/** Files larger than this are not price lists (the built-in list is about 6 kB as CSV). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

interface PriceListControlsProps {
  list: StoredPriceList;
  onChoose: (list: StoredPriceList) => void;
}

interface ListMessage {
  text: string;
  tone: "info" | "error";
  details?: readonly string[];
}

const BUILT_IN: StoredPriceList = { source: "builtin" };
const CLEARED: StoredPriceList = { source: "cleared" };

/**
 * Inside the price-list disclosure (PriceListPanel.tsx): load your own list, use the built-in (fallback)
 * list, clear the products, each of which can be undone until the list changes again. Clear is not the
 * last control before the product box. PapaParse loads when a file is picked.
 */
export function PriceListControls({ list, onChoose }: PriceListControlsProps) {
  const id = useId();
  const [message, setMessage] = useState<ListMessage | null>(null);
  const [undo, setUndo] = useState<{ before: StoredPriceList; after: StoredPriceList } | null>(null);

  function change(next: StoredPriceList, text: ListMessage) {
    setUndo({ before: list, after: next });
    onChoose(next);
    setMessage(text);
  }

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
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      setMessage({ tone: "error", text: `Could not read ${file.name}. Nothing was loaded.` });
      return;
    }
    let result: PriceListFileResult;
    try {
      result = await readPriceListFile(file.name, bytes);
    } catch {
      setMessage({ tone: "error", text: `Could not read ${file.name} here. Nothing was loaded.` });
      return;
    }
    const summary = summariseImport(file.name, result);
    if (result.items.length === 0) {
      setMessage(summary);
      return;
    }
    change({ source: "file", fileName: file.name, items: result.items }, summary);
  }

  const canUndo = undo !== null && undo.after === list;
  return (
    <div className="calc-panel-body">
      <div className="calc-file">
        <label htmlFor={`${id}-file`}>Load your own list (CSV or JSON)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.json,.txt,text/csv,application/json,text/plain"
          aria-describedby={`${id}-file-hint`}
          onChange={onFile}
        />
        <span id={`${id}-file-hint`} className="calc-hint">
          Columns: name, rate, category, packingSize, packingUnit, scheme, gramsPerPack, productMrp, hsn,
          gstRate.
        </span>
      </div>
      <div className="calc-list-buttons">
        <button
          type="button"
          className="calc-button"
          onClick={() => change(BUILT_IN, { tone: "info", text: "Loaded fallback products (normalized)" })}
        >
          Use fallback list
        </button>
        <button
          type="button"
          className="calc-button calc-button-danger"
          onClick={() => change(CLEARED, { tone: "info", text: "Cleared products (you can load your own)" })}
        >
          Clear products
        </button>
        {canUndo ? (
          <button
            type="button"
            className="calc-button"
            onClick={() => {
              onChoose(undo.before);
              setUndo(null);
              setMessage({
                tone: "info",
                text: `The previous list is back: ${describePriceListSource(undo.before)}.`,
              });
            }}
          >
            Undo<span className="visually-hidden"> the price-list change</span>
          </button>
        ) : null}
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
