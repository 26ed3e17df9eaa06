/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// What server.mjs hands every loader and action (see its getLoadContext).
declare module "@remix-run/node" {
  // Loaders return plain objects (single fetch), so useLoaderData infers them without JSON wrappers.
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    /** The TCP peer's address; undefined under `remix dev`, which has no load context. */
    clientAddress?: string;
  }
}

export {};
