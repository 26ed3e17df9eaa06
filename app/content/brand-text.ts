import type { SiteConfig } from "./site-config";

/** The placeholders shop copy uses for the configured names (SITE_BRAND, SITE_CALCULATOR_BRAND). */
export const BRAND_PLACEHOLDER = "{brand}";
export const CALCULATOR_BRAND_PLACEHOLDER = "{calculatorBrand}";

/** Copy with "{brand}" and "{calculatorBrand}" replaced by the configured names. */
export function withBrand(text: string, site: Pick<SiteConfig, "brand" | "calculatorBrand">): string {
  return text
    .replaceAll(BRAND_PLACEHOLDER, () => site.brand)
    .replaceAll(CALCULATOR_BRAND_PLACEHOLDER, () => site.calculatorBrand);
}
