import { useId, useState, type FormEvent } from "react";

import {
  EMPTY_BUYER_INPUT,
  checkBuyerInput,
  inputFromRecord,
  type BuyerDetails,
  type BuyerInput,
  type BuyerInputField,
} from "~/calculator/buyers/buyer-fields";
import type { BuyerRecord } from "~/calculator/buyers/buyer-record";
import { INDIAN_STATES } from "~/calculator/documents/indian-states";
import { FieldProblem } from "~/calculator/ui/document/FieldProblem";

const FIELDS: readonly {
  field: Exclude<BuyerInputField, "state">;
  label: string;
  type?: string;
  mode?: "tel" | "email" | "numeric";
}[] = [
  { field: "name", label: "Name" },
  { field: "gstin", label: "GSTIN (optional)" },
  { field: "address", label: "Address" },
  { field: "city", label: "City or town" },
  { field: "pincode", label: "PIN code", mode: "numeric" },
  { field: "phone", label: "Phone", type: "tel", mode: "tel" },
  { field: "email", label: "E-mail (optional)", type: "email", mode: "email" },
];

/**
 * A buyer's details, checked as a CSV row is (buyers/buyer-fields.ts): each problem shown under its
 * field. `onSave` answers with the book's refusal (a GSTIN another buyer has), shown under the name.
 */
export function BuyerDetailsForm({
  record,
  submitLabel,
  onSave,
}: {
  record: BuyerRecord | null;
  submitLabel: string;
  onSave: (details: BuyerDetails) => Promise<string | null>;
}) {
  const id = useId();
  const [input, setInput] = useState<BuyerInput>(record ? inputFromRecord(record) : EMPTY_BUYER_INPUT);
  const [problems, setProblems] = useState<Partial<Record<BuyerInputField, string>>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkBuyerInput(input);
    if (!checked.ok) {
      setProblems(Object.fromEntries(checked.problems.map((problem) => [problem.field, problem.message])));
      return;
    }
    const refused = await onSave(checked.details);
    setProblems(refused ? { name: refused } : {});
  }

  const change = (field: BuyerInputField, value: string) => {
    setInput((before) => ({ ...before, [field]: value }));
    setProblems((before) => ({ ...before, [field]: undefined }));
  };

  return (
    <form className="calc-buyer-form" noValidate onSubmit={(event) => void submit(event)}>
      {FIELDS.map(({ field, label, type, mode }) => (
        <div className="calc-field" key={field}>
          <label htmlFor={`${id}-${field}`}>{label}</label>
          {field === "address" ? (
            <textarea
              id={`${id}-${field}`}
              rows={2}
              value={input[field]}
              aria-invalid={problems[field] ? true : undefined}
              aria-describedby={`${id}-${field}-problem`}
              onChange={(event) => change(field, event.target.value)}
            />
          ) : (
            <input
              id={`${id}-${field}`}
              type={type ?? "text"}
              inputMode={mode}
              value={input[field]}
              aria-invalid={problems[field] ? true : undefined}
              aria-describedby={`${id}-${field}-problem`}
              onChange={(event) => change(field, event.target.value)}
            />
          )}
          <FieldProblem id={`${id}-${field}-problem`} problem={problems[field] ?? null} />
        </div>
      ))}
      <div className="calc-field">
        <label htmlFor={`${id}-state`}>State (taken from the GSTIN when there is one)</label>
        <select
          id={`${id}-state`}
          value={input.state}
          aria-invalid={problems.state ? true : undefined}
          aria-describedby={`${id}-state-problem`}
          onChange={(event) => change("state", event.target.value)}
        >
          <option value="">Not given</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.code} {state.name}
            </option>
          ))}
        </select>
        <FieldProblem id={`${id}-state-problem`} problem={problems.state ?? null} />
      </div>
      <button type="submit" className="calc-button">
        {submitLabel}
      </button>
    </form>
  );
}
