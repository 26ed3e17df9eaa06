import { BROCHURE_PATH } from "~/paths";

/**
 * Contact details, addresses, names and external links of the shop, in one place. The real values
 * are not known yet, so the defaults are obvious placeholders;
 * production sets the SITE_* environment variables (docs/configuration.md).
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
  brochureUrl: BROCHURE_PATH,
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

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}
