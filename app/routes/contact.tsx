/**
 * The contact page (/contact, and /contact-us which re-exports this module) and the action its
 * form posts to. What a post goes through is in contact/submission.server.ts (docs/contact.md).
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { ContactDetails } from "~/components/contact/ContactDetails";
import { ContactForm } from "~/components/contact/ContactForm";
import { DelhiMap } from "~/components/contact/DelhiMap";
import { EMPTY_CONTACT_VALUES } from "~/contact/contact-fields";
import { contactNotice, contactSentNotice } from "~/contact/notices";
import { contactResponse, submitContactMessage } from "~/contact/submission.server";
import { siteConfig } from "~/content/site-config.server";
import { pageMeta } from "~/seo/meta";

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

// A document answering a refused POST still tells clients when to retry.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** The page's addresses, numbers and hours come with it: no other page's data carries them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = siteConfig();
  return {
    meta: pageMeta(site.brand, {
      title: "Contact Us",
      description: `Write to ${site.brand}, call customer care or check your order status on WhatsApp. ${site.openingHours}.`,
    }),
    site,
    sent: new URL(request.url).searchParams.get("sent") === "1",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return contactResponse(
    await submitContactMessage(request, { clientAddress: context.clientAddress }),
    request,
  );
}

export default function ContactPage() {
  const { site, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent && !actionData) statusRef.current?.focus();
  }, [sent, actionData, location.key]);

  const values = actionData && "values" in actionData ? actionData.values : EMPTY_CONTACT_VALUES;
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const sentNotice = contactSentNotice(site);

  return (
    <div className="contact-page">
      <h1 className="page-heading">Contact Us</h1>
      <p className="contact-lede">
        Questions about an order, a fragrance or a bulk enquiry for your temple, shop or event? Write to us,
        call, or send us a message below. We are happy to help.
      </p>

      {sent && !actionData ? (
        <div className="contact-success" role="status" tabIndex={-1} ref={statusRef}>
          <h2>{sentNotice.title}</h2>
          <p>{sentNotice.body}</p>
        </div>
      ) : null}

      <div className="contact-layout">
        <ContactDetails site={site} />
        {/* Remount after every navigation so a sent form starts empty and a returned one shows its values. */}
        <ContactForm
          key={location.key}
          action={location.pathname}
          values={values}
          errors={errors}
          notice={contactNotice(actionData, site)}
        />
      </div>

      <DelhiMap address={site.registeredOffice} brand={site.brand} />
    </div>
  );
}
