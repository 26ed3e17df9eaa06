import { type ProductPageView } from "~/catalog/product-page";

import { BuyNow } from "./BuyNow";
import { PriceArea } from "./PriceArea";
import { ProductGallery } from "./ProductGallery";
import { RelatedProducts } from "./RelatedProducts";
import { SpecificationsTable } from "./SpecificationsTable";
import { VariantPicker } from "./VariantPicker";
import { availabilityLabel } from "~/catalog/availability";
import { HtmlOnly } from "~/components/prerendered";
import { categoryPath, HOME_PATH } from "~/paths";

/** What the page shows below the summary and holds nothing to hydrate: its specifications and description. */
export type ProductInfo = Pick<ProductPageView, "specifications" | "description">;

/**
 * The product-detail page body. The route keys it by product id, so every piece of state in it
 * (main image, lightbox) starts over on another product; the gallery is also keyed by variant.
 * The specifications, the description and You May Also Like are in a document's HTML only
 * (`HtmlOnly` in components/prerendered.tsx): `info` and `related` are null while the page hydrates.
 */
export function ProductDetail({
  view,
  info,
  related,
  hasRelated,
}: {
  view: Omit<ProductPageView, keyof ProductInfo | "related">;
  info: ProductInfo | null;
  related: ProductPageView["related"] | null;
  hasRelated: boolean;
}) {
  return (
    <div className="product-detail">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <a href={HOME_PATH}>Home</a>
          </li>
          <li>
            <a href={categoryPath(view)}>{view.category}</a>
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
      <HtmlOnly
        as="div"
        name="product-info"
        className="product-info"
        value={info}
        render={ProductInfoSections}
      />
      {hasRelated ? (
        <HtmlOnly
          as="section"
          name="product-related"
          className="related"
          aria-labelledby="related-heading"
          value={related}
          render={(tiles) => <RelatedProducts tiles={tiles} />}
        />
      ) : null}
    </div>
  );
}

function ProductInfoSections({ specifications, description }: ProductInfo) {
  return (
    <>
      <SpecificationsTable rows={specifications} />
      {description.length > 0 ? (
        <section className="product-section" aria-labelledby="description-heading">
          <h2 id="description-heading">Description</h2>
          {description.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ) : null}
    </>
  );
}
