/**
 * The contact form's server-side rules (docs/contact.md). Pure: no server, no DOM. The browser's
 * native validation is only a convenience; this is the gate.
 *
 * Every field is NFC-normalised, cleared of invisible characters that only serve to hide or
 * reorder text, and trimmed first; lengths count Unicode code points, so an emoji is one
 * character, as a shopper would count it. Each field gets at most one message, the first rule it
 * breaks, in the order a person would fix them (missing → too long → form).
 */
import { z } from "zod";

import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./contact-fields";

export type ContactParseResult =
  | { ok: true; message: ContactValues; honeypotFilled: boolean }
  | { ok: false; values: ContactValues; errors: ContactErrors; honeypotFilled: boolean };

/** Code points, not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

// Single-line fields: no control characters at all (NUL, line breaks, escapes, DEL, C1).
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// The comment may hold line breaks and tabs, nothing else below the space.
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const PHONE_PATTERN = /^\+?[0-9 -]+$/;
const emailFormat = z.email();

const formatNumber = (n: number) => n.toLocaleString("en-IN");

/**
 * Removed from every field: bidirectional embeddings, overrides, isolates and marks, which can make
 * a message read differently on a staff member's screen than it was written, and the zero-width
 * space, word joiner, soft hyphen and byte-order mark, which carry nothing a reader sees. The
 * zero-width joiner and non-joiner stay: Indian scripts need them to spell words.
 */
const HIDDEN_CHARACTERS = /[\u00ad\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** A field holding nothing but invisible format characters and spaces is empty. */
const VISIBLE_CHARACTER = /[^\p{Cf}\p{White_Space}]/u;

function normalise(value: string, multiLine: boolean): string {
  const unified = multiLine ? value.replace(/\r\n?/g, "\n") : value;
  const text = unified.normalize("NFC").replace(HIDDEN_CHARACTERS, "").trim();
  return VISIBLE_CHARACTER.test(text) ? text : "";
}

type Ctx = z.RefinementCtx;

function nameRules(value: string, ctx: Ctx) {
  if (!value) return ctx.addIssue({ code: "custom", message: "Please enter your name." });
  if (characterCount(value) > CONTACT_LIMITS.nameMax)
    return ctx.addIssue({
      code: "custom",
      message: `Your name must be ${CONTACT_LIMITS.nameMax} characters or fewer.`,
    });
  if (CONTROL_SINGLE_LINE.test(value))
    return ctx.addIssue({
      code: "custom",
      message: "Your name cannot contain line breaks or control characters.",
    });
}

function emailRules(value: string, ctx: Ctx) {
  if (!value) return ctx.addIssue({ code: "custom", message: "Please enter your email address." });
  // Length first: the format check never sees a hostile megabyte.
  if (characterCount(value) > CONTACT_LIMITS.emailMax)
    return ctx.addIssue({
      code: "custom",
      message: `Your email address must be ${CONTACT_LIMITS.emailMax} characters or fewer.`,
    });
  if (!emailFormat.safeParse(value).success)
    return ctx.addIssue({
      code: "custom",
      message: "Please enter a valid email address, like name@example.com.",
    });
}

function phoneRules(value: string, ctx: Ctx) {
  if (!value) return ctx.addIssue({ code: "custom", message: "Please enter your phone number." });
  const length = characterCount(value);
  if (length < CONTACT_LIMITS.phoneMin || length > CONTACT_LIMITS.phoneMax)
    return ctx.addIssue({
      code: "custom",
      message: `Your phone number must be ${CONTACT_LIMITS.phoneMin} to ${CONTACT_LIMITS.phoneMax} characters long.`,
    });
  if (!PHONE_PATTERN.test(value) || !/[0-9]/.test(value))
    return ctx.addIssue({
      code: "custom",
      message: "Use only digits, spaces and hyphens in your phone number, with an optional + at the start.",
    });
}

function commentRules(value: string, ctx: Ctx) {
  if (!value) return ctx.addIssue({ code: "custom", message: "Please write your message." });
  const length = characterCount(value);
  if (length > CONTACT_LIMITS.commentMax)
    return ctx.addIssue({
      code: "custom",
      message: `Your message must be ${formatNumber(CONTACT_LIMITS.commentMax)} characters or fewer; it has ${formatNumber(length)}.`,
    });
  if (CONTROL_MULTI_LINE.test(value))
    return ctx.addIssue({
      code: "custom",
      message: "Your message contains control characters; please remove them.",
    });
}

const field = (multiLine: boolean, rules: (value: string, ctx: Ctx) => void) =>
  z
    .string()
    .catch("")
    .transform((value) => normalise(value, multiLine))
    .superRefine((value, ctx) => {
      rules(value, ctx);
    });

/** The Zod schema over the four fields, already picked out of the form by name. */
const contactMessageSchema = z.object({
  name: field(false, nameRules),
  email: field(false, emailRules),
  phone: field(false, phoneRules),
  comment: field(true, commentRules),
});

/** Reads the posted form (only the first value of each field counts) and validates it. */
export function parseContactForm(form: URLSearchParams | FormData): ContactParseResult {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ContactValues = {
    name: read(CONTACT_FIELDS.name),
    email: read(CONTACT_FIELDS.email),
    phone: read(CONTACT_FIELDS.phone),
    comment: read(CONTACT_FIELDS.comment),
  };
  const honeypotFilled = read(HONEYPOT_FIELD).trim() !== "";
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data, honeypotFilled };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as ContactField;
    errors[key] ??= issue.message;
  }
  return { ok: false, values, errors, honeypotFilled };
}
