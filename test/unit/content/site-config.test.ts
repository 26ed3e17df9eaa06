/**
 * Configuration that does something: every key of the site configuration is read somewhere in the
 * app (not only declared), every one has its environment variable, and docs/configuration.md
 * documents each.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { defaultSiteConfig, siteConfigFromEnv, type SiteConfig } from "~/content/site-config";

const APP = join(process.cwd(), "app");
const DECLARED_IN = join(APP, "content", "site-config.ts");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|mjs)$/.test(entry.name) && path !== DECLARED_IN ? [path] : [];
  });
}

/** The code of the app without comments, so a key named in prose does not count as read. */
const code = sources(APP).map((path) =>
  readFileSync(path, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1"),
);

const keys = Object.keys(defaultSiteConfig) as (keyof SiteConfig)[];

/** `site.email`, `config.brand`, `{ marketplaceStoreUrl }`, `{ brand, email }`: a read of `key`. */
function reads(key: string): boolean {
  const access = new RegExp(`\\.${key}\\b`);
  const destructured = new RegExp(`\\{[^{}]*\\b${key}\\b[^{}]*\\}\\s*=`);
  return code.some((text) => access.test(text) || destructured.test(text));
}

describe("site configuration", () => {
  it("finds a read where there is one, and none for a key nothing reads", () => {
    expect(reads("openingHours")).toBe(true);
    expect(reads("faxNumber")).toBe(false);
  });

  it.each(keys)("%s is read by the app", (key) => {
    expect(reads(key), `nothing in app/ reads site.${key}: remove it or make it take effect`).toBe(true);
  });

  it("takes every key from its own SITE_* variable, trimmed; blank keeps the default", () => {
    const documented = readFileSync(join(process.cwd(), "docs", "configuration.md"), "utf8");
    for (const key of keys) {
      const name = variableOf(key);
      const probe = `configured ${key}`;
      expect(siteConfigFromEnv({ [name]: `  ${probe}  ` })[key], name).toBe(probe);
      expect(siteConfigFromEnv({ [name]: "  " })[key], name).toBe(defaultSiteConfig[key]);
      expect(documented, `docs/configuration.md documents ${name}`).toContain(`\`${name}\``);
    }
  });
});

/** The variable that sets `key`: found by setting each SITE_* name docs/configuration.md lists in turn. */
function variableOf(key: keyof SiteConfig): string {
  const documented = readFileSync(join(process.cwd(), "docs", "configuration.md"), "utf8");
  const names = [...new Set(documented.match(/SITE_[A-Z_]+/g) ?? [])];
  const found = names.find((name) => siteConfigFromEnv({ [name]: "x" })[key] === "x");
  if (!found) throw new Error(`no SITE_* variable in docs/configuration.md sets ${key}`);
  return found;
}
