import Fuse from "fuse.js";
import { describe, expect, it } from "vitest";
import { products } from "~/catalog/products";
import { MAX_SUGGESTIONS, normalizeSearchText, searchProducts, suggest } from "~/catalog/search.server";
import { sampleSearchQueries } from "../../support/search-sample-queries";
import { categoryTree } from "~/catalog/sidebar";
import { collectionPath, slugify } from "~/paths";
import { rankByName } from "~/catalog/search-rank";

/** Plain Fuse's hits with the name matches moved first: what the search promises. */
const ranked = <T extends { name: string }>(text: string, hits: { item: T }[]) =>
  rankByName(
    text,
    hits.map((r) => r.item),
    (item) => item.name,
  );

describe("searchProducts (name, category, subCategory, threshold 0.4)", () => {
  it("blank or whitespace queries mean no search", () => {
    expect(searchProducts("")).toBeNull();
    expect(searchProducts("   \n\t")).toBeNull();
  });
  it("finds by name, category and subcategory, tolerating typos", () => {
    expect(searchProducts("Dry Flower Glass Candle")![0]!.id).toBe(278);
    expect(
      searchProducts("sambrani")!.every((p) => /sambrani/i.test(p.name + p.category + p.subCategory)),
    ).toBe(true);
    expect(searchProducts("agarbati")!.length).toBeGreaterThan(10);
    expect(searchProducts("Premium Packs")!.some((p) => p.category === "Premium Packs")).toBe(true);
    expect(searchProducts("zzzzqqqxxv")).toEqual([]);
  });
  it("trims the query", () => {
    expect(searchProducts("  rose  ")!.map((p) => p.id)).toEqual(searchProducts("rose")!.map((p) => p.id));
  });
  it("survives 2,000-character and odd Unicode queries", () => {
    for (const odd of [
      "a".repeat(2000),
      "rose ".repeat(400),
      "\ud800",
      "🪔🕉️ दीया",
      "e\u0301",
      "\u202E",
      "\u0000",
      "(.*)+[",
      "%%%",
    ]) {
      const hits = searchProducts(odd);
      const blank = normalizeSearchText(odd) === "";
      expect(hits === null, odd).toBe(blank);
      for (const hit of hits ?? []) expect(products, odd).toContain(hit);
      const suggestions = suggest(odd);
      expect(suggestions.length, odd).toBeLessThanOrEqual(MAX_SUGGESTIONS);
      for (const s of suggestions) expect(s.href, odd).toMatch(/^\/(collections|product-detail)\/[\w-]+$/);
    }
  });
  it("normalises to at most the pattern limit", () => {
    expect(normalizeSearchText("  dhoop   batti  ")).toBe("dhoop batti");
    expect(normalizeSearchText("x".repeat(100)).length).toBe(32);
    expect(normalizeSearchText("rose ".repeat(20))).toMatch(/^(rose ?)+$/);
    expect(normalizeSearchText("a".repeat(31) + "🪔")).toBe("a".repeat(31));
  });
});

describe("relevance: name matches before near-spellings", () => {
  it('"sandal" lists every product with "sandal" in its name before any other', () => {
    const hits = searchProducts("sandal")!;
    const named = hits.filter((p) => /sandal/i.test(p.name)).length;
    expect(named).toBeGreaterThan(20);
    expect(hits.slice(0, named).every((p) => /sandal/i.test(p.name))).toBe(true);
    // Every catalogue product named so is found.
    expect(named).toBe(products.filter((p) => /sandal/i.test(p.name)).length);
  });
  it('"cand" suggests candles before Sandalwood and Chandan', () => {
    const labels = suggest("cand").map((s) => s.label);
    expect(labels[0]).toBe("Candles");
    const firstOther = labels.findIndex((l) => !/cand/i.test(l));
    expect(labels.slice(0, firstOther === -1 ? labels.length : firstOther).length).toBeGreaterThan(2);
    for (const l of labels.slice(firstOther)) expect(/cand/i.test(l)).toBe(false);
  });
  it("ranks by whole words and word starts of the name, every query word, keeping Fuse's order within", () => {
    const names = ["Candle Set", "Sandalwood Candle", "Rose Water", "Scented Sandal", "Handal", "ROSE oil"];
    expect(rankByName("sandal", names, (n) => n)).toEqual([
      "Sandalwood Candle",
      "Scented Sandal",
      "Candle Set",
      "Rose Water",
      "Handal",
      "ROSE oil",
    ]);
    expect(rankByName("rose oil", names, (n) => n)[0]).toBe("ROSE oil");
    // A word inside another word is not a word start.
    expect(rankByName("andal", names, (n) => n)).toEqual(names);
    // No words (punctuation only): Fuse's order untouched.
    expect(rankByName("%%", names, (n) => n)).toEqual(names);
    expect(rankByName("दीया", ["x", "दीया सेट"], (n) => n)).toEqual(["दीया सेट", "x"]);
  });
});

