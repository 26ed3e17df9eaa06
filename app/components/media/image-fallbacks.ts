import { useEffect } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

// What FallbackImage.tsx marks its <img> with (apart from it, so the root's hook shares no module with the pages).
const FALLBACK_ATTRIBUTE = "data-fallback";

function fallBack(image: Element) {
  if (image instanceof HTMLImageElement && image.getAttribute("src") !== PLACEHOLDER_IMAGE)
    image.setAttribute("src", PLACEHOLDER_IMAGE);
}

/**
 * For the root layout: swaps a marked image whose picture failed to the placeholder. An image can
 * fail before the page hydrates, when nothing listened yet, so the marked images are first checked
 * for a finished load without pixels. Error events do not bubble, but the window sees them while
 * they are captured on their way down. React leaves the swapped `src` alone until the image is given
 * another one, which then gets its own try.
 */
export function useImageFallbacks() {
  useEffect(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`))
      if (image.complete && image.naturalWidth === 0) fallBack(image);
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.hasAttribute(FALLBACK_ATTRIBUTE)) fallBack(target);
    };
    window.addEventListener("error", onError, true);
    return () => window.removeEventListener("error", onError, true);
  }, []);
}
