import type { Writable } from "node:stream";

import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

import { NonceProvider } from "~/components/nonce";
import { inlineCss } from "~/styles/site-css.server";
import { SITE_STYLESHEETS } from "~/styles/site-stylesheets";
import { SiteCssProvider } from "~/styles/site-styles";

/** How long loaders' deferred data may stream before Remix rejects it; the render is aborted a second later. */
export const streamTimeout = 5_000;

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * The React tree of a document: its inline scripts carrying `nonce` when there is one, and the
 * storefront's CSS for its inline <style>.
 */
export function documentElement(request: Request, remixContext: EntryContext, nonce?: string) {
  return (
    <NonceProvider value={nonce}>
      <SiteCssProvider value={inlineCss(SITE_STYLESHEETS)}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
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

/**
 * The document in one piece, for the memo: rendered to a string once `readDataStream` has run (no
 * stream to encode and collect). Should the page come out without its data scripts all the same
 * (it would never hydrate), it is rendered through React's stream instead. No nonce: a shared
 * document's CSP lists its scripts' hashes.
 */
export async function renderWholeDocument(request: Request, remixContext: EntryContext): Promise<string> {
  const html = `<!DOCTYPE html>${renderToString(documentElement(request, remixContext))}`;
  if (!remixContext.serverHandoffStream || html.includes(DATA_STREAM_END)) return html;
  return streamWholeDocument(request, remixContext);
}

function streamWholeDocument(request: Request, remixContext: EntryContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(documentElement(request, remixContext), {
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
 * The least of a Writable that React's pipe() needs, gathering the chunks into one string. Once
 * the render is complete React writes everything at once, so a full stream would be pure overhead.
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
