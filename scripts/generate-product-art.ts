/**
 * Generates the catalogue's SVG artwork into public/images/:
 * - products/{id}-1.svg (front of pack), -2.svg (close-up), -3.svg (pack facts) for every product;
 * - categories/{slug}.svg for the home page tiles;
 * - blog/{slug}.svg for the festival articles.
 * Each picture is drawn from the product itself: its category decides the shape (stick bundle,
 * cone, cup, candle, bottle, soap bar, gift box, wood), its fragrance the colours, its name and id
 * the label and a seeded pattern, so no two products look alike. Files stay well under 20 KB.
 *
 * Run: npx esbuild scripts/generate-product-art.ts --bundle --platform=node --format=esm \
 *        --alias:~=./app --outfile=/tmp/generate-product-art.mjs && node /tmp/generate-product-art.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FRAGRANCE_NOTES } from "~/catalog/data/fragrance-notes";
import { products } from "~/catalog/products";
import { seededRandom } from "~/catalog/related";
import type { Product } from "~/catalog/schema";

const SIZE = 600;
const OUT = join(process.cwd(), "public", "images");

type Shape =
  "sticks" | "cone" | "cup" | "candle" | "jar" | "bottle" | "spray" | "soap" | "box" | "wood" | "thread";

export function shapeOf(p: Pick<Product, "category" | "subCategory">): Shape {
  const s = p.subCategory;
  if (s === "Dhoop Cones" || s === "Premium Incense Cones") return "cone";
  if (s === "Sambrani Cups" || s === "Premium Sambrani Cups" || s === "Ghee Diya Batti") return "cup";
  if (s === "Dhoop Lakkad") return "wood";
  if (s === "Kalawa") return "thread";
  if (s === "Soap") return "soap";
  if (s === "Air Freshner" || s === "Air Freshener") return "spray";
  if (["Pooja Oil", "Pooja Ghee", "Gangajal", "Diffusers", "Attar"].includes(s)) return "bottle";
  if (
    [
      "Glass Candles",
      "Glass Collection",
      "Mercury Collection",
      "Metal Collection",
      "Wooden Collection",
      "Bowl Candles",
      "Body Massage Candle",
      "Tealight",
    ].includes(s)
  )
    return "jar";
  if (p.category === "Candles") return "candle";
  if (
    [
      "Agarbatti",
      "Premium Agarbatti",
      "Dhoop Sticks",
      "Premium Dhoop Sticks",
      "Dhoop Batti",
      "Premium Dhoop",
      "Incense",
      "Jyot Batti",
    ].includes(s)
  )
    return "sticks";
  return "box";
}

const esc = (t: string) =>
  t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Split a name over at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function drawShape(
  shape: Shape,
  c: string,
  a: string,
  rnd: () => number,
  cx: number,
  cy: number,
  k = 1,
): string {
  const r = (n: number) => Math.round(n * k);
  switch (shape) {
    case "sticks": {
      let g = "";
      const n = 7 + Math.floor(rnd() * 5);
      for (let i = 0; i < n; i++) {
        const x = cx - r(60) + (i * r(120)) / (n - 1);
        const tilt = (rnd() - 0.5) * 24;
        g += `<g transform="rotate(${tilt.toFixed(1)} ${x.toFixed(0)} ${cy + r(120)})"><rect x="${(x - r(3)).toFixed(0)}" y="${cy - r(150)}" width="${r(6)}" height="${r(270)}" rx="${r(3)}" fill="#8d6e4a"/><rect x="${(x - r(5)).toFixed(0)}" y="${cy - r(150)}" width="${r(10)}" height="${r(170)}" rx="${r(5)}" fill="${c}"/><circle cx="${x.toFixed(0)}" cy="${cy - r(152)}" r="${r(4)}" fill="#ff7043"/></g>`;
      }
      return (
        g +
        `<rect x="${cx - r(80)}" y="${cy + r(30)}" width="${r(160)}" height="${r(40)}" rx="${r(8)}" fill="${a}" stroke="${c}" stroke-width="${r(4)}"/>`
      );
    }
    case "cone":
      return `<path d="M${cx - r(90)} ${cy + r(110)} L${cx} ${cy - r(120)} L${cx + r(90)} ${cy + r(110)} Z" fill="${c}"/><ellipse cx="${cx}" cy="${cy + r(110)}" rx="${r(90)}" ry="${r(22)}" fill="${a}" stroke="${c}" stroke-width="${r(4)}"/><path d="M${cx} ${cy - r(125)} q${r(20)} -${r(40)} 0 -${r(70)} q-${r(20)} -${r(30)} 0 -${r(60)}" stroke="#9e9e9e" stroke-width="${r(5)}" fill="none" opacity="0.6"/>`;
    case "cup":
      return `<path d="M${cx - r(110)} ${cy - r(40)} L${cx - r(80)} ${cy + r(90)} L${cx + r(80)} ${cy + r(90)} L${cx + r(110)} ${cy - r(40)} Z" fill="${c}"/><ellipse cx="${cx}" cy="${cy - r(40)}" rx="${r(110)}" ry="${r(26)}" fill="${a}" stroke="${c}" stroke-width="${r(4)}"/><circle cx="${cx}" cy="${cy - r(42)}" r="${r(14)}" fill="#ff7043"/><path d="M${cx} ${cy - r(60)} q${r(25)} -${r(40)} 0 -${r(80)}" stroke="#9e9e9e" stroke-width="${r(6)}" fill="none" opacity="0.55"/>`;
    case "candle":
      return `<rect x="${cx - r(70)}" y="${cy - r(90)}" width="${r(140)}" height="${r(210)}" rx="${r(10)}" fill="${a}" stroke="${c}" stroke-width="${r(6)}"/><rect x="${cx - r(70)}" y="${cy - r(20)}" width="${r(140)}" height="${r(26)}" fill="${c}" opacity="0.7"/><line x1="${cx}" y1="${cy - r(90)}" x2="${cx}" y2="${cy - r(115)}" stroke="#333" stroke-width="${r(4)}"/><path d="M${cx} ${cy - r(170)} q${r(22)} ${r(30)} 0 ${r(55)} q-${r(22)} -${r(25)} 0 -${r(55)}" fill="#ffb300"/>`;
    case "jar":
      return `<rect x="${cx - r(100)}" y="${cy - r(70)}" width="${r(200)}" height="${r(190)}" rx="${r(26)}" fill="${c}" opacity="0.9"/><rect x="${cx - r(86)}" y="${cy - r(40)}" width="${r(172)}" height="${r(70)}" rx="${r(8)}" fill="${a}"/><ellipse cx="${cx}" cy="${cy - r(70)}" rx="${r(100)}" ry="${r(20)}" fill="${a}" stroke="${c}" stroke-width="${r(4)}"/><line x1="${cx}" y1="${cy - r(72)}" x2="${cx}" y2="${cy - r(95)}" stroke="#333" stroke-width="${r(4)}"/><path d="M${cx} ${cy - r(150)} q${r(20)} ${r(28)} 0 ${r(52)} q-${r(20)} -${r(24)} 0 -${r(52)}" fill="#ffb300"/>`;
    case "bottle":
      return `<rect x="${cx - r(22)}" y="${cy - r(160)}" width="${r(44)}" height="${r(50)}" rx="${r(6)}" fill="#5d4037"/><path d="M${cx - r(30)} ${cy - r(110)} L${cx + r(30)} ${cy - r(110)} L${cx + r(80)} ${cy - r(50)} L${cx + r(80)} ${cy + r(130)} Q${cx + r(80)} ${cy + r(150)} ${cx + r(60)} ${cy + r(150)} L${cx - r(60)} ${cy + r(150)} Q${cx - r(80)} ${cy + r(150)} ${cx - r(80)} ${cy + r(130)} L${cx - r(80)} ${cy - r(50)} Z" fill="${c}"/><rect x="${cx - r(60)}" y="${cy - r(10)}" width="${r(120)}" height="${r(90)}" rx="${r(8)}" fill="${a}"/>`;
    case "spray":
      return `<rect x="${cx - r(60)}" y="${cy - r(100)}" width="${r(120)}" height="${r(250)}" rx="${r(30)}" fill="${c}"/><rect x="${cx - r(30)}" y="${cy - r(150)}" width="${r(60)}" height="${r(50)}" rx="${r(8)}" fill="#455a64"/><rect x="${cx + r(30)}" y="${cy - r(140)}" width="${r(30)}" height="${r(14)}" fill="#455a64"/><rect x="${cx - r(48)}" y="${cy - r(20)}" width="${r(96)}" height="${r(100)}" rx="${r(8)}" fill="${a}"/>`;
    case "soap":
      return `<rect x="${cx - r(140)}" y="${cy - r(70)}" width="${r(280)}" height="${r(150)}" rx="${r(50)}" fill="${c}"/><rect x="${cx - r(110)}" y="${cy - r(45)}" width="${r(220)}" height="${r(100)}" rx="${r(36)}" fill="${a}" opacity="0.6"/>`;
    case "wood": {
      let g = "";
      for (let i = 0; i < 6; i++) {
        const y = cy - r(90) + i * r(36);
        g += `<rect x="${cx - r(140) + Math.round(rnd() * r(30))}" y="${y}" width="${r(250)}" height="${r(26)}" rx="${r(13)}" fill="${i % 2 ? "#8d6e63" : "#6d4c41"}"/>`;
      }
      return (
        g +
        `<rect x="${cx - r(20)}" y="${cy - r(110)}" width="${r(40)}" height="${r(240)}" rx="${r(6)}" fill="${c}" opacity="0.85"/>`
      );
    }
    case "thread":
      return `<circle cx="${cx}" cy="${cy}" r="${r(110)}" fill="#c62828"/><circle cx="${cx}" cy="${cy}" r="${r(80)}" fill="#f9a825"/><circle cx="${cx}" cy="${cy}" r="${r(50)}" fill="#c62828"/><circle cx="${cx}" cy="${cy}" r="${r(22)}" fill="${a}"/>`;
    case "box":
      return `<path d="M${cx - r(130)} ${cy - r(60)} L${cx} ${cy - r(120)} L${cx + r(130)} ${cy - r(60)} L${cx + r(130)} ${cy + r(110)} L${cx} ${cy + r(170)} L${cx - r(130)} ${cy + r(110)} Z" fill="${c}"/><path d="M${cx - r(130)} ${cy - r(60)} L${cx} ${cy} L${cx + r(130)} ${cy - r(60)}" stroke="${a}" stroke-width="${r(6)}" fill="none"/><line x1="${cx}" y1="${cy}" x2="${cx}" y2="${cy + r(170)}" stroke="${a}" stroke-width="${r(6)}"/>`;
  }
}

function petals(rnd: () => number, colour: string, count: number): string {
  let g = "";
  for (let i = 0; i < count; i++) {
    const x = Math.round(rnd() * SIZE);
    const y = Math.round(rnd() * SIZE);
    const s = 6 + Math.round(rnd() * 14);
    const rot = Math.round(rnd() * 180);
    g += `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${Math.round(s / 2.2)}" transform="rotate(${rot} ${x} ${y})" fill="${colour}" opacity="${(0.25 + rnd() * 0.4).toFixed(2)}"/>`;
  }
  return g;
}

function svg(body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${body}</svg>\n`;
}

function colours(p: Product): { c: string; a: string } {
  const note = FRAGRANCE_NOTES[p.fragrance];
  return { c: note.colour, a: note.accent };
}

export function productArt(p: Product, view: 1 | 2 | 3): string {
  const { c, a } = colours(p);
  const rnd = seededRandom(p.id * 97 + view);
  const shape = shapeOf(p);
  const label = wrap(p.name, 22);
  const text = (lines: string[], y: number, size: number, fill: string) =>
    lines
      .map(
        (l, i) =>
          `<text x="300" y="${y + i * (size + 8)}" font-family="Georgia, serif" font-size="${size}" text-anchor="middle" fill="${fill}">${esc(l)}</text>`,
      )
      .join("");
  if (view === 1) {
    return svg(
      `<rect width="600" height="600" fill="${a}"/>${petals(rnd, c, 14)}<circle cx="300" cy="250" r="190" fill="#fff" opacity="0.55"/>${drawShape(shape, c, a, rnd, 300, 250)}<rect x="40" y="440" width="520" height="130" rx="18" fill="#fff" opacity="0.9"/>${text(label, 480, 30, "#3e2723")}<text x="560" y="40" font-family="Arial, sans-serif" font-size="16" text-anchor="end" fill="${c}">VASANAM · #${p.id}</text>`,
      p.name,
    );
  }
  if (view === 2) {
    return svg(
      `<rect width="600" height="600" fill="${c}"/>${petals(rnd, a, 40)}<circle cx="300" cy="300" r="230" fill="${a}" opacity="0.35"/>${drawShape(shape, c, a, rnd, 300, 310, 1.45)}<text x="300" y="570" font-family="Georgia, serif" font-size="26" text-anchor="middle" fill="#fff">${esc(p.fragrance || p.subCategory || p.category)}</text>`,
      `${p.name}: close-up`,
    );
  }
  const facts = Object.entries(p.details)
    .slice(0, 5)
    .map(([k, v]) => `${k}: ${v}`)
    .map((t) => (t.length > 44 ? t.slice(0, 43) + "…" : t));
  return svg(
    `<rect width="600" height="600" fill="#fffaf2"/><rect x="20" y="20" width="560" height="560" rx="24" fill="none" stroke="${c}" stroke-width="6"/>${drawShape(shape, c, a, rnd, 140, 190, 0.6)}${text(wrap(p.name, 18), 120, 26, "#3e2723").replace(/x="300"/g, 'x="400"')}<line x1="60" y1="330" x2="540" y2="330" stroke="${a}" stroke-width="4"/>${facts
      .map(
        (f, i) =>
          `<text x="60" y="${380 + i * 40}" font-family="Arial, sans-serif" font-size="20" fill="#4e342e">${esc(f)}</text>`,
      )
      .join("")}`,
    `${p.name}: pack details`,
  );
}

const TILES: Record<string, [string, Shape, string, string]> = {
  "sambrani-cups": ["Sambrani Cups", "cup", "#8d6e63", "#f1e7e2"],
  incense: ["Incense", "sticks", "#a0522d", "#f5e1cf"],
  "dhoop-batti": ["Dhoop Batti", "sticks", "#6b4f2a", "#eadbc2"],
  "pooja-oil": ["Pooja Oil", "bottle", "#d9a400", "#fff4cc"],
  attar: ["Attar", "bottle", "#7a1f3d", "#f4d58d"],
  candles: ["Candles", "jar", "#c2185b", "#fde0ea"],
  aroma: ["Aroma", "spray", "#7e6bc4", "#e6e0fa"],
  diffusers: ["Diffusers", "bottle", "#00897b", "#d7f3ef"],
  "air-freshner": ["Air Freshner", "spray", "#0277bd", "#e1f5fe"],
  agarbatti: ["Agarbatti", "sticks", "#c68b59", "#f8eadb"],
};

export function tileArt(slug: string): string {
  const [label, shape, c, a] = TILES[slug]!;
  const rnd = seededRandom(slug.length * 31 + slug.charCodeAt(0));
  return svg(
    `<rect width="600" height="600" rx="40" fill="${a}"/>${petals(rnd, c, 18)}${drawShape(shape, c, a, rnd, 300, 260)}<text x="300" y="540" font-family="Georgia, serif" font-size="44" text-anchor="middle" fill="#3e2723">${esc(label)}</text>`,
    label,
  );
}

const BLOG: Record<string, [string, string, string]> = {
  diwali: ["Diwali", "#e65100", "#ffe0b2"],
  dhanteras: ["Dhanteras", "#c9a227", "#fff8e1"],
  dussehra: ["Dussehra", "#b71c1c", "#ffebee"],
  "gandhi-jayanti": ["Gandhi Jayanti", "#2e7d32", "#f1f8e9"],
};

export function blogArt(slug: string): string {
  const [title, c, a] = BLOG[slug]!;
  const rnd = seededRandom(title.length * 131);
  let lamps = "";
  for (let i = 0; i < 5; i++) {
    const x = 90 + i * 105;
    lamps += `<path d="M${x - 36} 420 Q${x} 470 ${x + 36} 420 Z" fill="${c}"/><path d="M${x} 380 q12 18 0 34 q-12 -16 0 -34" fill="#ffb300"/>`;
  }
  return svg(
    `<rect width="600" height="600" fill="${a}"/>${petals(rnd, c, 50)}<circle cx="300" cy="220" r="120" fill="${c}" opacity="0.2"/>${lamps}<text x="300" y="240" font-family="Georgia, serif" font-size="56" text-anchor="middle" fill="${c}">${esc(title)}</text><text x="300" y="540" font-family="Arial, sans-serif" font-size="22" text-anchor="middle" fill="#3e2723">Vasanam Journal</text>`,
    `${title} with Vasanam`,
  );
}

export function main(): void {
  const write = (dir: string, name: string, content: string) => {
    mkdirSync(join(OUT, dir), { recursive: true });
    writeFileSync(join(OUT, dir, name), content);
  };
  for (const p of products)
    for (const v of [1, 2, 3] as const) write("products", `${p.id}-${v}.svg`, productArt(p, v));
  for (const slug of Object.keys(TILES)) write("categories", `${slug}.svg`, tileArt(slug));
  for (const slug of Object.keys(BLOG)) write("blog", `${slug}.svg`, blogArt(slug));
  console.log(
    `Wrote ${products.length * 3} product images, ${Object.keys(TILES).length} tiles, ${Object.keys(BLOG).length} blog images.`,
  );
}

main();
