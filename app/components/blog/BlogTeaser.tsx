import type { BlogTeaser as Teaser } from "~/content/blog-posts";
import { shopLink } from "~/shop-link";
import { blogPath } from "~/paths";

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
          <a {...shopLink(href)}>{teaser.title}</a>
        </Heading>
        <BlogByline author={teaser.author} date={teaser.date} dateText={teaser.dateText} read={teaser.read} />
        <p>{teaser.excerpt}</p>
        <a {...shopLink(href)} className="blog-read-more" aria-label={`Read more: ${teaser.title}`}>
          Read more
        </a>
      </div>
    </article>
  );
}

/** The byline of a teaser and of an article: "By Admin · 14 October 2025 · 8 min read"; the loader formats the date (`dateText`). */
export function BlogByline({
  author,
  date,
  dateText,
  read,
}: {
  author: string;
  date: string;
  dateText: string;
  read: string;
}) {
  return (
    <p className="blog-byline">
      <span>By {author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={date}>{dateText}</time>
      <span aria-hidden="true"> · </span>
      <span>{read}</span>
    </p>
  );
}
