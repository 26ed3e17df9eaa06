import { formatBlogDate } from "./blog-dates";

export function BlogByline({ author, date, read }: { author: string; date: string; read: string }) {
  return (
    <p className="blog-byline">
      <span>By {author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={date}>{formatBlogDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{read}</span>
    </p>
  );
}
