import { BannerSlider, type Banner } from "~/components/slider/BannerSlider";
import { collectionPath } from "~/paths";

const banners: readonly Banner[] = [
  {
    id: "glow",
    alt: "Handmade candles glowing on a windowsill: shop the candle collection",
    desktop: "/images/hero/candle-banner-1-desktop.svg",
    mobile: "/images/hero/candle-banner-1-mobile.svg",
    href: collectionPath("candles"),
  },
  {
    id: "gift",
    alt: "Dry flower and glass candles in gift boxes: shop candles for gifting",
    desktop: "/images/hero/candle-banner-2-desktop.svg",
    mobile: "/images/hero/candle-banner-2-mobile.svg",
    href: collectionPath("candles"),
  },
];

/** The candle landing banner carousel: two slides, both linking to the candle collection. */
export function CandleBanner() {
  return <BannerSlider label="Candle offers" className="candle-banner" banners={banners} />;
}
