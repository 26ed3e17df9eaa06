/**
 * The two patches `npm install` applies to Remix's server code (patches/, docs/caching-and-security.md):
 * route matching reuses each routes array's ranked branches and each compiled pattern, and a loader
 * is handed the request as it came when there is no `index` or `_routes` parameter to strip. Loaded
 * with require, as the server loads them (the CommonJS builds).
 */
import { createRequire } from "node:module";

import type * as RouterModule from "@remix-run/router";
import type * as ServerRuntimeModule from "@remix-run/server-runtime";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { createMemoryHistory, createRouter, matchRoutes } =
  require("@remix-run/router") as typeof RouterModule;
const { createRequestHandler } = require("@remix-run/server-runtime") as typeof ServerRuntimeModule;

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

describe("the request a loader is handed", () => {
  /** A server build of one route whose loader notes the request it was given. */
  function handlerNotingLoaderRequests() {
    const seen: Request[] = [];
    const build = {
      mode: "production",
      future: { v3_singleFetch: true },
      basename: undefined,
      publicPath: "/build/",
      assetsBuildDirectory: "public/build",
      isSpaMode: false,
      assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
      entry: { module: { default: () => new Response("page") } },
      routes: {
        root: {
          id: "root",
          path: "",
          module: {
            loader: ({ request }: { request: Request }) => {
              seen.push(request);
              return null;
            },
            default: () => null,
          },
        },
      },
    } as unknown as Parameters<typeof createRequestHandler>[0];
    return { handle: createRequestHandler(build), seen };
  }

  it("is the request as it came when there is nothing to strip", async () => {
    const { handle, seen } = handlerNotingLoaderRequests();
    const request = new Request("http://shop.example/?sort=price-ascending&query=a%20b");
    expect((await handle(request)).status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(request);
  });

  it("still loses an empty `index` parameter", async () => {
    const { handle, seen } = handlerNotingLoaderRequests();
    const request = new Request("http://shop.example/?index&sort=price-ascending");
    expect((await handle(request)).status).toBe(200);
    expect(seen[0]).not.toBe(request);
    expect(new URL(seen[0]?.url ?? "").search).toBe("?sort=price-ascending");
  });
});
