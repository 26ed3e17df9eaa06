import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ALL_PRODUCTS_PATH, CONTACT_PATH } from "~/paths";
import { BrandLogos } from "~/components/content/BrandLogos";
import { aboutPage } from "~/content/pages/about-us";
import type { ShellHandle } from "~/root";
import { siteConfig } from "~/content/site-config.server";
import { pageMeta } from "~/seo/meta";
import { shopLink } from "~/shop-link";

export const handle: ShellHandle = { cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export async function loader() {
  const site = siteConfig();
  const { brand } = site;
  return {
    page: aboutPage(site),
    meta: pageMeta(brand, {
      title: "About Us",
      description: `${brand} makes charcoal-free incense from recycled temple flowers, hand-rolled by women artisans in New Delhi. Founded in 2015, trusted by 1L+ customers.`,
    }),
  };
}

export default function AboutUsPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <div className="content-page about-page">
      <header className="about-banner">
        <p className="about-eyebrow">{page.banner.eyebrow}</p>
        <h1>{page.banner.title}</h1>
        <p className="about-tagline">{page.banner.tagline}</p>
      </header>

      <section className="about-story" aria-labelledby="about-story-heading">
        <h2 id="about-story-heading">{page.story.title}</h2>
        {page.story.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <ul className="about-stats" aria-label={`${page.brand} in numbers`}>
          <li>
            <strong>2015</strong> founded
          </li>
          <li>
            <strong>2021</strong> our own incense unit
          </li>
          <li>
            <strong>1L+</strong> happy customers
          </li>
          <li>
            <strong>0</strong> charcoal
          </li>
        </ul>
      </section>

      <section className="about-why" aria-labelledby="about-why-heading">
        <h2 id="about-why-heading">{page.whyChoose.title}</h2>
        <ul className="about-why-grid">
          {page.whyChoose.points.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-brands" aria-labelledby="about-brands-heading">
        <h2 id="about-brands-heading">{page.brands.title}</h2>
        <p>{page.brands.intro}</p>
        <BrandLogos brands={page.brands.brands} />
      </section>

      <section className="about-mission" aria-labelledby="about-mission-heading">
        <h2 id="about-mission-heading" className="visually-hidden">
          Mission and vision
        </h2>
        <div>
          <h3>{page.missionVision.mission.title}</h3>
          <p>{page.missionVision.mission.body}</p>
        </div>
        <div>
          <h3>{page.missionVision.vision.title}</h3>
          <p>{page.missionVision.vision.body}</p>
        </div>
      </section>

      <p className="about-cta">
        <a {...shopLink(ALL_PRODUCTS_PATH)} className="button">
          Shop our products
        </a>{" "}
        <a {...shopLink(CONTACT_PATH)} className="button button-outline">
          Contact us
        </a>
      </p>
    </div>
  );
}
