/**
 * The search accelerator must be invisible: the edit-distance filter never drops a string Fuse's
 * bitap matches, and FuzzyIndex returns exactly `new Fuse(items, { keys, threshold }).search(text)`.
 */
import { readFileSync } from "node:fs";

import Fuse from "fuse.js";
import { describe, expect, it } from "vitest";
import { products } from "~/catalog/products";
import { seededRandom } from "~/catalog/seeded-random";
import {
  bitapChunks,
  editDistanceFilter,
  FuzzyIndex,
  markCandidates,
  maxBitapErrors,
} from "~/catalog/search-index";
import { sampleSearchQueries, vocabulary } from "../../support/search-sample-queries";

/** Sellers' dynamic programme: the least edit distance between `p` and any substring of `t`. */
function substringDistance(p: string, t: string): number {
  let col = Array.from({ length: p.length + 1 }, (_, i) => i);
  let best = col[p.length]!;
  for (let j = 0; j < t.length; j++) {
    const next = [0];
    for (let i = 1; i <= p.length; i++) {
      next[i] = Math.min(col[i]! + 1, next[i - 1]! + 1, col[i - 1]! + (p[i - 1] === t[j] ? 0 : 1));
    }
    col = next;
    best = Math.min(best, col[p.length]!);
  }
  return best;
}

const rnd = seededRandom(20240611);
const ALPHABET = "abcde rosandlxyz";
const randomText = (max: number) =>
  Array.from({ length: Math.floor(rnd() * max) }, () => ALPHABET[Math.floor(rnd() * ALPHABET.length)]).join(
    "",
  );
const { words, names } = vocabulary(products);

describe("editDistanceFilter", () => {
  it("passes exactly the texts within k edits of the pattern (Myers vs dynamic programming)", () => {
    for (let n = 0; n < 3000; n++) {
      const p = n % 7 === 0 ? "ab".repeat(16) : randomText(33) || "a"; // up to 32 units
      const texts = Array.from({ length: 5 }, () =>
        rnd() < 0.5 ? randomText(60) : names[Math.floor(rnd() * names.length)]!.toLowerCase(),
      );
      const k = Math.floor(rnd() * p.length);
      const out = new Uint8Array(texts.length);
      editDistanceFilter(p, texts, k, out);
      texts.forEach((t, i) =>
        expect(out[i], `${p} / ${t} / ${k}`).toBe(substringDistance(p, t) <= k ? 1 : 0),
      );
    }
  });

  it("chunks long patterns as Fuse's bitap does", () => {
    expect(bitapChunks("abc")).toEqual(["abc"]);
    const p = Array.from({ length: 70 }, (_, i) => String.fromCharCode(97 + (i % 26))).join("");
    expect(bitapChunks(p)).toEqual([p.slice(0, 32), p.slice(32, 64), p.slice(38)]);
    expect(bitapChunks(p.slice(0, 64))).toEqual([p.slice(0, 32), p.slice(32, 64)]);
  });

  it("never rejects a string Fuse's bitap matches, at any threshold, long patterns included", () => {
    const queries = sampleSearchQueries(products, 400, 11);
    let matches = 0;
    for (const threshold of [0.2, 0.35, 0.4, 0.6, 0.8]) {
      for (const q of queries) {
        const p = q.toLowerCase();
        if (!p) continue;
        const texts = [
          ...Array.from({ length: 12 }, () => names[Math.floor(rnd() * names.length)]!),
          words[Math.floor(rnd() * words.length)]!,
          q,
        ];
        const out = new Uint8Array(texts.length);
        markCandidates(
          p,
          texts.map((t) => t.toLowerCase()),
          threshold,
          out,
        );
        texts.forEach((t, i) => {
          if (Fuse.match(q, t, { threshold }).isMatch) {
            matches++;
            expect(out[i], `${q} / ${t} @ ${threshold}`).toBe(1);
          }
        });
      }
    }
    expect(matches).toBeGreaterThan(1000); // the property was exercised
  });

  it("maxBitapErrors is the most errors whose accuracy is within the threshold", () => {
    expect(maxBitapErrors(4, 0.4)).toBe(1);
    expect(maxBitapErrors(5, 0.4)).toBe(2);
    expect(maxBitapErrors(17, 0.4)).toBe(6);
    expect(maxBitapErrors(1, 0.4)).toBe(0);
    expect(maxBitapErrors(3, 1)).toBe(2); // bitap tries at most m - 1 errors
  });
});

