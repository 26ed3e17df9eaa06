import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import type { SeriesCodeChange } from "~/calculator/device/series-code";
import { maxSeriesCodeLength } from "~/calculator/documents/document-numbering";
import { useModalDialog } from "~/hooks/use-modal-dialog";

import { FieldProblem } from "./FieldProblem";

interface SeriesCodeDialogProps {
  current: string | null;
  invoicePrefix: string;
  /** Keeps the code typed, or says why it cannot be taken. */
  onSubmit: (typed: string) => Promise<SeriesCodeChange>;
  /** Closed: `saved` when a code was kept. */
  onClose: (saved: boolean) => void;
}

/**
 * The device's series code, asked for in a modal dialog (the page behind is inert, Escape or Cancel
 * closes it) on the first Save PDF or Print, or from Change beside the document type.
 */
export function SeriesCodeDialog({ current, invoicePrefix, onSubmit, onClose }: SeriesCodeDialogProps) {
  const id = useId();
  const { dialogRef, keepTabInside, onCancel } = useModalDialog(() => onClose(false));
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(current ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => input.current?.focus(), []);
  const longest = maxSeriesCodeLength(invoicePrefix);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const change = await onSubmit(typed);
    if (change.ok) onClose(true);
    else {
      setProblem(change.message);
      input.current?.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="calc-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
      onKeyDown={keepTabInside}
      onCancel={onCancel}
    >
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`}>Series code of this device</h2>
        <p id={`${id}-about`}>
          Every number this device gives carries its code, so that two devices never give the same number:
          with code R7 the first tax invoice of the year is {invoicePrefix}/R7/2627/0001. Use the rep&apos;s
          initials or number, different on each device. It cannot change once this device has numbered a
          document this financial year.
        </p>
        <div className="calc-field">
          <label htmlFor={`${id}-code`}>Series code (1 to {longest} capital letters or digits)</label>
          <input
            ref={input}
            id={`${id}-code`}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={6}
            value={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-problem`}
            onChange={(event) => {
              setTyped(event.target.value.toUpperCase());
              setProblem(null);
            }}
          />
          <FieldProblem id={`${id}-problem`} problem={problem} />
        </div>
        <div className="calc-dialog-actions">
          <button type="submit" className="calc-button">
            Save code
          </button>
          <button type="button" className="calc-button" onClick={() => onClose(false)}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
