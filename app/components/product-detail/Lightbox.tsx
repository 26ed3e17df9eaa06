import { type KeyboardEvent } from "react";

import { useModalDialog } from "~/hooks/use-modal-dialog";

export interface LightboxProps {
  images: string[];
  index: number;
  name: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The zoom lightbox: a modal dialog over the page (native <dialog> opened with showModal, so the
 * page behind is inert). Previous/next wrap; arrow keys walk the images; Escape and the close
 * button close it. Focus stays inside while open; the opener gets it back (done by the caller).
 */
export function Lightbox({ images, index, name, onIndexChange, onClose }: LightboxProps) {
  const { dialogRef, initialFocusRef, keepTabInside, onCancel } = useModalDialog(onClose);
  const count = images.length;

  const step = (delta: number) => onIndexChange((index + delta + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    } else {
      keepTabInside(event);
    }
  }

  const image = images[index] ?? images[0] ?? "";
  // A click on the dialog itself, not on its frame, is a click on the dim backdrop around it;
  // keyboard users have Escape and the close button.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-modal="true"
      aria-label={`${name}: enlarged images`}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="lightbox-frame">
        <img
          className="lightbox-image"
          src={image}
          alt={`${name}, view ${index + 1} of ${count}`}
          width={600}
          height={600}
        />
        <p className="lightbox-counter" aria-live="polite">
          View {index + 1} of {count}
        </p>
        {count > 1 ? (
          <div className="lightbox-nav">
            <button
              type="button"
              className="lightbox-button"
              onClick={() => step(-1)}
              aria-label="Previous image"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="lightbox-button" onClick={() => step(1)} aria-label="Next image">
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
        <button
          ref={initialFocusRef}
          type="button"
          className="lightbox-close lightbox-button"
          onClick={onClose}
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </dialog>
  );
}
