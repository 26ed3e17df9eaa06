import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A `<details>` disclosure that works without JavaScript and, with it, also closes on
 * Escape, on a click outside it and after a navigation (client-side navigation keeps the
 * element mounted, so without this a menu would stay open over the new page).
 */
export function useDismissableDetails<T extends HTMLElement = HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();

  useEffect(() => {
    close(ref.current);
  }, [location.key]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const element = ref.current;
      if (event.key !== "Escape" || !isOpen(element)) return;
      close(element);
      element?.querySelector<HTMLElement>("summary")?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const element = ref.current;
      if (isOpen(element) && !element?.contains(event.target as Node)) close(element);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return ref;
}

function isOpen(element: HTMLElement | null): boolean {
  return element instanceof HTMLDetailsElement && element.open;
}

function close(element: HTMLElement | null) {
  if (element instanceof HTMLDetailsElement) element.open = false;
}
