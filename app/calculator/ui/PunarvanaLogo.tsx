import logoUrl from "./punarvana-logo.svg";

/**
 * Punarvana Eco's mark: a leaf growing from a flower petal. Decorative (the name is always beside it),
 * and a fingerprinted file rather than inline SVG, so it costs the page's JavaScript nothing.
 */
export function PunarvanaLogo({ size = 40 }: { size?: number }) {
  return <img className="calc-logo" src={logoUrl} width={size} height={size} alt="" />;
}
