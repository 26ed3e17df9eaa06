/**
 * An exact accelerator for Fuse.js multi-key search (string queries, default options apart from
 * `keys` and `threshold`): it returns the same items in the same order as
 * `new Fuse(items, { keys, threshold }).search(text)`, but scores far fewer strings.
 *
 * How Fuse scores an item (fuse.js 7, `computeScoreSingle`): for every key whose value the bitap
 * searcher matches, it multiplies `pow(score || EPSILON, weight × norm)`, where `score` is the bitap
 * score of that value, `weight` is 1 / number of keys and `norm` is the value's field norm
 * (1 / √tokens, three decimals). Results are sorted by that product, ties by item index.
 * Every factor depends only on the value, so:
 *
 * 1. each distinct value of each key is scored once per query, by Fuse's own bitap searcher (the
 *    one `fuse.search` uses, or `Fuse.match` should that internal hook go away), and its factor
 *    computed once, with Fuse's arithmetic and Fuse's norms (read from `Fuse.createIndex`);
 * 2. values that cannot match are skipped without running bitap: Fuse's bitap only reports a match
 *    with `e` errors when some substring of the text is within edit distance `e` of the pattern (of
 *    one 32-unit chunk of it, for longer patterns), and it only accepts `e / patternLength <=
 *    threshold`. Myers' bit-parallel edit distance (one pass over the text, a few word operations
 *    per character) finds the smallest such distance, so a value whose distance exceeds the largest
 *    acceptable `e` is certainly not a match;
 * 3. items with the same values form one tuple; a tuple's score is the product of its values'
 *    factors in key order (exactly Fuse's multiplication order), computed once;
 * 4. items are ordered by a counting sort over the distinct scores, scanning items in index order,
 *    which is Fuse's tie-break.
 *
 * A caller may also ask for the items whose value of one key passes a test to come first (the shop
 * lists products whose name holds the query's words before near-spellings): the test runs once per
 * distinct matching value, and the counting sort takes the two groups in turn, each in Fuse's order.
 *
 * Cost per query: O(total length of distinct values) word operations for the filter, Fuse's bitap on
 * the surviving values only, O(tuples) to score and O(items) (a typed-array scan) to order.
 */
import Fuse from "fuse.js";

/** Fuse's bitap handles at most 32 pattern characters at once; longer patterns go in 32-unit chunks. */
const MAX_FILTER_PATTERN = 32;

/** Per character code, the bit mask of pattern positions holding it (Myers' Peq); reset after use. */
const peq = new Int32Array(65536);

/**
 * The largest number of errors Fuse's bitap can accept for a pattern of `m` characters at this
 * threshold: its score is `errors / m` plus a non-negative location penalty, and must be ≤ threshold.
 * Bitap tries at most `m - 1` errors.
 */
export function maxBitapErrors(m: number, threshold: number): number {
  let k = 0;
  while (k + 1 < m && (k + 1) / m <= threshold) k++;
  return k;
}

/**
 * Myers' filter for one pattern of 1…32 UTF-16 units (bitap's characters are code units): sets
 * `out[v] = 1` when `pattern` is within `maxErrors` edits (Levenshtein) of some substring of
 * `lowerValues[v]`; leaves other entries as they are. Values already marked are skipped.
 */
export function editDistanceFilter(
  pattern: string,
  lowerValues: readonly string[],
  maxErrors: number,
  out: Uint8Array,
): void {
  const m = pattern.length;
  if (m < 1 || m > MAX_FILTER_PATTERN) throw new RangeError("pattern must be 1…32 code units");
  for (let i = 0; i < m; i++) peq[pattern.charCodeAt(i)]! |= 1 << i;
  const high = 1 << (m - 1);
  try {
    for (let v = 0; v < lowerValues.length; v++) {
      if (out[v]) continue;
      const text = lowerValues[v]!;
      // Myers (1999), search variant: free start in the text, so no carry into the lowest bit.
      let pv = -1;
      let mv = 0;
      let score = m;
      let ok = score <= maxErrors;
      for (let j = 0; j < text.length && !ok; j++) {
        const eq = peq[text.charCodeAt(j)]!;
        const xv = eq | mv;
        // The sum may exceed 32 bits; `^` truncates it modulo 2^32, as the carry chain needs.
        const xh = (((eq & pv) + pv) ^ pv) | eq;
        let ph = mv | ~(xh | pv);
        let mh = pv & xh;
        if (ph & high) score++;
        else if (mh & high) score--;
        ph <<= 1;
        mh <<= 1;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
        if (score <= maxErrors) ok = true;
      }
      if (ok) out[v] = 1;
    }
  } finally {
    for (let i = 0; i < m; i++) peq[pattern.charCodeAt(i)] = 0;
  }
}

