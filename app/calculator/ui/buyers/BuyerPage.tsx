import { useId, useMemo, useState } from "react";

import { editBuyer } from "~/calculator/buyers/buyer-book";
import { printablePhone, type BuyerRecord } from "~/calculator/buyers/buyer-record";
import { accountsByBuyer, buyerDues, type BuyerAccount } from "~/calculator/buyers/dues";
import { reminderText } from "~/calculator/buyers/reminder";
import { keepBuyers } from "~/calculator/device/books-buyers";
import { announceBooksChange } from "~/calculator/device/books-channel";
import { stateByCode } from "~/calculator/documents/indian-states";
import { gstr1Date } from "~/calculator/register/period";
import type { SellerConfig } from "~/calculator/seller-config";
import { StatusMessage } from "~/calculator/ui/StatusMessage";
import { formatINR } from "~/money/money";

import { shareText } from "./account-files";
import { BuyerDetailsForm } from "./BuyerDetailsForm";
import { PaymentForm } from "./PaymentForm";
import { PaymentsList } from "./PaymentsList";
import { StatementSection } from "./StatementSection";
import type { BuyerAccounts } from "./use-buyer-accounts";

export type ReadyAccounts = Extract<BuyerAccounts, { status: "ready" }>;

/**
 * One buyer's page: what it owes and since when, its details (editable), a payment recorded against
 * its invoices, its payments with their receipts, its statement for a period and the reminder to share.
 */
export function BuyerPage({
  record,
  accounts,
  seller,
  today,
  payFor = null,
  onBack,
}: {
  record: BuyerRecord;
  accounts: ReadyAccounts;
  seller: SellerConfig;
  today: string;
  /** The invoice whose "Record payment" opened this page: picked in the payment form. */
  payFor?: { readonly invoiceNumber: string; readonly request: number } | null;
  onBack: () => void;
}) {
  const id = useId();
  const { books, book, entries, payments } = accounts;
  const account: BuyerAccount = useMemo(
    () =>
      accountsByBuyer(book, entries, payments).get(record.id) ?? {
        id: record.id,
        name: record.name,
        record,
        entries: [],
        payments: [],
      },
    [book, entries, payments, record],
  );
  const dues = useMemo(() => buyerDues(account, today), [account, today]);
  const reminder = useMemo(() => reminderText(dues, seller, today), [dues, seller, today]);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const place = [
    record.address.replace(/\n/g, ", "),
    record.city,
    record.pincode,
    stateByCode(record.stateCode)?.name,
  ]
    .filter(Boolean)
    .join(", ");

  return (
    <div className="calc-panel-body calc-buyer-page">
      <button type="button" className="calc-button" onClick={onBack}>
        ← All buyers
      </button>
      <h3 id={`${id}-name`} tabIndex={-1}>
        {record.name}
      </h3>
      <p className="calc-hint">
        {[
          record.gstin ? `GSTIN ${record.gstin}` : "Unregistered",
          place,
          printablePhone(record.phone),
          record.email,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p className="calc-buyer-balance" role="status">
        {dues.balance > 0
          ? `Amount due: ${formatINR(dues.balance)}`
          : dues.balance < 0
            ? `Paid in advance: ${formatINR(-dues.balance)}`
            : "Nothing due."}
      </p>

      {dues.open.length > 0 ? (
        <section aria-labelledby={`${id}-open`}>
          <h4 id={`${id}-open`}>Unpaid invoices, oldest first</h4>
          <ul className="calc-open-invoices">
            {dues.open.map((invoice) => (
              <li key={invoice.number}>
                {invoice.number} of {gstr1Date(invoice.date)}: {formatINR(invoice.open)} unpaid
                {invoice.open !== invoice.amount ? ` of ${formatINR(invoice.amount)}` : ""} ({invoice.ageDays}{" "}
                {invoice.ageDays === 1 ? "day" : "days"})
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <PaymentForm
        key={payFor ? `${payFor.invoiceNumber}-${payFor.request}` : "payment"}
        against={payFor ? [payFor.invoiceNumber] : []}
        books={books}
        record={record}
        account={account}
        open={dues.open}
        seller={seller}
        today={today}
      />

      <PaymentsList books={books} payments={account.payments} seller={seller} />

      <StatementSection account={account} seller={seller} today={today} />

      <section aria-labelledby={`${id}-reminder`}>
        <h4 id={`${id}-reminder`}>Payment reminder</h4>
        <p className="calc-reminder-text">{reminder.text}</p>
        <button
          type="button"
          className="calc-button"
          disabled={dues.balance <= 0}
          onClick={() =>
            void shareText(`Payment reminder: ${record.name}`, reminder.text).then((outcome) =>
              setMessage(
                outcome === "copied"
                  ? "The reminder was copied: paste it in the chat."
                  : outcome === "shown"
                    ? "This browser cannot share: copy the reminder above."
                    : null,
              ),
            )
          }
        >
          Share the reminder
        </button>
        <StatusMessage>{message}</StatusMessage>
      </section>

      <details className="calc-buyer-edit">
        <summary>Edit {record.name}&apos;s details</summary>
        <BuyerDetailsForm
          key={record.id}
          record={record}
          submitLabel="Save the details"
          onSave={async (details) => {
            const edited = editBuyer(book, record.id, details, Date.now());
            if (!edited.ok) return edited.message;
            await keepBuyers(books, [edited.record]);
            announceBooksChange({ kind: "documents" });
            setSaved(`${edited.record.name}'s details are saved.`);
            return null;
          }}
        />
        <StatusMessage>{saved}</StatusMessage>
      </details>
    </div>
  );
}
