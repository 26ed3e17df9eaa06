/**
 * The patch `npm install` applies to Remix's route matching (patches/, docs/decisions/0004): it
 * reuses each routes array's ranked branches and each compiled pattern, and must still match as
 * the router published does. Loaded with require, as the server loads it (the CommonJS build).
 */
import { createRequire } from "node:module";

import type * as RouterModule from "@remix-run/router";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { createMemoryHistory, createRouter, matchRoutes } =
  require("@remix-run/router") as typeof RouterModule;

const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((match) => match.route.id) ?? null;

describe("route matching with ranked branches and patterns kept", () => {
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "collection", path: "collections/:slug" },
        { id: "product", path: "product-detail/:productId" },
        { id: "other", path: "*" },
      ],
    },
  ];

  it("matches each address to its own route, however often the same routes are matched", () => {
    for (let round = 0; round < 3; round++) {
      const collection = matchRoutes(routes, `/collections/incense-${round}`);
      expect(ids(collection)).toEqual(["root", "collection"]);
      expect(collection?.[1]?.params.slug).toBe(`incense-${round}`);
      expect(ids(matchRoutes(routes, "/product-detail/278"))).toEqual(["root", "product"]);
      expect(ids(matchRoutes(routes, "/no/such/page"))).toEqual(["root", "other"]);
    }
  });

  it("keeps a case-sensitive pattern apart from the same pattern without case", () => {
    const sensitive = [{ id: "sensitive", path: "/Shop", caseSensitive: true }];
    const insensitive = [{ id: "insensitive", path: "/Shop" }];
    expect(matchRoutes(sensitive, "/shop")).toBeNull();
    expect(ids(matchRoutes(insensitive, "/shop"))).toEqual(["insensitive"]);
    expect(matchRoutes(sensitive, "/shop")).toBeNull();
  });

  it("sees routes patched in during a navigation (the browser's lazy route discovery)", async () => {
    const router = createRouter({
      routes: [{ id: "root", path: "/", children: [] }],
      history: createMemoryHistory(),
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/late") patch("root", [{ id: "late", path: "late" }]);
      },
    }).initialize();
    // Matched once before the patch, the same routes array is matched again right after it.
    expect(matchRoutes(router.routes, "/late")).toBeNull();
    await router.navigate("/late");
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "late"]);
    router.dispose();
  });
});
