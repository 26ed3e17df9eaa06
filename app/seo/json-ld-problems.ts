/**
 * A checker for the JSON-LD this site emits: @context, @type and the properties schema.org and
 * search engines require or recommend for Product/Offer, BreadcrumbList and BlogPosting, with
 * value formats. Returns readable problems (empty when valid). Used by the unit tests of the
 * builders and by the browser tests on the rendered pages; never shipped to the browser.
 */
const AVAILABILITY = new Set([
  "https://schema.org/InStock",
  "https://schema.org/OutOfStock",
  "https://schema.org/SoldOut",
]);

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0;
const isAbsoluteUrl = (v: unknown): v is string =>
  typeof v === "string" && /^https?:\/\/[^/\s]+\/\S*$/.test(v);

export function jsonLdProblems(ld: unknown): string[] {
  if (!isObject(ld)) return ["not a JSON object"];
  const problems: string[] = [];
  if (ld["@context"] !== "https://schema.org") problems.push(`@context is ${String(ld["@context"])}`);
  switch (ld["@type"]) {
    case "Product":
      productProblems(ld, problems);
      break;
    case "BreadcrumbList":
      breadcrumbProblems(ld, problems);
      break;
    case "BlogPosting":
      blogPostingProblems(ld, problems);
      break;
    default:
      problems.push(`unsupported @type ${String(ld["@type"])}`);
  }
  return problems;
}

function productProblems(ld: Json, problems: string[]) {
  if (!isText(ld.name)) problems.push("Product.name missing");
  if (!isText(ld.description)) problems.push("Product.description missing");
  const images = Array.isArray(ld.image) ? ld.image : [ld.image];
  if (images.length === 0 || !images.every(isAbsoluteUrl))
    problems.push("Product.image must be absolute URLs");
  if (!isAbsoluteUrl(ld.url)) problems.push("Product.url must be an absolute URL");
  if (!isText(ld.sku)) problems.push("Product.sku missing");
  if (!isObject(ld.brand) || ld.brand["@type"] !== "Brand" || !isText(ld.brand.name))
    problems.push("Product.brand must be a Brand");
  if (ld.offers === undefined) return;
  const offer = ld.offers;
  if (!isObject(offer) || offer["@type"] !== "Offer") {
    problems.push("Product.offers must be an Offer");
    return;
  }
  if (offer.priceCurrency !== "INR") problems.push(`Offer.priceCurrency is ${String(offer.priceCurrency)}`);
  if (typeof offer.price !== "string" || !/^\d+(\.\d{1,2})?$/.test(offer.price))
    problems.push("Offer.price must be a decimal");
  if (typeof offer.availability !== "string" || !AVAILABILITY.has(offer.availability))
    problems.push("Offer.availability invalid");
  if (!isAbsoluteUrl(offer.url)) problems.push("Offer.url must be an absolute URL");
}

function breadcrumbProblems(ld: Json, problems: string[]) {
  const items = ld.itemListElement;
  if (!Array.isArray(items) || items.length < 2) {
    problems.push("BreadcrumbList.itemListElement needs two or more items");
    return;
  }
  items.forEach((item: unknown, index) => {
    if (!isObject(item) || item["@type"] !== "ListItem")
      return problems.push(`item ${index + 1} is not a ListItem`);
    if (item.position !== index + 1) problems.push(`item ${index + 1} has position ${String(item.position)}`);
    if (!isText(item.name)) problems.push(`item ${index + 1} has no name`);
    if (!isAbsoluteUrl(item.item)) problems.push(`item ${index + 1} has no absolute URL`);
  });
}

function blogPostingProblems(ld: Json, problems: string[]) {
  if (!isText(ld.headline) || ld.headline.length > 110)
    problems.push("BlogPosting.headline missing or over 110 characters");
  const author = ld.author;
  if (
    !isObject(author) ||
    !["Person", "Organization"].includes(String(author["@type"])) ||
    !isText(author.name)
  ) {
    problems.push("BlogPosting.author must be a Person or Organization with a name");
  }
  if (typeof ld.datePublished !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(ld.datePublished))
    problems.push("BlogPosting.datePublished must be ISO 8601");
  if (!isAbsoluteUrl(ld.url)) problems.push("BlogPosting.url must be an absolute URL");
  if (ld.image !== undefined && !isAbsoluteUrl(ld.image))
    problems.push("BlogPosting.image must be an absolute URL");
  const publisher = ld.publisher;
  if (!isObject(publisher) || publisher["@type"] !== "Organization" || !isText(publisher.name))
    problems.push("BlogPosting.publisher must be an Organization");
  if (ld.timeRequired !== undefined && !/^PT\d+M$/.test(String(ld.timeRequired)))
    problems.push("BlogPosting.timeRequired must be an ISO 8601 duration");
}
