/**
 * The filters a listing has on, worded as the chips that remove them show them ("In Stock",
 * "From ₹150.00"). Worked out with the page's data on the server, so the browser only draws them.
 */
import { formatRupees } from "~/money/money";

import type { ListingQuery } from "./listing-query";

export interface ActiveFilter {
  /** The URL parameter the chip removes. */
  param: "inStock" | "outOfStock" | "minPrice" | "maxPrice";
  label: string;
}

export function activeFilters(query: ListingQuery): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (query.inStock) filters.push({ param: "inStock", label: "In Stock" });
  if (query.outOfStock) filters.push({ param: "outOfStock", label: "Out of Stock" });
  if (query.minPrice !== null)
    filters.push({ param: "minPrice", label: `From ${formatRupees(query.minPrice)}` });
  if (query.maxPrice !== null)
    filters.push({ param: "maxPrice", label: `To ${formatRupees(query.maxPrice)}` });
  return filters;
}
