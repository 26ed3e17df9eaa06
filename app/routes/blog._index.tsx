import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BLOG_PATH } from "~/paths";
import { BlogTeaser } from "~/components/blog/BlogTeaser";
import { blogTeasers } from "~/content/blog-posts";
import { environment, siteConfig } from "~/content/site-config.server";
import { absoluteUrl, siteOrigin } from "~/seo/canonical";
import { pageTitle, seoMeta } from "~/seo/meta";
import type { ShellHandle } from "~/root";

export const handle: ShellHandle = { cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/** `/blog`: every article, newest first, as a teaser. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { brand } = siteConfig();
  const origin = siteOrigin(request.url, environment());
  const teasers = blogTeasers();
  return {
    teasers,
    meta: seoMeta({
      title: pageTitle("Blog", brand),
      siteName: brand,
      description: `Festival guides and stories from ${brand}: Diwali, Dhanteras, Dussehra, Gandhi Jayanti and more.`,
      canonical: absoluteUrl(origin, BLOG_PATH),
      type: "website",
    }),
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
