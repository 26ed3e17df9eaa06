import { ErrorPage } from "~/components/layout/ErrorPage";
import { PromoBanner } from "~/components/promo/PromoBanner";

/**
 * The components of rarely-shown.tsx, by name, as the server renders them: imported here, by the
 * server alone, so that in the browser their code loads only when one first renders.
 */
export const rarelyShownParts = {
  "error-page": ErrorPage,
  "promo-banner": PromoBanner,
};

export type RarelyShownParts = typeof rarelyShownParts;
