import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { clientHasCurrent, dataRequestHandle, isCacheableHandle } from "~/http/cache-policy.server";

/** The parts of a build's route list that matching reads. */
const route = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  handle?: object,
  index = false,
) => ({
  id,
  parentId,
  path,
  index,
  caseSensitive: undefined,
  module: { handle },
});
const routes = {
  root: route("root", undefined, ""),
  "routes/_index": route("routes/_index", "root", undefined, { cacheDocument: true }, true),
  "routes/collections.$slug": route("routes/collections.$slug", "root", "collections/:slug", {
    cacheDocument: true,
  }),
  "routes/contact": route("routes/contact", "root", "contact"),
  "routes/$": route("routes/$", "root", "*"),
} as unknown as ServerBuild["routes"];

describe("dataRequestHandle", () => {
  const handleOf = (url: string) => dataRequestHandle(`http://shop.test${url}`, routes);

  it("finds the page of a single-fetch request, /_root.data being the home page", () => {
    expect(isCacheableHandle(handleOf("/collections/all.data?page=2"))).toBe(true);
    expect(isCacheableHandle(handleOf("/_root.data"))).toBe(true);
    expect(isCacheableHandle(handleOf("/contact.data"))).toBe(false);
    expect(isCacheableHandle(handleOf("/no/such/page.data"))).toBe(false);
  });

  it("takes the route a legacy ?_data= names, and nothing an object inherits", () => {
    expect(isCacheableHandle(handleOf("/collections/all?_data=routes%2Fcollections.%24slug"))).toBe(true);
    expect(isCacheableHandle(handleOf("/contact?_data=routes%2Fcontact"))).toBe(false);
    expect(handleOf("/?_data=constructor")).toBeUndefined();
    expect(handleOf("/?_data=__proto__")).toBeUndefined();
  });
});

describe("clientHasCurrent", () => {
  const etag = '"abc123"';
  const asking = (value?: string) =>
    new Request("http://shop.test/", value ? { headers: { "if-none-match": value } } : {});

  it("matches the same ETag, weakly as HTTP says for If-None-Match, in a list, or *", () => {
    for (const value of ['"abc123"', 'W/"abc123"', '"x", "abc123"', "*"])
      expect(clientHasCurrent(asking(value), etag)).toBe(true);
  });

  it("does not match another ETag or none", () => {
    for (const value of [undefined, '"abc124"', "abc123", '"x"'])
      expect(clientHasCurrent(asking(value), etag)).toBe(false);
  });
});
