/**
 * The contact form's server-side rules (spec §5, decisions.md "Contact messages").
 * Pure: no server, no DOM. The browser's native validation is only a convenience; this is the gate.
 *
 * Every field is trimmed and NFC-normalised first; lengths count Unicode code points, so an
 * emoji is one character, as a shopper would count it. Each field gets at most one message,
 * the first rule it breaks, in the order a person would fix them (missing → too long → form).
 */
import { z } from "zod";

/** Names of the posted fields (spec §7). */
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

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

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

function normalise(value: string, multiLine: boolean): string {
  const unified = multiLine ? value.replace(/\r\n?/g, "\n") : value;
  return unified.normalize("NFC").trim();
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

/** What the form showed before anything was typed. */
export const EMPTY_CONTACT_VALUES: ContactValues = { name: "", email: "", phone: "", comment: "" };

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
