import { lazy } from "react";

import type { SellerConfig } from "~/calculator/seller-config";
import { LazyDisclosure } from "~/calculator/ui/LazyDisclosure";

/** The buyer book, payments, dues, statements and reminders, loaded when first opened. */
const BuyersView = lazy(() => import("./BuyersView").then((parts) => ({ default: parts.BuyersView })));

/**
 * "Buyers and dues" (docs/calculator.md, "Buyers and what they owe"): what each buyer owes, a buyer's
 * page with its payments, receipts, statement and reminder, and the book's import and export. None of
 * it loads with the calculator: only when the rep opens it.
 */
export function BuyersPanel({ seller }: { seller: SellerConfig }) {
  return (
    <LazyDisclosure className="calc-buyers" summary="Buyers and dues">
      <BuyersView seller={seller} />
    </LazyDisclosure>
  );
}
