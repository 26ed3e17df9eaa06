import { Slider } from "~/components/slider/Slider";

import { heroSlides } from "./hero-slides";

/** The home hero (spec §2): four slides, mobile art at 768 px or narrower, loop, no autoplay. */
export function HeroSlider() {
  return (
    <Slider
      label="Featured offers"
      layout="single"
      className="hero-slider"
      slides={heroSlides.map((slide, index) => (
        <div key={slide.id} className={`hero-slide hero-slide--${slide.id}`}>
          <picture>
            <source media="(max-width: 768px)" srcSet={slide.mobile} />
            <img
              className="hero-art"
              src={slide.desktop}
              alt=""
              width={1600}
              height={600}
              // The first slide is the largest paint of the page; the others can wait.
              loading={index === 0 ? "eager" : "lazy"}
            />
          </picture>
          <div className="hero-copy">
            <p className="hero-eyebrow">{slide.eyebrow}</p>
            <p className="hero-title">{slide.title}</p>
            <p className="hero-text">{slide.text}</p>
            <a className="button" href={slide.cta.href}>
              {slide.cta.label}
            </a>
          </div>
        </div>
      ))}
    />
  );
}
