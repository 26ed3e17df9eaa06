/**
 * What the contact page says once a message is sent, and above the form when a post was refused
 * for a reason other than its fields (those get a message beside each field instead). Every
 * refusal says what happened, that the message was not sent, and another way to reach the shop.
 */
import type { SiteConfig } from "~/content/site-config";

import { MAX_CONTACT_BODY_BYTES } from "./contact-fields";
import type { ContactRefusal } from "./submission.server";

export interface ContactNotice {
  title: string;
  body: string;
}

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/** Shown once a message is stored. */
export function contactSentNotice(site: SiteConfig): ContactNotice {
  return {
    title: "Thank you, your message has been sent.",
    body: `Our team will get back to you within one working day (${site.openingHours}).`,
  };
}

/** The notice for a refused post; null for none, or for invalid fields (shown beside each field). */
export function contactNotice(refusal: ContactRefusal | undefined, site: SiteConfig): ContactNotice | null {
  switch (refusal?.status) {
    case "rate-limited":
      return {
        title: "Too many messages in a short time",
        body: `To keep spam out, we accept only a few messages from one connection at a time. Your message has not been sent yet and is still in the form below: please try again in about ${inMinutes(refusal.retryAfterSeconds)}, or write to ${site.email}.`,
      };
    case "shop-busy":
      return {
        title: "We cannot take more messages just now",
        body: `So many messages have reached us in the last hour that the form is paused for about ${inMinutes(refusal.retryAfterSeconds)}. Your message has not been sent and is still in the form below. Please call us on ${site.phone} or message us on WhatsApp at ${site.whatsappNumber} (${site.openingHours}).`,
      };
    case "store-unavailable":
      return {
        title: "We could not save your message just now",
        body: `Something went wrong on our side, so your message has not been sent. It is still in the form below: please send it again in a minute, or call us on ${site.phone} (${site.openingHours}).`,
      };
    case "too-large":
      return {
        title: "Your message was too large to receive",
        body: `We accept messages of up to ${MAX_CONTACT_BODY_BYTES / 1024} KB. Please shorten your message and send it again, or write to ${site.email}.`,
      };
    case "cross-site":
      return {
        title: "This form can only be sent from our own page",
        body: `Your message came from another website, so it has not been sent. If you meant to write to us, please fill in the form below, or write to ${site.email}.`,
      };
    case "not-a-form":
    case "unreadable":
      return {
        title: "We could not read your message",
        body: `Please fill in the form below and send it again, or write to ${site.email}.`,
      };
    default:
      return null;
  }
}
