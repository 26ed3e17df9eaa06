import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from "react";

import type { LineEntry } from "~/calculator/arithmetic/add-line";
import type { InvoiceLine, InvoiceSettings } from "~/calculator/arithmetic/invoice";
import { writeDeviceValue } from "~/calculator/device/books-db";
import { deviceBooks } from "~/calculator/device/device-books";
import {
  newDraft,
  readPriceListValue,
  writeStoredPriceList,
  type InvoiceDraft,
  type StoredPriceList,
} from "~/calculator/device/invoice-draft";
import type { Buyer } from "~/calculator/documents/buyer";
import type { DocumentKind } from "~/calculator/documents/document-numbering";
import type { PriceListItem } from "~/calculator/price-list/price-list-item";
import { useDrafts } from "~/calculator/ui/drafts/use-drafts";
import { readFirstScreen } from "~/calculator/ui/first-screen";

/**
 * The calculator's state: the price list in use (kept in the device's books, shared by the tabs) and
 * this tab's draft (one of the drafts on the device, see use-drafts.ts). Until the stored list has been
 * read back (after the first render, since the server cannot see the browser's storage), nothing is
 * written, so a reload never overwrites it with the default the server rendered; and a list the rep
 * chose before the stored one arrived stays chosen (the stored one, late, is dropped).
 */

export interface CalculatorState {
  readonly list: StoredPriceList;
  readonly draft: InvoiceDraft;
  /** True once the stored list has been read back. */
  readonly listRestored: boolean;
  /** True once the rep has chosen a list in this page: a stored list arriving later changes nothing. */
  readonly listChosen: boolean;
}

export type CalculatorAction =
  | { type: "restoreList"; list: StoredPriceList }
  | { type: "chooseList"; list: StoredPriceList }
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
function itemsOf(list: StoredPriceList, builtIn: readonly PriceListItem[]): readonly PriceListItem[] {
  if (list.source === "file") return list.items;
  if (list.source === "cleared") return [];
  return builtIn;
}

function withDraft(state: CalculatorState, draft: Partial<InvoiceDraft>): CalculatorState {
  return { ...state, draft: { ...state.draft, ...draft } };
}

function reducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  const { draft } = state;
  switch (action.type) {
    case "restoreList":
      return state.listChosen
        ? { ...state, listRestored: true }
        : { ...state, list: action.list, listRestored: true };
    case "chooseList":
      return { ...state, list: action.list, listChosen: true };
    case "editEntry":
      return withDraft(state, { entry: { ...draft.entry, ...action.entry } });
    case "replaceEntry":
      return withDraft(state, { entry: action.entry });
    case "addLine":
      return withDraft(state, { lines: [...draft.lines, action.line], entry: action.entry });
    case "removeLine":
      return withDraft(state, { lines: draft.lines.filter((line) => line.id !== action.id) });
    case "editSettings":
      return withDraft(state, { settings: { ...draft.settings, ...action.settings } });
    case "editBuyer":
      return withDraft(state, { buyer: { ...draft.buyer, ...action.buyer } });
    case "chooseKind":
      return withDraft(state, { kind: action.kind });
    case "markIssued":
      return withDraft(state, { issuedNumber: action.number });
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

/**
 * @param builtIn the built-in list, sent by the page's loader as data (it is not part of the page's
 *   JavaScript, and a kept copy of the page carries it offline)
 */
export function useCalculator(
  pageLoadedAt: number,
  builtIn: readonly PriceListItem[],
  onStorageFailure: () => void,
) {
  const [state, dispatch] = useReducer(reducer, undefined, (): CalculatorState => ({
    list: { source: "builtin" },
    draft: newDraft(pageLoadedAt),
    listRestored: false,
    listChosen: false,
  }));

  const reportedFailure = useRef(false);
  const failureCallback = useRef(onStorageFailure);
  failureCallback.current = onStorageFailure;
  const reportFailure = useCallback(() => {
    if (reportedFailure.current) return;
    reportedFailure.current = true;
    failureCallback.current();
  }, []);

  const drafts = useDrafts(
    state.draft,
    useCallback((draft: InvoiceDraft) => dispatch({ type: "replaceDraft", draft }), []),
    reportFailure,
  );

  // A transition, as every answer the first screen waits for (docs/performance.md): rendered in slices
  // that a tap can interrupt, and a list the rep chooses meanwhile is applied after it, so it stays.
  useEffect(() => {
    void readFirstScreen().then(({ priceList }) =>
      startTransition(() => dispatch({ type: "restoreList", list: readPriceListValue(priceList) })),
    );
  }, []);

  // Written when the rep changes it (the restored list needs no writing back).
  useEffect(() => {
    if (!state.listRestored || !state.listChosen) return;
    void deviceBooks().then(async (books) => {
      if (!books) return reportFailure();
      const value = JSON.parse(writeStoredPriceList(state.list)) as unknown;
      await writeDeviceValue(books, "priceList", value).catch(reportFailure);
    });
  }, [state.list, state.listRestored, state.listChosen, reportFailure]);

  // The products follow from the list; worked out again only when the list changes.
  const items = useMemo(() => itemsOf(state.list, builtIn), [state.list, builtIn]);

  return { state, items, dispatch, drafts };
}
