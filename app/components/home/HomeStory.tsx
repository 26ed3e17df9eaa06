import { ABOUT_PATH } from "~/paths";
import { BlogTeaser } from "~/components/blog/BlogTeaser";
import type { BlogTeaser as Teaser } from "~/content/blog-posts";
import type { HomeStoryCopy } from "~/content/pages/home";
import { shopLink } from "~/shop-link";

/** "Why Choose {brand}": the brand's four claims. */
export function WhyChoose({ copy }: { copy: HomeStoryCopy }) {
  return (
    <section className="home-section why-choose" aria-labelledby="why-choose">
      <h2 id="why-choose" className="home-heading">
        Why Choose {copy.brand}
      </h2>
      <ul className="why-grid">
        {copy.reasons.map((reason) => (
          <li key={reason.title} className="why-item">
            <span className="why-mark" aria-hidden="true">
              ✦
            </span>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Our Story", with its three facts. */
export function OurStory({ copy }: { copy: HomeStoryCopy }) {
  return (
    <section className="home-section our-story" aria-labelledby="our-story">
      <div className="our-story-copy">
        <h2 id="our-story" className="home-heading">
          Our Story
        </h2>
        {copy.story.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <a className="button-outline button" {...shopLink(ABOUT_PATH)}>
          Read more about us
        </a>
      </div>
      <dl className="our-story-facts">
        {copy.story.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "Blogs": a teaser per article, newest first. */
export function BlogTeasers({ teasers }: { teasers: readonly Teaser[] }) {
  return (
    <section className="home-section" aria-labelledby="home-blogs">
      <h2 id="home-blogs" className="home-heading">
        Blogs
      </h2>
      <ul className="home-blog-teasers">
        {teasers.map((teaser) => (
          <li key={teaser.id}>
            <BlogTeaser teaser={teaser} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
