import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native <dialog> opened modally on mount (so the page behind is inert) and closed on unmount.
 * Focus starts on `initialFocusRef`; Tab and Shift+Tab wrap inside the dialog instead of escaping
 * to the browser's toolbar; Escape calls `onClose`. Returning focus to the opener is the caller's.
 */
export function useModalDialog(onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    initialFocusRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // The browser would close the dialog itself; let React state decide instead.
    event.preventDefault();
    onClose();
  }

  return { dialogRef, initialFocusRef, keepTabInside, onCancel };
}
