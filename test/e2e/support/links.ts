import type { Page } from "playwright-core";

/**
 * Every link on the page to a page of this site (not a file, not a place on the same page) lacking
 * `data-discover`, the mark Remix's route discovery reads (as its `<Link>` renders it).
 */
export function inAppLinksWithoutDiscover(page: Page): Promise<string[]> {
  return page.locator("a[href]").evaluateAll((anchors) =>
    anchors
      .filter((element): element is HTMLAnchorElement => element instanceof HTMLAnchorElement)
      .filter(
        (anchor) =>
          anchor.origin === window.location.origin &&
          !anchor.hasAttribute("download") &&
          !/\.[a-z0-9]+$/i.test(anchor.pathname) &&
          !(anchor.getAttribute("href") ?? "").startsWith("#") &&
          !(anchor.getAttribute("href") ?? "").startsWith("?"),
      )
      .filter((anchor) => anchor.dataset.discover !== "true")
      .map((anchor) => anchor.outerHTML.slice(0, 120)),
  );
}
