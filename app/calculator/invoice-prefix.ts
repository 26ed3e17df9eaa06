/**
 * The tax invoices' default number prefix (`PE/2026-27/0001`), for the site configuration, which every
 * page reads and which needs nothing else of the numbering. document-numbering.ts has the same (a unit
 * test keeps the two equal), so that the calculator's code does not share this file with every page.
 */
export const DEFAULT_INVOICE_PREFIX = "PE";
