import type { ImgHTMLAttributes } from "react";

/**
 * An <img> that swaps to the placeholder when its picture fails to load (a broken slide or tile
 * shows the placeholder, not a broken-image icon). It is only marked: one listener for the whole
 * page does the swapping (`useImageFallbacks`, image-fallbacks.ts), rather than a handler, a state and an effect in each
 * of a listing's tiles for React to hydrate.
 */
export function FallbackImage(props: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  // alt comes with the props; the linter cannot see it through the spread.
  // eslint-disable-next-line jsx-a11y/alt-text
  return <img {...props} data-fallback="" />;
}
