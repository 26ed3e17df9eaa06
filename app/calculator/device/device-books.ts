import { announceBooksChange } from "./books-channel";
import { openBooks, type Books } from "./books-db";
import { localStore } from "./browser-storage";

/**
 * This tab's connection to the device's books, opened once per page: null when the browser keeps no
 * IndexedDB for the site (some private windows, storage turned off). On the first load after the update
 * it moves in what earlier versions kept in localStorage (move-in.ts, loaded only then) before anyone
 * reads the books, and again on any later load that finds old keys (a move cut short, or an old tab
 * still writing them).
 */

let opening: Promise<Books | null> | null = null;

/** Whether localStorage holds anything of the earlier versions' books, checked without loading move-in.ts. */
function hasOldBooks(): boolean {
  const store = localStore();
  if (!store) return false;
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index) ?? "";
    if (key.startsWith("punarvana-eco.") && key !== "punarvana-eco.build-seen") return true;
  }
  return false;
}

async function open(): Promise<Books | null> {
  let books: Books;
  try {
    books = await openBooks();
  } catch (error) {
    console.error("The device's books could not be opened", error);
    return null;
  }
  const store = localStore();
  if (store && hasOldBooks()) {
    try {
      const { moveIn } = await import("./move-in");
      const moved = await moveIn(books, store);
      if (moved.documents > 0 || moved.drafts > 0) {
        announceBooksChange({ kind: "documents" });
        announceBooksChange({ kind: "device" });
      }
    } catch (error) {
      // The old keys stay where they were; the next load moves them again.
      console.error("The move into the device's books was cut short", error);
    }
  }
  return books;
}

export function deviceBooks(): Promise<Books | null> {
  opening ??= open();
  return opening;
}
