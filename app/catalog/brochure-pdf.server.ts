/**
 * The product brochure, drawn from the live catalogue with jsPDF so it is never out of date.
 * Built once per process (the catalogue is compiled in) and served from memory afterwards.
 *
 * jsPDF's built-in Helvetica only covers Latin-1, so the rupee sign is written "Rs." and other
 * characters outside it are folded to their nearest ASCII form.
 */
import { jsPDF } from "jspdf";

import { availabilityLabel, availabilityOf } from "~/catalog/availability";
import { CATEGORY_GROUPS, categoryGroupOf } from "~/catalog/collections";
import { tilePriceTag } from "~/catalog/pricing";
import { formatINR } from "~/money/money";
import { products } from "~/catalog/products";
import type { Product } from "~/catalog/schema";

const MAROON: [number, number, number] = [122, 31, 31];
const INK: [number, number, number] = [43, 29, 20];
const MUTED: [number, number, number] = [101, 84, 74];
const CREAM: [number, number, number] = [253, 248, 239];
const LINE: [number, number, number] = [228, 214, 193];

const PAGE = { width: 210, height: 297, margin: 16 };
const COLUMNS = [
  { title: "Product", x: PAGE.margin, width: 78 },
  { title: "Type", x: 96, width: 32 },
  { title: "Sizes / packs", x: 130, width: 36 },
  { title: "Price", x: 168, width: 26 },
];

/** Latin-1 only: the rupee sign as "Rs.", dashes and quotes straightened, anything else dropped. */
function pdfText(text: string): string {
  return text
    .replace(/₹\s?/g, "Rs. ")
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, "...")
    .replace(/\s+/g, " ")
    .normalize("NFKD")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "")
    .trim();
}

/** A product's price as a card shows it ("from ₹27.00", "₹150.00"), or "On request" where none shows. */
export function brochurePrice(product: Product): string {
  const tag = tilePriceTag(product);
  if (!tag) return "On request";
  return `${tag.from ? "from " : ""}${formatINR(tag.price)}`;
}

function sizesCell(product: Product): string {
  const labels = (product.variants ?? []).map((v) => v.label);
  if (labels.length > 0) return labels.join(", ");
  return product.details["No. of sticks / Weight"] ?? "-";
}

interface BrochureSection {
  title: string;
  products: Product[];
}

/** Products grouped by department, departments in menu order, products in catalogue order. */
function brochureSections(): BrochureSection[] {
  const groups = new Map<string, Product[]>(Object.keys(CATEGORY_GROUPS).map((g) => [g, []]));
  for (const product of products) {
    const group = categoryGroupOf(product.category);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push(product);
  }
  return [...groups]
    .filter(([, items]) => items.length > 0)
    .map(([title, items]) => ({ title, products: items }));
}

function buildBrochure(site: BrochureShop): Uint8Array<ArrayBuffer> {
  const doc = new jsPDF({ unit: "mm", format: "a4", compress: true });
  doc.setProperties({
    title: `${site.brand} product brochure`,
    subject: "Incense, dhoop, pooja essentials, candles and lifestyle products",
    author: site.brand,
    creator: site.brand,
  });
  const sections = brochureSections();
  drawCover(doc, site, sections);

  for (const section of sections) {
    doc.addPage();
    let y = PAGE.margin;
    y = drawSectionTitle(doc, section.title, section.products.length, y);
    y = drawHeaderRow(doc, y);
    section.products.forEach((product, index) => {
      const cells = [
        doc.splitTextToSize(pdfText(product.name), COLUMNS[0]!.width) as string[],
        doc.splitTextToSize(pdfText(product.subCategory || product.category), COLUMNS[1]!.width) as string[],
        doc.splitTextToSize(pdfText(sizesCell(product)), COLUMNS[2]!.width) as string[],
        doc.splitTextToSize(pdfText(brochurePrice(product)), COLUMNS[3]!.width) as string[],
      ];
      const availability = availabilityOf(product);
      if (availability !== "in-stock") cells[3]!.push(availabilityLabel(availability));
      const height = Math.max(...cells.map((c) => c.length)) * 4.2 + 3;
      if (y + height > PAGE.height - PAGE.margin - 8) {
        doc.addPage();
        y = drawSectionTitle(doc, `${section.title} (continued)`, null, PAGE.margin);
        y = drawHeaderRow(doc, y);
      }
      if (index % 2 === 0) {
        doc.setFillColor(...CREAM);
        doc.rect(PAGE.margin - 2, y - 1, PAGE.width - 2 * PAGE.margin + 4, height, "F");
      }
      doc.setFont("helvetica", "normal");
      doc.setFontSize(9);
      doc.setTextColor(...INK);
      cells.forEach((lines, i) => doc.text(lines, COLUMNS[i]!.x, y + 3.2));
      y += height;
    });
  }

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont("helvetica", "normal");
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    doc.text(
      pdfText(`${site.brand} product brochure - ${site.email} - ${site.phone}`),
      PAGE.margin,
      PAGE.height - 8,
    );
    doc.text(`Page ${page} of ${pages}`, PAGE.width - PAGE.margin, PAGE.height - 8, { align: "right" });
  }
  return new Uint8Array(doc.output("arraybuffer"));
}

