import { createContext, useContext } from "react";

/**
 * The storefront's CSS, inline in one <style> (styles/site-stylesheets.ts says why). The server
 * hands the text to the render through this context (render-document.server.tsx); the browser
 * renders the text the server sent, read from the page before hydration, so React finds the same
 * element and never fetches a stylesheet for it. Neither the text nor the list of files is part of
 * the browser's JavaScript.
 */
const SiteCssContext = createContext<string | null>(null);

export const SITE_STYLES_ID = "site-styles";

export const SiteCssProvider = SiteCssContext.Provider;

const cssFromServer =
  typeof document === "undefined" ? null : (document.getElementById(SITE_STYLES_ID)?.textContent ?? null);

export function SiteStyles() {
  const css = useContext(SiteCssContext) ?? cssFromServer;
  return css === null ? null : <style id={SITE_STYLES_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
