/** The four festival articles (spec §2, Blog article). Content paragraphs are separated by "\n". */
import type { BlogPost } from "~/catalog/schema";

export const blogPosts: readonly BlogPost[] = [];

export function blogPostById(id: number | string): BlogPost | undefined {
  const n = typeof id === "number" ? id : /^\d{1,9}$/.test(id.trim()) ? Number(id.trim()) : Number.NaN;
  return blogPosts.find((p) => p.id === n);
}
