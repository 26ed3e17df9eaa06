import { blogPath } from "~/paths";
import { shopLink } from "~/shop-link";

export interface ArticleLink {
  id: number;
  title: string;
  date: string;
  dateText: string;
}

export function MoreArticles({ articles }: { articles: ArticleLink[] }) {
  return (
    <aside className="more-articles" aria-labelledby="more-articles-heading">
      <h2 id="more-articles-heading">More Articles</h2>
      {articles.length === 0 ? (
        <p>No other articles yet.</p>
      ) : (
        <ul>
          {articles.map((article) => (
            <li key={article.id}>
              <a {...shopLink(blogPath(article.id))}>{article.title}</a>
              <time dateTime={article.date}>{article.dateText}</time>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
