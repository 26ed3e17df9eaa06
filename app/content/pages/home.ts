/**
 * The home page's copy: the four hero slides (desktop art, mobile art for 768 px or narrower and an
 * offer each), Why Choose and Our Story. "{brand}" is the configured brand; the loader fills it in.
 */
import { withBrand } from "~/content/brand-text";
import type { SiteConfig } from "~/content/site-config";
import { CANDLE_HOME_PATH, collectionPath } from "~/paths";

/** One hero slide. */
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
    cta: { label: "Shop festive candles", href: collectionPath("candles") },
    desktop: "/images/hero/festive-desktop.svg",
    mobile: "/images/hero/festive-mobile.svg",
  },
  {
    id: "incense",
    eyebrow: "Charcoal-free",
    title: "Incense from temple flowers",
    text: "Hand-rolled agarbatti made from recycled temple flowers. Less smoke, more fragrance.",
    cta: { label: "Shop incense", href: collectionPath("incense") },
    desktop: "/images/hero/incense-desktop.svg",
    mobile: "/images/hero/incense-mobile.svg",
  },
  {
    id: "candles",
    eyebrow: "Soy wax and dried petals",
    title: "Candles for calm evenings",
    text: "Glass, ribbed and wooden candles poured by hand, in lavender, rose and sandalwood.",
    cta: { label: "Shop candles", href: CANDLE_HOME_PATH },
    desktop: "/images/hero/candles-desktop.svg",
    mobile: "/images/hero/candles-mobile.svg",
  },
  {
    id: "pooja",
    eyebrow: "Since 2015",
    title: "Everything for your pooja",
    text: "Sambrani cups, dhoop, camphor and pooja oil, trusted by more than a lakh families.",
    cta: { label: "Shop sambrani cups", href: collectionPath("sambrani-cups") },
    desktop: "/images/hero/pooja-desktop.svg",
    mobile: "/images/hero/pooja-mobile.svg",
  },
];

const reasons = [
  {
    title: "Charcoal-free incense",
    text: "Our agarbatti and dhoop burn clean, with far less smoke in a closed room.",
  },
  {
    title: "Recycled temple flowers",
    text: "Marigolds and roses offered at temples are dried and ground, not thrown in the river.",
  },
  {
    title: "Artisan livelihoods",
    text: "Every stick is rolled by hand by women artisans who earn a fair, steady income.",
  },
  {
    title: "Trusted by 1L+ customers",
    text: "More than a lakh families light {brand} at their pooja, every day and every festival.",
  },
];

const storyParagraphs = [
  "{brand} began in 2015 with a simple question: what happens to the flowers offered at our temples? We started collecting them from temples in and around Delhi, drying them in the sun and turning them into incense that honours the prayers they carried.",
  "In 2021 we opened our own incense manufacturing unit, so that every stick and cone is charcoal-free and made the way we believe it should be. Today more than one lakh customers light {brand} at home, and every order supports the artisans, most of them women, who roll, dip and pack our products by hand.",
];

const storyFacts = [
  { label: "Founded", value: "2015" },
  { label: "Making incense since", value: "2021" },
  { label: "Happy customers", value: "1L+" },
];

export interface HomeStoryCopy {
  brand: string;
  reasons: { title: string; text: string }[];
  story: { paragraphs: string[]; facts: { label: string; value: string }[] };
}

/** Why Choose and Our Story with the configured brand. */
export function homeStory(site: Pick<SiteConfig, "brand" | "calculatorBrand">): HomeStoryCopy {
  return {
    brand: site.brand,
    reasons: reasons.map((r) => ({ title: r.title, text: withBrand(r.text, site) })),
    story: { paragraphs: storyParagraphs.map((p) => withBrand(p, site)), facts: storyFacts },
  };
}
