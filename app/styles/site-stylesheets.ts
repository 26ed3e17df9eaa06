/**
 * The storefront's stylesheets, in cascade order. The document carries them inline in one <style>
 * (root.tsx, `SiteStyles`), so a page paints without waiting for any stylesheet request; and since
 * every storefront page has them all, moving between pages never waits for CSS either. Together
 * they are about 8 kB compressed. Every rule is scoped by a class, so no page's rules reach another.
 *
 * The calculator links its own stylesheet from its route. A tool page
 * (the calculator, `handle.toolPage`) carries only the shell's part, SHELL_STYLESHEETS: it shows no
 * shop page, and a phone there need not parse and match the rules of every other page. Leaving a
 * tool page therefore loads the next page whole (in-app-links.ts), which brings its own CSS.
 */
import appStyles from "./app.css";
import blogStyles from "./blog.css";
import candleStyles from "./candle.css";
import contactStyles from "./contact.css";
import contentStyles from "./content-pages.css";
import festiveStyles from "./festive.css";
import homeStyles from "./home.css";
import listingStyles from "./listing.css";
import productDetailStyles from "./product-detail.css";
import productTileStyles from "./product-tile.css";
import sliderStyles from "~/components/slider/slider.css";

export const SITE_STYLESHEETS: readonly string[] = [
  appStyles,
  festiveStyles,
  productTileStyles,
  sliderStyles,
  homeStyles,
  candleStyles,
  listingStyles,
  productDetailStyles,
  contentStyles,
  contactStyles,
  blogStyles,
];

/** What the shell (header, menus, floating links, decorations) needs: the whole of a tool page's inline CSS. */
export const SHELL_STYLESHEETS: readonly string[] = [appStyles, festiveStyles];
