/// <reference types="@remix-run/dev" />

import type { ServerBuild } from "@remix-run/node";
import type { ReactNode } from "react";

// What server.mjs hands every loader and action (server/remix-handler.mjs).
declare module "@remix-run/node" {
  // Loaders return plain objects (single fetch), so useLoaderData infers them without JSON wrappers.
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    /**
     * The client's address: the TCP peer's, or behind TRUST_PROXY hops the one the nearest
     * trusted proxy saw. Undefined under `remix dev`, which has no load context.
     */
    clientAddress?: string;
    /** The build's routes, so entry.server can find the page a data request belongs to. */
    routes?: ServerBuild["routes"];
    /**
     * Whether Remix answers this request with a whole document rather than a client-side
     * navigation's data (`/path.data`): read from the URL before Remix strips `.data` off it.
     */
    documentRequest?: boolean;
    /** A document request's islands, kept aside by its loaders for its HTML (components/island.server.tsx). */
    islands?: Map<string, string | (() => ReactNode)>;
  }
}

export {};
