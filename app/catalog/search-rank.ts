/**
 * Name-match ranking over fuzzy hits (docs/shop-urls.md, "Search relevance"). Fuse finds the hits
 * and orders them by its score; shoppers expect a product whose name holds the word they typed
 * before a near-spelling ("sandal" lists every Sandalwood product before any Candle). So the hits
 * whose name has every word of the query as a whole word or the start of a word come first, the
 * others (near-spellings, matches in the category only) after them, each group in Fuse's order.
 */

/** Lower-cased words of a text: runs of letters, marks and digits. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** True when every query word is a word of the name or the start of one (false for no words). */
function namesQueryWords(queryWords: readonly string[], name: string): boolean {
  if (queryWords.length === 0) return false;
  const nameWords = words(name);
  return queryWords.every((q) => nameWords.some((w) => w.startsWith(q)));
}

/** The test of a name for `query`: `namesQueryWords` with the query's words split once. */
export function nameMatcher(query: string): (name: string) => boolean {
  const queryWords = words(query);
  return (name) => namesQueryWords(queryWords, name);
}

/**
 * `hits` (in Fuse's order) with the name matches first; the order within each group is kept.
 * For short lists (the suggested categories): product hits are grouped inside the search index,
 * which tests each distinct name once (`FuzzyIndex.search`'s `first`).
 */
export function rankByName<T>(query: string, hits: readonly T[], nameOf: (hit: T) => string): T[] {
  const matches = nameMatcher(query);
  const first: T[] = [];
  const rest: T[] = [];
  for (const hit of hits) (matches(nameOf(hit)) ? first : rest).push(hit);
  return first.concat(rest);
}
