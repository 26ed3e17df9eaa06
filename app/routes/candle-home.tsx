import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { candleAromatics, candleBestsellers, featureCandle } from "~/catalog/featured";
import type { ProductTile as Tile } from "~/catalog/product-tile";
import { CandleBanner } from "~/components/candle/CandleBanner";
import { FeatureCandle } from "~/components/candle/FeatureCandle";
import { ProductTile } from "~/components/product/ProductTile";
import { Slider } from "~/components/slider/Slider";
import { siteConfig } from "~/content/site-config.server";
import type { ShellHandle } from "~/root";
import { pageMeta } from "~/seo/meta";

export const handle: ShellHandle = { cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/**
 * The candle landing page: banner carousel, BESTSELLERS and AROMATIC sliders with the
 * progress-filling dots, and the Dry Flower Glass Candle feature block. The loader turns the
 * curated ids into tiles, so the page's JavaScript holds no catalogue data.
 */
export async function loader() {
  const { brand } = siteConfig();
  return {
    meta: pageMeta(brand, {
      title: "Candles",
      description: `Handmade soy wax candles from ${brand}: bestsellers, aromatic candles and the Dry Flower Glass Candle.`,
    }),
    brand,
    bestsellers: candleBestsellers(),
    aromatics: candleAromatics(),
    feature: featureCandle(),
  };
}

export default function CandleHomePage() {
  const { brand, bestsellers, aromatics, feature } = useLoaderData<typeof loader>();
  return (
    <div className="candle-home">
      <h1 className="visually-hidden">{brand} candles</h1>
      <CandleBanner />
      <CandleRow id="bestsellers" title="BESTSELLERS" tiles={bestsellers} />
      <CandleRow id="aromatic" title="AROMATIC" tiles={aromatics} />
      {feature ? <FeatureCandle product={feature} /> : null}
    </div>
  );
}

function CandleRow({ id, title, tiles }: { id: string; title: string; tiles: Tile[] }) {
  return (
    <section className="candle-row" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="candle-row-heading">
        {title}
      </h2>
      <Slider
        label={`${title} candles`}
        layout="cards"
        progressDots
        slides={tiles.map((tile) => (
          <ProductTile key={tile.id} tile={tile} />
        ))}
      />
    </section>
  );
}
