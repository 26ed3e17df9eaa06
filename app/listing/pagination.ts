/** The page links of a listing: which numbers show, and where the gaps go. */
export type PaginationItem = number | "ellipsis";

/**
 * With 5 or fewer pages every number; otherwise 1, 2, 3, an ellipsis and the
 * last page, plus the current page (between ellipses) when it is not among those.
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  if (pageCount <= 5) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const items: PaginationItem[] = [1, 2, 3];
  if (page > 3 && page < pageCount) {
    if (page > 4) items.push("ellipsis");
    items.push(page);
    if (page < pageCount - 1) items.push("ellipsis");
  } else {
    items.push("ellipsis");
  }
  items.push(pageCount);
  return items;
}
