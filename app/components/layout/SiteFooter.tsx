import { Island, type IslandPart } from "~/components/island";

/**
 * Footer sections are `<details>`: on wide screens CSS shows their content regardless, at
 * 768 px or narrower they collapse to toggles. They share one `name`, so the browser keeps one
 * open at a time, with or without JavaScript.
 */
export function SiteFooter({ brand, sections }: { brand: string; sections: IslandPart | undefined }) {
  return (
    <footer className="site-footer">
      {/* The sections (FooterSections.tsx) are an island the root renders once per process. */}
      <Island as="div" className="footer-grid" island={sections} />
      <p className="footer-legal">
        © {new Date().getFullYear()} {brand}. All rights reserved.
      </p>
    </footer>
  );
}
