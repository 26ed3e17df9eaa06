/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// What server.mjs hands every loader and action (see its getLoadContext).
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The TCP peer's address; undefined under `remix dev`, which has no load context. */
    clientAddress?: string;
  }
}

export {};
