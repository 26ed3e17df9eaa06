import { useEffect, useState } from "react";

import { useHydrated } from "~/hooks/use-hydrated";
import type { PromoBannerConfig } from "~/content/promo-banner";
import { shopLink } from "~/shop-link";

export type ActivePromo = Pick<PromoBannerConfig, "message" | "linkText" | "href" | "durationMs">;

/**
 * The promotional banner. The root loader decides on the server whether it
 * shows (see content/promo-banner.ts), so it works without JavaScript. With JavaScript the shopper
 * can dismiss it, and a positive `durationMs` hides it after that long (0: it stays).
 */
export function PromoBanner({ promo }: { promo: ActivePromo }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (promo.durationMs <= 0) return;
    const timer = setTimeout(() => setDismissed(true), promo.durationMs);
    return () => clearTimeout(timer);
  }, [promo.durationMs]);

  if (dismissed) return null;
  return (
    <aside className="promo-banner" aria-label="Festive offer">
      <p className="promo-banner-text">
        <span className="promo-banner-spark" aria-hidden="true">
          ✦
        </span>{" "}
        {promo.message}{" "}
        <a className="promo-banner-link" {...shopLink(promo.href)}>
          {promo.linkText}
        </a>
      </p>
      {hydrated ? (
        <button
          type="button"
          className="promo-banner-close"
          aria-label="Dismiss the festive offer"
          onClick={() => setDismissed(true)}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </aside>
  );
}
