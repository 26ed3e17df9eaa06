import { useEffect, useId, useMemo, type InputHTMLAttributes } from "react";

import { matchBuyers } from "~/calculator/buyers/buyer-book";
import { printablePhone, type BuyerRecord } from "~/calculator/buyers/buyer-record";
import { stateByCode } from "~/calculator/documents/indian-states";

import { useComboboxList } from "../use-combobox-list";

const MAX_OPTIONS = 6;

interface BuyerComboboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  /** The input's id, for its label. */
  id: string;
  value: string;
  /** The buyer book's buyers to offer. */
  book: readonly BuyerRecord[];
  /** What the list is called for a screen reader: "Known buyers". */
  listLabel: string;
  onValueChange: (value: string) => void;
  onPick: (record: BuyerRecord) => void;
}

/**
 * A buyer field (name, GSTIN or phone) that offers the buyer book's matches as the rep types, in the
 * WAI-ARIA combobox pattern of the product box (use-combobox-list.ts): the list opens on typing (or
 * Arrow Down), Enter or a tap picks, which fills every buyer field. Unlike the product box it does not open on focus: most of the time the rep
 * is simply filling the form.
 */
export function BuyerCombobox({
  id,
  value,
  book,
  listLabel,
  onValueChange,
  onPick,
  ...inputProps
}: BuyerComboboxProps) {
  const listboxId = useId();
  const list = useComboboxList({
    // Most of the time the rep is simply filling the form: only Arrow Down opens the list unasked.
    openingIndex: (key) => (key === "ArrowDown" ? 0 : null),
  });
  const { open, activeIndex, wrapperRef } = list;
  const matches = useMemo(() => (open ? matchBuyers(book, value, MAX_OPTIONS) : []), [open, book, value]);

  const expanded = open && matches.length > 0;
  useEffect(() => {
    // On a phone the list needs the room between the field and the bar at the bottom.
    if (expanded && matchMedia("(max-width: 899px)").matches) {
      wrapperRef.current?.parentElement?.scrollIntoView({ block: "start" });
    }
  }, [expanded, wrapperRef]);

  function pick(record: BuyerRecord) {
    onPick(record);
    list.close();
  }

  const activeId = expanded && activeIndex >= 0 ? `${listboxId}-option-${activeIndex}` : undefined;
  return (
    <div className="calc-combobox-control" ref={wrapperRef}>
      <input
        {...inputProps}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          if (event.target.value.trim() !== "") list.openList(0);
          else list.close();
        }}
        onKeyDown={(event) => list.onKeyDown(event, matches, pick)}
        onBlur={list.onBlur}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={listLabel}
        className="calc-listbox"
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {matches.map((record, index) => (
          // Keyboard users choose options through the combobox input (WAI-ARIA combobox pattern).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={record.id}
            id={`${listboxId}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? "is-active" : undefined}
            onClick={() => pick(record)}
          >
            <span className="calc-option-name">{record.name}</span>
            <span className="calc-option-meta">{describeBuyer(record)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "GSTIN 27AAPFU0939F1ZV · Pune · 98765 43210", or "Unregistered · …". */
function describeBuyer(record: BuyerRecord): string {
  const place = record.city || stateByCode(record.stateCode)?.name || "";
  // The phone's space kept unbroken, so that a narrow list never splits the number.
  const phone = printablePhone(record.phone).replace(" ", "\u00a0");
  return [record.gstin ? `GSTIN ${record.gstin}` : "Unregistered", place, phone].filter(Boolean).join(" · ");
}
