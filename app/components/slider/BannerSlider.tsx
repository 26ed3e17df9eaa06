import type { ReactNode } from "react";

import { FallbackImage } from "~/components/media/FallbackImage";

import { Slider } from "./Slider";
import { shopLink } from "~/shop-link";

export interface Banner {
  id: string;
  /** Empty when the slide's text says it all (the picture is then decoration). */
  alt: string;
  desktop: string;
  /** The art shown at 768 px or narrower. */
  mobile: string;
  /** The whole slide links here, or null when the slide carries its own buttons. */
  href: string | null;
  /** Text and buttons laid over the picture. */
  copy?: ReactNode;
}

/**
 * A one-slide-at-a-time carousel of wide pictures (the home hero, the candle banner), with the
 * mobile art at 768 px or narrower. The first picture is the page's largest paint, so it loads at
 * once; the others lazily.
 */
export function BannerSlider({
  label,
  className,
  banners,
}: {
  label: string;
  className: string;
  banners: readonly Banner[];
}) {
  return (
    <Slider
      label={label}
      layout="single"
      className={className}
      slides={banners.map((banner, index) => {
        const picture = (
          <picture>
            <source media="(max-width: 768px)" srcSet={banner.mobile} />
            <FallbackImage
              className="banner-art"
              src={banner.desktop}
              alt={banner.alt}
              width={1600}
              height={600}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
            />
          </picture>
        );
        return banner.href ? (
          <a key={banner.id} className={`banner banner--${banner.id}`} {...shopLink(banner.href)}>
            {picture}
          </a>
        ) : (
          <div key={banner.id} className={`banner banner--${banner.id}`}>
            {picture}
            {banner.copy}
          </div>
        );
      })}
    />
  );
}
