/**
 * The app's one reader of the environment (server/config.mjs is the server's). Nothing else in app/
 * touches `process.env`: each module that is configured receives the values from here, and its parser
 * (siteConfigFromEnv, the calculator's sellerConfigFromEnv, the security headers', the contact form's
 * limits, the canonical origin, the promo clock) takes them as an argument, so a unit test hands it
 * its own. Read once, on first use, since the environment does not change while the server runs.
 * Server-only, so it never reaches the browser.
 */
import { siteConfigFromEnv, type SiteConfig } from "~/content/site-config";

/** Environment variables by name, as the parsers receive them. */
export type Environment = Readonly<Record<string, string | undefined>>;

let snapshot: Environment | undefined;
let cached: SiteConfig | undefined;

/** The environment of this process (docs/configuration.md lists the variables). */
export function environment(): Environment {
  snapshot ??= Object.freeze({ ...process.env });
  return snapshot;
}

/** The site configuration: every non-blank SITE_* variable applied to the defaults. */
export function siteConfig(): SiteConfig {
  cached ??= siteConfigFromEnv(environment());
  return cached;
}
