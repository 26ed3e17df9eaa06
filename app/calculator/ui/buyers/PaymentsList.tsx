import { useId, useState } from "react";

import { PAYMENT_MODE_LABELS, type Payment } from "~/calculator/buyers/payments";
import { cancelPaymentInBooks } from "~/calculator/device/books-buyers";
import { announceBooksChange } from "~/calculator/device/books-channel";
import type { Books } from "~/calculator/device/books-db";
import { gstr1Date } from "~/calculator/register/period";
import type { SellerConfig } from "~/calculator/seller-config";
import { CancelInvoiceForm } from "~/calculator/ui/document/CancelInvoiceForm";
import { formatINR } from "~/money/money";

import { ReceiptActions } from "./ReceiptActions";

/** The buyer's payments, newest first, each with its receipt and, unless cancelled, Cancel. */
export function PaymentsList({
  books,
  payments,
  seller,
}: {
  books: Books;
  payments: readonly Payment[];
  seller: SellerConfig;
}) {
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  if (payments.length === 0) return null;
  const newestFirst = [...payments].sort(
    (a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number),
  );
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>Payments received</h4>
      <ul className="calc-payments">
        {newestFirst.map((payment) => (
          <li key={payment.number} className={payment.cancelled ? "calc-payment-cancelled" : undefined}>
            <button
              type="button"
              className="calc-link-button"
              aria-expanded={open === payment.number}
              onClick={() => setOpen(open === payment.number ? null : payment.number)}
            >
              {payment.number}
            </button>{" "}
            {gstr1Date(payment.date)}: {formatINR(payment.amount)} by {PAYMENT_MODE_LABELS[payment.mode]}
            {payment.reference ? ` (${payment.reference})` : ""}
            {payment.cancelled ? <strong> CANCELLED: {payment.cancelled.reason}</strong> : null}
            {open === payment.number ? (
              <>
                <ReceiptActions payment={payment} seller={seller} />
                {payment.cancelled ? null : cancelling === payment.number ? (
                  <CancelInvoiceForm
                    number={payment.number}
                    name="payment"
                    hint="The payment stays listed, marked CANCELLED with the date and the reason, and settles nothing; its receipt number is never used again."
                    onCancel={async (reason) => {
                      const result = await cancelPaymentInBooks(books, payment.number, reason, Date.now());
                      if (result.ok) announceBooksChange({ kind: "documents" });
                      return result;
                    }}
                    onDone={() => setCancelling(null)}
                  />
                ) : (
                  <button type="button" className="calc-button" onClick={() => setCancelling(payment.number)}>
                    Cancel this payment
                  </button>
                )}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
