// The Remix compiler's own module holding the build's assets manifest (what the page gets as
// window.__remixManifest); only the server build can import it.
declare module "@remix-run/dev/assets-manifest" {
  import type { BuildManifest } from "./offline-precache";

  const manifest: BuildManifest;
  export default manifest;
}
