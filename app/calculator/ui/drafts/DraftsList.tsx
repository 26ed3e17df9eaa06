import { useId, useMemo, useState } from "react";

import { summariseDraft, type DraftSummary } from "~/calculator/device/draft-summary";
import type { DraftRecord } from "~/calculator/device/drafts";
import { formatINR } from "~/money/money";

import { deleteDraft, openDraft, restoreDraft, startNewDraft } from "./draft-actions";
import type { Drafts } from "./use-drafts";

const changedFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

function describe(summary: DraftSummary): string {
  const lines = `${summary.lineCount} ${summary.lineCount === 1 ? "line" : "lines"}`;
  return `${lines}, ${formatINR(summary.roundedTotal)}, changed ${changedFormat.format(summary.updatedAt)}`;
}

/**
 * Inside "Invoices on this device" (DraftsPanel.tsx): this tab's draft and every other one kept on the
 * device, by customer and last change, to open (here, in this tab) or delete; "New invoice" starts
 * another.
 */
export function DraftsList({ drafts }: { drafts: Drafts }) {
  const id = useId();
  const [deletedRecord, setDeletedRecord] = useState<DraftRecord | null>(null);
  const others = useMemo(
    () => drafts.records.filter((record) => record.id !== drafts.id).map(summariseDraft),
    [drafts.records, drafts.id],
  );
  const mine = summariseDraft({ id: drafts.id ?? "", updatedAt: Date.now(), draft: drafts.current });
  const deleted = deletedRecord ? summariseDraft(deletedRecord) : null;
  return (
    <div className="calc-panel-body">
      <button type="button" className="calc-button calc-button-primary" onClick={() => startNewDraft(drafts)}>
        New invoice
      </button>
      <ul className="calc-draft-list" aria-labelledby={`${id}-heading`}>
        <li aria-current="true">
          <p className="calc-draft-name" id={`${id}-heading`}>
            {mine.customer || "No customer yet"} <span className="calc-draft-tag">(this invoice)</span>
          </p>
          <p className="calc-hint">
            {mine.lineCount} {mine.lineCount === 1 ? "line" : "lines"}, {formatINR(mine.roundedTotal)}
          </p>
        </li>
        {others.map((summary) => {
          const name = summary.customer || "No customer yet";
          const elsewhere = drafts.heldElsewhere.has(summary.id);
          return (
            <li key={summary.id}>
              <p className="calc-draft-name">{name}</p>
              <p className="calc-hint">
                {describe(summary)}
                {elsewhere ? " · open in another tab" : ""}
              </p>
              <div className="calc-draft-buttons">
                <button
                  type="button"
                  className="calc-button calc-button-small"
                  onClick={() => void openDraft(drafts, summary.id)}
                >
                  Open<span className="visually-hidden"> the invoice for {name}</span>
                </button>
                <button
                  type="button"
                  className="calc-button calc-button-small calc-button-danger"
                  onClick={() => void deleteDraft(drafts, summary.id).then(setDeletedRecord)}
                >
                  Delete<span className="visually-hidden"> the invoice for {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div role="status" className="calc-status calc-status-info">
        {deleted ? (
          <>
            Deleted the invoice for {deleted.customer || "no customer"}.{" "}
            <button
              type="button"
              className="calc-button calc-button-small"
              onClick={() => {
                if (deletedRecord) void restoreDraft(drafts, deletedRecord);
                setDeletedRecord(null);
              }}
            >
              Undo delete
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
