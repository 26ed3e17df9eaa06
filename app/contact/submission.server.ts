/**
 * What happens to a contact post, as a pipeline of small decisions (docs/contact.md):
 *
 *   another site's page → 403        body over 64 KB → 413       not a form → 415
 *   unreadable body → 400            filled honeypot → "sent", nothing stored
 *   invalid fields → 400, each message beside its field, every value kept, nothing counted
 *   over the client's or the hourly limit → 429, the message kept in the form
 *   the store cannot be reached → 503, the message kept in the form, nothing acknowledged
 *   stored and committed → 303 to the page it was posted from, with ?sent=1
 *
 * `submitContactMessage` decides and returns the outcome; `contactResponse` turns an outcome into
 * what the route's action returns. The route's action is just the two together.
 */
import { data, redirect, type TypedResponse } from "@remix-run/node";

import { isCrossSite } from "~/http/request-checks.server";

import { readLimitedForm } from "./body-limit.server";
import type { ContactErrors, ContactValues } from "./contact-fields";
import { parseContactForm } from "./contact-schema.server";
import { messageStore, type MessageStore } from "./message-store.server";
import { clientKey, contactLimits, type ContactLimits } from "./rate-limit.server";

export type ContactOutcome =
  | { status: "sent"; redirectTo: string }
  | { status: "invalid"; values: ContactValues; errors: ContactErrors }
  | { status: "rate-limited"; values: ContactValues; retryAfterSeconds: number }
  | { status: "shop-busy"; values: ContactValues; retryAfterSeconds: number }
  | { status: "store-unavailable"; values: ContactValues; retryAfterSeconds: number }
  | { status: "cross-site" }
  | { status: "too-large" }
  | { status: "not-a-form" }
  | { status: "unreadable" };

/** Every outcome the page shows (all but "sent", which redirects). */
export type ContactRefusal = Exclude<ContactOutcome, { status: "sent" }>;

const HTTP_STATUS: Record<ContactRefusal["status"], number> = {
  invalid: 400,
  "rate-limited": 429,
  "shop-busy": 429,
  "store-unavailable": 503,
  "cross-site": 403,
  "too-large": 413,
  "not-a-form": 415,
  unreadable: 400,
};

/** When a shopper is asked to try again after the store failed. */
const STORE_RETRY_SECONDS = 60;

export interface SubmissionContext {
  /** The client's address as server.mjs found it (see clientKey). */
  clientAddress?: string;
  store?: MessageStore;
  limits?: ContactLimits;
  now?: Date;
}

export async function submitContactMessage(
  request: Request,
  { clientAddress, store, limits = contactLimits(), now }: SubmissionContext = {},
): Promise<ContactOutcome> {
  const url = new URL(request.url);
  const ownHost = request.headers.get("host") ?? url.host;
  if (isCrossSite(request.headers.get("origin"), request.headers.get("sec-fetch-site"), ownHost)) {
    return { status: "cross-site" };
  }
  const body = await readLimitedForm(request);
  if (!body.ok) {
    return { status: body.status === 413 ? "too-large" : body.status === 415 ? "not-a-form" : "unreadable" };
  }

  // Back to the page the form is on (/contact or /contact-us): the form posts to its own URL.
  // Empty segments are dropped so the target can never read as another host ("//…").
  const redirectTo = `/${url.pathname.split("/").filter(Boolean).join("/")}?sent=1`;
  const parsed = parseContactForm(body.form);
  // A filled honeypot is a bot: it is told "sent" so it learns nothing, and nothing is stored.
  if (parsed.honeypotFilled) return { status: "sent", redirectTo };
  if (!parsed.ok) return { status: "invalid", values: parsed.values, errors: parsed.errors };

  let result;
  try {
    const target = store ?? (await messageStore());
    result = await target.accept(parsed.message, clientKey(clientAddress), limits, now);
  } catch (error) {
    // PostgreSQL restarting, a full disk: the shopper keeps the message and is told to try again.
    console.error(`[vasanam] the message store failed: ${error instanceof Error ? error.message : error}`);
    return { status: "store-unavailable", values: parsed.message, retryAfterSeconds: STORE_RETRY_SECONDS };
  }
  if (result.accepted) return { status: "sent", redirectTo };
  return {
    status: result.limit === "client" ? "rate-limited" : "shop-busy",
    values: parsed.message,
    retryAfterSeconds: result.retryAfterSeconds,
  };
}

/**
 * What the action returns for an outcome: a 303 redirect, or the outcome as data with its status.
 * A legacy `?_data=` request (Remix's protocol before single fetch, still answered) cannot carry
 * `data()` with a status, so it gets the outcome as a JSON response instead.
 */
export function contactResponse(outcome: ContactOutcome, request?: Request) {
  if (outcome.status === "sent") return redirect(outcome.redirectTo, 303);
  const headers = new Headers();
  if ("retryAfterSeconds" in outcome) headers.set("Retry-After", String(outcome.retryAfterSeconds));
  const init = { status: HTTP_STATUS[outcome.status], headers };
  if (request && new URL(request.url).searchParams.has("_data")) {
    return Response.json(outcome, init) as TypedResponse<ContactRefusal>;
  }
  return data<ContactRefusal>(outcome, init);
}
