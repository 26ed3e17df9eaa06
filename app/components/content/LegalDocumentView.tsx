import { Fragment, type ReactNode } from "react";

import { formatDate } from "~/content/dates";
import { EMAIL_PLACEHOLDER, OPENING_HOURS_PLACEHOLDER, type LegalDocument } from "~/content/pages/legal";
import { withBrand } from "~/content/brand-text";
import type { SiteConfig } from "~/content/site-config";

/** The configured values the legal text names. */
type Contact = Pick<SiteConfig, "email" | "openingHours" | "brand" | "calculatorBrand">;

/**
 * Fills the placeholders: {brand} and {calculatorBrand} with the configured names, {openingHours}
 * with the configured hours, {email} with a mailto link.
 */
function filled(text: string, contact: Contact): ReactNode {
  const { email, openingHours } = contact;
  const parts = withBrand(text, contact)
    .replaceAll(OPENING_HOURS_PLACEHOLDER, () => openingHours)
    .split(EMAIL_PLACEHOLDER);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <a href={`mailto:${email}`}>{email}</a> : null}
    </Fragment>
  ));
}

/**
 * A terms or policy page: numbered sections, each a landmark-free <section> with its own
 * heading and anchor, plus a table of contents so a long text stays navigable.
 */
export function LegalDocumentView({ document, contact }: { document: LegalDocument; contact: Contact }) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <article className="content-page legal-page">
      <h1 className="page-heading">{document.title}</h1>
      <p className="legal-updated">
        Last updated: <time dateTime={document.updated}>{formatDate(document.updated)}</time>
      </p>
      {document.intro.map((paragraph) => (
        <p key={paragraph.slice(0, 32)}>{filled(paragraph, contact)}</p>
      ))}

      <nav className="legal-toc" aria-label="Contents">
        <h2 className="legal-toc-heading">Contents</h2>
        <ol>
          {document.sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${anchor(index)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section, index) => (
        <section
          key={section.title}
          id={anchor(index)}
          className="legal-section"
          aria-labelledby={`${anchor(index)}-heading`}
        >
          <h2 id={`${anchor(index)}-heading`}>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{filled(paragraph, contact)}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item.slice(0, 32)}>{filled(item, contact)}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{filled(paragraph, contact)}</p>
          ))}
        </section>
      ))}

      <p className="legal-contact">
        Questions? Write to us at <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>
    </article>
  );
}
