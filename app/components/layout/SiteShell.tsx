import type { ReactNode } from "react";

import { ScrollToTopLink } from "~/components/layout/ScrollToTopLink";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { WhatsAppIcon } from "~/components/icons";
import type { ShellConfig, ShellIslands } from "~/components/root-data";

/** The frame of every page: skip link, header, main landmark, footer and floating links. */
export function SiteShell({
  config,
  islands,
  children,
  hideHeaderSearch,
  hideFooter,
}: {
  /** The root loader's; undefined when it failed. */
  config: ShellConfig | undefined;
  islands: ShellIslands | undefined;
  children: ReactNode;
  hideHeaderSearch?: boolean;
  hideFooter?: boolean;
}) {
  // Only the error page of a failed root loader lacks the configuration: it shows just its message.
  if (!config) {
    return (
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader brand={config.brand} islands={islands} hideSearch={hideHeaderSearch} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {hideFooter ? null : <SiteFooter brand={config.brand} sections={islands?.footer} />}
      {/* The floating links sit in a landmark of their own, like every other part of the page. */}
      <aside className="floating-links" aria-label="Quick links">
        <ScrollToTopLink />
        <a
          className="whatsapp-chat"
          href={config.whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us on WhatsApp (opens in a new tab)"
        >
          <WhatsAppIcon />
        </a>
      </aside>
    </>
  );
}
