/**
 * Islands (components/island.tsx, island.server.tsx): a document carries their HTML once, in the
 * page, and a client-side navigation's data carries it as HTML; and every island the shop's
 * loaders make is markup only. A handler, state, an effect or a ref inside one would work after a
 * client-side navigation and be dead on a first load, so the check below fails on any of them.
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import type * as React from "react";
import { createElement, Fragment, useEffect, useState, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { Island, IslandsProvider } from "~/components/island";
import { documentIslands, island, sharedIsland, sharedIslandRenders } from "~/components/island.server";
import * as root from "~/root";
import * as home from "~/routes/_index";
import * as collection from "~/routes/collections.$slug";
import * as product from "~/routes/product-detail.$productId";
import * as search from "~/routes/search";

/** What the app's components did while an island rendered, as the mocks below saw it. */
const seen = vi.hoisted(() => ({
  watching: false,
  problems: [] as string[],
  /** Notes a handler or a ref given to an element: neither is ever attached to an island's markup. */
  element(type: unknown, props: Record<string, unknown> | null | undefined) {
    if (!this.watching || typeof type !== "string") return;
    for (const [key, value] of Object.entries(props ?? {}))
      if ((/^on[A-Z]/.test(key) && typeof value === "function") || (key === "ref" && value != null))
        this.problems.push(`${key} on <${type}>`);
  },
}));

// The hooks that give a component a life in the browser: none may run inside an island.
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  const hooks = [
    "useState",
    "useReducer",
    "useEffect",
    "useLayoutEffect",
    "useInsertionEffect",
    "useSyncExternalStore",
    "useTransition",
    "useImperativeHandle",
  ] as const;
  const watched: Record<string, unknown> = Object.fromEntries(
    hooks.map((name) => [
      name,
      (...args: unknown[]) => {
        if (seen.watching) seen.problems.push(name);
        return (react[name] as (...args: unknown[]) => unknown)(...args);
      },
    ]),
  );
  watched.createElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => {
    seen.element(type, props);
    return (react.createElement as (...args: unknown[]) => unknown)(type, props, ...children);
  };
  return { ...react, ...watched, default: { ...react, ...watched } };
});

// Elements made through JSX, as the app's components make them.
const { watchElements } = vi.hoisted(() => ({
  watchElements(runtime: Record<string, unknown>) {
    const wrap =
      (make: (type: unknown, props: Record<string, unknown>, ...rest: unknown[]) => unknown) =>
      (type: unknown, props: Record<string, unknown>, ...rest: unknown[]) => {
        seen.element(type, props);
        return make(type, props, ...rest);
      };
    return Object.fromEntries(
      Object.entries(runtime).map(([name, value]) => [
        name,
        ["jsx", "jsxs", "jsxDEV"].includes(name) ? wrap(value as never) : value,
      ]),
    );
  },
}));
vi.mock("react/jsx-runtime", async (importOriginal) => watchElements(await importOriginal()));
vi.mock("react/jsx-dev-runtime", async (importOriginal) => watchElements(await importOriginal()));

/** What in `render` would need hydrating: hooks with state or effects, handlers, refs. */
function hydrationNeeds(render: () => ReactNode): string[] {
  seen.problems = [];
  seen.watching = true;
  try {
    renderToString(createElement(Fragment, null, render()));
  } finally {
    seen.watching = false;
  }
  return [...new Set(seen.problems)];
}

const documentRequest = (): AppLoadContext => ({ documentRequest: true });
const dataRequest = (): AppLoadContext => ({ documentRequest: false });

const list = (names: string[]) =>
  createElement("ul", null, ...names.map((name) => createElement("li", { key: name }, name)));

