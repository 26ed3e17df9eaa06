import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";

import { formatPercent } from "~/calculator/arithmetic/gst-rates";
import { describeUnits } from "~/calculator/arithmetic/invoice-labels";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { KIND_NAMES, type NoteKind } from "~/calculator/documents/document-numbering";
import { invoiceBalance } from "~/calculator/notes/balance";
import { MAX_NOTE_REASON_LENGTH, noteRefusal } from "~/calculator/notes/issue-note";
import type { NoteRequest } from "~/calculator/notes/note-values";
import { formatINR } from "~/money/money";
import { toNumber } from "~/money/rational";

import { FieldProblem } from "./FieldProblem";

export type NoteIssueOutcome = { ok: true; document: IssuedDocument } | { ok: false; message: string };

/** What the form asks the device to issue. */
export interface NoteIssueRequest {
  readonly kind: NoteKind;
  readonly invoiceNumber: string;
  readonly request: NoteRequest;
  readonly reason: string;
}

type Basis = "goods-returned" | "line" | "rate";

const BASIS_LABELS: Record<Basis, string> = {
  "goods-returned": "Goods returned (quantity per line)",
  line: "A value per line",
  rate: "A value per GST rate",
};

/**
 * A credit or debit note against one tax invoice (docs/calculator.md, "Credit and debit notes"): what
 * comes back, or what value is put right, per line or per GST rate, and why. Each line shows what is
 * left of it; a note for more is refused with what is left. Loaded when first opened, with the notes'
 * arithmetic.
 */
export default function NoteForm({
  kind,
  invoice,
  documents,
  onIssue,
  onDone,
}: {
  kind: NoteKind;
  invoice: IssuedDocument;
  documents: readonly IssuedDocument[];
  onIssue: (input: NoteIssueRequest) => Promise<NoteIssueOutcome>;
  onDone: (issued: IssuedDocument | null) => void;
}) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const name = KIND_NAMES[kind];
  const credit = kind === "credit-note";
  const bases: Basis[] = credit ? ["goods-returned", "line", "rate"] : ["line", "rate"];
  const [basis, setBasis] = useState<Basis>(bases[0]!);
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const balance = useMemo(() => invoiceBalance(invoice, documents), [invoice, documents]);
  const refusal = useMemo(() => noteRefusal(kind, invoice, Date.now()), [kind, invoice]);
  const rates = [...new Set(balance.lines.map((line) => line.ratePercent))].sort((a, b) => a - b);
  useEffect(() => first.current?.focus(), [basis]);

  function request(): NoteRequest {
    if (basis === "goods-returned") {
      return {
        basis,
        items: balance.lines.map((line) => ({
          serial: line.serial,
          quantity: values[`q${line.serial}`] ?? "",
        })),
      };
    }
    if (basis === "line") {
      return {
        basis: "value",
        by: "line",
        items: balance.lines.map((line) => ({
          serial: line.serial,
          amount: values[`l${line.serial}`] ?? "",
        })),
      };
    }
    return {
      basis: "value",
      by: "rate",
      items: rates.map((ratePercent) => ({ ratePercent, amount: values[`r${ratePercent}`] ?? "" })),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await onIssue({ kind, invoiceNumber: invoice.number, request: request(), reason });
      if (result.ok) onDone(result.document);
      else setProblem(result.message);
    } catch (error) {
      console.error("The note could not be issued", error);
      setProblem("The note could not be issued here. Reload the page and try again.");
    } finally {
      setBusy(false);
    }
  }

  const field = (
    key: string,
    label: string,
    hint: string,
    inputMode: "numeric" | "decimal",
    index: number,
  ) => (
    <div className="calc-field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        ref={index === 0 ? first : undefined}
        id={`${id}-${key}`}
        inputMode={inputMode}
        autoComplete="off"
        value={values[key] ?? ""}
        aria-describedby={`${id}-${key}-hint ${id}-problem`}
        onChange={(event) => {
          setValues({ ...values, [key]: event.target.value });
          setProblem(null);
        }}
      />
      <p id={`${id}-${key}-hint`} className="calc-hint">
        {hint}
      </p>
    </div>
  );

  return (
    <form
      className="calc-cancel-form calc-note-form"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-heading`}>
        {credit ? "Credit note" : "Debit note"} against {invoice.number}
      </h3>
      {refusal ? (
        <p role="alert" className="calc-status-error">
          {refusal}
        </p>
      ) : (
        <>
          <p className="calc-hint">
            {credit
              ? "A credit note lowers the invoice's value: goods coming back, or a value charged too high."
              : "A debit note raises the invoice's value: a rate charged too low, or a charge left off."}{" "}
            Values are taxable values (before tax); the tax is added as on the invoice. The invoice&apos;s
            value is now {formatINR(balance.netValue)}.
          </p>
          <fieldset className="calc-note-basis">
            <legend>What the {name} is for</legend>
            {bases.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={`${id}-basis`}
                  value={option}
                  checked={basis === option}
                  onChange={() => {
                    setBasis(option);
                    setProblem(null);
                  }}
                />{" "}
                {BASIS_LABELS[option]}
              </label>
            ))}
          </fieldset>
          {basis === "rate"
            ? rates.map((ratePercent, index) => {
                const left = balance.lines
                  .filter((line) => line.ratePercent === ratePercent)
                  .reduce((sum, line) => sum + line.taxable, 0);
                return field(
                  `r${ratePercent}`,
                  `Taxable value to ${credit ? "credit" : "debit"} at GST ${formatPercent(ratePercent)} (₹)`,
                  `Left at this rate: ${formatINR(left)}`,
                  "decimal",
                  index,
                );
              })
            : balance.lines.map((line, index) =>
                basis === "goods-returned"
                  ? field(
                      `q${line.serial}`,
                      `Line ${line.serial}, ${line.name}: quantity coming back (${line.unit === "unit" ? "units" : line.unit})`,
                      `Left to return: ${describeUnits(toNumber(line.quantity), line.unit)} of ${describeUnits(toNumber(line.invoiced), line.unit)}, ${formatINR(line.taxable)} taxable`,
                      line.unit === "kg" ? "decimal" : "numeric",
                      index,
                    )
                  : field(
                      `l${line.serial}`,
                      `Line ${line.serial}, ${line.name}: taxable value to ${credit ? "credit" : "debit"} (₹)`,
                      `Left: ${formatINR(line.taxable)} taxable, GST ${formatPercent(line.ratePercent)}`,
                      "decimal",
                      index,
                    ),
              )}
          <div className="calc-field">
            <label htmlFor={`${id}-reason`}>Reason for the {name}</label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={MAX_NOTE_REASON_LENGTH}
              value={reason}
              aria-describedby={`${id}-problem`}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
            />
          </div>
          <FieldProblem id={`${id}-problem`} problem={problem} />
        </>
      )}
      <div className="calc-dialog-actions">
        {refusal ? null : (
          <button type="submit" className="calc-button" disabled={busy}>
            Issue {name}
          </button>
        )}
        <button type="button" className="calc-button" onClick={() => onDone(null)}>
          Close
        </button>
      </div>
    </form>
  );
}
