import { Link } from "@remix-run/react";

import type { BlogTeaser as Teaser } from "~/content/blog-posts";
import { blogPath } from "~/paths";

import { BlogByline } from "./BlogByline";

/**
 * One article in a list (the blog page, the home page's Blogs section): image, title (the link),
 * byline, excerpt, Read more. `heading` is the level its title takes in the page's outline.
 */
export function BlogTeaser({ teaser, heading = "h2" }: { teaser: Teaser; heading?: "h2" | "h3" }) {
  const Heading = heading;
  const href = blogPath(teaser.id);
  return (
    <article className="blog-teaser" aria-labelledby={`blog-teaser-${teaser.id}`}>
      {teaser.image ? <img src={teaser.image} alt="" width={600} height={600} loading="lazy" /> : null}
      <div className="blog-teaser-text">
        <Heading id={`blog-teaser-${teaser.id}`}>
          <Link to={href}>{teaser.title}</Link>
        </Heading>
        <BlogByline author={teaser.author} date={teaser.date} read={teaser.read} />
        <p>{teaser.excerpt}</p>
        <Link to={href} className="blog-read-more" aria-label={`Read more: ${teaser.title}`}>
          Read more
        </Link>
      </div>
    </article>
  );
}
