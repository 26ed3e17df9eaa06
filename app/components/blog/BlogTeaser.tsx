import { Link } from "@remix-run/react";

import { BlogByline } from "./BlogByline";

export interface Teaser {
  id: number;
  title: string;
  excerpt: string;
  image: string | null;
  author: string;
  date: string;
  read: string;
}

/** One article in the /blog list: image, title (the link), byline, excerpt, Read more. */
export function BlogTeaser({ teaser }: { teaser: Teaser }) {
  return (
    <article className="blog-teaser" aria-labelledby={`blog-teaser-${teaser.id}`}>
      {teaser.image ? <img src={teaser.image} alt="" width={600} height={600} loading="lazy" /> : null}
      <div className="blog-teaser-text">
        <h2 id={`blog-teaser-${teaser.id}`}>
          <Link to={`/blog/${teaser.id}`}>{teaser.title}</Link>
        </h2>
        <BlogByline author={teaser.author} date={teaser.date} read={teaser.read} />
        <p>{teaser.excerpt}</p>
        <Link to={`/blog/${teaser.id}`} className="blog-read-more" aria-label={`Read more: ${teaser.title}`}>
          Read more
        </Link>
      </div>
    </article>
  );
}
