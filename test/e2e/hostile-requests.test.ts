import { spawnSync } from "node:child_process";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { readStoredMessages } from "~/contact/message-database.mjs";

import { sendRaw } from "../../scripts/fuzz/raw-http.mjs";

import { baseURL, fetchPath } from "./support/browser";
import { useServer } from "./support/use-server";

const serverAddress = () => {
  const url = new URL(baseURL);
  return { host: url.hostname, port: Number(url.port) };
};

/** One raw request to the shared server; `host` null sends no Host header at all. */
function raw(
  method: string,
  path: string,
  host: string | null = new URL(baseURL).host,
  extra: string[] = [],
) {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    ...(host === null ? [] : [`Host: ${host}`]),
    ...extra,
    "Connection: close",
  ];
  return sendRaw(serverAddress(), `${lines.join("\r\n")}\r\n\r\n`);
}

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

describe("prototype keys in the address (were 500)", () => {
  const paths = ["constructor", "__proto__", "CONSTRUCTOR", "%20constructor", "toString", "hasOwnProperty"];
  it.each(paths)("/collections/%s and its data requests are ordinary pages", async (slug) => {
    for (const path of [
      `/collections/${slug}`,
      `/collections/${slug}.data`,
      `/collections/${slug}?_data=routes%2Fcollections.%24slug`,
    ]) {
      const response = await fetchPath(path);
      expect(response.status, path).toBeLessThan(500);
      await response.arrayBuffer();
    }
  });
});

