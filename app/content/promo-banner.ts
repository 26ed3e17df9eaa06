/**
 * The promotional banner: configuration and the one rule that decides
 * whether it shows. The root loader asks `isPromoActive(promoBanner, promoNow(environment()))` on
 * every request, so the banner is rendered on the server only inside its window and needs no
 * JavaScript.
 *
 * Dates are instants with the shop's offset (+05:30): the campaign runs from the start of
 * 10 October 2025 to the end of 10 November 2025, India time. `durationMs` 0 means the banner stays
 * for the whole visit; a positive value would hide it that many milliseconds after the page loads.
 *
 * `PROMO_NOW` (an ISO date-time, e.g. `2025-10-20T12:00:00+05:30`) replaces the server clock for
 * this decision only. Browser tests use it because the configured window has passed; production never
 * sets it.
 */
import { collectionPath } from "~/paths";

export interface PromoBannerConfig {
  enabled: boolean;
  /** First instant the banner shows (inclusive). */
  start: string;
  /** First instant it no longer shows (exclusive). */
  end: string;
  /** 0: shown for the whole visit. */
  durationMs: number;
  message: string;
  linkText: string;
  href: string;
}

export const promoBanner: PromoBannerConfig = {
  enabled: true,
  start: "2025-10-10T00:00:00+05:30",
  end: "2025-11-11T00:00:00+05:30",
  durationMs: 0,
  message:
    "Festive Diwali edit: handmade diyas, candles and charcoal-free incense for every corner of your home.",
  linkText: "Shop the festive edit",
  href: collectionPath("candles"),
};

/** True when the banner is enabled and `now` falls inside [start, end). Bad dates never show it. */
export function isPromoActive(
  config: Pick<PromoBannerConfig, "enabled" | "start" | "end">,
  now: Date,
): boolean {
  if (!config.enabled) return false;
  const start = Date.parse(config.start);
  const end = Date.parse(config.end);
  const at = now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(at)) return false;
  return start <= at && at < end;
}

/** The clock for the promo decision: `PROMO_NOW` when it is a valid date-time, else the real time. */
export function promoNow(
  env: Record<string, string | undefined>,
  realNow: () => Date = () => new Date(),
): Date {
  const override = env.PROMO_NOW?.trim();
  if (override) {
    const parsed = Date.parse(override);
    if (!Number.isNaN(parsed)) return new Date(parsed);
  }
  return realNow();
}

/** What the root loader hands to the page: the banner to show, or null. */
export function activePromo(
  env: Record<string, string | undefined>,
  config: PromoBannerConfig = promoBanner,
): Pick<PromoBannerConfig, "message" | "linkText" | "href" | "durationMs"> | null {
  if (!isPromoActive(config, promoNow(env))) return null;
  const { message, linkText, href, durationMs } = config;
  return { message, linkText, href, durationMs };
}
