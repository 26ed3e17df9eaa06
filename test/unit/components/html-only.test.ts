import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { HtmlOnly, HtmlOnlyProvider } from "~/components/prerendered";
import { htmlOnlyData, htmlOnlyStash } from "~/components/html-only.server";

const links = ["Rose", "Jasmine"];
const render = (names: string[]) =>
  createElement("ul", null, ...names.map((name) => createElement("li", { key: name }, name)));
const part = (value: string[] | null) =>
  createElement(HtmlOnly<string[]>, { as: "nav", name: "links", className: "box", value, render });

describe("data for a document's HTML only", () => {
  it("is kept aside for a document request, and the loader sends null", () => {
    const context: Record<string, unknown> = { documentRequest: true };
    expect(htmlOnlyData(context, "links", links)).toBeNull();
    expect(htmlOnlyStash(context).get("links")).toBe(links);
  });

  it("is sent as usual for a data request, or a context that does not say", () => {
    for (const context of [{ documentRequest: false }, {}, { documentRequest: "yes" }]) {
      expect(htmlOnlyData(context, "links", links)).toBe(links);
      expect(htmlOnlyStash(context).size).toBe(0);
    }
    expect(htmlOnlyStash(undefined).size).toBe(0);
  });

  it("renders on the server from the value kept aside, the same markup as from the value itself", () => {
    const context: Record<string, unknown> = { documentRequest: true };
    const sent = htmlOnlyData(context, "links", links);
    const fromStash = renderToString(
      createElement(HtmlOnlyProvider, { value: htmlOnlyStash(context) }, part(sent)),
    );
    expect(fromStash).toBe(
      '<nav class="box" data-html-only="links"><ul><li>Rose</li><li>Jasmine</li></ul></nav>',
    );
    expect(renderToString(part(links))).toBe(fromStash);
  });

  it("renders the element empty when nothing was kept and nothing sent", () => {
    expect(renderToString(createElement(HtmlOnlyProvider, { value: new Map() }, part(null)))).toBe(
      '<nav class="box" data-html-only="links"></nav>',
    );
  });
});
