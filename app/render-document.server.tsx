import type { Writable } from "node:stream";

import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

import { NonceProvider } from "~/components/nonce";
import { IslandsProvider, type DocumentIslands } from "~/components/island";
import { RarelyShownProvider } from "~/components/rarely-shown";
import { rarelyShownParts } from "~/components/rarely-shown-parts.server";
import { inlineCss } from "~/styles/site-css.server";
import { SHELL_STYLESHEETS, SITE_STYLESHEETS } from "~/styles/site-stylesheets";
import { SITE_STYLES_ID, SiteCssProvider, type SiteCss } from "~/styles/site-styles";
import type { ShellHandle } from "~/root";

/** How long loaders' deferred data may stream before Remix rejects it; the render is aborted a second later. */
export const streamTimeout = 5_000;

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/** A tool page's inline CSS is the shell's alone; every other page's, the whole storefront's. */
function siteCssFor(remixContext: EntryContext): SiteCss {
  const toolPage = remixContext.staticHandlerContext.matches.some(
    (match) => (remixContext.routeModules[match.route.id]?.handle as ShellHandle | undefined)?.toolPage,
  );
  return toolPage
    ? { text: inlineCss(SHELL_STYLESHEETS), shellOnly: true }
    : { text: inlineCss(SITE_STYLESHEETS), shellOnly: false };
}

/**
 * The React tree of a document: its inline scripts carrying `nonce` when there is one, `css` (by
 * default the storefront's, or the shell's on a tool page) for its inline <style>, the components
 * the browser loads on demand (components/rarely-shown.tsx), rendered in place, and the islands the
 * loaders kept aside for the HTML alone (components/island.tsx).
 */
export function documentElement(
  request: Request,
  remixContext: EntryContext,
  nonce?: string,
  css = siteCssFor(remixContext),
  islands: DocumentIslands = new Map(),
) {
  return (
    <NonceProvider value={nonce}>
      <SiteCssProvider value={css}>
        <RarelyShownProvider value={rarelyShownParts}>
          <IslandsProvider value={islands}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </IslandsProvider>
        </RarelyShownProvider>
      </SiteCssProvider>
    </NonceProvider>
  );
}

/**
 * Reads the loaders' data, which Remix encodes into a stream and renders into the page as inline
 * scripts, chunk by chunk as it arrives. Read to its end here, the chunks go into Remix's own cache
 * of read chunks (`renderMeta.streamCache`, part of its entry context), so the render never waits
 * for one. Returns the whole data as text: the same text gives the same page.
 */
export async function readDataStream(remixContext: EntryContext): Promise<string> {
  const stream = remixContext.serverHandoffStream;
  if (!stream) return "";
  const streamCache: StreamCache = {};
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = 0; ; chunk++) {
    const { done, value } = await reader.read();
    // Decoded as Remix's StreamTransfer would have, chunk by chunk.
    const result = { done, value: decoder.decode(value, { stream: true }) };
    streamCache[chunk] = Object.assign(Promise.resolve(), { result });
    text += result.value;
    if (done) break;
  }
  reader.releaseLock();
  remixContext.renderMeta = { ...remixContext.renderMeta, streamCache };
  return text;
}

const DATA_STREAM_END = "window.__remixContext.streamController.close();";

/** A document rendered whole, for the memo. */
export interface WholeDocument {
  /** What React rendered, its <style> still empty: the text its inline scripts are read from. */
  html: string;
  /** The document as sent, in UTF-8, the storefront's CSS in its <style>. */
  body: Buffer<ArrayBuffer>;
  /**
   * "at once" on the fast path; "streamed" when the string render came out without its data (the
   * way Remix keeps read chunks, or the text of its data scripts, changed): a unit test
   * (test/unit/render-document.test.ts) fails then, rather than every page quietly costing more.
   */
  rendered: "at once" | "streamed";
}

/**
 * The document in one piece, for the memo: rendered to a string once `readDataStream` has run (no
 * stream to encode and collect). Should the page come out without its data scripts all the same
 * (it would never hydrate), it is rendered through React's stream instead. No nonce: a shared
 * document's CSP lists its scripts' hashes.
 *
 * React renders the <style> empty and the storefront's CSS goes in as bytes encoded once per
 * process (`withSiteCss`). The CSS is some 37,000 characters, the rest of a page 20,000 to 60,000;
 * most pages hold a character beyond Latin-1 (₹, –), which makes V8 keep the whole text at two bytes
 * a character, and a string over 128 KB is allocated apart from the others, page by page from the
 * system: with the CSS in it, a page's text cost as much again as rendering it.
 */
export async function renderWholeDocument(
  request: Request,
  remixContext: EntryContext,
  islands?: DocumentIslands,
): Promise<WholeDocument> {
  const element = () =>
    documentElement(request, remixContext, undefined, { text: "", shellOnly: false }, islands);
  let html = `<!DOCTYPE html>${renderToString(element())}`;
  let rendered: WholeDocument["rendered"] = "at once";
  if (remixContext.serverHandoffStream && !html.includes(DATA_STREAM_END)) {
    html = await streamWholeDocument(element());
    rendered = "streamed";
  }
  return { html, body: withSiteCss(Buffer.from(html)), rendered };
}

const STYLE_START = Buffer.from(`<style id="${SITE_STYLES_ID}">`);
let siteCssBytes: Buffer | undefined;

/**
 * `page` with the storefront's CSS put inside its empty inline <style>. React escapes every "<" in
 * text and attributes, so the first `<style id="site-styles">` is the element itself (in <head>).
 */
function withSiteCss(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const at = page.indexOf(STYLE_START);
  if (at === -1) return page;
  siteCssBytes ??= Buffer.from(inlineCss(SITE_STYLESHEETS));
  const end = at + STYLE_START.length;
  return Buffer.concat([page.subarray(0, end), siteCssBytes, page.subarray(end)]);
}

function streamWholeDocument(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(abortTimer);
        pipe(collector(resolve, reject));
      },
      onShellError: reject,
      onError: reject,
    });
    const abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * The least of a Writable that React's pipe() needs, gathering the chunks into one string (React's
 * stream writes the doctype itself). Once the render is complete React writes everything at once,
 * so a full stream would be pure overhead.
 */
function collector(resolve: (html: string) => void, reject: (error: unknown) => void) {
  const chunks: Uint8Array[] = [];
  const sink = {
    write(chunk: Uint8Array) {
      chunks.push(chunk);
      return true;
    },
    end() {
      resolve(Buffer.concat(chunks).toString("utf8"));
    },
    destroy: reject,
    on: () => sink,
  };
  return sink as unknown as Writable;
}
