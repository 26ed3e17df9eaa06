import type { BrandLogo } from "~/content/pages/about-us";

/** The five brand logos of About Us, each with its name as alt text and a one-line description. */
export function BrandLogos({ brands }: { brands: readonly BrandLogo[] }) {
  return (
    <ul className="brand-logos">
      {brands.map((brand) => (
        <li key={brand.name}>
          <img src={brand.logo} alt={`${brand.name} logo`} width={240} height={120} loading="lazy" />
          <h3>{brand.name}</h3>
          <p>{brand.description}</p>
        </li>
      ))}
    </ul>
  );
}
