import { describe, expect, it } from "vitest";

import { buildManifest, inlineBootstrap } from "../../scripts/measure-route-js.mjs";

import { fetchPath } from "./support/browser";

/**
 * The JavaScript benchmark counts each page's inline bootstrap module (its imports and its part of
 * the route manifest) from the build alone; this checks that what it counts is what the server sends.
 */
describe("the first-load JavaScript benchmark", () => {
  it.each([
    ["/", "routes/_index"],
    ["/collections/all", "routes/collections.$slug"],
    ["/product-detail/278", "routes/product-detail.$productId"],
    ["/search?query=rose", "routes/search"],
    ["/blog/1", "routes/blog.$blogId"],
    ["/contact-us", "routes/contact-us"],
    ["/price-calculation", "routes/price-calculation"],
  ])("counts %s's inline bootstrap exactly as it is sent", async (path, routeId) => {
    const page = await (await fetchPath(path)).text();
    const sent = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(sent).toBeDefined();
    expect(sent).toBe(inlineBootstrap(buildManifest(), routeId));
  });
});
