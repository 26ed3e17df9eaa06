import { redirect, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { selectCollection } from "~/catalog/collections";
import { parseListingQuery } from "~/listing/listing-query";
import { CategoryPanels, NewProductsList } from "~/components/listing/CollectionSidebar";
import { ListingView } from "~/components/listing/ListingView";
import { htmlOnlyData } from "~/components/html-only.server";
import {
  collectionSidebarData,
  listingData,
  panelRedirect,
  type CollectionSidebarData,
} from "~/listing/listing-data.server";
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
  return {
    meta: collectionMeta(listing),
    path: url.pathname,
    ...listing,
    sidebar: withHtmlOnlyCategories(context, collectionSidebarData(selection, query)),
  };
}

/** The category panels are in a document's HTML only (`HtmlOnly` in components/prerendered.tsx). */
function withHtmlOnlyCategories(context: AppLoadContext, sidebar: CollectionSidebarData) {
  return { ...sidebar, categories: htmlOnlyData(context, "sidebar-categories", sidebar.categories) };
}

export default function CollectionPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ListingView
      action={data.path}
      heading={data.title}
      data={data}
      sidebarTop={
        <CategoryPanels
          categories={data.sidebar.categories}
          openCategory={data.sidebar.openCategory}
          currentPath={data.path}
        />
      }
      sidebarBottom={<NewProductsList products={data.sidebar.newProducts} />}
    />
  );
}
