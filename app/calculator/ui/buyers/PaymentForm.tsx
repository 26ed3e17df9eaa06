import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import { keysOf, type BuyerRecord } from "~/calculator/buyers/buyer-record";
import type { BuyerAccount, OpenInvoice } from "~/calculator/buyers/dues";
import {
  PAYMENT_MODES,
  PAYMENT_MODE_LABELS,
  checkPaymentInput,
  type Payment,
  type PaymentInput,
  type PaymentInputField,
} from "~/calculator/buyers/payments";
import { settleAccount, settledBy } from "~/calculator/buyers/settlement";
import { recordPaymentInBooks } from "~/calculator/device/books-buyers";
import { announceBooksChange } from "~/calculator/device/books-channel";
import type { Books } from "~/calculator/device/books-db";
import { SeriesCodeNeeded } from "~/calculator/device/books-documents";
import type { SellerConfig } from "~/calculator/seller-config";
import { FieldProblem } from "~/calculator/ui/document/FieldProblem";
import { StatusMessage } from "~/calculator/ui/StatusMessage";
import { formatINR } from "~/money/money";

import { ReceiptActions } from "./ReceiptActions";

/**
 * "Record a payment": the date, amount, mode and reference, settled oldest first or against the
 * invoices the rep ticks; the receipt's number is taken when it is recorded, and its PDF, print and
 * Share offered at once.
 */
