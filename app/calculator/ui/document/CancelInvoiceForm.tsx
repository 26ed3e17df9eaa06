import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import { MAX_CANCELLATION_REASON_LENGTH } from "~/calculator/device/issued-documents";

import { FieldProblem } from "./FieldProblem";

export type CancelResult = { ok: true } | { ok: false; message: string };

/**
 * Cancelling one tax invoice: the reason is asked for (it is printed on the invoice and listed for the
 * accountant), and the invoice stays with its number, marked CANCELLED.
 */
export function CancelInvoiceForm({
  number,
  name = "tax invoice",
  hint = "It stays in the list and in the accountant's files, marked CANCELLED with the date and the reason; its number is never used again.",
  onCancel,
  onDone,
}: {
  number: string;
  /** What is cancelled: "tax invoice", "credit note", "debit note", "payment". */
  name?: string;
  /** What happens to it once cancelled. */
  hint?: string;
  onCancel: (reason: string) => Promise<CancelResult>;
  onDone: () => void;
}) {
  const id = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => reasonField.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await onCancel(reason);
    if (result.ok) onDone();
    else setProblem(result.message);
  }

  return (
    <form
      className="calc-cancel-form"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-heading`}>
        Cancel {name} {number}
      </h3>
      <p className="calc-hint">{hint}</p>
      <div className="calc-field">
        <label htmlFor={`${id}-reason`}>Reason for cancelling</label>
        <textarea
          ref={reasonField}
          id={`${id}-reason`}
          rows={2}
          maxLength={MAX_CANCELLATION_REASON_LENGTH}
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-problem`}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
        />
        <FieldProblem id={`${id}-problem`} problem={problem} />
      </div>
      <div className="calc-dialog-actions">
        <button type="submit" className="calc-button">
          Cancel {name === "tax invoice" ? "invoice" : name} {number}
        </button>
        <button type="button" className="calc-button" onClick={onDone}>
          Keep it
        </button>
      </div>
    </form>
  );
}
