/**
 * The contact page (/contact, and /contact-us which re-exports this module) and the action the
 * form posts to. Order of the gate: size (413, before parsing) → rate limit (429) → honeypot
 * (pretend success) → validation (400, values kept) → stored and committed → 303 to ?sent=1.
 */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { ContactDetails } from "~/components/contact/ContactDetails";
import { ContactForm } from "~/components/contact/ContactForm";
import { DelhiMap } from "~/components/contact/DelhiMap";
import { useSiteConfig } from "~/components/use-site-config";
import { readLimitedForm, MAX_CONTACT_BODY_BYTES } from "~/contact/body-limit.server";
import {
  EMPTY_CONTACT_VALUES,
  parseContactForm,
  type ContactErrors,
  type ContactValues,
} from "~/contact/contact-schema";
import { messageStore } from "~/contact/message-store.server";
import { clientKey, contactRateLimiter, trustsProxy } from "~/contact/rate-limit.server";
import { pageTitle } from "~/content/page-title";
import { defaultSiteConfig } from "~/content/site-config";
import type { loader as rootLoader } from "~/root";
import contactStyles from "~/styles/contact.css";

type ActionData =
  | { status: "invalid"; values: ContactValues; errors: ContactErrors }
  | { status: "rate-limited"; values: ContactValues; retryAfterSeconds: number }
  | { status: "too-large" }
  | { status: "unreadable" };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const site = matches.find((match) => match.id === "root")?.data?.site ?? defaultSiteConfig;
  return [
    { title: pageTitle("Contact Us") },
    {
      name: "description",
      content: `Write to Vasanam, call customer care or check your order status on WhatsApp. ${site.openingHours}.`,
    },
  ];
};

// A document answering a refused POST still tells clients when to retry.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readLimitedForm(request);
  if (!body.ok) {
    const status = body.status === 413 ? 413 : 400;
    return data<ActionData>({ status: status === 413 ? "too-large" : "unreadable" }, { status });
  }
  const parsed = parseContactForm(body.form);
  const values = parsed.ok ? parsed.message : parsed.values;

  const decision = contactRateLimiter().attempt(
    clientKey(request.headers, context.clientAddress, trustsProxy()),
  );
  if (!decision.allowed) {
    return data<ActionData>(
      { status: "rate-limited", values, retryAfterSeconds: decision.retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }

  const sentTo = `${returnPath(request)}?sent=1`;
  // A filled honeypot is a bot: it is told "sent" so it learns nothing, and nothing is stored.
  if (parsed.honeypotFilled) return redirect(sentTo, 303);
  if (!parsed.ok)
    return data<ActionData>({ status: "invalid", values, errors: parsed.errors }, { status: 400 });

  messageStore().save(parsed.message); // returns after the durable commit
  return redirect(sentTo, 303);
}

export default function ContactPage() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const site = useSiteConfig();
  const location = useLocation();
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent && !actionData) statusRef.current?.focus();
  }, [sent, actionData, location.key]);

  const values = actionData && "values" in actionData ? actionData.values : EMPTY_CONTACT_VALUES;
  const errors = actionData?.status === "invalid" ? actionData.errors : {};

  return (
    <div className="contact-page">
      <h1 className="page-heading">Contact Us</h1>
      <p className="contact-lede">
        Questions about an order, a fragrance or a bulk enquiry for your temple, shop or event? Write to us,
        call, or send us a message below. We are happy to help.
      </p>

      {sent && !actionData ? (
        <div className="contact-success" role="status" tabIndex={-1} ref={statusRef}>
          <h2>Thank you, your message has been sent.</h2>
          <p>Our team will get back to you within one working day ({site.openingHours}).</p>
        </div>
      ) : null}

      <div className="contact-layout">
        <ContactDetails site={site} />
        {/* Remount after every navigation so a sent form starts empty and a returned one shows its values. */}
        <ContactForm
          key={location.key}
          values={values}
          errors={errors}
          notice={noticeFor(actionData, site.email)}
        />
      </div>

      <DelhiMap address={site.registeredOffice} />
    </div>
  );
}

function noticeFor(data: ActionData | undefined, email: string) {
  if (!data) return null;
  switch (data.status) {
    case "rate-limited": {
      const minutes = Math.max(1, Math.ceil(data.retryAfterSeconds / 60));
      return {
        title: "Too many messages in a short time",
        body: `To keep spam out, we accept only a few messages from one connection at a time. Your message has not been sent yet and is still in the form below: please try again in about ${minutes} minute${minutes === 1 ? "" : "s"}, or write to ${email}.`,
      };
    }
    case "too-large":
      return {
        title: "Your message was too large to receive",
        body: `We accept messages of up to ${MAX_CONTACT_BODY_BYTES / 1024} KB. Please shorten your message and send it again, or write to ${email}.`,
      };
    case "unreadable":
      return {
        title: "We could not read your message",
        body: `Please fill in the form below and send it again, or write to ${email}.`,
      };
    default:
      return null;
  }
}

/** Back to the page the form was on: /contact-us when it came from there, else /contact. */
function returnPath(request: Request): "/contact" | "/contact-us" {
  const own = new URL(request.url);
  if (own.pathname === "/contact-us") return "/contact-us";
  const referer = request.headers.get("referer");
  if (!referer) return "/contact";
  try {
    const from = new URL(referer);
    return from.origin === own.origin && from.pathname === "/contact-us" ? "/contact-us" : "/contact";
  } catch {
    return "/contact";
  }
}
