/**
 * The embedded catalogue: every product, in catalogue ("best selling") order.
 * The records live in one file per department under data/; this module only joins them.
 * Validation runs in the schema test (test/unit/catalog/data.test.ts), not at module load.
 */
import { candleProducts } from "./data/products-candles";
import { incenseProducts } from "./data/products-incense";
import { lifestyleProducts } from "./data/products-lifestyle";
import { poojaProducts } from "./data/products-pooja";
import type { Product } from "./schema";

export const products: readonly Product[] = Object.freeze([
  ...incenseProducts,
  ...poojaProducts,
  ...candleProducts,
  ...lifestyleProducts,
]);
