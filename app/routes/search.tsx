import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ALL_PRODUCTS } from "~/catalog/collections";
import { parseListingQuery } from "~/listing/listing-query";
import { searchProducts } from "~/catalog/search.server";
import { searchSidebarSections } from "~/catalog/sidebar";
import { Island } from "~/components/island";
import { island } from "~/components/island.server";
import { ListingView } from "~/components/listing/ListingView";
import { SearchCategorySections } from "~/components/listing/SearchSidebar";
import { listingData, panelRedirect, searchSidebarData } from "~/listing/listing-data.server";
import type { ShellHandle } from "~/root";
import { searchMeta } from "~/seo/listing-meta.server";

export const handle: ShellHandle = { pageBackground: true, cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/**
 * `/search?query=…`: the hits, by relevance unless another sort is chosen, with the listing's sort,
 * filters and pages. A blank query lists every product.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseListingQuery(url.searchParams, { search: true });
  const panel = panelRedirect(url, query);
  if (panel) throw redirect(panel);
  const hits = searchProducts(query.query);
  return {
    meta: searchMeta(query.query),
    path: url.pathname,
    // An island (components/island.tsx): rendered here, never hydrated.
    sections: island(context, "search-categories", () => (
      <SearchCategorySections sections={searchSidebarData(searchSidebarSections, query)} />
    )),
    ...listingData(url.pathname, query, ALL_PRODUCTS, hits),
  };
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
      sidebarTop={
        <Island
          as="nav"
          className="sidebar-section"
          aria-labelledby="search-categories"
          island={data.sections}
        />
      }
    />
  );
}
