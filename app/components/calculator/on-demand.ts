// Loaded through load-on-demand.ts.
export { default as DocumentPanel } from "./DocumentPanel";
export { DraftNotices } from "./DraftNotices";
export { DraftsList } from "./DraftsList";
export { PriceListControls } from "./PriceListControls";
