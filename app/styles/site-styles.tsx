import { createContext, useContext } from "react";

/**
 * The storefront's CSS, inline in one <style> (styles/site-stylesheets.ts says why). The server
 * hands the text to the render through this context (render-document.server.tsx); the browser
 * renders the text the server sent, read from the page before hydration, so React finds the same
 * element and never fetches a stylesheet for it. Neither the text nor the list of files is part of
 * the browser's JavaScript.
 */
/** The CSS, and whether it is only the shell's (a tool page's, see site-stylesheets.ts). */
export interface SiteCss {
  text: string;
  shellOnly: boolean;
}

const SiteCssContext = createContext<SiteCss | null>(null);

export const SITE_STYLES_ID = "site-styles";
const SHELL_ONLY_ATTRIBUTE = "data-shell-only";

export const SiteCssProvider = SiteCssContext.Provider;

function cssInPage(): SiteCss | null {
  if (typeof document === "undefined") return null;
  const style = document.getElementById(SITE_STYLES_ID);
  return style
    ? { text: style.textContent ?? "", shellOnly: style.hasAttribute(SHELL_ONLY_ATTRIBUTE) }
    : null;
}

const cssFromServer = cssInPage();

/** Whether the page holds only the shell's CSS, so another page cannot be shown in it. */
export function pageHasShellCssOnly(): boolean {
  return cssInPage()?.shellOnly ?? false;
}

export function SiteStyles() {
  const css = useContext(SiteCssContext) ?? cssFromServer;
  if (css === null) return null;
  const marker = css.shellOnly ? { [SHELL_ONLY_ATTRIBUTE]: "" } : {};
  return <style id={SITE_STYLES_ID} {...marker} dangerouslySetInnerHTML={{ __html: css.text }} />;
}
