import { productPageSearch, productPath } from "~/paths";
import { shopLink } from "~/shop-link";

export interface VariantPickerProps {
  productId: number;
  variants: { label: string; color: string | null }[];
  selected: number;
}

/**
 * One link per variant (`?variant=N`), so a variant can be chosen without JavaScript and shared.
 * With JavaScript the page changes in place and keeps the scroll position.
 */
export function VariantPicker({ productId, variants, selected }: VariantPickerProps) {
  if (variants.length < 2) return null;
  return (
    <nav className="variant-picker" aria-labelledby="variant-picker-heading">
      <h2 id="variant-picker-heading" className="variant-picker-heading">
        Choose an option: <span className="variant-picker-current">{variants[selected]?.label}</span>
      </h2>
      <ul>
        {variants.map((variant, index) => (
          <li key={`${variant.label}-${index}`}>
            <a
              {...shopLink(productPath(productId) + productPageSearch(index))}
              data-keep-scroll=""
              className="variant-option"
              aria-current={index === selected ? "true" : undefined}
            >
              {variant.color ? (
                <span
                  className="variant-swatch"
                  style={{ backgroundColor: variant.color }}
                  aria-hidden="true"
                />
              ) : null}
              {variant.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
