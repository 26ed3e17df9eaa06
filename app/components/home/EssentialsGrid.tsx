import { useEffect, useRef, useState } from "react";

import { Island, type IslandPart } from "~/components/island";
import { REVEAL_THRESHOLD } from "~/components/slider/slider-math";

type RevealState = "shown" | "waiting" | "revealed";

/**
 * "Shop the Essentials". The tiles are visible in the server HTML. With JavaScript and
 * no reduced-motion preference, tiles that are still below the fold are held back and revealed
 * one after another in 90 ms steps once 35% of the grid is visible.
 */
export function EssentialsGrid({ tiles }: { tiles: IslandPart }) {
  const gridRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<RevealState>("shown");

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const rect = grid.getBoundingClientRect();
    // Already on screen: nothing to reveal, and hiding it now would only flicker.
    if (rect.top < window.innerHeight) return;
    setState("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("revealed");
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(grid);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="home-section" aria-labelledby="shop-the-essentials">
      <h2 id="shop-the-essentials" className="home-heading">
        Shop the Essentials
      </h2>
      {/* The tiles (CategoryTiles.tsx) are an island the route renders once per process. */}
      <Island as="ul" island={tiles} elementRef={gridRef} className={`essentials-grid is-${state}`} />
    </section>
  );
}
