/**
 * The mail that tells the shop a message came (docs/contact.md, "Mail to the shop"): from the
 * shop's sender address to its notification addresses, `Reply-To` the shopper, a subject naming the
 * shopper, and a plain-text body with every field, the time in India and the message's id.
 *
 * Nothing a shopper typed can add a header or a recipient: the recipients are the envelope's,
 * given explicitly from the configuration (never derived from a header); the name goes into the
 * subject on one line; the address becomes `Reply-To` only when it is one plain address (no comma,
 * no angle brackets, no spaces), as an object nodemailer does not parse; and the body is a single
 * text/plain part, so no text in it can open a second (HTML or attachment) part.
 */
import type { ContactValues } from "./contact-fields";

export interface StoredContactMessage extends ContactValues {
  id: number;
  receivedAt: string;
}

export interface MailAddresses {
  /** The shop's sender, as configured ("Vasanam <shop@example.in>"). */
  from: string;
  /** The bare address of `from`, for the envelope. */
  fromAddress: string;
  /** The bare addresses the shop is notified at. */
  to: string[];
}

export interface NotificationMail {
  from: string;
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  envelope: { from: string; to: string[] };
}

/** One plain address, nothing a mail parser could read as two or as a display name. */
const PLAIN_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

const INDIA_TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "long",
  timeStyle: "short",
});

/** Line breaks and other control characters as spaces: a header value stays one line. */
export function oneLine(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function notificationMail(message: StoredContactMessage, addresses: MailAddresses): NotificationMail {
  const name = oneLine(message.name);
  const email = message.email.trim();
  const received = new Date(message.receivedAt);
  const text = [
    "A shopper wrote through the contact form.",
    "",
    `Name:          ${name}`,
    `Email:         ${email}`,
    `Phone number:  ${message.phone}`,
    `Received:      ${INDIA_TIME.format(received)} (India time)`,
    `Message id:    ${message.id}`,
    "",
    "Comment:",
    message.comment,
    "",
    PLAIN_ADDRESS.test(email)
      ? `Reply to this mail to answer ${name}.`
      : "The shopper's address is not one plain address: reply by copying it, after checking it.",
  ].join("\n");
  return {
    from: addresses.from,
    to: addresses.to,
    ...(PLAIN_ADDRESS.test(email) ? { replyTo: { name, address: email } } : {}),
    subject: `Contact form: ${name}`,
    text,
    envelope: { from: addresses.fromAddress, to: addresses.to },
  };
}