function drawCover(doc: jsPDF, site: BrochureShop, sections: BrochureSection[]) {
  doc.setFillColor(...MAROON);
  doc.rect(0, 0, PAGE.width, 95, "F");
  doc.setTextColor(255, 255, 255);
  doc.setFont("times", "bold");
  doc.setFontSize(40);
  doc.text(pdfText(site.brand), PAGE.margin, 45);
  doc.setFont("helvetica", "normal");
  doc.setFontSize(16);
  doc.text("Product Brochure", PAGE.margin, 60);
  doc.setFontSize(10);
  doc.text(
    `Incense, dhoop, pooja essentials, candles and lifestyle - ${new Date().toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" })}`,
    PAGE.margin,
    72,
  );

  let y = 112;
  coverHeading(doc, "Made with devotion since 2015", y, 16, 10.5);
  y += 8;
  const claims = [
    "Charcoal-free incense that burns clean, with far less smoke.",
    "Made from flowers offered at temples, collected and recycled instead of ending up in rivers.",
    "Hand-rolled by women artisans, giving steady livelihoods to families in our communities.",
    "Trusted by more than 1 lakh (1L+) customers across India.",
    "Founded in 2015; making our own incense in New Delhi since 2021.",
  ];
  for (const claim of claims) {
    doc.text(doc.splitTextToSize(`-  ${claim}`, PAGE.width - 2 * PAGE.margin) as string[], PAGE.margin, y);
    y += 7;
  }

  y += 6;
  coverHeading(doc, "In this brochure", y, 14, 10.5);
  y += 7;
  for (const section of sections) {
    doc.text(`${section.title}: ${section.products.length} products`, PAGE.margin, y);
    y += 6;
  }

  y += 6;
  doc.setDrawColor(...LINE);
  doc.line(PAGE.margin, y, PAGE.width - PAGE.margin, y);
  y += 8;
  coverHeading(doc, "Order and trade enquiries", y, 14, 10);
  y += 7;
  const contact = [
    `Email: ${site.email}`,
    `Customer care: ${site.phone}   Order status on WhatsApp: ${site.whatsappNumber}`,
    `Registered office: ${site.registeredOffice}`,
    `Manufacturing unit: ${site.manufacturingUnit}`,
    `Open ${site.openingHours}`,
    "Prices are maximum retail prices in Indian rupees, inclusive of taxes, and may change without notice.",
    "Prices for candles, lifestyle and organic products are shared on request.",
  ];
  for (const line of contact) {
    const lines = doc.splitTextToSize(pdfText(line), PAGE.width - 2 * PAGE.margin) as string[];
    doc.text(lines, PAGE.margin, y);
    y += lines.length * 5 + 1;
  }
}

/** A maroon serif heading at `y`, leaving the pen set for the ink body text that follows it. */
function coverHeading(doc: jsPDF, heading: string, y: number, headingSize: number, bodySize: number) {
  doc.setTextColor(...MAROON);
  doc.setFont("times", "bold");
  doc.setFontSize(headingSize);
  doc.text(heading, PAGE.margin, y);
  doc.setFont("helvetica", "normal");
  doc.setFontSize(bodySize);
  doc.setTextColor(...INK);
}

function drawSectionTitle(doc: jsPDF, title: string, count: number | null, y: number): number {
  doc.setFont("times", "bold");
  doc.setFontSize(18);
  doc.setTextColor(...MAROON);
  doc.text(pdfText(title), PAGE.margin, y + 6);
  if (count !== null) {
    doc.setFont("helvetica", "normal");
    doc.setFontSize(9);
    doc.setTextColor(...MUTED);
    doc.text(`${count} products`, PAGE.width - PAGE.margin, y + 6, { align: "right" });
  }
  return y + 12;
}

function drawHeaderRow(doc: jsPDF, y: number): number {
  doc.setFillColor(...MAROON);
  doc.rect(PAGE.margin - 2, y - 1, PAGE.width - 2 * PAGE.margin + 4, 7, "F");
  doc.setFont("helvetica", "bold");
  doc.setFontSize(9);
  doc.setTextColor(255, 255, 255);
  for (const column of COLUMNS) doc.text(column.title, column.x, y + 3.6);
  return y + 8;
}

/**
 * The shop's details the cover and the back page print (the site configuration, handed in by the
 * route). Declared here rather than picked from `SiteConfig`: catalog/ sits below content/ and may
 * not import it (docs/architecture.md), and a `SiteConfig` satisfies this shape as it is.
 */
export interface BrochureShop {
  brand: string;
  phone: string;
  whatsappNumber: string;
  email: string;
  registeredOffice: string;
  manufacturingUnit: string;
  openingHours: string;
}

let cached: Uint8Array<ArrayBuffer> | undefined;

/**
 * The brochure bytes, generated on the first request of this process (the shop's details, like the
 * catalogue, do not change while it runs).
 */
export function brochureBytes(shop: BrochureShop): Uint8Array<ArrayBuffer> {
  cached ??= buildBrochure(shop);
  return cached;
}
