import type { MouseEvent, ReactNode } from "react";

import { CloseIcon } from "~/components/icons";
import { useModalDialog } from "~/hooks/use-modal-dialog";

/**
 * The phone menu (`children`) as a modal dialog (MobileDrawer.tsx says how it behaves); loaded on
 * first use.
 */
export function DrawerPanel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { dialogRef, initialFocusRef, keepTabInside, onCancel } = useModalDialog(onClose);
  // A click on the dialog element itself lands beside the panel, on the dimmed page; a click on a
  // link inside goes to another page, and the menu closes behind it.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.closest("a")) onClose();
  };
  return (
    // The dialog's own keyboard use is Escape (onCancel) and Tab (kept inside); the backdrop click is
    // for pointers only, and the close button does the same for everyone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="drawer-dialog"
      aria-label="Menu"
      onKeyDown={keepTabInside}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className="drawer-panel">
        <button
          ref={initialFocusRef}
          type="button"
          className="drawer-close"
          aria-label="Close menu"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </dialog>
  );
}
