import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

import {
  CONTACT_FIELD_ORDER,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "~/contact/contact-fields";
import type { ContactNotice } from "~/contact/notices";

const LABELS: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone number",
  comment: "Comment",
};

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

export interface ContactFormProps {
  /** Where the form posts: the page it is on, so the shopper comes back to the same address. */
  action: string;
  values: ContactValues;
  errors: ContactErrors;
  /** A notice shown above the form instead of field errors (rate limit, oversized body). */
  notice?: ContactNotice | null;
}

/**
 * The message form (docs/contact.md). It posts natively to its own page (a plain form without
 * JavaScript); the native constraints only save a round trip, the server decides.
 */
export function ContactForm({ action, values, errors, notice }: ContactFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  const summaryRef = useRef<HTMLDivElement>(null);
  const invalid = CONTACT_FIELD_ORDER.filter((field) => errors[field]);

  useEffect(() => {
    // With JavaScript, take the shopper straight to what needs fixing.
    if (invalid.length > 0 || notice) summaryRef.current?.focus();
  }, [invalid.length, notice]);

  return (
    <Form method="post" action={action} className="contact-form" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send us a message</h2>
      <p className="contact-form-intro">All fields are required. We reply within one working day.</p>

      {notice ? (
        <div className="contact-notice" role="alert" tabIndex={-1} ref={summaryRef}>
          <h3>{notice.title}</h3>
          <p>{notice.body}</p>
        </div>
      ) : invalid.length > 0 ? (
        <div
          className="contact-error-summary"
          role="alert"
          tabIndex={-1}
          ref={summaryRef}
          aria-labelledby="contact-error-summary-title"
        >
          <h3 id="contact-error-summary-title">
            {invalid.length === 1
              ? "One field needs your attention"
              : `${invalid.length} fields need your attention`}
          </h3>
          <ul>
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>
                  {LABELS[field]}: {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <input type="hidden" name="form_type" value="contact" />
      <input type="hidden" name="utf8" value="✓" />

      <FieldRow field="name" errors={errors}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={values.name}
          />
        )}
      </FieldRow>

      <FieldRow field="email" errors={errors}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.emailMax}
            defaultValue={values.email}
          />
        )}
      </FieldRow>

      <FieldRow
        field="phone"
        errors={errors}
        hint="Digits, spaces and hyphens, with an optional + at the start, for example +91 98765-43210."
      >
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            minLength={CONTACT_LIMITS.phoneMin}
            maxLength={CONTACT_LIMITS.phoneMax}
            pattern="\+?[0-9 \-]+"
            defaultValue={values.phone}
          />
        )}
      </FieldRow>

      <FieldRow
        field="comment"
        errors={errors}
        hint={`Up to ${CONTACT_LIMITS.commentMax.toLocaleString("en-IN")} characters. For an order, please mention the order number.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={10}
            maxLength={CONTACT_LIMITS.commentMax}
            defaultValue={values.comment}
          />
        )}
      </FieldRow>

      {/* Honeypot: hidden from people and assistive technology; bots fill it and are ignored. */}
      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <button type="submit" className="button contact-submit" disabled={sending}>
        {sending ? "Sending…" : "Send"}
      </button>
    </Form>
  );
}

/** The props every form control shares: its id and name, required, and its described-by links. */
interface ControlProps {
  id: string;
  name: string;
  required: true;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** One labelled field: the label, the control the caller draws, an optional hint and the error. */
function FieldRow({
  field,
  errors,
  hint,
  children,
}: {
  field: ContactField;
  errors: ContactErrors;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `contact-${field}-hint` : "";
  const describedBy = [hintId, errors[field] ? errorId(field) : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="contact-field">
      <label htmlFor={fieldId(field)}>{LABELS[field]}</label>
      {children({
        id: fieldId(field),
        name: CONTACT_FIELDS[field],
        required: true,
        "aria-invalid": errors[field] ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p className="contact-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} errors={errors} />
    </div>
  );
}

function FieldError({ field, errors }: { field: ContactField; errors: ContactErrors }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <p className="contact-field-error" id={errorId(field)}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