/** The pieces Fuse's bitap searches for a lower-cased pattern: itself, or 32-unit chunks when longer. */
export function bitapChunks(lowerPattern: string): string[] {
  const len = lowerPattern.length;
  if (len <= MAX_FILTER_PATTERN) return [lowerPattern];
  const chunks: string[] = [];
  const remainder = len % MAX_FILTER_PATTERN;
  for (let i = 0; i < len - remainder; i += MAX_FILTER_PATTERN)
    chunks.push(lowerPattern.substr(i, MAX_FILTER_PATTERN));
  if (remainder) chunks.push(lowerPattern.substr(len - MAX_FILTER_PATTERN));
  return chunks;
}

/**
 * Candidate filter: marks `out[v] = 1` for every value Fuse's bitap might match `lowerPattern` in
 * at `threshold` (it matches when any chunk matches, and a chunk match with `e` errors needs a
 * substring within `e` edits, `e ≤ maxBitapErrors`). Unmarked values certainly do not match.
 */
export function markCandidates(
  lowerPattern: string,
  lowerValues: readonly string[],
  threshold: number,
  out: Uint8Array,
): void {
  for (const chunk of bitapChunks(lowerPattern))
    editDistanceFilter(chunk, lowerValues, maxBitapErrors(chunk.length, threshold), out);
}

type Match = (value: string) => { isMatch: boolean; score: number };

/** Hook into Fuse's searcher cache (`_getSearcher`, declared in fuse.js's types); public API otherwise. */
interface SearcherSource {
  _getSearcher?: (query: string) => { searchIn(text: string): { isMatch: boolean; score: number } };
}

interface KeyValues {
  /** Distinct values of this key, in first-seen order. */
  values: string[];
  lower: string[];
  /** Fuse's field norm of each value; NaN for a blank value (Fuse does not index those). */
  norms: Float64Array;
}

export interface FuzzyIndexOptions {
  threshold: number;
}

export interface FuzzySearchOptions<T> {
  /** At most this many items (after `first` has put its group ahead). */
  limit?: number;
  /** Items whose `key` value passes `when` come before the others; each group stays in Fuse's order. */
  first?: { key: keyof T & string; when: (value: string) => boolean };
}

/** Items searched by the string fields `keys` (other types count as absent), equal weights, Fuse defaults otherwise. */
export class FuzzyIndex<T> {
  readonly size: number;
  readonly tupleCount: number;
  private readonly keyNames: readonly (keyof T & string)[];
  private readonly keys: KeyValues[];
  /** tupleValues[k][t]: value id of key k in tuple t. */
  private readonly tupleValues: Uint32Array[];
  /** Tuple of each item. */
  private readonly itemTuple: Uint32Array;
  private readonly threshold: number;
  private readonly weight: number;
  /** Only a source of Fuse's searcher for a query, with this index's options; holds no documents. */
  private readonly fuse: Fuse<string>;

