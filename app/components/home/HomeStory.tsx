import { BlogTeaser } from "~/components/blog/BlogTeaser";
import type { BlogTeaser as Teaser } from "~/content/blog-posts";

const reasons = [
  {
    title: "Charcoal-free incense",
    text: "Our agarbatti and dhoop burn clean, with far less smoke in a closed room.",
  },
  {
    title: "Recycled temple flowers",
    text: "Marigolds and roses offered at temples are dried and ground, not thrown in the river.",
  },
  {
    title: "Artisan livelihoods",
    text: "Every stick is rolled by hand by women artisans who earn a fair, steady income.",
  },
  {
    title: "Trusted by 1L+ customers",
    text: "More than a lakh families light Vasanam at their pooja, every day and every festival.",
  },
] as const;

/** "Why Choose Vasanam" (spec §2), with the brand claims of spec §1. */
export function WhyChoose() {
  return (
    <section className="home-section why-choose" aria-labelledby="why-choose">
      <h2 id="why-choose" className="home-heading">
        Why Choose Vasanam
      </h2>
      <ul className="why-grid">
        {reasons.map((reason) => (
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

/** "Our Story" (spec §2). */
export function OurStory() {
  return (
    <section className="home-section our-story" aria-labelledby="our-story">
      <div className="our-story-copy">
        <h2 id="our-story" className="home-heading">
          Our Story
        </h2>
        <p>
          Vasanam began in 2015 with a simple question: what happens to the flowers offered at our temples? We
          started collecting them from temples in and around Delhi, drying them in the sun and turning them
          into incense that honours the prayers they carried.
        </p>
        <p>
          In 2021 we opened our own incense manufacturing unit, so that every stick and cone is charcoal-free
          and made the way we believe it should be. Today more than one lakh customers light Vasanam at home,
          and every order supports the artisans, most of them women, who roll, dip and pack our products by
          hand.
        </p>
        <a className="button-outline button" href="/about-us">
          Read more about us
        </a>
      </div>
      <dl className="our-story-facts">
        <div>
          <dt>Founded</dt>
          <dd>2015</dd>
        </div>
        <div>
          <dt>Making incense since</dt>
          <dd>2021</dd>
        </div>
        <div>
          <dt>Happy customers</dt>
          <dd>1L+</dd>
        </div>
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
