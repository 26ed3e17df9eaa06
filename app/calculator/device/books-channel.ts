/**
 * What tabs tell each other about the device's books (docs/calculator.md, "Storage"). IndexedDB has no
 * event for a change made elsewhere, so every change is announced: to this tab's listeners at once, to
 * the other tabs (and windows) of the device through a BroadcastChannel. The parts that show what
 * changed read it again.
 */

export type BooksChange =
  /**
   * A document was issued or cancelled, documents arrived with a restore or the move-in, or the
   * buyer book or the payments that go with the documents changed (a buyer kept, a payment recorded
   * or cancelled): what shows the documents, a buyer or the dues reads again.
   */
  | { readonly kind: "documents" }
  /** The series code, the counters, the price list or the time of the last backup changed. */
  | { readonly kind: "device" }
  /** A draft was written (`content` as drafts.ts compares it) or deleted (null). */
  | { readonly kind: "draft"; readonly id: string; readonly content: string | null };

const CHANNEL_NAME = "punarvana-eco.books";

type Listener = (change: BooksChange, elsewhere: boolean) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

/** One channel per tab, which posts and listens: a channel never hears its own messages, only the other tabs'. */
function tabChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);
    channel?.addEventListener("message", (event: MessageEvent<BooksChange>) => {
      for (const listener of listeners) listener(event.data, true);
    });
  }
  return channel;
}

export function announceBooksChange(change: BooksChange): void {
  for (const listener of listeners) listener(change, false);
  tabChannel()?.postMessage(change);
}

/**
 * Calls `listener` for every change, made in this tab (`elsewhere` false) or another (true). Returns
 * the function that stops listening.
 */
export function onBooksChange(listener: Listener): () => void {
  tabChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
