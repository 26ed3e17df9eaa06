/**
 * Where the document's pictures are cut into pages: each page as full as it can be, cut only after a
 * whole part (the header, the buyer, a line, the totals, the tax table, the signature), never through
 * one; a part taller than a page is cut at the page's height.
 *
 * @param candidates bottom edges of the parts, from the document's top
 * @param total the document's height
 * @param pageHeight the height a page holds
 * @returns [from, to) of each page
 */
export function pictureBreaks(
  candidates: readonly number[],
  total: number,
  pageHeight: number,
): [number, number][] {
  if (!(pageHeight > 0)) throw new RangeError(`A page must have some height, not ${pageHeight}.`);
  const cuts = [...new Set(candidates.filter((y) => y > 0 && y < total))].sort((a, b) => a - b);
  const pages: [number, number][] = [];
  let from = 0;
  while (total - from > pageHeight) {
    const fits = cuts.filter((y) => y > from && y - from <= pageHeight);
    const to = fits.length > 0 ? fits[fits.length - 1]! : from + pageHeight;
    pages.push([from, to]);
    from = to;
  }
  pages.push([from, Math.max(from, total)]);
  return pages;
}
