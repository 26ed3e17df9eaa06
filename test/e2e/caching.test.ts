import { request as httpRequest } from "node:http";

import { describe, expect, it } from "vitest";

import { baseURL, fetchPath, useBrowser, waitForHydration } from "./support/browser";
import { useServer } from "./support/use-server";

const browser = useBrowser();

const shopPages = [
  "/",
  "/collections/all",
  "/collections/incense?sort=price-ascending&page=2",
  "/product-detail/278",
  "/search?query=rose",
  "/blog",
  "/about-us",
  "/candle-home",
  "/pages/privacy-policy",
];

const scriptSources = (csp: string | null) =>
  (csp ?? "")
    .split(";")
    .find((directive) => directive.trim().startsWith("script-src"))
    ?.trim() ?? "";

describe("shop pages any HTTP cache can keep", () => {
  it.each(shopPages)("%s: two GETs give the same body, ETag and CSP, with shared caching", async (path) => {
    const [first, second] = [await fetchPath(path), await fetchPath(path)];
    expect(first.status).toBe(200);
    const [a, b] = [await first.text(), await second.text()];
    expect(b).toBe(a);
    expect(first.headers.get("etag")).toMatch(/^"[\w-]{43}"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(first.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=3600");

    // As strict as before: hashes of the page's own inline scripts, no nonce, no unsafe-inline.
    const scriptSrc = scriptSources(first.headers.get("content-security-policy"));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
    expect(a).not.toMatch(/nonce=/);
  });

  it("answers If-None-Match with 304 and no body; another ETag gets the page", async () => {
    const page = await fetchPath("/collections/all");
    const etag = page.headers.get("etag")!;
    await page.arrayBuffer();
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await fetchPath("/collections/all", { headers: { "if-none-match": tag } });
      expect(again.status, tag).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toMatch(/^public/);
      expect(await again.text()).toBe("");
    }
    const stale = await fetchPath("/collections/all", { headers: { "if-none-match": '"not-it"' } });
    expect(stale.status).toBe(200);
  });

  it("gives a page's data request the page's rule: shared with ETag and 304 for a shop page", async () => {
    const data = await fetchPath("/collections/all.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toMatch(/^public, max-age=300/);
    const etag = data.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect((await fetchPath("/collections/all.data")).headers.get("etag")).toBe(etag);
    const again = await fetchPath("/collections/all.data", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("pages for one visitor are never stored", () => {
  it.each(["/price-calculation", "/contact", "/contact-us", "/contact?sent=1"])(
    "%s and its data request: no-store, with a nonce of their own",
    async (path) => {
      const [first, second] = [await fetchPath(path), await fetchPath(path)];
      expect(first.headers.get("cache-control")).toBe("no-store");
      expect(first.headers.get("etag")).toBeNull();
      const scriptSrc = scriptSources(first.headers.get("content-security-policy"));
      expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'$/);
      expect(first.headers.get("content-security-policy")).not.toBe(
        second.headers.get("content-security-policy"),
      );
      // Every inline script carries this response's nonce.
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
      const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      const url = new URL(path, "http://x");
      const data = await fetchPath(`${url.pathname}.data${url.search}`);
      expect(data.headers.get("cache-control"), `${path} data`).toBe("no-store");
    },
  );

  it("an answer to a contact post: no-store", async () => {
    const refused = await fetchPath("/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.201" },
      body: "contact%5BName%5D=",
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the hash-based script policy in a browser", () => {
  /** A page whose console is watched for Content Security Policy reports from the first byte. */
  async function watchedPage() {
    const context = await browser().newContext({ baseURL });
    const page = await context.newPage();
    const reports: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
    });
    return { context, page, reports };
  }

  it("lets a shop page hydrate and run its scripts, with no policy violation", async () => {
    const { context, page, reports } = await watchedPage();
    try {
      await page.goto("/collections/all");
      await waitForHydration(page);
      expect(await page.evaluate(() => typeof Reflect.get(window, "__remixContext"))).toBe("object");
      // A client-side navigation works: the router took over the page.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
      await page.waitForURL(/\/about-us$/);
      await page.getByRole("heading", { level: 1, name: /About/ }).waitFor();
      expect(reports).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("blocks an inline script injected into the page, and the page still hydrates", async () => {
    const { context, page, reports } = await watchedPage();
    try {
      await context.route("**/collections/all", async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          "</body>",
          "<script>window.__injected = true;</script></body>",
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto("/collections/all");
      await waitForHydration(page);
      expect(await page.evaluate(() => Reflect.get(window, "__injected"))).toBeUndefined();
      expect(reports.join("\n")).toMatch(/inline script/i);
    } finally {
      await context.close();
    }
  });
});

describe("two workers (own server, WEB_CONCURRENCY=2)", () => {
  const own = useServer({ WEB_CONCURRENCY: "2" }, "vasanam-cluster-");

  /** One post on a connection of its own, so the cluster hands successive posts to both workers. */
  function postOnNewConnection(base: string, name: string): Promise<number> {
    const body = new URLSearchParams({
      "contact[Name]": name,
      "contact[email]": "asha@example.in",
      "contact[Phone number]": "+91 98765-43210",
      "contact[Comment]": "Do you deliver to Pune?",
    }).toString();
    return new Promise((resolve, reject) => {
      const request = httpRequest(new URL("/contact", base), {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": "203.0.113.77",
          connection: "close",
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end(body);
    });
  }

  it("still answers the sixth post from one client with 429", async () => {
    const { server } = own();
    const statuses = [];
    for (let i = 1; i <= 6; i++) statuses.push(await postOnNewConnection(server.baseURL, `Worker test ${i}`));
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect(server.output()).toMatch(/\(2 workers\)/);
  });
});
