import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";

import { FestiveDecorations } from "~/components/festive/FestiveDecorations";
import { SiteShell } from "~/components/layout/SiteShell";
import { useImageFallbacks } from "~/components/media/image-fallbacks";
import { useInAppLinks } from "~/components/navigation/in-app-links";
import { IntentPrefetch } from "~/components/navigation/intent-prefetch";
import { useNonce } from "~/components/nonce";
import { rarelyShown } from "~/components/rarely-shown";
import type { RootData } from "~/components/root-data";
import { shellConfigOf, shellIslands } from "~/components/root-data.server";
import { pageTitle } from "~/seo/meta";
import { activePromo } from "~/content/promo-banner";
import { environment, siteConfig } from "~/content/site-config.server";
import { pageHasShellCssOnly, SiteStyles } from "~/styles/site-styles";

/**
 * What a route module may declare in `handle` to change the shell around it.
 * The calculator hides the header search and the footer; listings get the tinted background.
 */
export interface ShellHandle {
  hideHeaderSearch?: boolean;
  hideFooter?: boolean;
  pageBackground?: boolean;
  /** The page renders from its URL and loader data alone, so its HTML may be memoised (document-cache.server.ts). */
  cacheDocument?: boolean;
  /**
   * A working tool that needs the whole screen (the calculator): the body gets the class `tool-page`,
   * with which the page's own stylesheet lets the header scroll away on phones and leaves out the
   * floating WhatsApp and scroll-to-top links.
   */
  toolPage?: boolean;
}

// Most pages show neither: their code loads only where one renders (components/rarely-shown.tsx).
const ErrorPage = rarelyShown("error-page", () =>
  import("~/components/layout/ErrorPage").then(({ ErrorPage }) => ErrorPage),
);
const PromoBanner = rarelyShown("promo-banner", () =>
  import("~/components/promo/PromoBanner").then(({ PromoBanner }) => PromoBanner),
);

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// Pages set their own titles; these cover the error pages, which replace them.
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const titles = data?.titles;
  if (!titles) return [{ title: "Something went wrong" }];
  if (!error) return [{ title: titles.shop }];
  return [{ title: isRouteErrorResponse(error) && error.status === 404 ? titles.notFound : titles.error }];
};

export async function loader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const site = siteConfig();
  return {
    shell: shellConfigOf(site),
    islands: shellIslands(context),
    titles: {
      shop: pageTitle("Incense, Dhoop and Pooja Essentials", site.brand),
      notFound: pageTitle("Page not found", site.brand),
      error: pageTitle("Something went wrong", site.brand),
    },
    // The promo banner is decided per request (its date window; PROMO_NOW overrides the clock in tests).
    promo: activePromo(environment()),
  };
}

/**
 * The root's data is the same on every page, so a client-side navigation does not ask for it again
 * (its islands would come back as HTML each time); a form's post still does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

function useShellHandle(): ShellHandle {
  const matches = useMatches();
  return matches.reduce<ShellHandle>(
    (merged, match) => ({ ...merged, ...((match.handle as ShellHandle | undefined) ?? {}) }),
    {},
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const shell = useShellHandle();
  // The layout also wraps the error pages, where the root loader may have failed: its data is read
  // by route id, which gives undefined then rather than throwing as useLoaderData would.
  const root = useRouteLoaderData<typeof loader>("root");
  // A tool page holds only the shell's CSS: the browser loads the next page whole, with its own.
  useInAppLinks(pageHasShellCssOnly);
  useImageFallbacks();
  useEffect(() => {
    // Lets browser tests (and CSS, if ever needed) know React has taken over the page.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const locationKey = useLocation().key;
  useEffect(() => {
    // Remix renders a navigation's result in a React transition, which may commit several frames
    // after the router reports idle; browser tests wait until this matches the router's location.
    document.documentElement.dataset.renderedLocation = locationKey;
  }, [locationKey]);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1f1f" />
        <Meta />
        <SiteStyles />
        <Links />
      </head>
      <body
        className={
          [shell.pageBackground && "page-tinted", shell.toolPage && "tool-page"].filter(Boolean).join(" ") ||
          undefined
        }
      >
        {root?.promo ? <PromoBanner promo={root.promo} /> : null}
        <SiteShell
          config={root?.shell}
          islands={root?.islands}
          hideHeaderSearch={shell.hideHeaderSearch}
          hideFooter={shell.hideFooter}
        >
          {children}
        </SiteShell>
        <FestiveDecorations />
        {shell.toolPage ? null : <IntentPrefetch />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
