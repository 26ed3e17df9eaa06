import { useEffect, useState } from "react";

import { ArrowUpIcon } from "~/components/icons";

/**
 * A link to the top of the page (works without JavaScript). With JavaScript it appears only
 * once the shopper has scrolled, and scrolls smoothly unless reduced motion is preferred.
 */
export function ScrollToTopLink() {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const update = () => setHidden(window.scrollY < 400);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <a
      href="#top"
      className={hidden ? "scroll-to-top is-hidden" : "scroll-to-top"}
      aria-label="Scroll to top"
      onClick={(event) => {
        event.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </a>
  );
}
