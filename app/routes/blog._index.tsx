import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BlogTeaser } from "~/components/blog/BlogTeaser";
import { blogPosts } from "~/content/blog-posts";
import { pageTitle } from "~/content/page-title";
import { absoluteUrl, siteOrigin } from "~/seo/canonical";
import { seoMeta } from "~/seo/meta";
import blogStyles from "~/styles/blog.css";
import type { ShellHandle } from "~/root";

export const handle: ShellHandle = { cacheDocument: true };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta(data.seo) : [{ title: pageTitle("Blog") }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

/** `/blog`: every article, newest first, as a teaser (the spec links here but does not show it). */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request.url);
  const teasers = [...blogPosts]
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
    .map((p) => ({
      id: p.id,
      title: p.title,
      excerpt: p.excerpt,
      image: p.image ?? null,
      author: p.author,
      date: p.date,
      read: p.read,
    }));
  return {
    teasers,
    seo: {
      title: pageTitle("Blog"),
      description:
        "Festival guides and stories from Vasanam: Diwali, Dhanteras, Dussehra, Gandhi Jayanti and more.",
      canonical: absoluteUrl(origin, "/blog"),
      type: "website",
    },
  };
}

export default function BlogIndexPage() {
  const { teasers } = useLoaderData<typeof loader>();
  return (
    <section className="blog-index">
      <h1 className="page-heading">Blog</h1>
      <p className="blog-intro">Festival guides, rituals and stories from our workshop.</p>
      {teasers.length === 0 ? (
        <p>No articles yet.</p>
      ) : (
        <div className="blog-teasers">
          {teasers.map((teaser) => (
            <BlogTeaser key={teaser.id} teaser={teaser} />
          ))}
        </div>
      )}
    </section>
  );
}
