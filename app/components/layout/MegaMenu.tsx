import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { ChevronDownIcon } from "~/components/icons";
import { Island, type IslandPart } from "~/components/island";
import {
  ABOUT_PATH,
  ALL_PRODUCTS_PATH,
  BLOG_PATH,
  CANDLE_HOME_PATH,
  CONTACT_PATH,
  NEW_ARRIVALS_PATH,
} from "~/paths";
import { shopLink } from "~/shop-link";

/** Links beside Our Shop; secondary ones step aside on narrower desktops. */
const pageLinks = [
  { label: "Candle Store", to: CANDLE_HOME_PATH, secondary: true },
  { label: "New Arrivals", to: NEW_ARRIVALS_PATH, secondary: true },
  { label: "Blog", to: BLOG_PATH },
  { label: "About Us", to: ABOUT_PATH },
  { label: "Contact", to: CONTACT_PATH },
];

/**
 * "Our Shop" on screens 992 px and wider: five columns, opened by hover or keyboard focus
 * (pure CSS, so it works without JavaScript). With JavaScript it also closes after a
 * navigation or on Escape, since the pointer and focus may still be inside it.
 */
export function MegaMenu({ columns }: { columns: IslandPart | undefined }) {
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const shownAt = useRef(location.key);

  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    setDismissed(true);
  }, [location.key]);

  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul className="desktop-nav-list">
        {/* The list item only listens for events bubbling up from the links inside it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <li
          className={dismissed ? "mega is-dismissed" : "mega"}
          onMouseLeave={() => setDismissed(false)}
          onFocus={() => setDismissed(false)}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            setDismissed(true);
            (event.currentTarget.querySelector("a") as HTMLElement | null)?.focus();
          }}
        >
          <a {...shopLink(ALL_PRODUCTS_PATH)} className="desktop-nav-link" aria-haspopup="true">
            Our Shop <ChevronDownIcon />
          </a>
          {/* The columns (MegaColumns.tsx) are an island the root renders once per process. */}
          <Island as="div" className="mega-panel" island={columns} />
        </li>
        {pageLinks.map((link) => (
          <li key={link.to} className={link.secondary ? "nav-extra" : undefined}>
            <a className="desktop-nav-link" {...shopLink(link.to)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
