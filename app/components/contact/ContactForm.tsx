import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import {
  CONTACT_FIELD_ORDER,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "~/contact/contact-schema";

const LABELS: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone number",
  comment: "Comment",
};

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

export interface ContactFormProps {
  values: ContactValues;
  errors: ContactErrors;
  /** A notice shown above the form instead of field errors (rate limit, oversized body). */
  notice?: { title: string; body: string } | null;
}

/**
 * The message form of spec §5/§7. It posts natively to /contact (a plain form without
 * JavaScript); the native constraints only save a round trip, the server decides.
 */
export function ContactForm({ values, errors, notice }: ContactFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const summaryRef = useRef<HTMLDivElement>(null);
  const invalid = CONTACT_FIELD_ORDER.filter((field) => errors[field]);

  useEffect(() => {
    // With JavaScript, take the shopper straight to what needs fixing.
    if (invalid.length > 0 || notice) summaryRef.current?.focus();
  }, [invalid.length, notice]);

  const describedBy = (field: ContactField, ...ids: string[]) =>
    [...ids, errors[field] ? errorId(field) : ""].filter(Boolean).join(" ") || undefined;

  return (
    <Form method="post" action="/contact" className="contact-form" aria-labelledby="contact-form-heading">
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

      <div className="contact-field">
        <label htmlFor={fieldId("name")}>{LABELS.name}</label>
        <input
          id={fieldId("name")}
          name={CONTACT_FIELDS.name}
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameMax}
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
        />
        <FieldError field="name" errors={errors} />
      </div>

      <div className="contact-field">
        <label htmlFor={fieldId("email")}>{LABELS.email}</label>
        <input
          id={fieldId("email")}
          name={CONTACT_FIELDS.email}
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.emailMax}
          defaultValue={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
        />
        <FieldError field="email" errors={errors} />
      </div>

      <div className="contact-field">
        <label htmlFor={fieldId("phone")}>{LABELS.phone}</label>
        <input
          id={fieldId("phone")}
          name={CONTACT_FIELDS.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          minLength={CONTACT_LIMITS.phoneMin}
          maxLength={CONTACT_LIMITS.phoneMax}
          pattern="\+?[0-9 \-]+"
          defaultValue={values.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy("phone", "contact-phone-hint")}
        />
        <p className="contact-hint" id="contact-phone-hint">
          Digits, spaces and hyphens, with an optional + at the start, for example +91 98765-43210.
        </p>
        <FieldError field="phone" errors={errors} />
      </div>

      <div className="contact-field">
        <label htmlFor={fieldId("comment")}>{LABELS.comment}</label>
        <textarea
          id={fieldId("comment")}
          name={CONTACT_FIELDS.comment}
          rows={10}
          required
          maxLength={CONTACT_LIMITS.commentMax}
          defaultValue={values.comment}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy("comment", "contact-comment-hint")}
        />
        <p className="contact-hint" id="contact-comment-hint">
          Up to {CONTACT_LIMITS.commentMax.toLocaleString("en-IN")} characters. For an order, please mention
          the order number.
        </p>
        <FieldError field="comment" errors={errors} />
      </div>

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
