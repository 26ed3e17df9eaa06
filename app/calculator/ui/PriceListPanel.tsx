import { lazy } from "react";

import { describePriceListSource, type StoredPriceList } from "~/calculator/device/invoice-draft";

import { LazyDisclosure } from "./LazyDisclosure";
import { loadOnDemand } from "./load-on-demand";

const PriceListControls = lazy(() => loadOnDemand().then((parts) => ({ default: parts.PriceListControls })));

/**
 * The price list in use, folded into one disclosure: the count and where the list came from, and
 * inside (loaded when first opened) the controls to change it.
 */
export function PriceListPanel({
  list,
  count,
  onChoose,
}: {
  list: StoredPriceList;
  count: number;
  onChoose: (list: StoredPriceList) => void;
}) {
  return (
    <LazyDisclosure
      className="calc-list-controls"
      summary={
        <>
          Price list:{" "}
          <span className="calc-product-count">
            <strong>{count}</strong> {count === 1 ? "product" : "products"}{" "}
            <span>({describePriceListSource(list)})</span>
          </span>
        </>
      }
    >
      <PriceListControls list={list} onChoose={onChoose} />
    </LazyDisclosure>
  );
}
