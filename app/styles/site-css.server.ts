/**
 * The text of the storefront's stylesheets for the inline <style> of every document, read once per
 * process from the build output (public/build/_assets/, where `remix build` writes them).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const cache = new Map<string, string>();

/** The CSS of `hrefs` ("/build/_assets/app-HASH.css", …) joined in order. */
export function inlineCss(hrefs: readonly string[]): string {
  const key = hrefs.join("\n");
  let css = cache.get(key);
  if (css === undefined) {
    css = hrefs
      .map((href) => readFileSync(join(process.cwd(), "public", href), "utf8"))
      .join("\n")
      // Inside <style>, only "</style" could end the element early; no rule needs those characters.
      .replace(/<\/style/gi, "<\\/style");
    cache.set(key, css);
  }
  return css;
}
