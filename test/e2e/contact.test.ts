import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { readStoredMessages } from "~/contact/message-database.mjs";

import {
  expectNoAxeViolations,
  fetchPath,
  jsModes,
  openPage,
  useBrowser,
  waitForRouterIdle,
} from "./support/browser";
import { startServer } from "./support/server";
import { useServer } from "./support/use-server";

const dataDir = inject("dataDir");
const browser = useBrowser();

/** Reads the server's database the way staff would: read-only, straight from the file. */
const storedMessages = (dir = dataDir) => readStoredMessages(join(dir, "messages.db"));
type Row = ReturnType<typeof storedMessages>[number];

let ipCounter = 0;
/**
 * Each test posts as its own client so the shared server's rate limit never interferes: the test
 * servers trust one proxy hop, so the X-Forwarded-For address is the client.
 */
function freshClient() {
  ipCounter++;
  return `198.51.100.${ipCounter}`;
}

function body(fields: Partial<Record<"name" | "email" | "phone" | "comment" | "honeypot", string>>) {
  const params = new URLSearchParams({ form_type: "contact", utf8: "✓" });
  params.set("contact[Name]", fields.name ?? "Asha Verma");
  params.set("contact[email]", fields.email ?? "asha@example.in");
  params.set("contact[Phone number]", fields.phone ?? "+91 98765-43210");
  params.set("contact[Comment]", fields.comment ?? "Do you deliver to Pune?");
  if (fields.honeypot !== undefined) params.set("contact[website]", fields.honeypot);
  return params;
}

function post(params: URLSearchParams | string, client = freshClient(), base?: string, path = "/contact") {
  const init: RequestInit = {
    method: "POST",
    body: params.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
    redirect: "manual",
  };
  return base ? fetch(new URL(path, base), init) : fetchPath(path, init);
}

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

