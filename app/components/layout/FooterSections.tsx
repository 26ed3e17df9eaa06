import type { ReactNode } from "react";

import { ABOUT_PATH, CONTACT_PATH, PRIVACY_POLICY_PATH, TERMS_PATH } from "~/paths";
import { shopCollectionLinks } from "~/catalog/menu";
import { FacebookIcon, InstagramIcon, YouTubeIcon } from "~/components/icons";
import { brochureFileName, telHref, whatsappHref, type SiteConfig } from "~/content/site-config";
import { shopLink } from "~/shop-link";

/** The footer's sections, from the site configuration and the catalogue's menu alone. */
export function FooterSections({ site }: { site: SiteConfig }) {
  return (
    <>
      <section className="footer-brand" aria-labelledby="footer-brand-heading">
        <h2 id="footer-brand-heading" className="footer-brand-name">
          {site.brand}
        </h2>
        <p>
          Charcoal-free incense, dhoop and pooja essentials, hand-rolled by artisans with flowers recycled
          from temples. Loved by 1L+ customers since 2015.
        </p>
        <ul className="social-links">
          {[
            { name: "Facebook", href: site.facebookUrl, Icon: FacebookIcon },
            { name: "Instagram", href: site.instagramUrl, Icon: InstagramIcon },
            { name: "YouTube", href: site.youtubeUrl, Icon: YouTubeIcon },
          ].map(({ name, href, Icon }) => (
            <li key={name}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${name} (opens in a new tab)`}
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </section>

      <FooterSection title="Our Shop">
        <ul>
          {shopCollectionLinks.map((link) => (
            <li key={link.href}>
              <a {...shopLink(link.href)}>{link.label}</a>
            </li>
          ))}
        </ul>
      </FooterSection>

      <FooterSection title="Support">
        <ul>
          <li>
            <a {...shopLink(PRIVACY_POLICY_PATH)}>Privacy Policy</a>
          </li>
          <li>
            <a {...shopLink(TERMS_PATH)}>Terms &amp; Conditions</a>
          </li>
        </ul>
      </FooterSection>

      <FooterSection title="Corporate">
        <ul>
          <li>
            <a {...shopLink(ABOUT_PATH)}>About Us</a>
          </li>
          <li>
            <a href={site.brochureUrl} download={brochureFileName(site.brand)}>
              Product Brochure (PDF)
            </a>
          </li>
          <li>
            <a {...shopLink(CONTACT_PATH)}>Contact Us</a>
          </li>
        </ul>
      </FooterSection>

      <FooterSection title="Reach Us">
        <dl className="footer-contact">
          <dt>Registered office</dt>
          <dd>{site.registeredOffice}</dd>
          <dt>Manufacturing unit</dt>
          <dd>{site.manufacturingUnit}</dd>
          <dt>Order status (WhatsApp)</dt>
          <dd>
            <a href={whatsappHref(site.whatsappNumber)} target="_blank" rel="noopener noreferrer">
              {site.whatsappNumber}
            </a>
          </dd>
          <dt>Customer care</dt>
          <dd>
            <a href={telHref(site.phone)}>{site.phone}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </dl>
        <p>
          <a {...shopLink(CONTACT_PATH)} className="footer-cta">
            Get in Touch
          </a>
        </p>
      </FooterSection>
    </>
  );
}

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="footer-section" name="footer-section">
      <summary>
        <h2>{title}</h2>
      </summary>
      <div className="footer-section-body">{children}</div>
    </details>
  );
}
