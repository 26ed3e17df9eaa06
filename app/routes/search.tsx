import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ALL_PRODUCTS } from "~/catalog/collections";
import { parseListingQuery } from "~/listing/listing-query";
import { searchProducts } from "~/catalog/search.server";
import { searchSidebarSections } from "~/catalog/sidebar";
import { ListingView } from "~/components/listing/ListingView";
import { SearchCategorySections } from "~/components/listing/SearchSidebar";
import { listingData } from "~/listing/listing-data.server";
import type { ShellHandle } from "~/root";
import { brandedMeta } from "~/seo/meta";

export const handle: ShellHandle = { pageBackground: true, cacheDocument: true };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  brandedMeta(matches, () => ({
    title: data?.query.query ? `Search: ${data.query.query}` : "Search",
    noindex: true,
  }));

/**
 * `/search?query=…`: Fuse hits (relevance order under Best selling) with the listing's sort,
 * filters and pages. A blank query lists every product.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseListingQuery(url.searchParams);
  const hits = searchProducts(query.query);
  return { path: url.pathname, ...listingData(query, ALL_PRODUCTS, hits) };
}

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  const text = data.query.query;
  // React escapes the echoed text; it is never parsed as markup.
  const heading = text ? (
    <>
      Search results for <q className="search-echo">{text}</q>
    </>
  ) : (
    "All Products"
  );
  return (
    <ListingView
      action={data.path}
      heading={heading}
      data={data}
      sidebarTop={<SearchCategorySections sections={searchSidebarSections} />}
    />
  );
}
