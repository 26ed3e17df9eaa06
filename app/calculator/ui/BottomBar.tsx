import { useEffect, useId, useRef } from "react";

import { formatINR, type Paise } from "~/money/money";

import type { DocumentAction } from "./document/document-action";
import { StatusMessage } from "./StatusMessage";

export interface BarMessage {
  readonly text: string;
  readonly tone: "info" | "error";
}

interface BottomBarProps {
  lineCount: number;
  roundedTotal: Paise;
  busy: boolean;
  message: BarMessage | null;
  /**
   * Said before the document is saved: an e-way bill is needed (docs/calculator.md, "E-way bill"), a line
   * of a tax invoice has no HSN code.
   */
  notices: readonly string[];
  onAction: (action: DocumentAction) => void;
}

/** Room kept above a focused field, in px, so it is not flush against the bar. */
const MARGIN = 12;

/**
 * On a phone the bar sits on the on-screen keyboard when it is open (the keyboard shrinks the visible
 * area, not the page), and the focused field is scrolled clear of the bar. `scroll-padding-bottom` (in
 * calculator-layout.css) does the same for fields reached with Tab.
 */
function useBarAboveKeyboard(bar: React.RefObject<HTMLElement>) {
  useEffect(() => {
    const viewport = window.visualViewport;
    function keepClear() {
      const element = bar.current;
      if (!element || getComputedStyle(element).position !== "fixed") return;
      const visibleBottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      element.style.setProperty("--calc-keyboard", `${Math.max(0, window.innerHeight - visibleBottom)}px`);
      const field = document.activeElement;
      if (!(field instanceof HTMLElement) || field === document.body || element.contains(field)) return;
      const covered = field.getBoundingClientRect().bottom - (element.getBoundingClientRect().top - MARGIN);
      if (covered > 0) window.scrollBy({ top: covered });
    }
    document.addEventListener("focusin", keepClear);
    viewport?.addEventListener("resize", keepClear);
    viewport?.addEventListener("scroll", keepClear);
    return () => {
      document.removeEventListener("focusin", keepClear);
      viewport?.removeEventListener("resize", keepClear);
      viewport?.removeEventListener("scroll", keepClear);
    };
  }, [bar]);
}

/**
 * On a phone the page keeps room below its end, and above a focused field, for the bar as tall as it
 * is now: a long message (the storage is full) or a notice makes it taller than its usual two rows, and
 * the end of the page, the issued list's buttons, must still scroll clear of it.
 */
function useRoomForBar(bar: React.RefObject<HTMLElement>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--calc-bar-height", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--calc-bar-height");
    };
  }, [bar]);
}

/**
 * The bar the rep always sees: the line count, the rounded total, Save PDF, Print, Share and Share as
 * picture, what they said, and the notices (an e-way bill needed, lines without an HSN code). Fixed to the bottom of a phone's screen; at the
 * foot of the page on a wide one.
 */
export function BottomBar({ lineCount, roundedTotal, busy, message, notices, onAction }: BottomBarProps) {
  const id = useId();
  const bar = useRef<HTMLElement>(null);
  useBarAboveKeyboard(bar);
  useRoomForBar(bar);
  return (
    <section ref={bar} className="calc-bar calc-no-print" aria-labelledby={`${id}-label`}>
      <p className="calc-bar-figures">
        <span className="calc-bar-count">
          {lineCount} {lineCount === 1 ? "line" : "lines"}
        </span>
        <span id={`${id}-label`}>Rounded total</span>{" "}
        <strong className="calc-bar-total">{formatINR(roundedTotal)}</strong>
      </p>
      <div className="calc-bar-buttons">
        <button
          type="button"
          className="calc-button calc-button-primary"
          aria-disabled={busy || undefined}
          onClick={() => onAction("pdf")}
        >
          {busy ? "Working…" : "Save PDF"}
        </button>
        <button type="button" className="calc-button calc-button-on-green" onClick={() => onAction("print")}>
          Print
        </button>
        <button
          type="button"
          className="calc-button calc-button-on-green"
          aria-disabled={busy || undefined}
          onClick={() => onAction("share")}
        >
          Share
        </button>
        <button
          type="button"
          className="calc-button calc-button-on-green"
          aria-disabled={busy || undefined}
          aria-label="Share as picture"
          onClick={() => onAction("picture")}
        >
          Picture
        </button>
      </div>
      {notices.map((notice) => (
        <p key={notice} className="calc-bar-notice" role="note">
          {notice}
        </p>
      ))}
      <StatusMessage tone={message?.tone}>{message?.text}</StatusMessage>
    </section>
  );
}
