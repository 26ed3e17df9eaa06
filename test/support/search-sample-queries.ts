/**
 * Seeded random search queries for the search exactness tests and the catalogue benchmark:
 * catalogue words, typos, word pairs and triples, prefixes as typed, whole names, junk,
 * odd Unicode and texts longer than Fuse's pattern limit. Deterministic for a seed.
 */
import { seededRandom } from "~/catalog/seeded-random";
import type { Product } from "~/catalog/schema";

/** Collection slugs for random listing queries: categories, a subcategory, fragrances, new arrivals, an unknown one. */
export const SAMPLE_COLLECTION_SLUGS: readonly string[] = [
  "all",
  "incense",
  "agarbatti",
  "candles",
  "rose",
  "new-arrivals",
  "pooja-oil",
  "sandalwood",
  "lifestyle",
  "attar",
  "no-such-collection",
];

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const ODD = ["é", "İ", "ß", "🪔", "दीया", "\u0301", "-", "'", "&", "2", "12", "(", "Ω", "  "];

export function vocabulary(products: readonly Product[]): { words: string[]; names: string[] } {
  const words = new Set<string>();
  const names = new Set<string>();
  for (const p of products) {
    names.add(p.name);
    for (const field of [p.name, p.category, p.subCategory])
      for (const w of field.split(/\s+/)) if (w) words.add(w);
  }
  return { words: [...words], names: [...names] };
}

export function sampleSearchQueries(products: readonly Product[], count: number, seed: number): string[] {
  const rnd = seededRandom(seed);
  const { words, names } = vocabulary(products);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;
  const letter = () => LETTERS[Math.floor(rnd() * LETTERS.length)]!;
  const typo = (s: string): string => {
    if (!s) return s;
    const at = Math.floor(rnd() * s.length);
    switch (Math.floor(rnd() * 5)) {
      case 0:
        return s.slice(0, at) + letter() + s.slice(at + 1); // substitution
      case 1:
        return s.slice(0, at) + s.slice(at + 1); // deletion
      case 2:
        return s.slice(0, at) + letter() + s.slice(at); // insertion
      case 3:
        return at + 1 < s.length ? s.slice(0, at) + s[at + 1] + s[at] + s.slice(at + 2) : s; // transposition
      default:
        return rnd() < 0.5 ? s.toUpperCase() : s.toLowerCase();
    }
  };
  const out: string[] = [];
  while (out.length < count) {
    let q: string;
    switch (Math.floor(rnd() * 10)) {
      case 0:
        q = pick(words);
        break;
      case 1:
        q = typo(typo(pick(words)));
        break;
      case 2:
        q = `${pick(words)} ${pick(words)}`;
        break;
      case 3:
        q = typo(`${pick(words)} ${pick(words)}`);
        break;
      case 4: {
        const w = pick(words);
        q = w.slice(0, 1 + Math.floor(rnd() * w.length)); // as typed
        break;
      }
      case 5:
        q = Array.from({ length: 1 + Math.floor(rnd() * 12) }, letter).join("");
        break;
      case 6: {
        const n = pick(names);
        const from = Math.floor(rnd() * n.length);
        q = rnd() < 0.5 ? n : typo(n.slice(from, from + 4 + Math.floor(rnd() * 20)));
        break;
      }
      case 7:
        q = `${pick(words)} ${typo(pick(words))} ${pick(words)}`;
        break;
      case 8:
        q = pick(words) + pick(ODD) + (rnd() < 0.5 ? pick(words) : "");
        break;
      default:
        q = rnd() < 0.5 ? "İ".repeat(10 + Math.floor(rnd() * 30)) : `${pick(names)} ${pick(names)}`; // over 32 units
    }
    out.push(q);
  }
  return out;
}
