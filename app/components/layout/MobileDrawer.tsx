import { lazy, Suspense, useEffect, useRef, useState } from "react";

import { useHydrated } from "~/hooks/use-hydrated";
import { MenuIcon } from "~/components/icons";
import { Island, type IslandPart } from "~/components/island";

// The dialog's code, and the menu's, load when ≡ is first pressed (or touched or focused, a moment before).
const loadPanel = () => Promise.all([import("./DrawerPanel"), import("./DrawerMenu")]);
const DrawerPanel = lazy(() =>
  loadPanel().then(([{ DrawerPanel }, { DrawerMenu }]) => ({
    default: ({ onClose }: { onClose: () => void }) => (
      <DrawerPanel onClose={onClose}>
        <DrawerMenu />
      </DrawerPanel>
    ),
  })),
);

/**
 * The hamburger menu below 992 px. With JavaScript, ≡ opens a modal dialog: the page behind is
 * dimmed and inert, focus stays inside until the close button, Escape, a tap beside the panel or a
 * link closes it, and then returns to ≡. Without JavaScript it is a `<details>` disclosure, which
 * opens and closes with ≡ alone.
 */
export function MobileDrawer({ menu }: { menu: IslandPart | undefined }) {
  return useHydrated() ? <DrawerDialog /> : <DrawerDisclosure menu={menu} />;
}

// Rendered only without JavaScript (hydration swaps in DrawerDialog at once), so it needs no script.
function DrawerDisclosure({ menu }: { menu: IslandPart | undefined }) {
  return (
    <details className="drawer">
      <summary className="drawer-toggle" aria-label="Menu">
        <MenuIcon />
      </summary>
      <Island as="div" className="drawer-panel" island={menu} />
    </details>
  );
}

function DrawerDialog() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Once the dialog is gone, focus goes back to ≡, where the shopper left off.
    if (wasOpen.current && !open) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div className="drawer">
      <button
        ref={toggleRef}
        type="button"
        className="drawer-toggle"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DrawerPanel onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