describe("an island", () => {
  it("in a document's data carries its name only; the document's renderer renders it in place", () => {
    const context = documentRequest();
    const part = island(context, "scents", () => list(["Rose", "Jasmine"]));
    expect(part).toEqual({ name: "scents", html: null });
    const page = renderToString(
      createElement(
        IslandsProvider,
        { value: documentIslands(context) },
        createElement(Island, { as: "nav", className: "box", island: part }),
      ),
    );
    expect(page).toBe('<nav class="box" data-island="scents"><ul><li>Rose</li><li>Jasmine</li></ul></nav>');
  });

  it("in a client-side navigation's data carries its HTML, shown as the document showed it", () => {
    const part = island(dataRequest(), "scents", () => list(["Rose", "Jasmine"]));
    expect(part).toEqual({ name: "scents", html: "<ul><li>Rose</li><li>Jasmine</li></ul>" });
    expect(renderToString(createElement(Island, { as: "nav", className: "box", island: part }))).toBe(
      '<nav class="box" data-island="scents"><ul><li>Rose</li><li>Jasmine</li></ul></nav>',
    );
  });

  it("is sent as HTML when the context does not say the request is for a document", () => {
    expect(island({}, "scents", () => list(["Rose"])).html).toBe("<ul><li>Rose</li></ul>");
  });

  it("may not share its name with another island of the same page", () => {
    const context = documentRequest();
    island(context, "scents", () => list(["Rose"]));
    expect(() => island(context, "scents", () => list(["Jasmine"]))).toThrow(/Two islands named "scents"/);
  });

  it("the same for every request is rendered once per process", () => {
    let renders = 0;
    const render = () => {
      renders += 1;
      return list(["Rose"]);
    };
    const first = sharedIsland(dataRequest(), "once-per-process", render);
    const second = sharedIsland(dataRequest(), "once-per-process", render);
    const context = documentRequest();
    expect(sharedIsland(context, "once-per-process", render)).toEqual({
      name: "once-per-process",
      html: null,
    });
    expect(documentIslands(context).get("once-per-process")).toBe(first.html);
    expect(second).toEqual(first);
    expect(renders).toBe(1);
  });

  it("with nothing from the loader (a failed root loader's error page) is an empty element", () => {
    expect(renderToString(createElement(Island, { as: "div", island: undefined }))).toBe("<div></div>");
  });
});

describe("the check that an island is markup only", () => {
  it("passes markup", () => {
    expect(hydrationNeeds(() => list(["Rose"]))).toEqual([]);
  });

  it("fails a handler, state, an effect and a ref", () => {
    function Counter() {
      const [count, setCount] = useState(0);
      useEffect(() => undefined, []);
      return createElement("button", { type: "button", onClick: () => setCount(count + 1) }, count);
    }
    expect(hydrationNeeds(() => createElement(Counter))).toEqual([
      "useState",
      "useEffect",
      "onClick on <button>",
    ]);
    expect(hydrationNeeds(() => createElement("div", { ref: () => undefined }))).toEqual(["ref on <div>"]);
  });
});

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** The islands the loader of each shop page makes for a document: every one of them, by page. */
async function islandsOf(url: string, loader: Loader, params: Record<string, string> = {}) {
  const context = documentRequest();
  await loader({ request: new Request(`http://shop.example${url}`), params, context });
  return [...documentIslands(context)];
}

describe("every island of the shop's pages", () => {
  it.each([
    ["the shell", "/", root.loader as Loader, {}],
    ["the home page", "/", home.loader as Loader, {}],
    [
      "a collection",
      "/collections/incense?sort=price-ascending",
      collection.loader as Loader,
      { slug: "incense" },
    ],
    ["the search page", "/search?query=rose", search.loader as Loader, {}],
    ["a product page", "/product-detail/278", product.loader as Loader, { productId: "278" }],
  ])("%s: markup only", async (_page, url, loader, params) => {
    const islands = await islandsOf(url, loader, params);
    expect(islands.length).toBeGreaterThan(0);
    for (const [name, content] of islands) {
      // A shared island is HTML already; its render ran in the loader, checked through the next page.
      if (typeof content === "string") continue;
      expect(hydrationNeeds(content), name).toEqual([]);
    }
  });

  it("shared ones too, rendered afresh for the check", async () => {
    const names: string[] = [];
    for (const [name, render] of sharedIslandRenders()) {
      if (name === "once-per-process") continue;
      names.push(name);
      expect(hydrationNeeds(render), name).toEqual([]);
    }
    expect(names.sort()).toEqual([
      "drawer-menu",
      "footer-sections",
      "home-category-tiles",
      "home-essentials-tiles",
      "home-story",
      "mega-menu-columns",
    ]);
  });
});
