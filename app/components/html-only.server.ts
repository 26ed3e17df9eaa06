import type { AppLoadContext } from "@remix-run/node";

/**
 * The loader's side of `HtmlOnly` (prerendered.tsx). server/remix-handler.mjs marks the load context of a request
 * for a whole document (`documentRequest`); a client-side navigation's data request is not marked,
 * nor is any request that reaches Remix some other way (`remix dev`), so they get their data as usual.
 */
export function htmlOnlyData<T>(context: AppLoadContext, name: string, value: T): T | null {
  if (context.documentRequest !== true) return value;
  const stash = (context.htmlOnly ??= new Map<string, unknown>()) as Map<string, unknown>;
  stash.set(name, value);
  return null;
}

/** What the loaders of a document request kept for its HTML alone, for the document renderer. */
export function htmlOnlyStash(context: AppLoadContext | undefined): ReadonlyMap<string, unknown> {
  return (context?.htmlOnly as Map<string, unknown> | undefined) ?? new Map();
}
