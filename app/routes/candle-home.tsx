import type { LinksFunction, MetaFunction } from "@remix-run/node";

import { candleAromatics, candleBestsellers, featureCandle } from "~/catalog/featured";
import type { Product } from "~/catalog/schema";
import { CandleBanner } from "~/components/candle/CandleBanner";
import { CandleCard } from "~/components/candle/CandleCard";
import { FeatureCandle } from "~/components/candle/FeatureCandle";
import { Slider } from "~/components/slider/Slider";
import sliderStyles from "~/components/slider/slider.css";
import { pageTitle } from "~/content/page-title";
import candleStyles from "~/styles/candle.css";
import type { ShellHandle } from "~/root";

export const handle: ShellHandle = { cacheDocument: true };

/**
 * The candle landing page (spec §2): banner carousel, BESTSELLERS and AROMATIC sliders with the
 * progress-filling dots, and the Dry Flower Glass Candle feature block. Static catalogue data, no loader.
 */

export const meta: MetaFunction = () => [
  { title: pageTitle("Candles") },
  {
    name: "description",
    content:
      "Handmade soy wax candles from Vasanam: bestsellers, aromatic candles and the Dry Flower Glass Candle.",
  },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: sliderStyles },
  { rel: "stylesheet", href: candleStyles },
];

export default function CandleHomePage() {
  const feature = featureCandle();
  return (
    <div className="candle-home">
      <h1 className="visually-hidden">Vasanam candles</h1>
      <CandleBanner />
      <CandleRow id="bestsellers" title="BESTSELLERS" products={candleBestsellers()} />
      <CandleRow id="aromatic" title="AROMATIC" products={candleAromatics()} />
      {feature ? <FeatureCandle product={feature} /> : null}
    </div>
  );
}

function CandleRow({ id, title, products }: { id: string; title: string; products: Product[] }) {
  return (
    <section className="candle-row" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="candle-row-heading">
        {title}
      </h2>
      <Slider
        label={`${title} candles`}
        layout="cards"
        progressDots
        slides={products.map((product) => (
          <CandleCard key={product.id} product={product} />
        ))}
      />
    </section>
  );
}
