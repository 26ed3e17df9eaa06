import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * An <img> that swaps to the placeholder when its picture fails to load (a broken slide or tile
 * shows the placeholder, not a broken-image icon).
 * An image can fail before React hydrates, when no onError handler is attached yet, so the
 * mount effect also checks for a finished load without pixels.
 */
export function FallbackImage({ src, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const ref = useRef<HTMLImageElement>(null);
  // The src that failed; a new src gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? PLACEHOLDER_IMAGE : src;
  const fallBack = () => setFailedSrc(src);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") !== PLACEHOLDER_IMAGE)
      setFailedSrc(img.getAttribute("src"));
  }, []);

  // alt comes with the props; the linter cannot see it through the spread.
  // eslint-disable-next-line jsx-a11y/alt-text
  return <img ref={ref} {...props} src={current} onError={fallBack} />;
}
