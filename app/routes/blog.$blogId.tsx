import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BlogByline } from "~/components/blog/BlogTeaser";
import { MoreArticles } from "~/components/blog/MoreArticles";
import { blogPostById, blogPosts } from "~/content/blog-posts";
import { withBrand } from "~/content/brand-text";
import { formatDate } from "~/content/dates";
import { environment, siteConfig } from "~/content/site-config.server";
import { absoluteUrl, siteOrigin } from "~/seo/canonical";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/seo/json-ld";
import { metaDescription, pageTitle, seoMeta } from "~/seo/meta";
import type { ShellHandle } from "~/root";
import { BLOG_PATH, blogPath, HOME_PATH, parseIdParam } from "~/paths";
import { paragraphsOf } from "~/paragraphs";
import { shopLink } from "~/shop-link";

export const handle: ShellHandle = { cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/** `/blog/{id}`: only a canonical positive integer names an article; anything else is a 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseIdParam(params.blogId);
  const post = id === undefined ? undefined : blogPostById(id);
  if (!post) throw new Response("Blog not found", { status: 404 });

  const { brand } = siteConfig();
  const origin = siteOrigin(request.url, environment());
  const canonical = absoluteUrl(origin, blogPath(post.id));
  const image = post.image ? absoluteUrl(origin, post.image) : undefined;
  const description = metaDescription(post.excerpt);
  return {
    post: {
      title: post.title,
      author: post.author,
      date: post.date,
      dateText: formatDate(post.date),
      read: post.read,
      image: post.image ?? null,
      paragraphs: paragraphsOf(post.content && withBrand(post.content, siteConfig())),
    },
    more: blogPosts
      .filter((p) => p.id !== post.id)
      .map((p) => ({ id: p.id, title: p.title, date: p.date, dateText: formatDate(p.date) })),
    meta: seoMeta({
      title: pageTitle(post.title, brand),
      siteName: brand,
      description,
      canonical,
      image,
      imageAlt: post.title,
      type: "article",
      jsonLd: [
        blogPostingJsonLd({
          title: post.title,
          description,
          author: post.author,
          datePublished: post.date,
          url: canonical,
          image,
          logo: absoluteUrl(origin, "/favicon.svg"),
          read: post.read,
          brand,
        }),
        breadcrumbJsonLd([
          { name: "Home", url: absoluteUrl(origin, HOME_PATH) },
          { name: "Blog", url: absoluteUrl(origin, BLOG_PATH) },
          { name: post.title, url: canonical },
        ]),
      ],
    }),
  };
}

export default function BlogArticlePage() {
  const { post, more } = useLoaderData<typeof loader>();
  return (
    <div className="blog-layout">
      <article className="blog-article">
        <p className="blog-back">
          <a {...shopLink(BLOG_PATH)}>← Back to the blog</a>
        </p>
        <h1 className="page-heading">{post.title}</h1>
        <BlogByline author={post.author} date={post.date} dateText={post.dateText} read={post.read} />
        {post.image ? <img className="blog-hero" src={post.image} alt="" width={600} height={600} /> : null}
        {post.paragraphs.length > 0 ? (
          post.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p>Content not available.</p>
        )}
      </article>
      <MoreArticles articles={more} />
    </div>
  );
}