  constructor(items: readonly T[], keys: readonly (keyof T & string)[], { threshold }: FuzzyIndexOptions) {
    this.size = items.length;
    this.keyNames = keys;
    this.threshold = threshold;
    // Fuse's KeyStore: weight 1 per key, divided by the total.
    let w = 1;
    w /= keys.length;
    this.weight = w;
    this.fuse = new Fuse<string>([], { threshold });
    const valueIds = keys.map(() => new Map<string, number>());
    this.keys = keys.map(() => ({
      values: [] as string[],
      lower: [] as string[],
      norms: new Float64Array(0),
    }));
    const tupleIds = new Map<string, number>();
    const tupleValues: number[][] = keys.map(() => []);
    this.itemTuple = new Uint32Array(items.length);
    const ids: number[] = new Array(keys.length);
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      for (let k = 0; k < keys.length; k++) {
        const raw = item[keys[k]!];
        // String fields only (what the catalogue searches); Fuse does not index blank values.
        const value = typeof raw === "string" ? raw : "";
        let id = valueIds[k]!.get(value);
        if (id === undefined) {
          id = this.keys[k]!.values.length;
          valueIds[k]!.set(value, id);
          this.keys[k]!.values.push(value);
        }
        ids[k] = id;
      }
      const tupleKey = ids.join(",");
      let t = tupleIds.get(tupleKey);
      if (t === undefined) {
        t = tupleIds.size;
        tupleIds.set(tupleKey, t);
        for (let k = 0; k < keys.length; k++) tupleValues[k]!.push(ids[k]!);
      }
      this.itemTuple[i] = t;
    }
    this.tupleCount = tupleIds.size;
    this.tupleValues = tupleValues.map((v) => Uint32Array.from(v));
    for (const kv of this.keys) {
      kv.lower = kv.values.map((v) => v.toLowerCase());
      // Fuse's own field norms, from its index of the values.
      kv.norms = new Float64Array(kv.values.length).fill(Number.NaN);
      for (const r of Fuse.createIndex([], kv.values).toJSON().records as { i: number; n: number }[])
        kv.norms[r.i] = r.n;
    }
  }

  /** Fuse's own scorer of one string for `text`: the searcher `fuse.search(text)` would use. */
  private matcher(text: string): Match {
    const source = this.fuse as unknown as SearcherSource;
    if (typeof source._getSearcher === "function") {
      const searcher = source._getSearcher.call(this.fuse, text);
      return (value) => searcher.searchIn(value);
    }
    const options = { threshold: this.threshold };
    return (value) => Fuse.match(text, value, options);
  }

  /**
   * Item indices in Fuse's order (score, then index), or with `first`'s group ahead of the rest.
   * `text` is what would be passed to `fuse.search`.
   */
  search(text: string, { limit = Number.POSITIVE_INFINITY, first }: FuzzySearchOptions<T> = {}): Uint32Array {
    if (!text.trim()) throw new RangeError("blank queries are not searched");
    const match = this.matcher(text);
    const pattern = text.toLowerCase(); // as Fuse's bitap (case-insensitive by default)

    // 1–2. Factor of each distinct value of each key; -1 when the value does not match.
    const factors = this.keys.map((kv) => {
      const n = kv.values.length;
      const f = new Float64Array(n).fill(-1);
      const candidate = new Uint8Array(n);
      markCandidates(pattern, kv.lower, this.threshold, candidate);
      for (let v = 0; v < n; v++) {
        if (!candidate[v] || Number.isNaN(kv.norms[v]!)) continue;
        const r = match(kv.values[v]!);
        if (!r.isMatch) continue;
        f[v] = Math.pow(r.score === 0 ? Number.EPSILON : r.score, this.weight * kv.norms[v]!);
      }
      return f;
    });

    // 3. Score of each tuple: the product of its matching values' factors, in key order.
    const tupleScore = new Float64Array(this.tupleCount);
    const hitTuples: number[] = [];
    for (let t = 0; t < this.tupleCount; t++) {
      let score = 1;
      let matched = false;
      for (let k = 0; k < factors.length; k++) {
        const f = factors[k]![this.tupleValues[k]![t]!]!;
        if (f >= 0) {
          score *= f;
          matched = true;
        }
      }
      if (matched) {
        tupleScore[t] = score;
        hitTuples.push(t);
      }
    }
    if (hitTuples.length === 0) return new Uint32Array(0);

    // 4. Rank the distinct scores (the group `first` leaves behind after all of `first`'s ranks);
    // counting sort of the items by rank, in index order.
    const distinct = Float64Array.from(hitTuples, (t) => tupleScore[t]!).sort();
    const rankOf = new Map<number, number>();
    for (const s of distinct) if (!rankOf.has(s)) rankOf.set(s, rankOf.size);
    const behind = this.groupBehind(first, hitTuples, rankOf.size);
    const tupleRank = new Int32Array(this.tupleCount).fill(-1);
    for (const t of hitTuples) tupleRank[t] = rankOf.get(tupleScore[t]!)! + behind(t);
    const counts = new Uint32Array(2 * rankOf.size + 1);
    const itemTuple = this.itemTuple;
    let total = 0;
    for (let i = 0; i < itemTuple.length; i++) {
      const r = tupleRank[itemTuple[i]!]!;
      if (r >= 0) {
        counts[r + 1]!++;
        total++;
      }
    }
    for (let r = 1; r < counts.length; r++) counts[r]! += counts[r - 1]!;
    const out = new Uint32Array(total);
    const n = Math.min(total, limit);
    for (let i = 0; i < itemTuple.length; i++) {
      const r = tupleRank[itemTuple[i]!]!;
      if (r >= 0) out[counts[r]!++] = i;
    }
    return n < total ? out.subarray(0, n) : out;
  }

  /**
   * For each hit tuple, how far its ranks move back: 0 in `first`'s group (or with no `first`),
   * `ranks` otherwise. `when` runs once per distinct value among the hits.
   */
  private groupBehind(
    first: FuzzySearchOptions<T>["first"],
    hitTuples: readonly number[],
    ranks: number,
  ): (tuple: number) => number {
    if (!first) return () => 0;
    const k = this.keyNames.indexOf(first.key);
    if (k < 0) throw new RangeError(`${first.key} is not a key of this index`);
    const { values } = this.keys[k]!;
    const valueOf = this.tupleValues[k]!;
    // 0: not tested yet, 1: passes, 2: fails.
    const verdict = new Uint8Array(values.length);
    for (const t of hitTuples) {
      const v = valueOf[t]!;
      if (verdict[v] === 0) verdict[v] = first.when(values[v]!) ? 1 : 2;
    }
    return (t) => (verdict[valueOf[t]!] === 1 ? 0 : ranks);
  }
}
