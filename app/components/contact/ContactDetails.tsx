import { telHref, whatsappHref, type SiteConfig } from "~/content/site-config";

/** Address, order status, e-mail, hours and social links, beside the contact form. */
export function ContactDetails({ site }: { site: SiteConfig }) {
  return (
    <section className="contact-details" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">Reach us</h2>
      <dl>
        <div>
          <dt>Registered office</dt>
          <dd>
            <address>{site.registeredOffice}</address>
          </dd>
        </div>
        <div>
          <dt>Manufacturing unit</dt>
          <dd>
            <address>{site.manufacturingUnit}</address>
          </dd>
        </div>
        <div>
          <dt>Order status</dt>
          <dd>
            WhatsApp us on{" "}
            <a href={whatsappHref(site.whatsappNumber)} target="_blank" rel="noopener noreferrer">
              {site.whatsappNumber}
              <span className="visually-hidden"> (WhatsApp, opens in a new tab)</span>
            </a>{" "}
            with your order number.
          </dd>
        </div>
        <div>
          <dt>Customer care</dt>
          <dd>
            <a href={telHref(site.phone)}>{site.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            Write to us at <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div>
          <dt>Opening hours</dt>
          <dd>{site.openingHours}</dd>
        </div>
      </dl>
      <h3 className="contact-social-heading">Follow us</h3>
      <ul className="contact-social">
        <li>
          <a href={site.facebookUrl} target="_blank" rel="noopener noreferrer">
            Facebook<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={site.instagramUrl} target="_blank" rel="noopener noreferrer">
            Instagram<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={site.youtubeUrl} target="_blank" rel="noopener noreferrer">
            YouTube<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