describe("grouped search equals plain Fuse over the products (ranked by name)", () => {
  it("same hits in the same order as plain Fuse with the same options", () => {
    const plain = new Fuse(products as never[], {
      keys: ["name", "category", "subCategory"],
      threshold: 0.4,
    });
    const withDupes = [...products, ...products.slice(0, 40).map((p, i) => ({ ...p, id: 1000 + i }))];
    const plainDupes = new Fuse(withDupes, { keys: ["name", "category", "subCategory"], threshold: 0.4 });
    for (const text of [
      "rose",
      "agarbati",
      "dhoop batti",
      "candle",
      "sandal",
      "premium sambrani cups",
      "oil",
      "zz",
    ]) {
      expect(
        searchProducts(text)!.map((p) => p.id),
        text,
      ).toEqual(
        ranked(text, plain.search(text) as { item: { id: number; name: string } }[]).map((p) => p.id),
      );
      expect(
        searchProducts(text, withDupes)!.map((p) => p.id),
        text,
      ).toEqual(ranked(text, plainDupes.search(text)).map((p) => p.id));
    }
  });
  it("same hits in the same order for 300 random queries (typos, pairs, prefixes, junk, odd Unicode, over 32 units)", () => {
    const plain = new Fuse(products, { keys: ["name", "category", "subCategory"], threshold: 0.4 });
    const withDupes = [
      ...products,
      ...products.map((p, i) => ({ ...p, id: 1000 + i, name: i % 3 ? p.name : `${p.name} Jumbo` })),
    ];
    const plainDupes = new Fuse(withDupes, { keys: ["name", "category", "subCategory"], threshold: 0.4 });
    let nonEmpty = 0;
    for (const query of sampleSearchQueries(products, 300, 3)) {
      const text = normalizeSearchText(query);
      if (!text) {
        expect(searchProducts(query)).toBeNull();
        continue;
      }
      const ids = searchProducts(query)!.map((p) => p.id);
      if (ids.length) nonEmpty++;
      expect(ids, query).toEqual(ranked(text, plain.search(text)).map((p) => p.id));
      expect(
        searchProducts(query, withDupes)!.map((p) => p.id),
        query,
      ).toEqual(ranked(text, plainDupes.search(text)).map((p) => p.id));
    }
    expect(nonEmpty).toBeGreaterThan(150);
  }, 60_000);
});

describe("suggest (header suggestions)", () => {
  it("equals plain Fuse, categories then products, for 300 random queries", () => {
    const categories: { name: string; href: string }[] = [];
    for (const node of categoryTree) {
      for (const name of [node.name, ...node.children]) {
        if (!categories.some((c) => slugify(c.name) === slugify(name)))
          categories.push({ name, href: collectionPath(slugify(name)) });
      }
    }
    const byCategory = new Fuse(categories, { keys: ["name"], threshold: 0.35 });
    const byProduct = new Fuse(products, { keys: ["name", "subCategory"], threshold: 0.35 });
    for (const query of sampleSearchQueries(products, 300, 4)) {
      const text = normalizeSearchText(query);
      const expected = !text
        ? []
        : [
            ...ranked(text, byCategory.search(text))
              .slice(0, 6)
              .map((c) => `category ${c.name} ${c.href}`),
            ...ranked(text, byProduct.search(text))
              .slice(0, 6)
              .map((p) => `product ${p.name} /product-detail/${p.id}`),
          ].slice(0, 6);
      expect(
        suggest(query).map((s) => `${s.kind} ${s.label} ${s.href}`),
        query,
      ).toEqual(expected);
    }
  }, 60_000);

  it("lists categories first, then products, at most 6", () => {
    const s = suggest("candle");
    expect(s.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(s.length).toBe(6);
    const firstProduct = s.findIndex((x) => x.kind === "product");
    expect(s.slice(firstProduct === -1 ? s.length : firstProduct).every((x) => x.kind === "product")).toBe(
      true,
    );
    expect(s[0]).toMatchObject({ kind: "category", label: "Candles", href: "/collections/candles" });
  });
  it("links products to their detail page", () => {
    const s = suggest("dry flower");
    const p = s.find((x) => x.kind === "product" && x.label === "Dry Flower Glass Candle");
    expect(p?.href).toBe("/product-detail/278");
  });
  it("returns nothing for a blank query", () => {
    expect(suggest("  ")).toEqual([]);
  });
  it("never exceeds 6 for any short query", () => {
    for (const text of ["a", "ro", "sa", "dhoop", "oil", "pooja", "x", "1"])
      expect(suggest(text).length).toBeLessThanOrEqual(6);
  });
  it("builds each index once per products array", () => {
    const t0 = performance.now();
    for (let i = 0; i < 50; i++) searchProducts("rose", products);
    expect((performance.now() - t0) / 50).toBeLessThan(20);
  });
});
