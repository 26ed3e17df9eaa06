import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { selectCollection } from "~/catalog/collections";
import { parseListingQuery } from "~/listing/listing-query";
import { CategoryPanels, NewProductsList } from "~/components/listing/CollectionSidebar";
import { ListingView } from "~/components/listing/ListingView";
import { collectionSidebarData, listingData } from "~/listing/listing-data.server";
import type { ShellHandle } from "~/root";
import { brandedMeta } from "~/seo/meta";

export const handle: ShellHandle = { pageBackground: true, cacheDocument: true };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  brandedMeta(matches, (brand) =>
    data
      ? {
          title: data.page > 1 ? `${data.title} (page ${data.page})` : data.title,
          description: `${data.title}: ${data.countLabel.toLowerCase()} at ${brand}.`,
        }
      : { title: "Collection" },
  );

/**
 * `/collections/{slug}`: the URL is the whole state (decisions.md). Any slug and any query
 * string give a normal page; an unknown slug lists everything as All Products.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const selection = selectCollection(params.slug ?? "all");
  return {
    path: url.pathname,
    ...listingData(parseListingQuery(url.searchParams), selection),
    sidebar: collectionSidebarData(selection),
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
        <CategoryPanels categories={data.sidebar.categories} openCategory={data.sidebar.openCategory} />
      }
      sidebarBottom={<NewProductsList products={data.sidebar.newProducts} />}
    />
  );
}
