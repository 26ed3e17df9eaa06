/**
 * The catalogue's public surface, for convenience. Server-only search lives in search.server.ts
 * and is deliberately not re-exported here.
 */
export * from "./schema";
export * from "./slugs";
export * from "./availability";
export * from "./pricing";
export * from "./listing-query";
export * from "./listing";
export * from "./collections";
export * from "./related";
export * from "./lookup";
export * from "./sidebar";
export * from "./featured";
export { products } from "./products";
export { shopMenu, collectionPath } from "./menu";
