/**
 * The shape of a blog article. A Zod schema, like the catalogue's (catalog/schema.ts), so that
 * test/unit/content/blog-posts.test.ts parses every article with it; apart from blog-posts.ts so that
 * the pages which import the articles do not load Zod.
 */
import { z } from "zod";

/** The same rule as the catalogue's images: a path under /images/. */
const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|webp)$/, "image path under /images/");

export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  image: imagePath.optional(),
  author: z.string().min(1),
  /** ISO date, e.g. "2025-10-20". */
  date: z.iso.date(),
  /** "5 min read" … "10 min read". */
  read: z.string().regex(/^\d+ min read$/),
  /** Paragraphs separated by "\n"; may be missing (the page then says "Content not available."). */
  content: z.string().optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
