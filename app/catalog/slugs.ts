/**
 * Collection slugs. Two spellings of the rule were in use on the shop this one replaces:
 * - `slugify`: lowercase, spaces to hyphens, every other punctuation stripped ("Pooja Oil" → "pooja-oil").
 * - `slugifyWithAnd`: "&" becomes "-and-", runs of spaces or non-word characters become one hyphen.
 * Both give the same result for every category and subcategory name in the catalogue.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/[^\w-]/g, "");
}

export function slugifyWithAnd(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, "-and-")
    .replace(/[\s\W_]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
