// Loaded through load-on-demand.ts.
export { default as DocumentPanel } from "~/calculator/ui/document/DocumentPanel";
export { DraftNotices } from "~/calculator/ui/drafts/DraftNotices";
export { DraftsList } from "~/calculator/ui/drafts/DraftsList";
export { PriceListControls } from "./PriceListControls";
export { DeviceFiles } from "~/calculator/ui/device/DeviceFiles";
