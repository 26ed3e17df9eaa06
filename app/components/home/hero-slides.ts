/** The four home hero slides (spec §2): desktop art, mobile art (≤ 768 px) and an offer each. */
export interface HeroSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; href: string };
  desktop: string;
  mobile: string;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    id: "festive",
    eyebrow: "Festive edit",
    title: "Light up this Diwali",
    text: "Diyas, tealights and temple-flower incense, handmade for the festival of lights.",
    cta: { label: "Shop festive candles", href: "/collections/candles" },
    desktop: "/images/hero/festive-desktop.svg",
    mobile: "/images/hero/festive-mobile.svg",
  },
  {
    id: "incense",
    eyebrow: "Charcoal-free",
    title: "Incense from temple flowers",
    text: "Hand-rolled agarbatti made from recycled temple flowers. Less smoke, more fragrance.",
    cta: { label: "Shop incense", href: "/collections/incense" },
    desktop: "/images/hero/incense-desktop.svg",
    mobile: "/images/hero/incense-mobile.svg",
  },
  {
    id: "candles",
    eyebrow: "Soy wax and dried petals",
    title: "Candles for calm evenings",
    text: "Glass, ribbed and wooden candles poured by hand, in lavender, rose and sandalwood.",
    cta: { label: "Shop candles", href: "/candle-home" },
    desktop: "/images/hero/candles-desktop.svg",
    mobile: "/images/hero/candles-mobile.svg",
  },
  {
    id: "pooja",
    eyebrow: "Since 2015",
    title: "Everything for your pooja",
    text: "Sambrani cups, dhoop, camphor and pooja oil, trusted by more than a lakh families.",
    cta: { label: "Shop sambrani cups", href: "/collections/sambrani-cups" },
    desktop: "/images/hero/pooja-desktop.svg",
    mobile: "/images/hero/pooja-mobile.svg",
  },
];
