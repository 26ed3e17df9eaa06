import { lazy, useEffect, useRef } from "react";

import type { SellerConfig } from "~/calculator/seller-config";
import { LazyDisclosure } from "~/calculator/ui/LazyDisclosure";

import { onPaymentRequest } from "./payment-request";

/** The buyer book, payments, dues, statements and reminders, loaded when first opened. */
const BuyersView = lazy(() => import("./BuyersView").then((parts) => ({ default: parts.BuyersView })));

/**
 * "Buyers and dues" (docs/calculator.md, "Buyers and what they owe"): what each buyer owes, a buyer's
 * page with its payments, receipts, statement and reminder, and the book's import and export. None of
 * it loads with the calculator: only when the rep opens it.
 */
export function BuyersPanel({ seller }: { seller: SellerConfig }) {
  const details = useRef<HTMLDetailsElement>(null);
  // "Record payment" on an invoice opens it (loading it the first time), and the view takes the request.
  useEffect(
    () =>
      onPaymentRequest(() => {
        if (!details.current) return;
        details.current.open = true;
        details.current.scrollIntoView({ block: "start" });
      }),
    [],
  );
  return (
    <LazyDisclosure className="calc-buyers" summary="Buyers and dues" detailsRef={details}>
      <BuyersView seller={seller} />
    </LazyDisclosure>
  );
}
