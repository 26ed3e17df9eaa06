/**
 * The memo's fast path (render-document.server.tsx): a shop page's loader data is read from Remix's
 * stream before the render, put where Remix's renderer looks for read chunks, and the document is
 * then rendered to a string in one go, its data scripts complete. That leans on two things of
 * Remix's that are not public: where it keeps read chunks (`renderMeta.streamCache`) and the text
 * of its last data script. Should either change, the render would fall back to React's stream
 * (slower, but the same page); this test fails instead, so the change is seen.
 */
import { createRequestHandler, type EntryContext, type ServerBuild } from "@remix-run/node";
import { Outlet, Scripts } from "@remix-run/react";
import { createElement } from "react";
import { describe, expect, it } from "vitest";

import { readDataStream, renderWholeDocument, type WholeDocument } from "~/render-document.server";

/** A server build of a root and one page with a loader, whose entry renders as the memo does. */
function buildRenderingWhole(rendered: { data: string; document: WholeDocument }[]) {
  const routeEntry = (id: string, parentId?: string) => ({
    id,
    parentId,
    path: id === "root" ? "" : "shop",
    module: `/${id}.js`,
    imports: [],
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
  });
  return {
    mode: "production",
    future: { v3_singleFetch: true, v3_lazyRouteDiscovery: false },
    basename: undefined,
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    isSpaMode: false,
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: { root: routeEntry("root"), shop: routeEntry("shop", "root") },
      url: "/manifest.js",
      version: "1",
    },
    entry: {
      module: {
        default: async (request: Request, status: number, headers: Headers, context: EntryContext) => {
          const data = await readDataStream(context);
          const document = await renderWholeDocument(request, context);
          rendered.push({ data, document });
          return new Response(document.body, { status, headers });
        },
      },
    },
    routes: {
      root: {
        id: "root",
        path: "",
        module: {
          loader: () => ({ brand: "Vasanam" }),
          default: () =>
            createElement(
              "html",
              null,
              createElement("body", null, createElement(Outlet), createElement(Scripts)),
            ),
        },
      },
      shop: {
        id: "shop",
        parentId: "root",
        path: "shop",
        module: {
          loader: () => ({ scents: ["Rose", "Jasmine"], later: Promise.resolve("Sandalwood") }),
          default: () => createElement("p", null, "The shop"),
        },
      },
    },
  } as unknown as ServerBuild;
}

describe("a shared document's render", () => {
  it("reads the loaders' data first, then renders the page to a string at once, its data complete", async () => {
    const rendered: { data: string; document: WholeDocument }[] = [];
    const handle = createRequestHandler(buildRenderingWhole(rendered));
    const response = await handle(new Request("http://shop.example/shop"));
    expect(response.status).toBe(200);
    const [first] = rendered;
    expect(first?.document.rendered).toBe("at once");
    expect(first?.data).toContain("Jasmine");
    expect(first?.data).toContain("Sandalwood");
    const html = await response.text();
    expect(html).toContain("<p>The shop</p>");
    expect(html).toContain("Jasmine");
    expect(html).toContain("window.__remixContext.streamController.close();");
  });
});
