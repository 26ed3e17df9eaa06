import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import { products } from "~/catalog/products";

import { productArt } from "../../../../scripts/art/product-art";
import { BLOG_SLUGS, TILES, blogArt, tileArt } from "../../../../scripts/art/tiles";

const IMAGES = join(process.cwd(), "public", "images");
const REGENERATE = "npx vite-node --config vitest.config.ts scripts/generate-product-art.ts";
const read = (dir: string, name: string) => readFileSync(join(IMAGES, dir, name), "utf8");
const VIEWS = [1, 2, 3] as const;

/** Every picture the generator owns, as [directory, file name]. */
const generated = (): [string, string][] => [
  ...products.flatMap((p) => VIEWS.map((v): [string, string] => ["products", `${p.id}-${v}.svg`])),
  ...Object.keys(TILES).map((slug): [string, string] => ["categories", `${slug}.svg`]),
  ...BLOG_SLUGS.map((slug): [string, string] => ["blog", `${slug}.svg`]),
];

/** The elements a picture may use: shapes, gradients, groups and uses. Nothing that holds text. */
const ALLOWED = new Set([
  "svg",
  "defs",
  "g",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "linearGradient",
  "radialGradient",
  "stop",
]);

describe("the generated pictures", () => {
  it("are up to date with the catalogue and the drawings, and the same on every run", () => {
    for (const p of products)
      for (const view of VIEWS) {
        const drawn = productArt(p, view);
        expect(productArt(p, view)).toBe(drawn);
        expect(
          read("products", `${p.id}-${view}.svg`) === drawn,
          `products/${p.id}-${view}.svg: run ${REGENERATE}`,
        ).toBe(true);
      }
    for (const slug of Object.keys(TILES))
      expect(read("categories", `${slug}.svg`) === tileArt(slug), slug).toBe(true);
    for (const slug of BLOG_SLUGS) expect(read("blog", `${slug}.svg`) === blogArt(slug), slug).toBe(true);
  });

  it("carry no text, no numbers and no glyphs: only shapes", () => {
    for (const [dir, name] of generated()) {
      const svg = read(dir, name);
      const where = `${dir}/${name}`;
      expect(svg, where).not.toMatch(
        /<(text|tspan|textPath|title|desc|font|glyph|foreignObject|image|style|script)\b/i,
      );
      // No character data between tags: a picture's only content is its elements.
      expect(svg.trim().replace(/<[^>]*>/g, ""), where).toBe("");
      const tags = new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map(([, tag]) => tag!));
      expect(
        [...tags].filter((tag) => !ALLOWED.has(tag)),
        where,
      ).toEqual([]);
    }
  });

  it("has no other file in the category and article folders that could still carry a label", () => {
    expect(readdirSync(join(IMAGES, "categories")).sort()).toEqual(
      Object.keys(TILES)
        .map((s) => `${s}.svg`)
        .sort(),
    );
    expect(readdirSync(join(IMAGES, "blog")).sort()).toEqual(BLOG_SLUGS.map((s) => `${s}.svg`).sort());
  });

  it("gives every product three different shots, and no two products the same front", () => {
    const fronts = new Map<string, number>();
    for (const p of products) {
      const [front, close, inUse] = VIEWS.map((v) => productArt(p, v));
      expect(new Set([front, close, inUse]).size, `product ${p.id}`).toBe(3);
      expect(fronts.get(front!), `product ${p.id} looks like another`).toBeUndefined();
      fronts.set(front!, p.id);
    }
  });
});

/**
 * What the front pictures of each category weighed before they were redrawn (the flat, labelled
 * drawings), in bytes as stored and gzipped (zlib level 6, as the server sends them). Listing
 * pages load front pictures only; each category's may grow by at most a fifth.
 */
const FRONT_BYTES_BEFORE: Readonly<Record<string, readonly [raw: number, gzip: number]>> = {
  Incense: [213526, 46663],
  Agarbatti: [61102, 13055],
  "Dhoop Cones": [33413, 10798],
  "Dhoop Batti": [41473, 9143],
  "Sambrani Cups": [29215, 9349],
  "Pooja Essentials": [72840, 21723],
  "Hawan Samagri": [11626, 3753],
  Candles: [185746, 58779],
  Lifestyle: [78678, 24944],
  "Organic Products": [29941, 9125],
  "Premium Packs": [14449, 4605],
};

describe("the weight of the pictures", () => {
  it("keeps each category's front pictures within a fifth of what they weighed before", () => {
    const now = new Map<string, [number, number]>();
    for (const p of products) {
      const file = readFileSync(join(IMAGES, "products", `${p.id}-1.svg`));
      const [raw, gzip] = now.get(p.category) ?? [0, 0];
      now.set(p.category, [raw + file.length, gzip + gzipSync(file, { level: 6 }).length]);
    }
    expect([...now.keys()].sort()).toEqual(Object.keys(FRONT_BYTES_BEFORE).sort());
    for (const [category, [raw, gzip]] of now) {
      const [rawBefore, gzipBefore] = FRONT_BYTES_BEFORE[category]!;
      expect(raw, `${category}, bytes as stored`).toBeLessThanOrEqual(rawBefore * 1.2);
      expect(gzip, `${category}, bytes gzipped`).toBeLessThanOrEqual(gzipBefore * 1.2);
    }
  });

  it("keeps every picture small", () => {
    for (const [dir, name] of generated())
      expect(read(dir, name).length, `${dir}/${name}`).toBeLessThan(12_000);
  });
});
