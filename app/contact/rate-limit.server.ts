/**
 * The contact form's limits (docs/contact.md): each client may have `CONTACT_RATE_LIMIT` messages
 * accepted per window (default 5 per 10 minutes), and the shop accepts at most
 * `CONTACT_HOURLY_LIMIT` messages an hour from everyone together (default 200), so a flood from
 * many addresses cannot bury the real messages. Only accepted messages count: a post refused for
 * a typo, a filled honeypot or a refused post uses up nothing.
 *
 * The counts live in the message database (message-store.server.ts), which every worker shares.
 */
import ipaddr from "ipaddr.js";

import { environment } from "~/content/site-config.server";

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface ContactLimits {
  perClient: RateLimit;
  /** Messages accepted from everyone together in any hour. */
  perHour: number;
}

const DEFAULT_PER_CLIENT: RateLimit = { max: 5, windowMs: 10 * 60_000 };
const DEFAULT_PER_HOUR = 200;

/** "5/600" → 5 per 600 seconds. Anything unusable gives the default. */
export function parseRateLimit(raw: string | undefined, fallback: RateLimit = DEFAULT_PER_CLIENT): RateLimit {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,7})\s*$/.exec(raw ?? "");
  if (!match) return fallback;
  const max = Number(match[1]);
  const seconds = Number(match[2]);
  if (max < 1 || seconds < 1) return fallback;
  return { max, windowMs: seconds * 1000 };
}

/** A whole number of messages per hour, at least 1; anything else gives the default. */
export function parseHourlyLimit(raw: string | undefined, fallback = DEFAULT_PER_HOUR): number {
  const match = /^\s*(\d{1,7})\s*$/.exec(raw ?? "");
  const value = match ? Number(match[1]) : 0;
  return value >= 1 ? value : fallback;
}

/** The limits the environment sets, read once per process. */
let configured: ContactLimits | undefined;
export function contactLimits(env?: Record<string, string | undefined>): ContactLimits {
  if (env) {
    return {
      perClient: parseRateLimit(env.CONTACT_RATE_LIMIT),
      perHour: parseHourlyLimit(env.CONTACT_HOURLY_LIMIT),
    };
  }
  configured ??= contactLimits(environment());
  return configured;
}

/**
 * Who a post counts against: the client's address as server.mjs found it (the connection's, or
 * behind `TRUST_PROXY` hops the right-most forwarded address no trusted proxy added). An IPv4
 * address counts as itself (also when written as IPv4-mapped IPv6); an IPv6 address counts as its
 * /64, the block one subscriber gets, so rotating through it does not earn new allowances.
 * "unknown" when there is no usable address (`remix dev` gives none), so such posts share one.
 */
export function clientKey(address: string | undefined): string {
  const text = address?.trim() ?? "";
  if (!ipaddr.isValid(text)) return "unknown";
  let parsed = ipaddr.parse(text);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (!v6.isIPv4MappedAddress()) {
      const network = v6.parts.slice(0, 4).map((part) => part.toString(16));
      return `${network.join(":")}::/64`;
    }
    parsed = v6.toIPv4Address();
  }
  return parsed.toString();
}
