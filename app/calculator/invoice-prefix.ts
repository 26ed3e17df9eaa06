/**
 * The tax invoices' default number prefix (`PE/2026-27/0001`). Apart from document-numbering.ts because
 * the site configuration, read on every page, needs it and nothing else of the numbering.
 */
export const DEFAULT_INVOICE_PREFIX = "PE";
