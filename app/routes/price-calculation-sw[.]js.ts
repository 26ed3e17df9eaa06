/**
 * /price-calculation-sw.js: the calculator's service worker, registered by the calculator page with the
 * scope /price-calculation so that it never serves the shop's pages (docs/calculator.md, "Offline").
 */
import {
  SERVICE_WORKER_HEADERS,
  calculatorServiceWorkerScript,
} from "~/calculator/offline/offline-worker.server";
import { withSecurityHeaders } from "~/security-headers.server";

export async function loader() {
  return withSecurityHeaders(
    new Response(calculatorServiceWorkerScript(), { headers: SERVICE_WORKER_HEADERS }),
  );
}
