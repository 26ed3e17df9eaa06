/**
 * The shop's internal links are plain `<a href>` elements, and one listener makes an ordinary
 * click on them navigate inside the app (no document reload) once JavaScript has loaded.
 *
 * A link component per anchor would run for each of the couple of hundred links a listing page
 * holds, on every server render: Remix's `<Link>` runs about fifteen hooks each, and even a bare
 * wrapper costs a closure and a copy of its props. Every href is a whole path built by
 * app/paths.ts, so a link needs nothing but the anchor. Without JavaScript, or before hydration,
 * the same anchors are ordinary links; routes the browser does not know yet are looked up when
 * first visited.
 */
import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Makes ordinary clicks on the page's links to its own pages navigate in place; for the root
 * layout. A link with `data-keep-scroll` (a variant of the same product, say) keeps the scroll
 * position instead of going to the top.
 */
export function useInAppLinks(
  /** True when the page cannot show another in place (a tool page holding only the shell's CSS). */
  loadWholePages: () => boolean = () => false,
) {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = anchorToFollowInApp(event);
      if (!anchor || loadWholePages()) return;
      event.preventDefault();
      const path = anchor.pathname + anchor.search + anchor.hash;
      navigate(path, {
        preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
        // Following a link to the page already shown replaces its entry, as the browser itself does.
        replace: path === currentPath(),
      });
    };
    // On the window, so that it runs after React's handlers (on the document): a link's own
    // onClick may still prevent the default.
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate, loadWholePages]);
}

/** The anchor an ordinary click followed, when it leads to one of the shop's pages; else null. */
function anchorToFollowInApp(event: MouseEvent): HTMLAnchorElement | null {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute("href")) return null;
  return leadsToShopPage(anchor, window.location) ? anchor : null;
}

/**
 * Whether the browser should leave `anchor` to the app: a link to a page of this site, opened in
 * this tab. Files (the brochure, sitemap.xml, pictures: a last segment with an extension, which no
 * page has), downloads, other tabs and a jump within the page shown are the browser's own.
 */
export function leadsToShopPage(
  anchor: Pick<HTMLAnchorElement, "origin" | "pathname" | "search" | "hash" | "target" | "hasAttribute">,
  location: Pick<Location, "origin" | "pathname" | "search">,
): boolean {
  if (anchor.origin !== location.origin) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download")) return false;
  if (/\.[a-z0-9]+$/i.test(anchor.pathname)) return false;
  const samePage = anchor.pathname === location.pathname && anchor.search === location.search;
  return !(samePage && anchor.hash !== "");
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}
