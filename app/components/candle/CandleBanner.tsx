import { Slider } from "~/components/slider/Slider";

import { FallbackImage } from "./FallbackImage";

const banners = [
  {
    id: "glow",
    alt: "Handmade candles glowing on a windowsill: shop the candle collection",
    desktop: "/images/hero/candle-banner-1-desktop.svg",
    mobile: "/images/hero/candle-banner-1-mobile.svg",
  },
  {
    id: "gift",
    alt: "Dry flower and glass candles in gift boxes: shop candles for gifting",
    desktop: "/images/hero/candle-banner-2-desktop.svg",
    mobile: "/images/hero/candle-banner-2-mobile.svg",
  },
] as const;

/** The candle landing banner carousel (spec §2): two slides, both linking to the candle collection. */
export function CandleBanner() {
  return (
    <Slider
      label="Candle offers"
      layout="single"
      className="candle-banner"
      slides={banners.map((banner, index) => (
        <a key={banner.id} className="candle-banner-link" href="/collections/candles">
          <picture>
            <source media="(max-width: 768px)" srcSet={banner.mobile} />
            <FallbackImage
              className="candle-banner-art"
              src={banner.desktop}
              alt={banner.alt}
              width={1600}
              height={560}
              loading={index === 0 ? "eager" : "lazy"}
            />
          </picture>
        </a>
      ))}
    />
  );
}
