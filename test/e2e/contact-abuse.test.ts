import { join } from "node:path";

import { describe, expect, inject, it } from "vitest";

import { readStoredMessages } from "~/contact/message-database.mjs";

import { fetchPath } from "./support/browser";
import { useServer } from "./support/use-server";

const form = (name: string) =>
  new URLSearchParams({
    "contact[Name]": name,
    "contact[email]": "asha@example.in",
    "contact[Phone number]": "+91 98765-43210",
    "contact[Comment]": "Do you deliver to Pune?",
  }).toString();

const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

describe("posts made by another site's page (the document post was 500, ?_data stored it)", () => {
  const stored = () => readStoredMessages(join(inject("dataDir"), "messages.db"));

  it.each(["/contact", "/contact-us", "/contact.data", "/contact?_data=routes%2Fcontact"])(
    "%s answers 403 and stores nothing, by Origin or by Sec-Fetch-Site",
    async (path) => {
      const name = `Cross-site ${path} ${Date.now()}`;
      const crossSite: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site", origin: "https://evil.example" },
      ];
      for (const headers of crossSite) {
        const response = await fetchPath(path, {
          method: "POST",
          body: form(name),
          headers: { ...urlencoded, ...headers, "x-forwarded-for": "198.51.100.180" },
        });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.text()).toMatch(/only be sent from our own pages/);
      }
      expect(stored().some((message) => message.name === name)).toBe(false);
    },
  );

  it("a post from the shop's own page still goes through", async () => {
    const response = await fetchPath("/contact", {
      method: "POST",
      body: form(`Same-origin ${Date.now()}`),
      headers: {
        ...urlencoded,
        origin: new URL(inject("baseURL")).origin,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": "198.51.100.181",
      },
    });
    expect(response.status).toBe(303);
  });
});

describe("the rate limit's client (own server: one trusted proxy, 5 per 10 minutes)", () => {
  const own = useServer({ TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "5/600" }, "vasanam-limit-");
  const post = (base: string, forwardedFor: string, body = form("Limit test")) =>
    fetch(new URL("/contact", base), {
      method: "POST",
      body,
      headers: { ...urlencoded, "x-forwarded-for": forwardedFor },
      redirect: "manual",
    }).then((response) => response.status);

  it("counts the address the proxy added, not the one the client wrote before it", async () => {
    const { server } = own();
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push(await post(server.baseURL, `10.${i}.${i}.${i}, 203.0.113.7`));
    expect(statuses).toEqual([...Array(5).fill(303), ...Array(15).fill(429)]);
  });

  it("does not count posts refused for their fields", async () => {
    const { server } = own();
    for (let i = 0; i < 6; i++)
      expect(await post(server.baseURL, "203.0.113.8", "contact%5BName%5D=")).toBe(400);
    expect(await post(server.baseURL, "203.0.113.8")).toBe(303);
  });

  it("counts an IPv6 client by its /64", async () => {
    const { server } = own();
    const statuses = [];
    for (let i = 1; i <= 6; i++) statuses.push(await post(server.baseURL, `2001:db8:7:9::${i.toString(16)}`));
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect(await post(server.baseURL, "2001:db8:7:a::1")).toBe(303);
  });
});

describe("two trusted proxies (own server, TRUST_PROXY=2)", () => {
  const own = useServer({ TRUST_PROXY: "2", CONTACT_RATE_LIMIT: "2/600" }, "vasanam-hops-");

  it("counts the address two hops back, whatever the client wrote before it", async () => {
    const { server } = own();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(new URL("/contact", server.baseURL), {
        method: "POST",
        body: form("Two hops"),
        headers: { ...urlencoded, "x-forwarded-for": `192.0.2.${i}, 198.51.100.60, 10.0.0.1` },
        redirect: "manual",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([303, 303, 429, 429]);
  });
});

describe("the hourly limit for everyone (own server, 3 an hour)", () => {
  const own = useServer({ CONTACT_HOURLY_LIMIT: "3" }, "vasanam-hourly-");

  it("answers 429 with a page saying to call or WhatsApp, and keeps the message in the form", async () => {
    const { server, dataDir } = own();
    const post = (client: string, name: string) =>
      fetch(new URL("/contact", server.baseURL), {
        method: "POST",
        body: form(name),
        headers: { ...urlencoded, "x-forwarded-for": client },
        redirect: "manual",
      });
    for (let i = 1; i <= 3; i++) expect((await post(`192.0.2.${i}`, `Hourly ${i}`)).status).toBe(303);
    const refused = await post("192.0.2.99", "Hourly refused");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toMatch(/cannot take more messages just now/);
    expect(html).toMatch(/call us on \+91 00000 00000 or message us on WhatsApp/);
    expect(html).toContain("Hourly refused");
    expect(readStoredMessages(join(dataDir, "messages.db"))).toHaveLength(3);
  });
});