describe("FuzzyIndex equals Fuse", () => {
  type Item = { name: string; category: string; subCategory: string; id: number };
  const rndItems = seededRandom(99);
  // Many shared values, shuffled, some blank or odd-cased: tuples, ties and blank keys all occur.
  const items: Item[] = Array.from({ length: 600 }, (_, id) => {
    const base = products[Math.floor(rndItems() * products.length)]!;
    const r = rndItems();
    return {
      id,
      name:
        r < 0.05
          ? ""
          : r < 0.1
            ? base.name.toUpperCase()
            : r < 0.5
              ? base.name
              : `${base.name} ${Math.floor(rndItems() * 3)}`,
      category: rndItems() < 0.05 ? "  " : base.category,
      subCategory: base.subCategory,
    };
  });
  const queries = sampleSearchQueries(products, 100, 5).filter((q) => q.trim());

  for (const [keys, threshold] of [
    [["name", "category", "subCategory"], 0.4],
    [["name", "subCategory"], 0.35],
    [["category", "name"], 0.6],
  ] as const) {
    it(`keys ${keys.join(", ")} at threshold ${threshold}: same items, same order`, () => {
      const fuse = new Fuse(items, { keys: [...keys], threshold });
      const index = new FuzzyIndex(items, keys, { threshold });
      for (const q of queries) {
        const expected = fuse.search(q).map((r) => r.refIndex);
        expect(Array.from(index.search(q)), q).toEqual(expected);
        expect(Array.from(index.search(q, { limit: 6 })), q).toEqual(expected.slice(0, 6));
      }
    }, 60_000);
  }

  it("puts the items whose value passes `first` ahead, each group in Fuse's order, before the limit", () => {
    const keys = ["name", "category", "subCategory"] as const;
    const fuse = new Fuse(items, { keys: [...keys], threshold: 0.4 });
    const index = new FuzzyIndex(items, keys, { threshold: 0.4 });
    const tested: string[] = [];
    const when = (name: string) => {
      tested.push(name);
      return name.length % 2 === 0;
    };
    let moved = 0;
    for (const q of queries) {
      tested.length = 0;
      const hits = fuse.search(q).map((r) => r.refIndex);
      const passes = (i: number) => items[i]!.name.length % 2 === 0;
      const expected = [...hits.filter(passes), ...hits.filter((i) => !passes(i))];
      if (expected.some((i, k) => i !== hits[k])) moved++;
      expect(Array.from(index.search(q, { first: { key: "name", when } })), q).toEqual(expected);
      // One test per distinct name among the hits.
      expect(tested.length, q).toBe(new Set(hits.map((i) => items[i]!.name)).size);
      expect(Array.from(index.search(q, { limit: 6, first: { key: "name", when } })), q).toEqual(
        expected.slice(0, 6),
      );
    }
    expect(moved).toBeGreaterThan(10);
    expect(() => index.search("rose", { first: { key: "id" as "name", when } })).toThrow(RangeError);
  });

  it("refuses blank queries (callers show everything instead)", () => {
    expect(() => new FuzzyIndex(items, ["name"], { threshold: 0.4 }).search("  ")).toThrow(RangeError);
  });
});

describe("the Fuse internals FuzzyIndex relies on", () => {
  // FuzzyIndex asks Fuse for its bitap searcher through the undocumented `_getSearcher`, so fuse.js
  // is pinned to one exact version. Upgrading it must go through these checks.
  const manifest = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, never>;

  it("fuse.js is pinned to the exact version that is installed", () => {
    const pinned = manifest("package.json").dependencies!["fuse.js"] as string;
    expect(pinned, "package.json must pin fuse.js exactly (no ^ or ~)").toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest("node_modules/fuse.js/package.json").version).toBe(pinned);
  });

  it("_getSearcher exists and scores a string exactly as Fuse.match does", () => {
    const fuse = new Fuse<string>([], { threshold: 0.4 }) as unknown as {
      _getSearcher?: (query: string) => { searchIn(text: string): { isMatch: boolean; score: number } };
    };
    expect(typeof fuse._getSearcher, "fuse.js no longer has _getSearcher: see search-index.ts").toBe(
      "function",
    );
    for (const [query, text] of [
      ["rose", "Rose Agarbatti"],
      ["sandal", "Sandalwood Dhoop Cones"],
      ["zzqx", "Camphor Tablets"],
      ["x".repeat(40), "x".repeat(50)],
    ] as const) {
      const { isMatch, score } = fuse._getSearcher!.call(fuse, query).searchIn(text);
      const expected = Fuse.match(query, text, { threshold: 0.4 });
      expect({ isMatch, score }, `${query} / ${text}`).toEqual({
        isMatch: expected.isMatch,
        score: expected.score,
      });
    }
  });
});
