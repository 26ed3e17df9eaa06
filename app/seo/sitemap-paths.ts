/**
 * Every public URL of the shop, for sitemap.xml: the pages, every collection a shopper can reach
 * (menu, sidebars, extra and fragrance slugs), every product and every article.
 * The calculator is a staff tool and /contact duplicates /contact-us, so neither is listed.
 */
import { products } from "~/catalog/products";
import { EXTRA_COLLECTION_SLUGS } from "~/catalog/collections";
import { BY_FRAGRANCE, shopMenu } from "~/catalog/menu";
import { searchSidebarSections, sidebarCategories } from "~/catalog/sidebar";
import {
  ABOUT_PATH,
  ALL_PRODUCTS_PATH,
  BLOG_PATH,
  blogPath,
  CANDLE_HOME_PATH,
  collectionPath,
  CONTACT_PATH,
  HOME_PATH,
  NEW_ARRIVALS_PATH,
  PRIVACY_POLICY_PATH,
  productPath,
  slugify,
  TERMS_PATH,
} from "~/paths";
import { blogPosts } from "~/content/blog-posts";

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  priority: number;
}

const STATIC_PAGES: readonly [string, number][] = [
  [HOME_PATH, 1.0],
  [CANDLE_HOME_PATH, 0.8],
  [ALL_PRODUCTS_PATH, 0.9],
  [NEW_ARRIVALS_PATH, 0.8],
  [ABOUT_PATH, 0.5],
  [CONTACT_PATH, 0.5],
  [BLOG_PATH, 0.6],
  [PRIVACY_POLICY_PATH, 0.2],
  [TERMS_PATH, 0.2],
];

function collectionPaths(): string[] {
  const paths = new Set<string>();
  for (const column of shopMenu) {
    paths.add(collectionPath(column.slug));
    for (const link of column.links) paths.add(collectionPath(link.slug));
  }
  for (const category of sidebarCategories) {
    if (category.link) paths.add(category.link);
    for (const sub of category.subcategories) if (sub.link) paths.add(sub.link);
  }
  for (const section of searchSidebarSections) for (const link of section.links) paths.add(link.href);
  for (const slug of EXTRA_COLLECTION_SLUGS) paths.add(collectionPath(slug));
  for (const fragrance of BY_FRAGRANCE) paths.add(collectionPath(slugify(fragrance)));
  paths.delete(ALL_PRODUCTS_PATH);
  paths.delete(NEW_ARRIVALS_PATH);
  return [...paths];
}

export function sitemapEntries(): SitemapEntry[] {
  const entries: SitemapEntry[] = STATIC_PAGES.map(([path, priority]) => ({ path, priority }));
  for (const path of collectionPaths()) entries.push({ path, priority: 0.7 });
  for (const product of products) entries.push({ path: productPath(product.id), priority: 0.6 });
  for (const post of blogPosts) entries.push({ path: blogPath(post.id), lastmod: post.date, priority: 0.5 });
  return entries;
}
