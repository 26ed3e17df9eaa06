import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

import { STRIP_BUTTON_SCROLL_PX, STRIP_KEY_SCROLL_PX, stripEdges } from "~/components/slider/slider-math";
import { Island, type IslandPart } from "~/components/island";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";

/**
 * "Shop By Categories": a horizontally scrollable row of tiles. Without JavaScript it
 * scrolls natively (the row is focusable, so arrow keys work too). With JavaScript, Left/Right on
 * the focused row scroll 180 px, and the arrow buttons scroll 220 px and are disabled within 5 px
 * of either end.
 */
export function CategoryStrip({ tiles }: { tiles: IslandPart }) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const rowRef = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState({ canScrollBack: false, canScrollForward: true });

  const update = useCallback(() => {
    const row = rowRef.current;
    if (row) setEdges(stripEdges(row.scrollLeft, row.clientWidth, row.scrollWidth));
  }, []);

  useEffect(() => {
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [update]);

  const scrollByPx = (px: number) =>
    rowRef.current?.scrollBy({ left: px, behavior: reducedMotion ? "auto" : "smooth" });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      scrollByPx(event.key === "ArrowRight" ? STRIP_KEY_SCROLL_PX : -STRIP_KEY_SCROLL_PX);
    }
  };

  return (
    <section className="home-section category-strip" aria-labelledby="shop-by-categories">
      <div className="home-section-head">
        <h2 id="shop-by-categories" className="home-heading">
          Shop By Categories
        </h2>
        {hydrated ? (
          <div className="strip-buttons">
            <button
              type="button"
              className="slider-arrow"
              aria-label="Scroll categories left"
              disabled={!edges.canScrollBack}
              onClick={() => scrollByPx(-STRIP_BUTTON_SCROLL_PX)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="slider-arrow"
              aria-label="Scroll categories right"
              disabled={!edges.canScrollForward}
              onClick={() => scrollByPx(STRIP_BUTTON_SCROLL_PX)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1), and its arrow keys scroll it. */}
      {/* The tiles (CategoryTiles.tsx) are an island the route renders once per process. */}
      <Island
        as="ul"
        island={tiles}
        elementRef={rowRef}
        className="category-strip-row"
        tabIndex={0}
        aria-label="Categories (scrolls sideways)"
        onScroll={hydrated ? update : undefined}
        onKeyDown={hydrated ? onKeyDown : undefined}
      />
    </section>
  );
}
