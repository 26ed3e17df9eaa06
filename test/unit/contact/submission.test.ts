import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CONTACT_FIELDS, HONEYPOT_FIELD, type ContactValues } from "~/contact/contact-fields";
import { readStoredMessages } from "~/contact/message-database.mjs";
import { acceptingStore, type MessageStore } from "~/contact/message-store.server";
import { openSqliteStore } from "~/contact/sqlite-engine.mjs";
import type { ContactLimits } from "~/contact/rate-limit.server";
import { contactNotice } from "~/contact/notices";
import {
  contactResponse,
  submitContactMessage,
  type ContactRefusal,
  type SubmissionContext,
} from "~/contact/submission.server";
import { siteConfigFromEnv } from "~/content/site-config";

let dir: string;
let store: MessageStore;
let close: () => Promise<void>;
const limits: ContactLimits = { perClient: { max: 2, windowMs: 600_000 }, perHour: 3 };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "vasanam-action-"));
  const engine = openSqliteStore(join(dir, "messages.db"));
  store = acceptingStore(engine);
  close = engine.close;
});

afterEach(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const valid: ContactValues = {
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "+91 98765-43210",
  comment: "Do you deliver to Pune?",
};

function formBody(values: Partial<ContactValues> = {}, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ form_type: "contact", utf8: "✓" });
  for (const [field, value] of Object.entries({ ...valid, ...values })) {
    params.set(CONTACT_FIELDS[field as keyof ContactValues], value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

function post(body: BodyInit, { path = "/contact", headers = {} as Record<string, string> } = {}) {
  return new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

/** The route's action: decide, then answer. */
async function action(request: Request, context: SubmissionContext = {}) {
  return contactResponse(
    await submitContactMessage(request, { store, limits, clientAddress: "203.0.113.7", ...context }),
  );
}

type Answer = Awaited<ReturnType<typeof action>>;

/** A redirect is a Response; every other answer is data with its status (Remix's `data()`). */
function statusOf(answer: Answer): number {
  return "init" in answer ? (answer.init?.status ?? 200) : answer.status;
}

function headerOf(answer: Answer, name: string): string | null {
  return "init" in answer ? new Headers(answer.init?.headers).get(name) : answer.headers.get(name);
}

const stored = () => readStoredMessages(join(dir, "messages.db"));

describe("the contact action", () => {
  it("stores a valid message and redirects (303) back to the page it was posted from", async () => {
    const answer = await action(post(formBody()));
    expect(answer).toBeInstanceOf(Response);
    expect(statusOf(answer)).toBe(303);
    expect(headerOf(answer, "location")).toBe("/contact?sent=1");
    expect(stored()).toMatchObject([valid]);

    const fromContactUs = await action(post(formBody({ name: "Ravi" }), { path: "/contact-us" }));
    expect(headerOf(fromContactUs, "location")).toBe("/contact-us?sent=1");
  });

  it("redirects to a path on this site even when the posted address has empty segments", async () => {
    const answer = await action(post(formBody(), { path: "//contact//" }));
    expect(headerOf(answer, "location")).toBe("/contact?sent=1");
  });

  it.each([
    ["name", { name: "" }, /enter your name/],
    ["email", { email: "asha@" }, /valid email address/],
    ["phone", { phone: "call me" }, /only digits/],
    ["comment", { comment: "c".repeat(5_001) }, /5,000 characters or fewer/],
  ] as const)(
    "answers 400 for an invalid %s, keeps every value and stores nothing",
    async (field, values, message) => {
      const answer = await action(post(formBody(values)));
      expect(statusOf(answer)).toBe(400);
      const outcome = (answer as { data: unknown }).data;
      expect(outcome).toMatchObject({ status: "invalid", values: { ...valid, ...values } });
      const errors = (outcome as { errors: Record<string, string> }).errors;
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]).toMatch(message);
      expect(stored()).toEqual([]);
    },
  );

  it("tells a bot that filled the honeypot 'sent' and stores nothing", async () => {
    const answer = await action(post(formBody({}, { [HONEYPOT_FIELD]: "https://spam.example" })));
    expect(statusOf(answer)).toBe(303);
    expect(stored()).toEqual([]);
  });

  it("answers 413 to a body over 64 KB, declared or not", async () => {
    const big = formBody({ comment: "a".repeat(70_000) });
    expect(statusOf(await action(post(big)))).toBe(413);
    const declared = post("a=1", { headers: { "content-length": String(1 << 20) } });
    const answer = await action(declared);
    expect(statusOf(answer)).toBe(413);
    expect((answer as { data: unknown }).data).toEqual({ status: "too-large" });
  });

  it("answers 415 to JSON and plain text", async () => {
    for (const type of ["application/json", "text/plain"]) {
      const answer = await action(post(JSON.stringify(valid), { headers: { "content-type": type } }));
      expect(statusOf(answer)).toBe(415);
    }
    expect(stored()).toEqual([]);
  });

  it("answers 403 to a post made by another site's page, whatever the header says it with", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "not a url" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://blog.shop.test" },
    ];
    for (const headers of crossSite) {
      const answer = await action(post(formBody(), { headers }));
      expect(statusOf(answer), JSON.stringify(headers)).toBe(403);
    }
    expect(stored()).toEqual([]);
    const own = await action(
      post(formBody(), { headers: { origin: "http://shop.test", "sec-fetch-site": "same-origin" } }),
    );
    expect(statusOf(own)).toBe(303);
  });

  it("answers 429 past the client's allowance, with Retry-After and the message kept", async () => {
    expect(statusOf(await action(post(formBody())))).toBe(303);
    expect(statusOf(await action(post(formBody())))).toBe(303);
    const refused = await action(post(formBody({ name: "Third" })));
    expect(statusOf(refused)).toBe(429);
    expect(Number(headerOf(refused, "retry-after"))).toBe(600);
    expect((refused as { data: unknown }).data).toMatchObject({
      status: "rate-limited",
      values: { name: "Third" },
    });
    // Another client still gets through.
    expect(statusOf(await action(post(formBody()), { clientAddress: "198.51.100.9" }))).toBe(303);
    expect(stored()).toHaveLength(3);
  });

  it("does not count posts refused for their fields against the allowance", async () => {
    for (let i = 0; i < 5; i++) expect(statusOf(await action(post(formBody({ email: "typo@" }))))).toBe(400);
    expect(statusOf(await action(post(formBody())))).toBe(303);
  });

  it("answers 429 with the call-or-WhatsApp notice once the hour's limit for everyone is reached", async () => {
    for (const address of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      expect(statusOf(await action(post(formBody()), { clientAddress: address }))).toBe(303);
    }
    const refused = await action(post(formBody()), { clientAddress: "192.0.2.4" });
    expect(statusOf(refused)).toBe(429);
    expect((refused as { data: unknown }).data).toMatchObject({ status: "shop-busy" });
  });

  it("answers 503 with the message kept when the store fails, and acknowledges nothing", async () => {
    const broken: MessageStore = {
      accept: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
    };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const refused = await action(post(formBody({ name: "Kept" })), { store: broken });
      expect(statusOf(refused)).toBe(503);
      expect(Number(headerOf(refused, "retry-after"))).toBe(60);
      expect((refused as { data: unknown }).data).toMatchObject({
        status: "store-unavailable",
        values: { name: "Kept" },
      });
      expect(contactNotice((refused as { data: ContactRefusal }).data, siteConfigFromEnv({}))?.title).toBe(
        "We could not save your message just now",
      );
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/message store failed: connect ECONNREFUSED/),
      );
    } finally {
      errors.mockRestore();
    }
  });

  it("counts IPv6 clients by their /64", async () => {
    expect(statusOf(await action(post(formBody()), { clientAddress: "2001:db8:1:2::a" }))).toBe(303);
    expect(statusOf(await action(post(formBody()), { clientAddress: "2001:db8:1:2::b" }))).toBe(303);
    expect(statusOf(await action(post(formBody()), { clientAddress: "2001:db8:1:2::c" }))).toBe(429);
  });
});
