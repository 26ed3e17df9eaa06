import { useEffect, useRef, useState } from "react";

import { Lightbox } from "./Lightbox";
import { useHydrated } from "~/hooks/use-hydrated";
import { productPageSearch } from "~/paths";

export interface ProductGalleryProps {
  name: string;
  images: string[];
  /** The main image the page opened with. */
  initialIndex: number;
  variantIndex: number;
}

/**
 * Main image and thumbnail strip. Thumbnails are links (`?image=K`) so they work without
 * JavaScript; with it, a click swaps the main image in place. The zoom lightbox needs JavaScript:
 * until hydration the main image links to the full-size file instead.
 * The caller keys this component by product and variant, so choosing a variant starts over at
 * the variant's first image with the lightbox closed.
 */
export function ProductGallery({ name, images, initialIndex, variantIndex }: ProductGalleryProps) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(initialIndex);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const main = images[current] ?? images[0] ?? "";
  const mainAlt = `${name}, view ${current + 1} of ${images.length}`;
  const mainImage = <img className="gallery-main-image" src={main} alt={mainAlt} width={600} height={600} />;

  const returnFocus = useRef(false);

  // Give focus back to the opener once the dialog has closed (while it is open, the page is inert).
  useEffect(() => {
    if (lightboxIndex === null && returnFocus.current) {
      returnFocus.current = false;
      openerRef.current?.focus();
    }
  }, [lightboxIndex]);

  function closeLightbox() {
    returnFocus.current = true;
    setLightboxIndex(null);
  }

  return (
    <div className="gallery">
      {hydrated ? (
        <button
          ref={openerRef}
          type="button"
          className="gallery-main"
          onClick={() => setLightboxIndex(current)}
          aria-haspopup="dialog"
          aria-label={`Zoom: ${mainAlt}`}
        >
          {mainImage}
          <span className="gallery-zoom-hint" aria-hidden="true">
            Zoom
          </span>
        </button>
      ) : (
        <a className="gallery-main" href={main}>
          {mainImage}
          <span className="gallery-zoom-hint">Open full-size image</span>
        </a>
      )}
      {images.length > 1 ? (
        <ul className="gallery-thumbnails" aria-label="Product images">
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <a
                href={productPageSearch(variantIndex, index)}
                className="gallery-thumbnail"
                aria-current={index === current ? "true" : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  setCurrent(index);
                }}
              >
                <img
                  src={src}
                  alt={`Show view ${index + 1} of ${images.length}`}
                  width={80}
                  height={80}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {lightboxIndex !== null ? (
        <Lightbox
          images={images}
          index={lightboxIndex}
          name={name}
          onIndexChange={setLightboxIndex}
          onClose={closeLightbox}
        />
      ) : null}
    </div>
  );
}
