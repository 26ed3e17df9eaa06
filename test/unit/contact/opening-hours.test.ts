import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ContactDetails } from "~/components/contact/ContactDetails";
import { LegalDocumentView } from "~/components/content/LegalDocumentView";
import { termsAndConditions } from "~/content/pages/legal";
import { defaultSiteConfig } from "~/content/site-config";

const HOURS = "Every day, 10AM to 8PM";

describe("opening hours (SITE_OPENING_HOURS)", () => {
  it("are the configured ones in the contact details", () => {
    const html = renderToStaticMarkup(
      createElement(ContactDetails, { site: { ...defaultSiteConfig, openingHours: HOURS } }),
    );
    expect(html).toContain(`<dd>${HOURS}</dd>`);
    expect(html).not.toContain("Monday to Saturday");
  });

  it("are the configured ones in the terms, and the defaults read as before", () => {
    const text = (hours: string) =>
      renderToStaticMarkup(
        createElement(LegalDocumentView, {
          document: termsAndConditions,
          contact: { ...defaultSiteConfig, openingHours: hours },
        }),
      );
    expect(text(HOURS)).toContain(`we reply within one working day, ${HOURS}.`);
    // Replacement patterns in the configured text stay literal ("&" is escaped in the HTML).
    expect(text("$& $1")).toContain("we reply within one working day, $&amp; $1.");
    expect(text(defaultSiteConfig.openingHours)).toContain(
      "we reply within one working day, Monday to Saturday, 9:30AM to 6:30PM.",
    );
    expect(text(HOURS)).not.toContain("{openingHours}");
  });
});
