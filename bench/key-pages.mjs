/** The shop's key pages, which the phone benchmarks (Lighthouse, loaded JavaScript) measure. */
export const CALCULATOR_PATH = "/price-calculation";

export const KEY_PAGES = [
  "/",
  "/collections/all",
  "/collections/incense?sort=price-ascending&page=2",
  "/product-detail/278",
  "/search?query=rose",
  "/contact",
  CALCULATOR_PATH,
];

export const isCalculator = (path) => path.startsWith(CALCULATOR_PATH);

/**
 * The pages an environment variable names (a comma-separated list, each a path or the start of one
 * without its slash: "price-calculation", "collections/incense"; any other path is taken as it is),
 * or every key page.
 */
export function pagesNamedBy(variable) {
  const wanted = process.env[variable]?.split(",").filter(Boolean);
  if (!wanted?.length) return KEY_PAGES;
  return wanted.map(
    (part) =>
      KEY_PAGES.find((path) => path === part) ??
      KEY_PAGES.find((path) => path.slice(1).startsWith(part)) ??
      part,
  );
}
