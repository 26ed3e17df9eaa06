import { HtmlOnly } from "~/components/prerendered";
import type { SidebarPanel } from "~/listing/listing-data.server";

import { CountedLink } from "./CountedLink";

/**
 * The search page's category sections: Incense, Pooja Essentials, Candles, By Fragrance. They hold
 * nothing to hydrate, so a document carries them in its HTML only (`HtmlOnly` in components/prerendered.tsx):
 * `sections` is null while the page hydrates.
 */
export function SearchCategorySections({ sections }: { sections: readonly SidebarPanel[] | null }) {
  return (
    <HtmlOnly
      as="nav"
      name="search-categories"
      className="sidebar-section"
      aria-labelledby="search-categories"
      value={sections}
      render={(panels) => <SearchCategorySectionsContent sections={panels} />}
    />
  );
}

function SearchCategorySectionsContent({ sections }: { sections: readonly SidebarPanel[] }) {
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
