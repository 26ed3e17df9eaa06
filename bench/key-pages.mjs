/**
 * The shop's key pages, which the phone benchmarks (Lighthouse, interactions) measure: one of each
 * kind a shopper lands on (home, listings, a product, search, an article, contact), and the
 * calculator. The article is a festival guide (Dhanteras).
 */
export const CALCULATOR_PATH = "/price-calculation";

export const KEY_PAGES = [
  "/",
  "/collections/all",
  "/collections/incense?sort=price-ascending&page=2",
  "/product-detail/278",
  "/search?query=rose",
  "/blog/2",
  "/contact",
  CALCULATOR_PATH,
];

/**
 * A URL of every page route (by Remix route id), for what must hold on every page, not only the
 * key ones: the JavaScript each loads (bench/loaded-js.mjs). A page route missing here fails that
 * bench, so a new page cannot go unmeasured.
 */
export const PAGE_OF_ROUTE = {
  "routes/_index": "/",
  "routes/collections._index": "/collections",
  "routes/collections.$slug": "/collections/all",
  "routes/product-detail.$productId": "/product-detail/278",
  "routes/search": "/search?query=rose",
  "routes/blog._index": "/blog",
  "routes/blog.$blogId": "/blog/2",
  "routes/about-us": "/about-us",
  "routes/candle-home": "/candle-home",
  "routes/pages.$page": "/pages/privacy-policy",
  "routes/contact": "/contact",
  "routes/contact-us": "/contact-us",
  "routes/$": "/no-such-page",
  "routes/price-calculation": CALCULATOR_PATH,
};

export const isCalculator = (path) => path.startsWith(CALCULATOR_PATH);

/**
 * The pages an environment variable names (a comma-separated list, each a path or the start of one
 * without its slash: "price-calculation", "collections/incense"; any other path is taken as it is),
 * or `all` (every key page by default).
 */
export function pagesNamedBy(variable, all = KEY_PAGES) {
  const wanted = process.env[variable]?.split(",").filter(Boolean);
  if (!wanted?.length) return all;
  return wanted.map(
    (part) => all.find((path) => path === part) ?? all.find((path) => path.slice(1).startsWith(part)) ?? part,
  );
}
