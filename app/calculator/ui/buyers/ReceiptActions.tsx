import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

import type { Payment } from "~/calculator/buyers/payments";
import { receiptView } from "~/calculator/buyers/receipt";
import type { SellerConfig } from "~/calculator/seller-config";
import { StatusMessage } from "~/calculator/ui/StatusMessage";

import { printSheet, saveReceipt, shareReceipt } from "./account-files";

/** A receipt as a printed page: what Print shows alone (the print styles hide the rest of the page). */
function ReceiptSheet({ payment, seller }: { payment: Payment; seller: SellerConfig }) {
  const view = receiptView(payment);
  return (
    <div className="calc-print-sheet">
      <p>
        <strong>{seller.legalName}</strong>
        <br />
        {seller.address}
        {seller.gstin ? ` · GSTIN ${seller.gstin}` : ""}
      </p>
      <h2>{view.title}</h2>
      {view.cancelled ? <p className="calc-warning">{view.cancelled}</p> : null}
      <p>
        Receipt number: {view.number}
        <br />
        Date: {view.date}
        <br />
        Received from: {view.buyerName}
        <br />
        Amount: <strong>{view.amount}</strong> ({view.amountInWords})
        <br />
        Mode: {view.mode}
      </p>
      {view.settled.length > 0 ? (
        <p>Settled against: {view.settled.map(([number, amount]) => `${number} (${amount})`).join(", ")}</p>
      ) : null}
      {view.advance ? <p>Kept as an advance: {view.advance}</p> : null}
      <p>For {seller.legalName}, authorised signatory</p>
    </div>
  );
}

/** Receipt PDF, Print and Share for one payment. */
export function ReceiptActions({ payment, seller }: { payment: Payment; seller: SellerConfig }) {
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const [printing, setPrinting] = useState(false);
  // Printed once the sheet is in the page; taken out when the browser has printed.
  useEffect(() => {
    if (printing) printSheet(() => setPrinting(false));
  }, [printing]);

  const failed = (error: unknown) => {
    console.error("The receipt could not be made", error);
    setMessage({ tone: "error", text: "The receipt's PDF could not be made here: use Print instead." });
  };
  return (
    <div className="calc-receipt-actions">
      <div className="calc-backup-actions">
        <button
          type="button"
          className="calc-button"
          onClick={() =>
            void saveReceipt(payment, seller).then(
              (name) => setMessage({ tone: "info", text: `Saved ${name}.` }),
              failed,
            )
          }
        >
          Receipt PDF {payment.number}
        </button>
        <button type="button" className="calc-button" onClick={() => setPrinting(true)}>
          Print receipt
        </button>
        <button
          type="button"
          className="calc-button"
          onClick={() =>
            void shareReceipt(payment, seller).then(
              (outcome) =>
                setMessage(
                  outcome === "saved"
                    ? { tone: "info", text: "This browser cannot share files: the receipt was saved." }
                    : null,
                ),
              failed,
            )
          }
        >
          Share receipt
        </button>
      </div>
      <StatusMessage tone={message?.tone}>{message?.text}</StatusMessage>
      {printing
        ? createPortal(
            <ReceiptSheet payment={payment} seller={seller} />,
            document.querySelector("main") ?? document.body,
          )
        : null}
    </div>
  );
}
