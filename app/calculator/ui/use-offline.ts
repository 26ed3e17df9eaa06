import { useEffect, useState } from "react";

import { readStorage, writeStorage } from "~/calculator/device/browser-storage";
import { CALCULATOR_PATH, CALCULATOR_WORKER_PATH } from "~/paths";

/**
 * The calculator working without a network (docs/calculator.md, "Offline"): registers its service
 * worker (scoped to the calculator alone), tells whether the browser is offline, and whether this visit
 * is the first on a new build, which the screen announces as "updated".
 */

/** The build the calculator last ran on, on this device. */
const SEEN_BUILD_KEY = "punarvana-eco.build-seen";

function currentBuild(): string | null {
  const manifest = (window as { __remixManifest?: { version?: unknown } }).__remixManifest;
  return typeof manifest?.version === "string" ? manifest.version : null;
}

function registerWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register(CALCULATOR_WORKER_PATH, { scope: CALCULATOR_PATH })
    .catch((error: unknown) => console.warn("No offline use:", error));
}

export function useOffline(): { online: boolean; updated: boolean } {
  const [online, setOnline] = useState(true);
  const [updated, setUpdated] = useState(false);

  useEffect(() => {
    const build = currentBuild();
    const seen = readStorage(SEEN_BUILD_KEY);
    if (build && seen && seen !== build) setUpdated(true);
    if (build) writeStorage(SEEN_BUILD_KEY, build);

    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);

    // After the page's own files, so that the worker's downloads never slow the first screen.
    if (document.readyState === "complete") registerWorker();
    else window.addEventListener("load", registerWorker, { once: true });
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      window.removeEventListener("load", registerWorker);
    };
  }, []);

  return { online, updated };
}
