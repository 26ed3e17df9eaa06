/**
 * First-load JavaScript of every page (npm run bench, after a build): what a browser fetches to
 * show and hydrate the route on a first visit (the page's inline bootstrap with its part of the route
 * manifest, entry, root, route and the chunks they import; each gzipped on its own, as it is sent;
 * kB of 1,024 bytes). Targets:
 * - every storefront page at most 100 kB gzip (the staff calculator is listed, not held to it);
 * - no browser chunk, lazy ones included, holds Zod or the catalogue's data (checked by content);
 * - no page's first load holds jsPDF, html2canvas or the QR code library (qrcode).
 * Exits 1 when a target is missed.
 */
import {
  catalogueMarkers,
  chunksHolding,
  measureRouteJs,
  pageRouteIds,
  ZOD_MARKERS,
} from "../scripts/measure-route-js.mjs";

export const BUDGET_KB = 100;
/** Pages that are not the storefront: the sales reps' calculator. */
export const STAFF_PAGES = new Set(["routes/price-calculation"]);

const kb = (bytes) => (bytes / 1024).toFixed(1);

const markers = await catalogueMarkers();
if (markers.length < 50) {
  console.log(`Only ${markers.length} catalogue markers found: the data check would prove nothing.`);
  process.exit(1);
}

let missed = 0;
const rows = pageRouteIds().map((routeId) => {
  const result = measureRouteJs({ routeId });
  const staff = STAFF_PAGES.has(routeId);
  const over = result.total.gzipBytes > BUDGET_KB * 1024;
  const ok = (staff || !over) && result.forbidden.length === 0;
  if (!ok) missed += 1;
  return {
    route: routeId.replace(/^routes\//, ""),
    files: result.files.length,
    "raw kB": kb(result.total.bytes),
    "gzip kB": kb(result.total.gzipBytes),
    budget: staff ? "(staff tool)" : `≤ ${BUDGET_KB}`,
    "document libraries": result.forbidden.length
      ? result.forbidden.map((f) => f.library).join(", ")
      : "none",
    result: ok ? "ok" : "MISSED",
  };
});

const leaks = chunksHolding({
  groups: [
    { name: "Zod", markers: ZOD_MARKERS },
    { name: "catalogue data", markers },
  ],
});
missed += leaks.length;

console.log(
  `First-load JavaScript per page (gzip, each file on its own, kB of 1,024 bytes); storefront budget ${BUDGET_KB} kB; ` +
    `content checked against ${ZOD_MARKERS.length} Zod and ${markers.length} catalogue markers`,
);
console.table(rows);
if (leaks.length === 0) console.log("No browser chunk holds Zod or catalogue data.");
for (const leak of leaks)
  console.log(`MISSED: ${leak.url} holds ${leak.group} ("${leak.marker.slice(0, 40)}")`);
if (missed) {
  console.log(`${missed} JavaScript target(s) missed.`);
  process.exit(1);
}
