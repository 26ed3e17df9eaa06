import type { CategoryTile } from "~/catalog/featured";
import { revealDelayMs } from "~/components/slider/slider-math";
import { shopLink } from "~/shop-link";

/*
 * The home page's category tiles: islands (components/island.tsx) the route renders once per
 * process, inside the rows React owns (CategoryStrip.tsx, EssentialsGrid.tsx).
 */

/** The strip's tiles, one per category. */
export function CategoryStripTiles({ tiles }: { tiles: readonly CategoryTile[] }) {
  return tiles.map((tile) => (
    <li key={tile.slug}>
      <a className="category-tile" {...shopLink(tile.href)}>
        <img src={tile.image} alt="" width={160} height={160} loading="lazy" />
        <span>{tile.label}</span>
      </a>
    </li>
  ));
}

/** The grid's tiles, each with its delay in the reveal. */
export function EssentialsTiles({ tiles }: { tiles: readonly CategoryTile[] }) {
  return tiles.map((tile, index) => (
    <li key={tile.slug} style={{ transitionDelay: `${revealDelayMs(index)}ms` }}>
      <a className="essentials-tile" {...shopLink(tile.href)}>
        <img src={tile.image} alt="" width={280} height={280} loading="lazy" />
        <span>{tile.label}</span>
      </a>
    </li>
  ));
}
