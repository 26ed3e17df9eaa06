import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { selectCollection } from "~/catalog/collections";
import { parseListingQuery } from "~/listing/listing-query";
import { CategoryPanels, NewProductsList } from "~/components/listing/CollectionSidebar";
import { ListingView } from "~/components/listing/ListingView";
import { Island } from "~/components/island";
import { island } from "~/components/island.server";
import { collectionSidebarData, listingData, panelRedirect } from "~/listing/listing-data.server";
import type { ShellHandle } from "~/root";
import { collectionMeta } from "~/seo/listing-meta.server";

export const handle: ShellHandle = { pageBackground: true, cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/**
 * `/collections/{slug}`: the URL is the whole state (docs/shop-urls.md). Any slug and any query
 * string give a normal page; an unknown slug lists everything as All Products.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const selection = selectCollection(params.slug ?? "all");
  const query = parseListingQuery(url.searchParams);
  const panel = panelRedirect(url, query);
  if (panel) throw redirect(panel);
  const listing = listingData(url.pathname, query, selection);
  const { categories, openCategory, newProducts } = collectionSidebarData(selection, query);
  return {
    meta: collectionMeta(listing),
    path: url.pathname,
    ...listing,
    // An island (components/island.tsx): rendered here, never hydrated.
    categoryPanels: island(context, "sidebar-categories", () => (
      <CategoryPanels categories={categories} openCategory={openCategory} currentPath={url.pathname} />
    )),
    newProducts,
  };
}

export default function CollectionPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ListingView
      action={data.path}
      heading={data.title}
      data={data}
      sidebarTop={
        <Island
          as="section"
          className="sidebar-section"
          aria-labelledby="sidebar-categories"
          island={data.categoryPanels}
        />
      }
      sidebarBottom={<NewProductsList products={data.newProducts} />}
    />
  );
}
