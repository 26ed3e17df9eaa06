import type { SidebarPanel } from "~/listing/listing-data.server";

import { CountedLink } from "./CountedLink";

/**
 * The search page's category sections (Incense, Pooja Essentials, Candles, By Fragrance), an island
 * (components/island.tsx) the route's loader renders.
 */
export function SearchCategorySections({ sections }: { sections: readonly SidebarPanel[] }) {
  return (
    <>
      <h2 id="search-categories" className="sidebar-heading">
        Categories
      </h2>
      {sections.map((section) => (
        <div key={section.title} className="search-section">
          <h3>{section.title}</h3>
          <ul>
            {section.links.map((link) => (
              <li key={link.href}>
                <CountedLink link={link} current={false} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
