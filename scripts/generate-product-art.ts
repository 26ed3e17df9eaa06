/**
 * Draws the shop's SVG artwork into public/images/:
 * - products/{id}-1.svg (front: pack and product), -2.svg (close-up), -3.svg (in use or contents);
 * - categories/{slug}.svg, the home page's category tiles;
 * - blog/{slug}.svg, the festival articles' pictures.
 * What each product looks like is decided in scripts/art/ (product-art.ts is the way in).
 * The pictures carry no text: the pages print names and labels.
 *
 * Run after changing the catalogue or the drawings, then commit public/images:
 *
 *   npx vite-node --config vitest.config.ts scripts/generate-product-art.ts
 *
 * The output is the same on every run (each picture's randomness is seeded by its product and
 * view), so unchanged pictures show no diff; test/unit/scripts/art checks the files are up to date.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { products } from "~/catalog/products";

import { productArt } from "./art/product-art";
import { BLOG_SLUGS, TILES, blogArt, tileArt } from "./art/tiles";

const OUT = join(process.cwd(), "public", "images");

function write(dir: string, name: string, content: string): void {
  mkdirSync(join(OUT, dir), { recursive: true });
  writeFileSync(join(OUT, dir, name), content);
}

for (const p of products)
  for (const view of [1, 2, 3] as const) write("products", `${p.id}-${view}.svg`, productArt(p, view));
for (const slug of Object.keys(TILES)) write("categories", `${slug}.svg`, tileArt(slug));
for (const slug of BLOG_SLUGS) write("blog", `${slug}.svg`, blogArt(slug));
console.log(
  `Wrote ${products.length * 3} product pictures, ${Object.keys(TILES).length} tiles and ${BLOG_SLUGS.length} article pictures to public/images.`,
);
