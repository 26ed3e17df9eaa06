/**
 * The parts of the calculator a phone does not need to start with: the customer's side (Customer &
 * Settings, the document, issued documents), the drafts list, the price-list controls and the notice of
 * a draft changed in another tab. One module, so they arrive as one file (many small lazy files would
 * split the shared code into more, each compressed on its own); loaded the first time one is shown.
 */
export function loadOnDemand() {
  return import("./on-demand");
}
