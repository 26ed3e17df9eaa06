import { lazy } from "react";

import type { SellerConfig } from "~/calculator/seller-config";
import { LazyDisclosure } from "~/calculator/ui/LazyDisclosure";

/** The office view and everything it uses (the register, fflate), loaded when first opened. */
const OfficeView = lazy(() => import("./OfficeView").then((parts) => ({ default: parts.OfficeView })));

/**
 * "Office: one return for the GSTIN": the office's computer combines every device's backup into one
 * GSTR-1 (docs/calculator.md, "The office: one return for the GSTIN"). A rep's phone never needs it,
 * so none of it loads until it is opened.
 */
export function OfficePanel({ seller }: { seller: SellerConfig }) {
  return (
    <LazyDisclosure className="calc-office" summary="Office: one return for the GSTIN">
      <OfficeView seller={seller} />
    </LazyDisclosure>
  );
}
