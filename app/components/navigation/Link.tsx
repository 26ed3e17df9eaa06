/**
 * The shop's internal link: a plain `<a href>` whose ordinary click navigates inside the app.
 *
 * Remix's `<Link>` resolves its path three times and runs about fifteen hooks for every link, to
 * support relative paths, prefetching and eager route discovery, none of which the shop uses: its
 * hrefs are whole paths built by app/paths.ts. A listing page holds some 200 links, and those hooks
 * were a fifth of the server's time to render it. This link reads one value from context, the
 * router's navigate function that `LinkNavigation` (in the root layout) provides. Without
 * JavaScript, or before hydration, it is an ordinary link; routes not yet known to the browser are
 * looked up when first visited.
 */
import { useNavigate } from "@remix-run/react";
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";

type Navigate = ReturnType<typeof useNavigate>;

const NavigateContext = createContext<Navigate | null>(null);

/** Shares the router's navigate function (stable for the whole visit) with every link below. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A whole path on this site, from its first slash: "/collections/all?page=2", "/product-detail/30". */
  to: string;
  /** Kept in the history entry (`useLocation().state` on the page it opens). */
  state?: unknown;
  /** Keep the scroll position (a variant of the same product, say) instead of going to the top. */
  preventScrollReset?: boolean;
}

// A plain function component (no forwardRef, no hooks beyond one context read): it renders a
// couple of hundred times per listing page on the server.
export function Link({ to, state, preventScrollReset, onClick, children, ...anchor }: LinkProps) {
  const navigate = useContext(NavigateContext);
  const navigateOnClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const path = navigate && inAppPath(event);
    if (!path) return;
    event.preventDefault();
    // Following a link to the page already shown replaces its entry, as the browser itself does.
    navigate(path, { state, preventScrollReset, replace: path === currentPath() });
  };
  return (
    <a {...anchor} href={to} onClick={navigateOnClick}>
      {children}
    </a>
  );
}

/** The path to navigate to inside the app, or null when the browser should follow the link itself. */
function inAppPath(event: MouseEvent<HTMLAnchorElement>): string | null {
  const anchor = event.currentTarget;
  const opensElsewhere = anchor.target && anchor.target !== "_self";
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    modified ||
    opensElsewhere ||
    anchor.hasAttribute("download")
  ) {
    return null;
  }
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}
