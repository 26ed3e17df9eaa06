/**
 * Prints how many image bytes a page of the running shop loads: every distinct picture its HTML
 * names in an <img> (src and srcset), fetched once each, raw and as sent with gzip.
 *
 *   node scripts/art/measure-page-images.mjs [base URL] [path …]
 *   node scripts/art/measure-page-images.mjs http://localhost:3210 /collections/all
 *
 * Used to keep the generated artwork light: a listing page's image bytes are the figure to watch.
 */
import { gzipSync } from "node:zlib";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);

/** The image URLs an HTML page names in its <img> tags, in order, without repeats. */
export function imageUrls(html) {
  const urls = new Set();
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) urls.add(src);
    const srcset = /\bsrcset="([^"]+)"/i.exec(tag)?.[1];
    for (const part of srcset?.split(",") ?? []) urls.add(part.trim().split(/\s+/)[0]);
  }
  return [...urls];
}

async function measure(path) {
  const page = await fetch(new URL(path, base));
  if (!page.ok) throw new Error(`${path}: HTTP ${page.status}`);
  const urls = imageUrls(await page.text());
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const response = await fetch(new URL(url.replace(/&amp;/g, "&"), base));
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 6 }).length;
  }
  console.log(`${path}: ${urls.length} images, ${raw} bytes raw, ${gzip} bytes gzipped`);
}

for (const path of paths.length ? paths : ["/collections/all"]) await measure(path);
