import { describe, expect, it } from "vitest";

import { blogPostSchema } from "~/content/blog-post-schema";
import { blogPosts } from "~/content/blog-posts";

describe("the blog", () => {
  it("has the four festival articles, each a valid article of four paragraphs or more", () => {
    expect(blogPosts.map((b) => b.title.split(/[ :]/)[0])).toEqual([
      "Diwali",
      "Dhanteras",
      "Dussehra",
      "Gandhi",
    ]);
    for (const b of blogPosts) {
      expect(blogPostSchema.safeParse(b).success, b.title).toBe(true);
      expect(b.author).toBe("Admin");
      const minutes = Number(b.read.split(" ")[0]);
      expect(minutes >= 5 && minutes <= 10).toBe(true);
      expect(b.content!.split("\n").length).toBeGreaterThanOrEqual(4);
    }
  });
});
