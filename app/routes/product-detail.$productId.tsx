import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { productForParam, productPageView } from "~/catalog/product-page";
import { island } from "~/components/island.server";
import { ProductDetail } from "~/components/product-detail/ProductDetail";
import { ProductInfo } from "~/components/product-detail/ProductInfo";
import { RelatedProducts } from "~/components/product-detail/RelatedProducts";
import { environment, siteConfig } from "~/content/site-config.server";
import { absoluteUrl, siteOrigin } from "~/seo/canonical";
import { breadcrumbJsonLd, productJsonLd } from "~/seo/json-ld";
import { metaDescription, pageTitle, seoMeta } from "~/seo/meta";
import type { ShellHandle } from "~/root";
import { categoryPath, HOME_PATH, productPageSearch, productPath } from "~/paths";

export const handle: ShellHandle = { cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/**
 * `/product-detail/{id}?variant=N&image=K`. A malformed or unknown id is a 404; a bad variant or
 * image index falls back to the first (docs/shop-urls.md). Returns the page's view and its SEO head.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const product = productForParam(params.productId);
  if (!product) throw new Response("Product not found", { status: 404 });
  const url = new URL(request.url);
  const view = productPageView(product, url.searchParams.get("variant"), url.searchParams.get("image"));

  const { brand } = siteConfig();
  const origin = siteOrigin(request.url, environment());
  const canonical = absoluteUrl(origin, productPath(view.id) + productPageSearch(view.variantIndex));
  const variantLabel = view.variants.length > 1 ? view.variants[view.variantIndex]?.label : undefined;
  const description = metaDescription(view.description.join(" ") || `${view.name} from ${brand}.`);
  const images = view.gallery.images.map((src) => absoluteUrl(origin, src));
  const title = pageTitle(variantLabel ? `${view.name} (${variantLabel})` : view.name, brand);
  const { specifications, description: paragraphs, related, ...summary } = view;
  return {
    view: summary,
    // Islands (components/island.tsx): rendered here, never hydrated.
    info: island(context, "product-info", () => (
      <ProductInfo specifications={specifications} description={paragraphs} />
    )),
    related:
      related.length > 0
        ? island(context, "product-related", () => <RelatedProducts tiles={related} />)
        : null,
    meta: seoMeta({
      title,
      siteName: brand,
      description,
      canonical,
      image: absoluteUrl(
        origin,
        view.gallery.images[view.gallery.startIndex] ?? view.gallery.images[0] ?? "",
      ),
      imageAlt: view.name,
      type: "product",
      jsonLd: [
        productJsonLd({
          id: view.id,
          name: view.name,
          description,
          category: view.category,
          images,
          url: canonical,
          price: view.price?.price ?? null,
          availability: view.availability,
          variantLabel,
          brand,
        }),
        breadcrumbJsonLd([
          { name: "Home", url: absoluteUrl(origin, HOME_PATH) },
          { name: view.category, url: absoluteUrl(origin, categoryPath(view)) },
          { name: view.name, url: absoluteUrl(origin, productPath(view.id)) },
        ]),
      ],
    }),
  };
}

export default function ProductDetailPage() {
  const { view, info, related } = useLoaderData<typeof loader>();
  return <ProductDetail key={view.id} view={view} info={info} related={related} />;
}
