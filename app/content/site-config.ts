import { DEFAULT_INVOICE_PREFIX } from "~/calculator/invoice-prefix";

/**
 * Contact details, addresses, names and external links of the shop, in one place. The real values
 * are not known yet, so the defaults are obvious placeholders;
 * production sets the SITE_* environment variables (see README).
 */
export interface SiteConfig {
  brand: string;
  calculatorBrand: string;
  phone: string;
  whatsappNumber: string;
  email: string;
  registeredOffice: string;
  manufacturingUnit: string;
  openingHours: string;
  facebookUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
  brochureUrl: string;
  marketplaceStoreUrl: string;
}

export const defaultSiteConfig: SiteConfig = {
  brand: "Vasanam",
  calculatorBrand: "Punarvana Eco",
  phone: "+91 00000 00000",
  whatsappNumber: "+91 00000 00000",
  email: "care@example.com",
  registeredOffice: "Registered office address (to be configured), New Delhi, India",
  manufacturingUnit: "Manufacturing unit address (to be configured), New Delhi, India",
  openingHours: "Monday to Saturday, 9:30AM to 6:30PM",
  facebookUrl: "https://www.facebook.com/",
  instagramUrl: "https://www.instagram.com/",
  youtubeUrl: "https://www.youtube.com/",
  brochureUrl: "/brochure.pdf",
  marketplaceStoreUrl: "https://www.amazon.in/",
};

const environmentOverrides: Record<keyof SiteConfig, string> = {
  brand: "SITE_BRAND",
  calculatorBrand: "SITE_CALCULATOR_BRAND",
  phone: "SITE_PHONE",
  whatsappNumber: "SITE_WHATSAPP_NUMBER",
  email: "SITE_EMAIL",
  registeredOffice: "SITE_REGISTERED_OFFICE",
  manufacturingUnit: "SITE_MANUFACTURING_UNIT",
  openingHours: "SITE_OPENING_HOURS",
  facebookUrl: "SITE_FACEBOOK_URL",
  instagramUrl: "SITE_INSTAGRAM_URL",
  youtubeUrl: "SITE_YOUTUBE_URL",
  brochureUrl: "SITE_BROCHURE_URL",
  marketplaceStoreUrl: "SITE_MARKETPLACE_URL",
};

/** The configuration with every non-blank SITE_* variable applied. */
export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig {
  const config = { ...defaultSiteConfig };
  for (const key of Object.keys(environmentOverrides) as (keyof SiteConfig)[]) {
    const value = env[environmentOverrides[key]]?.trim();
    if (value) config[key] = value;
  }
  return config;
}

/** The brochure's download name: "vasanam-product-brochure.pdf" for the brand Vasanam. */
export function brochureFileName(brand: string): string {
  const slug = brand
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "shop"}-product-brochure.pdf`;
}

/**
 * The seller printed on the calculator's quotations and tax invoices (docs/calculator.md, "Buyer and
 * seller"). Address, phone and e-mail default to the shop's; the state to Delhi (07), where the shop's
 * addresses are; the GSTIN and bank details to nothing, so a placeholder is never printed as if real.
 */
export interface SellerConfig {
  legalName: string;
  address: string;
  /** Two-digit GST state code. */
  stateCode: string;
  /** "" until configured. */
  gstin: string;
  phone: string;
  email: string;
  /** Bank and branch, account number and IFSC for payment; printed only when the account and IFSC are set. */
  bankName: string;
  bankAccount: string;
  bankIfsc: string;
  /** The tax invoices' series prefix: PE gives PE/2026-27/0001. */
  invoicePrefix: string;
  /** Fields still at their placeholder defaults: a tax invoice cannot be issued with them. */
  placeholders: ("legalName" | "address")[];
}

export const SELLER_LEGAL_NAME_PLACEHOLDER = "Seller's legal name (to be configured)";

/** The seller with every non-blank SITE_SELLER_* variable (and SITE_INVOICE_PREFIX) applied. */
export function sellerConfigFromEnv(env: Record<string, string | undefined>, site: SiteConfig): SellerConfig {
  const read = (name: string) => env[name]?.trim() || "";
  const legalName = read("SITE_SELLER_LEGAL_NAME");
  const address = read("SITE_SELLER_ADDRESS") || read("SITE_REGISTERED_OFFICE");
  const placeholders: SellerConfig["placeholders"] = [];
  if (!legalName) placeholders.push("legalName");
  if (!address) placeholders.push("address");
  return {
    legalName: legalName || SELLER_LEGAL_NAME_PLACEHOLDER,
    address: address || site.registeredOffice,
    stateCode: read("SITE_SELLER_STATE_CODE") || "07",
    gstin: read("SITE_SELLER_GSTIN").toUpperCase(),
    phone: read("SITE_SELLER_PHONE") || site.phone,
    email: read("SITE_SELLER_EMAIL") || site.email,
    bankName: read("SITE_SELLER_BANK_NAME"),
    bankAccount: read("SITE_SELLER_BANK_ACCOUNT"),
    bankIfsc: read("SITE_SELLER_BANK_IFSC").toUpperCase(),
    invoicePrefix: (read("SITE_INVOICE_PREFIX") || DEFAULT_INVOICE_PREFIX).toUpperCase(),
    placeholders,
  };
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}