export function PaymentForm({
  books,
  record,
  account,
  open,
  seller,
  today,
  against = [],
}: {
  books: Books;
  record: BuyerRecord;
  account: BuyerAccount;
  open: readonly OpenInvoice[];
  seller: SellerConfig;
  today: string;
  /** Invoices picked from the start (the one whose "Record payment" opened the form), if still unpaid. */
  against?: readonly string[];
}) {
  const id = useId();
  const [input, setInput] = useState<PaymentInput>({ date: today, amount: "", mode: "cash", reference: "" });
  const [picked, setPicked] = useState<readonly string[]>(() =>
    against.filter((number) => open.some((invoice) => invoice.number === number)),
  );
  const [picking, setPicking] = useState(picked.length > 0);
  const amountField = useRef<HTMLInputElement>(null);
  const asked = against.length > 0;
  useEffect(() => {
    // Opened from an invoice: the amount is what the rep types next.
    if (asked) amountField.current?.focus();
  }, [asked]);
  const [problems, setProblems] = useState<Partial<Record<PaymentInputField | "against", string>>>({});
  const [recorded, setRecorded] = useState<Payment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: PaymentInputField, value: string) => {
    setInput((before) => ({ ...before, [field]: value }));
    setProblems((before) => ({ ...before, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const now = Date.now();
    const checked = checkPaymentInput(input, now);
    if (!checked.ok) {
      setProblems(Object.fromEntries(checked.problems.map((problem) => [problem.field, problem.message])));
      return;
    }
    if (picking && picked.length === 0) {
      setProblems({ against: "Please tick the invoices this payment is for, or choose oldest first." });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const payment = await recordPaymentInBooks(books, {
        entry: {
          buyerKey: keysOf(record)[0]!,
          buyerName: record.name,
          date: checked.date,
          amount: checked.amount,
          mode: checked.mode,
          reference: checked.reference,
          against: picking ? picked : [],
        },
        buyerKeys: keysOf(record),
        now,
        receiptOf: (payment, kept) => {
          const others = new Map([...account.payments, ...kept].map((known) => [known.number, known]));
          others.set(payment.number, payment);
          return settledBy(
            settleAccount(account.entries, [...others.values()]),
            payment.number,
            payment.amount,
          );
        },
      });
      setRecorded(payment);
      setInput({ date: today, amount: "", mode: input.mode, reference: "" });
      setPicked([]);
      announceBooksChange({ kind: "documents" });
    } catch (error) {
      if (!(error instanceof SeriesCodeNeeded)) console.error("The payment could not be recorded", error);
      setFailure(
        error instanceof SeriesCodeNeeded
          ? "This device needs a series code before it numbers a receipt: issue a document first (Customer, settings and document) to set it."
          : error instanceof Error && error.message.startsWith("This phone's storage")
            ? error.message
            : "The payment could not be recorded here. Reload the page and try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  const field = (name: PaymentInputField, label: string, control: JSX.Element) => (
    <div className="calc-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
      <FieldProblem id={`${id}-${name}-problem`} problem={problems[name] ?? null} />
    </div>
  );
  const described = (name: PaymentInputField) => ({
    id: `${id}-${name}`,
    "aria-invalid": problems[name] ? true : undefined,
    "aria-describedby": `${id}-${name}-problem`,
  });

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>Record a payment</h4>
      <form className="calc-payment-form" noValidate onSubmit={(event) => void submit(event)}>
        {field(
          "date",
          "Date received",
          <input
            type="date"
            max={today}
            value={input.date}
            onChange={(event) => change("date", event.target.value)}
            {...described("date")}
          />,
        )}
        {field(
          "amount",
          "Amount (₹)",
          <input
            ref={amountField}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={input.amount}
            onChange={(event) => change("amount", event.target.value)}
            {...described("amount")}
          />,
        )}
        {field(
          "mode",
          "Paid by",
          <select
            value={input.mode}
            onChange={(event) => change("mode", event.target.value)}
            {...described("mode")}
          >
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {PAYMENT_MODE_LABELS[mode]}
              </option>
            ))}
          </select>,
        )}
        {field(
          "reference",
          input.mode === "cheque"
            ? "Cheque number"
            : "Reference (UPI transaction id, bank reference; optional)",
          <input
            type="text"
            autoComplete="off"
            maxLength={60}
            value={input.reference}
            onChange={(event) => change("reference", event.target.value)}
            {...described("reference")}
          />,
        )}
        <fieldset className="calc-settle-choice">
          <legend>Settle</legend>
          <label>
            <input type="radio" name={`${id}-settle`} checked={!picking} onChange={() => setPicking(false)} />{" "}
            The oldest invoices first
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-settle`}
              checked={picking}
              disabled={open.length === 0}
              onChange={() => setPicking(true)}
            />{" "}
            The invoices I pick
          </label>
          {picking
            ? open.map((invoice) => (
                <label key={invoice.number} className="calc-settle-invoice">
                  <input
                    type="checkbox"
                    checked={picked.includes(invoice.number)}
                    onChange={(event) => {
                      setProblems((before) => ({ ...before, against: undefined }));
                      setPicked((before) =>
                        event.target.checked
                          ? [...before, invoice.number]
                          : before.filter((number) => number !== invoice.number),
                      );
                    }}
                  />{" "}
                  {invoice.number}: {formatINR(invoice.open)} unpaid
                </label>
              ))
            : null}
          <FieldProblem id={`${id}-against-problem`} problem={problems.against ?? null} />
        </fieldset>
        <p className="calc-hint">What is more than is owed stays as an advance for the next invoices.</p>
        <button type="submit" className="calc-button calc-button-primary" disabled={busy}>
          Record the payment
        </button>
      </form>
      <StatusMessage tone={failure ? "error" : "info"}>
        {failure ??
          (recorded
            ? `Receipt ${recorded.number}: ${formatINR(recorded.amount)} recorded${
                recorded.receipt.settled.length > 0
                  ? `, settling ${recorded.receipt.settled.map((entry) => entry.number).join(", ")}`
                  : ""
              }${recorded.receipt.advance > 0 ? `; ${formatINR(recorded.receipt.advance)} kept as an advance` : ""}.`
            : null)}
      </StatusMessage>
      {recorded ? <ReceiptActions payment={recorded} seller={seller} /> : null}
    </section>
  );
}
