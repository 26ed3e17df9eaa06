import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";

/**
 * The list half of a WAI-ARIA combobox (list autocomplete), shared by the product box and the buyer
 * fields: whether the list is open, which option is highlighted, and the keys. Arrow Down/Up move the
 * highlight round the list, Enter picks the highlighted option (and never submits the form while the
 * list is open), Escape closes, Tab and a click or focus outside close.
 *
 * What differs between the boxes is passed in: where Arrow Down and Arrow Up put the highlight when
 * they open a closed list (the buyer fields open only on Arrow Down), and what Escape does on a closed
 * list (the product box clears its text).
 */
export interface ComboboxListOptions {
  /** The highlight when Arrow Down or Up opens the closed list; null: that key leaves it closed. */
  readonly openingIndex: (key: "ArrowDown" | "ArrowUp") => number | null;
  /** Escape on a closed list; true when it did something (the key is then taken). */
  readonly onEscapeClosed?: () => boolean;
}

export function useComboboxList({ openingIndex, onEscapeClosed }: ComboboxListOptions) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function openList(highlight: number) {
    setOpen(true);
    setActiveIndex(highlight);
  }

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  /** The keys, over the options the list shows now; `pick` takes the highlighted one. */
  function onKeyDown<T>(
    event: KeyboardEvent<HTMLInputElement>,
    options: readonly T[],
    pick: (option: T) => void,
  ) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        const key = event.key;
        if (!open) {
          const highlight = openingIndex(key);
          if (highlight === null) return;
          event.preventDefault();
          openList(highlight);
          return;
        }
        event.preventDefault();
        if (count === 0) return;
        setActiveIndex((index) =>
          key === "ArrowDown" ? (index + 1) % count : index <= 0 ? count - 1 : index - 1,
        );
        return;
      }
      case "Enter":
        if (!open) return;
        event.preventDefault();
        if (options[activeIndex] !== undefined) pick(options[activeIndex]!);
        else setOpen(false);
        return;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (onEscapeClosed?.()) event.preventDefault();
        return;
      case "Tab":
        setOpen(false);
        return;
    }
  }

  /** Focus left the combobox some other way than a click outside (Tab, a screen reader, a script). */
  function onBlur(event: FocusEvent<HTMLInputElement>) {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return { open, activeIndex, setActiveIndex, wrapperRef, openList, close, onKeyDown, onBlur };
}
