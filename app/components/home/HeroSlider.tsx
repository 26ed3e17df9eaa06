import { BannerSlider } from "~/components/slider/BannerSlider";
import type { HeroSlide } from "~/content/pages/home";
import { shopLink } from "~/shop-link";

/** The home hero: four slides with an offer each, loop, no autoplay. */
export function HeroSlider({ slides }: { slides: readonly HeroSlide[] }) {
  return (
    <BannerSlider
      label="Featured offers"
      className="hero-slider"
      banners={slides.map((slide) => ({
        id: slide.id,
        alt: "",
        desktop: slide.desktop,
        mobile: slide.mobile,
        href: null,
        copy: (
          <div className="hero-copy">
            <p className="hero-eyebrow">{slide.eyebrow}</p>
            <p className="hero-title">{slide.title}</p>
            <p className="hero-text">{slide.text}</p>
            <a className="button" {...shopLink(slide.cta.href)}>
              {slide.cta.label}
            </a>
          </div>
        ),
      }))}
    />
  );
}
