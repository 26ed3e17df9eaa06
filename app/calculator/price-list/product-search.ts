import type { PriceListItem } from "./price-list-item";

/**
 * The product dropdown's filter: every word typed must appear in the name or the category, ignoring
 * case ("rose 16" finds "Punarvana Rose Agarbatti 16 g"). Names that start with the text come first,
 * then the list's own order. Plain substring matching on purpose: reps type the words printed on the
 * pack, and a fuzzy match would offer "Rose Water" for "rose agarbatti".
 */
export function filterProducts(
  items: readonly PriceListItem[],
  query: string,
  limit = 100,
): { matches: PriceListItem[]; total: number } {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { matches: items.slice(0, limit), total: items.length };
  const first: PriceListItem[] = [];
  const rest: PriceListItem[] = [];
  const phrase = words.join(" ");
  for (const item of items) {
    const name = item.name.toLowerCase();
    const haystack = `${name} ${item.category}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    const bare = name.replace(/^punarvana /, "");
    (name.startsWith(phrase) || bare.startsWith(phrase) ? first : rest).push(item);
  }
  const all = [...first, ...rest];
  return { matches: all.slice(0, limit), total: all.length };
}
