import type { ProductPageView } from "~/catalog/product-page";

import { SpecificationsTable } from "./SpecificationsTable";

/** Below the summary, an island (ProductDetail.tsx): the specifications and the description. */
export function ProductInfo({
  specifications,
  description,
}: Pick<ProductPageView, "specifications" | "description">) {
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
