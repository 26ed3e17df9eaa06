import { type ProductPageView } from "~/catalog/product-page";

import { BuyNow } from "./BuyNow";
import { PriceArea } from "./PriceArea";
import { ProductGallery } from "./ProductGallery";
import { VariantPicker } from "./VariantPicker";
import { availabilityLabel } from "~/catalog/availability";
import { Island, type IslandPart } from "~/components/island";
import { categoryPath, HOME_PATH } from "~/paths";
import { shopLink } from "~/shop-link";

/**
 * The product-detail page body. The route keys it by product id, so every piece of state in it
 * (main image, lightbox) starts over on another product; the gallery is also keyed by variant.
 * The specifications, the description and You May Also Like hold nothing to hydrate: they are
 * islands (components/island.tsx) the route's loader renders (ProductInfo.tsx, RelatedProducts.tsx).
 */
export function ProductDetail({
  view,
  info,
  related,
}: {
  view: Omit<ProductPageView, "specifications" | "description" | "related">;
  info: IslandPart;
  /** Null for a product without related products. */
  related: IslandPart | null;
}) {
  return (
    <div className="product-detail">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <a {...shopLink(HOME_PATH)}>Home</a>
          </li>
          <li>
            <a {...shopLink(categoryPath(view))}>{view.category}</a>
          </li>
          <li>
            <span aria-current="page">{view.name}</span>
          </li>
        </ol>
      </nav>
      <div className="product-main">
        <ProductGallery
          key={view.variantIndex}
          name={view.name}
          images={view.gallery.images}
          initialIndex={view.imageIndex}
          variantIndex={view.variantIndex}
        />
        <div className="product-summary">
          <h1 className="product-name">{view.name}</h1>
          <p className="product-taxonomy">
            Category: {view.category}
            {view.subCategory ? ` | Subcategory: ${view.subCategory}` : null}
          </p>
          <VariantPicker productId={view.id} variants={view.variants} selected={view.variantIndex} />
          <PriceArea price={view.price} />
          <p className="product-availability">
            Availability:{" "}
            <strong className={view.availability === "in-stock" ? "availability-ok" : "availability-out"}>
              {availabilityLabel(view.availability)}
            </strong>
          </p>
          <BuyNow url={view.marketplaceUrl} name={view.name} />
        </div>
      </div>
      <Island as="div" className="product-info" island={info} />
      {related ? (
        <Island as="section" className="related" aria-labelledby="related-heading" island={related} />
      ) : null}
    </div>
  );
}
