import { spawnSync } from "node:child_process";

import { expect } from "vitest";

import type { ListedMessage } from "~/contact/message-database.mjs";

import type { MailServer, ReceivedMail } from "../../support/mail-server";

/** Helpers of the contact tests that post to a real server and read what its mail server got. */

/** The tests' claim: SMTP waits are a quarter of it, 2 s, which a heavily loaded machine still meets. */
const CLAIM_SECONDS = 8;

export const NOTIFY = ["orders@example.in", "owner@example.in"];
export const mailEnv = (smtp: MailServer) => ({
  SMTP_URL: smtp.url,
  SMTP_FROM: "Vasanam Shop <shop@example.in>",
  CONTACT_NOTIFY_TO: NOTIFY.join(", "),
  CONTACT_RATE_LIMIT: "1000/600",
  CONTACT_HOURLY_LIMIT: "100000",
  // Short retries and claims, so an outage or a kill is over in seconds rather than minutes.
  MAIL_RETRY_FIRST: "0.2",
  MAIL_RETRY_MAX: "1",
  MAIL_CLAIM_TIMEOUT: String(CLAIM_SECONDS),
});

/** Long enough for a mail sent twice (a claim taken over) to have arrived. */
export const LONGER_THAN_A_CLAIM_MS = CLAIM_SECONDS * 1000 + 1_000;

export interface Fields {
  name: string;
  email?: string;
  phone?: string;
  comment?: string;
}

export function form({
  name,
  email = "asha@example.in",
  phone = "+91 98765-43210",
  comment = "Namaste",
}: Fields) {
  return new URLSearchParams({
    "contact[Name]": name,
    "contact[email]": email,
    "contact[Phone number]": phone,
    "contact[Comment]": comment,
  }).toString();
}

export async function post(base: string, fields: Fields, client = "203.0.113.10"): Promise<number> {
  const response = await fetch(new URL("/contact", base), {
    method: "POST",
    body: form(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** `npm run messages -- --format json` against the given store. */
export function staffList(env: Record<string, string>): ListedMessage[] {
  const run = spawnSync(process.execPath, ["scripts/messages.mjs", "--format", "json"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as ListedMessage[];
}

export const subjects = (mails: ReceivedMail[]) => mails.map((mail) => mail.parsed.subject ?? "");
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
