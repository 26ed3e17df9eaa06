/**
 * The embedded catalogue: every product, in catalogue ("best selling") order.
 * The records live in one file per department; this module only joins them.
 */
import type { Product } from "./schema";

export const products: readonly Product[] = [];
