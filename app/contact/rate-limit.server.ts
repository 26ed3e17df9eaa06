/**
 * A per-client sliding-window limit on contact submissions (decisions.md: spam).
 *
 * The client is the connection's address (server.mjs puts it in the load context). Behind a
 * reverse proxy every connection comes from the proxy, so with TRUST_PROXY=1 the client is the
 * first X-Forwarded-For address instead; without that setting the header is ignored, because
 * anyone can send one and a spammer would change it on every post.
 * The window lives in memory: a restart forgets it, which is acceptable for a spam brake.
 */

export interface RateLimit {
  max: number;
  windowMs: number;
}

export const DEFAULT_CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/** "5/600" → 5 per 600 seconds. Anything unusable gives the default. */
export function parseRateLimit(
  raw: string | undefined,
  fallback: RateLimit = DEFAULT_CONTACT_RATE_LIMIT,
): RateLimit {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,7})\s*$/.exec(raw ?? "");
  if (!match) return fallback;
  const max = Number(match[1]);
  const seconds = Number(match[2]);
  if (max < 1 || seconds < 1) return fallback;
  return { max, windowMs: seconds * 1000 };
}

/** TRUST_PROXY=1 (or true/yes): the server sits behind a proxy that sets X-Forwarded-For. */
export function trustsProxy(raw: string | undefined = process.env.TRUST_PROXY): boolean {
  return /^\s*(1|true|yes)\s*$/i.test(raw ?? "");
}

/**
 * The client key of a request: the first X-Forwarded-For address when the proxy is trusted,
 * else the connection's address; "direct" when neither is known (`remix dev` has no address).
 */
export function clientKey(headers: Headers, connectionAddress?: string, trustProxy = false): string {
  const forwarded = trustProxy ? headers.get("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  const address = forwarded || connectionAddress?.trim();
  return address ? address.slice(0, 64).toLowerCase() : "direct";
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until another attempt would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
    /** Bounds memory when a flood of distinct keys arrives; the stalest key goes first. */
    private readonly maxKeys = 10_000,
  ) {}

  /** Records an attempt for `key` if it is within the limit; refused attempts are not recorded. */
  attempt(key: string): RateDecision {
    const now = this.now();
    const windowStart = now - this.limit.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > windowStart);
    if (recent.length >= this.limit.max) {
      this.hits.set(key, recent);
      const retryAfterMs = recent[0]! + this.limit.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key); // re-insert so Map order is least-recently-used first
    this.hits.set(key, recent);
    while (this.hits.size > this.maxKeys) {
      const stalest = this.hits.keys().next().value;
      if (stalest === undefined) break;
      this.hits.delete(stalest);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  get size(): number {
    return this.hits.size;
  }
}

let contactLimiter: SlidingWindowLimiter | undefined;

/** The process-wide limiter for contact submissions, configured by CONTACT_RATE_LIMIT. */
export function contactRateLimiter(): SlidingWindowLimiter {
  contactLimiter ??= new SlidingWindowLimiter(parseRateLimit(process.env.CONTACT_RATE_LIMIT));
  return contactLimiter;
}
