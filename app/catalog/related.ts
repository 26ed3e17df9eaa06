/**
 * "You May Also Like" on a product page: same category first, then same subcategory,
 * then any other product; each tier shuffled deterministically, seeded by the product id, so the
 * server and the browser render the same four products.
 */
import { products as catalogue } from "./products";
import { seededRandom } from "./seeded-random";
import type { Product } from "./schema";

/** Fisher–Yates with the given random source; returns a new array. */
export function seededShuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function relatedProducts(
  product: Product,
  count = 4,
  products: readonly Product[] = catalogue,
): Product[] {
  const sameCategory: Product[] = [];
  const sameSub: Product[] = [];
  const others: Product[] = [];
  for (const p of products) {
    if (p.id === product.id) continue;
    if (p.category === product.category) sameCategory.push(p);
    else if (product.subCategory !== "" && p.subCategory === product.subCategory) sameSub.push(p);
    else others.push(p);
  }
  const random = seededRandom(product.id * 2654435761);
  const out: Product[] = [];
  for (const tier of [sameCategory, sameSub, others]) {
    if (out.length >= count) break;
    out.push(...seededShuffle(tier, random).slice(0, count - out.length));
  }
  return out;
}