describe("the contact page", () => {
  for (const mode of jsModes) {
    it(`shows address, order status, e-mail, hours, social links, form and map (${mode.label})`, async () => {
      for (const path of ["/contact-us", "/contact"]) {
        const { page, context, response } = await openPage(browser(), path, {
          javaScriptEnabled: mode.javaScriptEnabled,
        });
        try {
          expect(response?.status()).toBe(200);
          await expect(page.getByRole("heading", { level: 1, name: "Contact Us" }).isVisible()).resolves.toBe(
            true,
          );
          const main = page.getByRole("main");
          const text = await main.innerText();
          expect(text).toMatch(/Registered office/);
          expect(text).toMatch(/Order status/);
          expect(text).toContain("care@example.com");
          expect(text).toMatch(/Monday to Saturday, 9:30AM to 6:30PM/);
          for (const name of [/Facebook/, /Instagram/, /YouTube/]) {
            expect(await main.getByRole("link", { name }).getAttribute("target")).toBe("_blank");
          }
          for (const label of ["Name", "Email", "Phone number", "Comment"]) {
            await expect(page.getByLabel(label, { exact: true }).isVisible()).resolves.toBe(true);
          }
          expect(await page.getByLabel("Comment", { exact: true }).getAttribute("rows")).toBe("10");
          expect(await page.getByLabel("Email", { exact: true }).getAttribute("type")).toBe("email");
          expect(await page.getByLabel("Phone number", { exact: true }).getAttribute("type")).toBe("tel");
          const map = page.getByRole("img", { name: /map of New Delhi/ });
          await expect(map.isVisible()).resolves.toBe(true);
          const maps = page.getByRole("link", { name: /Open in Google Maps/ });
          expect(await maps.getAttribute("target")).toBe("_blank");
          expect(await maps.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\//);
          await expectNoAxeViolations(page);
        } finally {
          await context.close();
        }
      }
    });
  }

  it("posts natively to its own page with the shop's field names and a hidden honeypot", async () => {
    expect(await (await fetchPath("/contact")).text()).toMatch(
      /<form[^>]*method="post"[^>]*action="\/contact"/,
    );
    const html = await (await fetchPath("/contact-us")).text();
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/contact-us"/);
    for (const name of [
      "form_type",
      "utf8",
      "contact[Name]",
      "contact[email]",
      "contact[Phone number]",
      "contact[Comment]",
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/name="form_type" value="contact"/);
    expect(html).toMatch(/name="utf8" value="✓"/);
    expect(html).toMatch(/<div class="contact-honeypot" aria-hidden="true">/);
    expect(html).toMatch(
      /name="contact\[website\]"[^>]*tabindex="-1"[^>]*autocomplete="off"|tabindex="-1"[^>]*name="contact\[website\]"/i,
    );
  });
});

describe("sending a message", () => {
  it("without JavaScript: stored in the database, listed by the staff script, success shown", async () => {
    const name = unique("No-JS Shopper");
    const { page, context } = await openPage(browser(), "/contact-us", { javaScriptEnabled: false });
    try {
      await page.setExtraHTTPHeaders({ "x-forwarded-for": freshClient() });
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Email", { exact: true }).fill("nojs@example.in");
      await page.getByLabel("Phone number", { exact: true }).fill("011-2345-6789");
      await page.getByLabel("Comment", { exact: true }).fill("Line one\nLine two: <b>bold?</b>");
      const [response] = await Promise.all([
        page.waitForNavigation(),
        page.getByRole("button", { name: "Send" }).click(),
      ]);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/contact-us?sent=1");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("status").filter({ hasText: /sent/ }).innerText()).resolves.toMatch(
        /message has been sent/,
      );
      expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    } finally {
      await context.close();
    }

    const row = storedMessages().find((r) => r.name === name);
    expect(row).toMatchObject({
      email: "nojs@example.in",
      phone: "011-2345-6789",
      comment: "Line one\nLine two: <b>bold?</b>",
    });

    const script = spawnSync(process.execPath, ["scripts/messages.mjs", "--format", "json"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(script.status).toBe(0);
    const listed = JSON.parse(script.stdout) as Row[];
    expect(listed.find((r) => r.name === name)).toMatchObject({ email: "nojs@example.in" });

    const csv = spawnSync(process.execPath, ["scripts/messages.mjs", "--format", "csv"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(csv.stdout).toContain(`,${name},nojs@example.in,`);
    const table = spawnSync(process.execPath, ["scripts/messages.mjs"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(table.stdout).toContain(name.slice(0, 20)); // the table shortens long cells
  });

  it("with JavaScript: stored, the form is emptied and the success message announced", async () => {
    const name = unique("JS Shopper");
    const { page, context } = await openPage(browser(), "/contact", { javaScriptEnabled: true });
    try {
      await page.setExtraHTTPHeaders({ "x-forwarded-for": freshClient() });
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Email", { exact: true }).fill("js@example.in");
      await page.getByLabel("Phone number", { exact: true }).fill("9876543210");
      await page.getByLabel("Comment", { exact: true }).fill("Bulk order of dhoop for a temple");
      await page.getByRole("button", { name: "Send" }).click();
      await page.waitForURL(/\/contact\?sent=1$/);
      await waitForRouterIdle(page);
      await page
        .getByRole("status")
        .filter({ hasText: /message has been sent/ })
        .waitFor();
      expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("");
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
    expect(storedMessages().some((r) => r.name === name)).toBe(true);
  });

  it("answers 303 back to the page that was posted to: /contact?sent=1 or /contact-us?sent=1", async () => {
    const direct = await post(body({ name: unique("Redirect") }));
    expect(direct.status).toBe(303);
    expect(direct.headers.get("location")).toBe("/contact?sent=1");
    const fromContactUs = await post(
      body({ name: unique("Redirect") }),
      freshClient(),
      undefined,
      "/contact-us",
    );
    expect(fromContactUs.status).toBe(303);
    expect(fromContactUs.headers.get("location")).toBe("/contact-us?sent=1");
  });
});

describe("invalid input: 400, one message per field, other values kept, nothing stored", () => {
  const cases = [
    { field: "name", label: "Name", value: "", message: /Please enter your name/ },
    { field: "name", label: "Name", value: "n".repeat(101), message: /100 characters or fewer/ },
    { field: "email", label: "Email", value: "asha-at-example", message: /valid email address/ },
    { field: "email", label: "Email", value: `${"a".repeat(250)}@x.in`, message: /254 characters or fewer/ },
    { field: "phone", label: "Phone number", value: "12345", message: /7 to 20 characters/ },
    { field: "phone", label: "Phone number", value: "98765 4321x", message: /only digits/ },
    { field: "comment", label: "Comment", value: "   ", message: /write your message/ },
    { field: "comment", label: "Comment", value: "c".repeat(5_001), message: /5,000 characters or fewer/ },
  ] as const;

  it.each(cases)("fetch POST: $field = $value.length chars → $message", async ({ field, value, message }) => {
    const marker = unique("Kept");
    const fields = {
      name: marker,
      email: "kept@example.in",
      phone: "+91 11 2345 6789",
      comment: `Comment ${marker}`,
      [field]: value,
    };
    const before = storedMessages().length;
    const response = await post(body(fields));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(message);
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    for (const [key, kept] of Object.entries(fields)) {
      if (key === field || !kept.trim()) continue;
      expect(html, `${key} kept`).toContain(escapeHtml(kept));
    }
    expect(storedMessages().length).toBe(before);
  });

  for (const mode of jsModes) {
    it(`in the browser (${mode.label}): each error beside its field, the summary, every value kept`, async () => {
      const { page, context } = await openPage(browser(), "/contact", {
        javaScriptEnabled: mode.javaScriptEnabled,
      });
      try {
        await page.setExtraHTTPHeaders({ "x-forwarded-for": freshClient() });
        await page.getByLabel("Name", { exact: true }).fill("Meera <script>alert(1)</script>");
        await page.getByLabel("Email", { exact: true }).fill("meera@");
        await page.getByLabel("Phone number", { exact: true }).fill("call me");
        await page.getByLabel("Comment", { exact: true }).fill("I would like to order camphor.");
        // Skip the browser's own checks so the server's rules are what the shopper meets.
        if (mode.javaScriptEnabled) {
          await page.evaluate(() =>
            document.querySelector("form.contact-form")?.setAttribute("novalidate", ""),
          );
        } else {
          // Without JavaScript in the page, strip the constraints from the DOM via the test driver.
          await page.locator("form.contact-form").evaluate((form) => form.setAttribute("novalidate", ""));
        }
        const responsePromise = mode.javaScriptEnabled ? null : page.waitForNavigation();
        await page.getByRole("button", { name: "Send" }).click();
        const response = await responsePromise;
        if (response) expect(response.status()).toBe(400);

        const alert = page.getByRole("alert");
        await alert.waitFor();
        await expect(alert.innerText()).resolves.toMatch(/2 fields need your attention/);
        const email = page.getByLabel("Email", { exact: true });
        const phone = page.getByLabel("Phone number", { exact: true });
        expect(await email.getAttribute("aria-invalid")).toBe("true");
        expect(await phone.getAttribute("aria-invalid")).toBe("true");
        expect(await page.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBeNull();
        const emailError = await page
          .locator(`#${(await email.getAttribute("aria-describedby"))!.split(" ").pop()}`)
          .innerText();
        expect(emailError).toMatch(/valid email address/);
        const phoneError = await page
          .locator(`#${(await phone.getAttribute("aria-describedby"))!.split(" ").pop()}`)
          .innerText();
        expect(phoneError).toMatch(/only digits/);
        expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe(
          "Meera <script>alert(1)</script>",
        );
        expect(await email.inputValue()).toBe("meera@");
        expect(await phone.inputValue()).toBe("call me");
        expect(await page.getByLabel("Comment", { exact: true }).inputValue()).toBe(
          "I would like to order camphor.",
        );
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });
  }
});

describe("spam and abuse", () => {
  it("a filled honeypot is told 'sent' but nothing is stored", async () => {
    const name = unique("Bot");
    const response = await post(body({ name, honeypot: "https://spam.example" }));
    expect(response.status).toBe(303);
    expect(storedMessages().some((r) => r.name === name)).toBe(false);
  });

  it("a 1 MB body gets 413 before it is parsed, declared or chunked", async () => {
    const megabyte = "contact%5BComment%5D=" + "a".repeat(1 << 20);
    const declared = await post(megabyte);
    expect(declared.status).toBe(413);
    await expect(declared.text()).resolves.toMatch(/too large/);

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 16; i++) controller.enqueue(new TextEncoder().encode("a".repeat(65_536)));
        controller.close();
      },
    });
    const chunked = await fetchPath("/contact", {
      method: "POST",
      body: chunks,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshClient() },
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  describe("the rate limit (own server, 3 per minute)", () => {
    const own = useServer({ CONTACT_RATE_LIMIT: "3/60" }, "vasanam-ratelimit-");

    it("answers 429 with a readable page and stores nothing past the limit; other clients carry on", async () => {
      const { server, dataDir: dir } = own();
      const client = "203.0.113.9";
      for (let i = 0; i < 3; i++) {
        const response = await post(body({ name: `Allowed ${i}` }), client, server.baseURL);
        expect(response.status).toBe(303);
      }
      const refused = await post(body({ name: "Refused" }), client, server.baseURL);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await refused.text();
      expect(html).toMatch(/Too many messages in a short time/);
      expect(html).toContain("Refused"); // the shopper's text is kept in the form
      expect(storedMessages(dir).map((r) => r.name)).toEqual(["Allowed 0", "Allowed 1", "Allowed 2"]);

      const other = await post(body({ name: "Other client" }), "203.0.113.10", server.baseURL);
      expect(other.status).toBe(303);
    });
  });

  describe("the rate limit without a trusted proxy (own server, 2 per minute)", () => {
    const own = useServer({ CONTACT_RATE_LIMIT: "2/60", TRUST_PROXY: "" }, "vasanam-ratelimit-");

    it("keys on the connection, so a forged X-Forwarded-For on every post does not get past it", async () => {
      const { server, dataDir: dir } = own();
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await post(body({ name: `Forged ${i}` }), `192.0.2.${i + 1}`, server.baseURL);
        statuses.push(response.status);
      }
      expect(statuses).toEqual([303, 303, 429, 429]);
      expect(storedMessages(dir).map((r) => r.name)).toEqual(["Forged 0", "Forged 1"]);
      // …and the log tells whoever runs it behind a proxy what to set.
      expect(own().server.output()).toMatch(/X-Forwarded-For but TRUST_PROXY is 0/);
    });
  });
});

describe("durability: acknowledged messages survive SIGKILL", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "vasanam-sigkill-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds every message acknowledged with 303 after the server is killed and restarted", async () => {
    const env = { DATA_DIR: dir, CONTACT_RATE_LIMIT: "1000/60" };
    const acknowledged: string[] = [];
    for (let round = 0; round < 2; round++) {
      const server = await startServer(env);
      try {
        for (let i = 0; i < 15; i++) {
          const name = `Durable ${round}-${i}`;
          const response = await post(
            body({ name, comment: `Message ${i} of round ${round}` }),
            "192.0.2.1",
            server.baseURL,
          );
          expect(response.status).toBe(303);
          acknowledged.push(name);
        }
      } finally {
        await server.stop("SIGKILL"); // no graceful close, no checkpoint
      }
      expect(server.process.signalCode).toBe("SIGKILL");
    }
    const restarted = await startServer(env);
    try {
      // The restarted server opens (and recovers) the same database, then accepts more.
      const response = await post(body({ name: "After restart" }), "192.0.2.1", restarted.baseURL);
      expect(response.status).toBe(303);
    } finally {
      await restarted.stop();
    }
    const names = storedMessages(dir).map((r) => r.name);
    for (const name of acknowledged) expect(names).toContain(name);
    expect(names).toContain("After restart");
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