describe("methods (TRACE was 500, PUT/DELETE/PATCH stored messages)", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"])(
    "%s answers 405 with Allow, on pages, static files and the contact form",
    async (method) => {
      for (const path of ["/", "/favicon.svg", "/contact"]) {
        const response = await raw(method, path);
        expect(response?.status, `${method} ${path}`).toBe(405);
        expect(response?.headers.get("allow")).toBe("GET, HEAD, POST");
        for (const header of SECURITY_HEADERS) expect(response?.headers.has(header), header).toBe(true);
      }
    },
  );

  it("a HEAD of a data request is answered like its GET, whatever Origin it carries (was 500)", async () => {
    for (const path of ["/_root.data", "/collections/new-arrivals.data"]) {
      const get = await fetchPath(path);
      await get.arrayBuffer();
      const head = await fetchPath(path, { method: "HEAD", headers: { origin: "null" } });
      expect(head.status, path).toBe(200);
      expect(head.headers.get("etag"), path).toBe(get.headers.get("etag"));
    }
  });

  it("a POST to a page without a form answers 405 with Allow: GET, HEAD", async () => {
    const response = await fetchPath("/collections/all", { method: "POST", body: "x=1" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the Host header (bad ones were 500, or changed the page)", () => {
  it.each(["a b", "[::1", "exa%mple", "x:99999", "127.0.0.1:-1", "evil.com/price-calculation#", ""])(
    "Host %j answers 400 with the security headers",
    async (host) => {
      const response = await raw("GET", "/robots.txt", host);
      expect(response?.status).toBe(400);
      for (const header of SECURITY_HEADERS) expect(response?.headers.has(header), header).toBe(true);
    },
  );

  it("a request without Host (HTTP/1.0) answers 400 when SITE_URL is not set", async () => {
    const response = await sendRaw(serverAddress(), "GET / HTTP/1.0\r\n\r\n");
    expect(response?.status).toBe(400);
  });

  it("X-Forwarded-Host is ignored, even with a port out of range", async () => {
    const response = await raw("GET", "/robots.txt", undefined, ["X-Forwarded-Host: evil.com:99999"]);
    expect(response?.status).toBe(200);
    expect(response?.body).not.toContain("evil.com");
  });

  describe("with SITE_URL set (own server)", () => {
    const own = useServer({ SITE_URL: "https://shop.example" }, "vasanam-site-url-");

    it("absolute URLs name SITE_URL whatever the Host, and a Host with a path cannot pick the page", async () => {
      const { server } = own();
      const at = new URL(server.baseURL);
      // HTTP/1.0 when there is no Host: HTTP/1.1 requires one, and Node refuses such requests itself.
      const send = (path: string, host: string | null) =>
        sendRaw(
          { host: at.hostname, port: Number(at.port) },
          host === null
            ? `GET ${path} HTTP/1.0\r\n\r\n`
            : `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        );
      const robots = await send("/robots.txt", "evil.com");
      expect(robots?.body).toContain("Sitemap: https://shop.example/sitemap.xml");
      const sitemap = await send("/sitemap.xml", "evil.com");
      expect(sitemap?.body).toContain("<loc>https://shop.example/collections/all</loc>");
      expect(sitemap?.body).not.toContain("evil.com");
      const page = await send("/product-detail/278", "evil.com");
      expect(page?.body).toMatch(/<link rel="canonical" href="https:\/\/shop\.example\/product-detail\/278"/);
      expect(page?.body).toMatch(/property="og:url" content="https:\/\/shop\.example\//);
      expect(page?.body).not.toContain("evil.com");
      // HTTP/1.0 without Host: the site's own address serves.
      const noHost = await send("/robots.txt", null);
      expect(noHost?.status).toBe(200);
      const hijack = await send("/robots.txt", "evil.com/price-calculation#");
      expect(hijack?.status).toBe(400);
    });
  });
});

describe("bodies (JSON was 400, a browser's boundary lost every field)", () => {
  const post = (body: BodyInit, type: string, client: string) =>
    fetchPath("/contact", {
      method: "POST",
      body,
      headers: { "content-type": type, "x-forwarded-for": client },
    });

  it("answers 415 to JSON and plain text", async () => {
    expect((await post('{"contact[Name]":"Asha"}', "application/json", "198.51.100.150")).status).toBe(415);
    expect((await post("contact[Name]=Asha", "text/plain", "198.51.100.150")).status).toBe(415);
  });

  it("reads a multipart post whose boundary has capitals, as browsers send it", async () => {
    const boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
    const name = `Multipart ${Date.now()}`;
    const fields = {
      "contact[Name]": name,
      "contact[email]": "multi@example.in",
      "contact[Phone number]": "+91 98765-43210",
      "contact[Comment]": "Sent as multipart",
    };
    const body =
      Object.entries(fields)
        .map(
          ([field, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
        )
        .join("") + `--${boundary}--\r\n`;
    const response = await post(body, `multipart/form-data; boundary=${boundary}`, "198.51.100.151");
    expect(response.status).toBe(303);
  });
});

describe("headers on every answer", () => {
  it("every kind of answer carries the full set, with CORP, and no HSTS unless configured", async () => {
    const answers = [
      await fetchPath("/"),
      await fetchPath("/collections/all.data"),
      await fetchPath("/favicon.svg"),
      await fetchPath("/images"), // a directory: no longer Express's redirect, the shop's 404
      await fetchPath("/images/%E0%A4%A.svg"), // a malformed escape in a static file's path
      await fetchPath("/robots.txt"),
      await fetchPath("/api/suggestions?q=rose"),
      await fetchPath("/no/such/page"),
    ];
    for (const response of answers) {
      for (const header of SECURITY_HEADERS)
        expect(response.headers.has(header), `${response.url} ${header}`).toBe(true);
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.status).toBeLessThan(500);
    }
    expect(answers[3]!.status).toBe(404);
  });

  describe("HSTS_MAX_AGE (own server)", () => {
    const own = useServer({ HSTS_MAX_AGE: "31536000" }, "vasanam-hsts-");

    it("adds Strict-Transport-Security to pages, files and refusals", async () => {
      const { server } = own();
      for (const [path, method] of [
        ["/", "GET"],
        ["/favicon.svg", "GET"],
        ["/", "DELETE"],
      ] as const) {
        const response = await fetch(new URL(path, server.baseURL), { method });
        expect(response.headers.get("strict-transport-security"), `${method} ${path}`).toBe(
          "max-age=31536000",
        );
      }
    });
  });
});

describe("smaller findings", () => {
  it("a search for the old nonce placeholder prints no nonce: shop pages have none", async () => {
    const response = await fetchPath("/search?query=vasanam-render-nonce-0000");
    expect(await response.text()).not.toContain('nonce="');
    expect(response.headers.get("content-security-policy")).not.toContain("nonce");
  });

  it("a not-found page is rendered once: the same body and ETag for the same address", async () => {
    const [first, second] = [await fetchPath("/no/such/page"), await fetchPath("/no/such/page")];
    expect(first.status).toBe(404);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("a name of zero-width spaces counts as empty", async () => {
    const body = new URLSearchParams({
      "contact[Name]": "\u200b".repeat(100),
      "contact[email]": "zw@example.in",
      "contact[Phone number]": "+91 98765-43210",
      "contact[Comment]": "Hello",
    });
    const response = await fetchPath("/contact", {
      method: "POST",
      body,
      headers: { "x-forwarded-for": "198.51.100.152" },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Please enter your name/);
  });

  describe("bidirectional overrides (own server)", () => {
    const own = useServer({}, "vasanam-bidi-");

    it("never reach the database or the staff's table raw", async () => {
      const { server, dataDir } = own();
      const body = new URLSearchParams({
        "contact[Name]": "Asha\u202eamreV",
        "contact[email]": "bidi@example.in",
        "contact[Phone number]": "+91 98765-43210",
        "contact[Comment]": "Invoice \u2066total\u2069 \u202e0001\u202c",
      });
      const response = await fetch(new URL("/contact", server.baseURL), {
        method: "POST",
        body,
        redirect: "manual",
      });
      expect(response.status).toBe(303);
      const [stored] = readStoredMessages(join(dataDir, "messages.db"));
      expect(stored).toMatchObject({ name: "AshaamreV", comment: "Invoice total 0001" });
      const table = spawnSync(process.execPath, ["scripts/messages.mjs"], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      expect(table.stdout).toContain("AshaamreV");
      expect(table.stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    });
  });
});
