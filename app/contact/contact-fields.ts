/**
 * What the contact form consists of: its fields' posted names, their limits and the value types.
 * Shared by the form (it runs in the browser too, so this module imports nothing) and the server's
 * rules in contact-schema.server.ts.
 */

/** Names of the posted fields (the shop's original form used these). */
export const CONTACT_FIELDS = {
  name: "contact[Name]",
  email: "contact[email]",
  phone: "contact[Phone number]",
  comment: "contact[Comment]",
} as const;

/** A field no person sees or fills; bots that fill every input do. */
export const HONEYPOT_FIELD = "contact[website]";

export type ContactField = keyof typeof CONTACT_FIELDS;
export const CONTACT_FIELD_ORDER: readonly ContactField[] = ["name", "email", "phone", "comment"];

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMin: 7,
  phoneMax: 20,
  commentMax: 5_000,
} as const;

/** Bodies larger than this are refused (413) before they are read any further. */
export const MAX_CONTACT_BODY_BYTES = 64 * 1024;

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** What the form showed before anything was typed. */
export const EMPTY_CONTACT_VALUES: ContactValues = { name: "", email: "", phone: "", comment: "" };
