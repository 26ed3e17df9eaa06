import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

import {
  easeInOut,
  positionCount,
  progressTick,
  PROGRESS_TICK_MS,
  RESIZE_DEBOUNCE_MS,
  SLIDE_TRANSITION_MS,
  wrapIndex,
} from "./slider-math";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";

import { animateScrollLeft } from "./animate-scroll";

export interface SliderProps {
  /** Accessible name of the carousel, e.g. "Featured offers". */
  label: string;
  slides: ReactNode[];
  /** Layout: one slide at a time (hero, banner) or a row of cards (4/3/2/1 per view, see candle.css). */
  layout: "single" | "cards";
  /** Dots that fill 2% every 100 ms and then advance (candle sliders); off: plain dots, no autoplay. */
  progressDots?: boolean;
  className?: string;
}

/**
 * An accessible carousel built on a horizontally scrollable row with CSS scroll snapping, so it
 * works without JavaScript (swipe, scroll, Tab through the links). With JavaScript it adds
 * previous/next buttons that loop, dots, Left/Right keys on the focused row and, with
 * `progressDots`, timed advancing that pauses on hover, on focus, with the pause button and under
 * prefers-reduced-motion (WCAG 2.2.2). Slides move in 500 ms, or at once with reduced motion.
 */
export function Slider({ label, slides, layout, progressDots = false, className }: SliderProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLDivElement>(null);
  const cancelAnimation = useRef<() => void>(() => {});
  const [active, setActive] = useState(0);
  const [positions, setPositions] = useState(layout === "single" ? slides.length : 1);
  const [progress, setProgress] = useState(0);
  // The timer reads the fill from here, so it never has to wait for a render (or use an updater).
  const progressRef = useRef(0);
  // null until the shopper presses Pause; until then the slider is paused only under reduced motion.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [interacting, setInteracting] = useState(false);

  const measure = useCallback(() => {
    const track = trackRef.current;
    const [first, second] = track ? (Array.from(track.children) as HTMLElement[]) : [];
    if (!track || !first) return { step: 1, perView: 1 };
    const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
    const perView = Math.max(1, Math.round(track.clientWidth / Math.max(1, step)));
    return { step: Math.max(1, step), perView };
  }, []);

  // Positions depend on how many slides fit, which depends on the width (debounced, 50 ms).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setPositions(positionCount(slides.length, measure().perView));
    update();
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [measure, slides.length]);

  const onScroll = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const { step, perView } = measure();
    const last = positionCount(slides.length, perView) - 1;
    setActive(Math.min(last, Math.max(0, Math.round(track.scrollLeft / step))));
  }, [measure, slides.length]);

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track) return;
      const { perView } = measure();
      const target = wrapIndex(index, positionCount(slides.length, perView));
      const slide = track.children[target] as HTMLElement | undefined;
      if (!slide) return;
      const left = Math.min(
        slide.offsetLeft - (track.children[0] as HTMLElement).offsetLeft,
        track.scrollWidth - track.clientWidth,
      );
      cancelAnimation.current();
      setActive(target);
      progressRef.current = 0;
      setProgress(0);
      cancelAnimation.current = animateScrollLeft(
        track,
        left,
        reducedMotion ? 0 : SLIDE_TRANSITION_MS,
        easeInOut,
      );
    },
    [measure, reducedMotion, slides.length],
  );

  useEffect(() => () => cancelAnimation.current(), []);

  const goToRef = useRef(goTo);
  goToRef.current = goTo;
  const activeRef = useRef(active);
  activeRef.current = active;

  const paused = userPaused ?? reducedMotion;
  const running = progressDots && hydrated && !paused && !interacting;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const tick = progressTick(progressRef.current);
      progressRef.current = tick.percent;
      setProgress(tick.percent);
      if (tick.advance) goToRef.current(activeRef.current + 1);
    }, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      goTo(active + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      goTo(active - 1);
    }
  };

  return (
    <section
      className={`slider slider--${layout}${className ? ` ${className}` : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
      }}
    >
      {/* Focusable so the row scrolls with the keyboard even without JavaScript; with it, arrows change slides. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={trackRef}
        className="slider-track"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-label={`${label}: slides`}
        onScroll={hydrated ? onScroll : undefined}
        onKeyDown={hydrated ? onKeyDown : undefined}
      >
        {slides.map((slide, index) => (
          <div
            // Slides never reorder, so their position is a stable key.
            key={index}
            className="slider-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {hydrated && positions > 1 ? (
        <div className="slider-controls">
          <button
            type="button"
            className="slider-arrow slider-prev"
            aria-label={`Previous: ${label}`}
            onClick={() => goTo(active - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="slider-dots">
            {Array.from({ length: positions }, (_, index) => (
              <button
                key={index}
                type="button"
                className="slider-dot"
                aria-label={`Go to slide ${index + 1} of ${positions}`}
                aria-current={index === active ? "true" : undefined}
                onClick={() => goTo(index)}
              >
                <span className="slider-dot-bar">
                  {progressDots && index === active ? (
                    <span className="slider-dot-fill" style={{ width: `${progress}%` }} />
                  ) : null}
                </span>
              </button>
            ))}
          </div>
          <button
            type="button"
            className="slider-arrow slider-next"
            aria-label={`Next: ${label}`}
            onClick={() => goTo(active + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          {progressDots ? (
            <button
              type="button"
              className="slider-pause"
              aria-pressed={paused}
              onClick={() => setUserPaused(!paused)}
            >
              Pause
              <span className="visually-hidden"> automatic sliding of {label}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
