import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";

import type { LineEntry } from "~/calculator/add-line";
import type { DocumentKind } from "~/calculator/document-numbering";
import type { InvoiceLine, InvoiceSettings } from "~/calculator/invoice";
import {
  DRAFT_STORAGE_KEY,
  PRICE_LIST_STORAGE_KEY,
  newDraft,
  readDraft,
  readStoredPriceList,
  writeDraft,
  writeStoredPriceList,
  type InvoiceDraft,
  type StoredPriceList,
} from "~/calculator/invoice-draft";
import type { Buyer } from "~/calculator/parties";
import { builtInPriceList } from "~/calculator/price-list";
import type { PriceListItem } from "~/calculator/price-list-item";

import { readStorage, writeStorage } from "./browser-storage";

/**
 * The calculator's state: the price list in use and the draft invoice, kept in localStorage so that a
 * reload loses nothing until Reset Invoice. Until the stored draft has been read back (after the first
 * render, since the server cannot see the browser's storage), nothing is written, so a reload never
 * overwrites a draft with the empty one the server rendered.
 */

export interface CalculatorState {
  readonly list: StoredPriceList;
  readonly draft: InvoiceDraft;
  /** True once the stored draft and list have been read back. */
  readonly restored: boolean;
}

export type CalculatorAction =
  | { type: "restore"; draft: InvoiceDraft | null; list: StoredPriceList }
  | { type: "useFallback" }
  | { type: "clearProducts" }
  | { type: "loadList"; fileName: string; items: PriceListItem[] }
  | { type: "editEntry"; entry: Partial<LineEntry> }
  | { type: "replaceEntry"; entry: LineEntry }
  | { type: "addLine"; line: InvoiceLine; entry: LineEntry }
  | { type: "removeLine"; id: string }
  | { type: "editSettings"; settings: Partial<InvoiceSettings> }
  | { type: "editBuyer"; buyer: Partial<Buyer> }
  | { type: "chooseKind"; kind: DocumentKind }
  | { type: "markIssued"; number: string }
  | { type: "replaceDraft"; draft: InvoiceDraft };

/** The products of the list in use. */
function itemsOf(list: StoredPriceList): readonly PriceListItem[] {
  if (list.source === "file") return list.items;
  if (list.source === "cleared") return [];
  return builtInPriceList();
}

function reducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case "restore":
      return { list: action.list, draft: action.draft ?? state.draft, restored: true };
    case "useFallback":
      return { ...state, list: { source: "builtin" } };
    case "clearProducts":
      return { ...state, list: { source: "cleared" } };
    case "loadList":
      return { ...state, list: { source: "file", fileName: action.fileName, items: action.items } };
    case "editEntry":
      return { ...state, draft: { ...state.draft, entry: { ...state.draft.entry, ...action.entry } } };
    case "replaceEntry":
      return { ...state, draft: { ...state.draft, entry: action.entry } };
    case "addLine":
      return {
        ...state,
        draft: { ...state.draft, lines: [...state.draft.lines, action.line], entry: action.entry },
      };
    case "removeLine":
      return {
        ...state,
        draft: { ...state.draft, lines: state.draft.lines.filter((line) => line.id !== action.id) },
      };
    case "editSettings":
      return {
        ...state,
        draft: { ...state.draft, settings: { ...state.draft.settings, ...action.settings } },
      };
    case "editBuyer":
      return { ...state, draft: { ...state.draft, buyer: { ...state.draft.buyer, ...action.buyer } } };
    case "chooseKind":
      return { ...state, draft: { ...state.draft, kind: action.kind } };
    case "markIssued":
      return { ...state, draft: { ...state.draft, issuedNumber: action.number } };
    case "replaceDraft":
      return { ...state, draft: action.draft };
  }
}

let lineCounter = 0;

/** A line id unique within this page and across reloads. */
export function newLineId(): string {
  lineCounter += 1;
  return `line-${Date.now().toString(36)}-${lineCounter}`;
}

export function useCalculator(pageLoadedAt: number, onStorageFailure: () => void) {
  const [state, dispatch] = useReducer(reducer, undefined, (): CalculatorState => ({
    list: { source: "builtin" },
    draft: newDraft(pageLoadedAt),
    restored: false,
  }));

  useEffect(() => {
    dispatch({
      type: "restore",
      draft: readDraft(readStorage(DRAFT_STORAGE_KEY)),
      list: readStoredPriceList(readStorage(PRICE_LIST_STORAGE_KEY)),
    });
  }, []);

  const reportedFailure = useRef(false);
  const failureCallback = useRef(onStorageFailure);
  failureCallback.current = onStorageFailure;
  const persist = useCallback((key: string, value: string) => {
    if (!writeStorage(key, value) && !reportedFailure.current) {
      reportedFailure.current = true;
      failureCallback.current();
    }
  }, []);

  useEffect(() => {
    if (state.restored) persist(DRAFT_STORAGE_KEY, writeDraft(state.draft));
  }, [state.draft, state.restored, persist]);

  useEffect(() => {
    if (state.restored) persist(PRICE_LIST_STORAGE_KEY, writeStoredPriceList(state.list));
  }, [state.list, state.restored, persist]);

  // The products follow from the list; worked out again only when the list changes.
  const items = useMemo(() => itemsOf(state.list), [state.list]);

  return [state, items, dispatch] as const;
}
