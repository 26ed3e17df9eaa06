import { Prerendered } from "~/components/prerendered";

/**
 * Footer sections are `<details>`: on wide screens CSS shows their content regardless, at
 * 768 px or narrower they collapse to toggles. They share one `name`, so the browser keeps one
 * open at a time, with or without JavaScript.
 */
export function SiteFooter({ brand }: { brand: string }) {
  return (
    <footer className="site-footer">
      {/* The sections (FooterSections.tsx) are rendered on the server once per process. */}
      <Prerendered as="div" className="footer-grid" name="footer-sections" />
      <p className="footer-legal">
        © {new Date().getFullYear()} {brand}. All rights reserved.
      </p>
    </footer>
  );
}
