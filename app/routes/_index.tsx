import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";

import { mostLovedCards } from "~/catalog/featured";
import { CategoryStrip } from "~/components/home/CategoryStrip";
import { EssentialsGrid } from "~/components/home/EssentialsGrid";
import { HeroSlider } from "~/components/home/HeroSlider";
import { MostLoved } from "~/components/home/MostLoved";
import { loadPrerenderedParts, Prerendered } from "~/components/prerendered";
import { heroSlides } from "~/content/pages/home";
import { siteConfig } from "~/content/site-config.server";
import type { ShellHandle } from "~/root";
import { pageMeta } from "~/seo/meta";

export const handle: ShellHandle = { cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/**
 * The home page. Its products come from the catalogue as tiles and its copy from content/, both
 * read here on the server, so the page's JavaScript holds neither. The same for every visitor.
 * The category tiles and the copy below the products ("Why Choose", "Our Story", the blog teasers)
 * hold nothing to hydrate: they are parts the server renders once per process
 * (components/prerendered.tsx), so neither their text nor their components travel to the browser.
 */
export async function loader() {
  const site = siteConfig();
  return {
    meta: pageMeta(site.brand, {
      title: "Incense, Dhoop and Pooja Essentials",
      description: `Charcoal-free incense from recycled temple flowers, dhoop, sambrani cups, pooja essentials and handmade candles from ${site.brand}.`,
    }),
    brand: site.brand,
    slides: heroSlides,
    mostLoved: mostLovedCards(),
  };
}

const HOME_PARTS = ["home-category-tiles", "home-essentials-tiles", "home-story"] as const;

/** A client-side navigation here fetches the copy's HTML alongside the data, so the page appears whole. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), loadPrerenderedParts(HOME_PARTS)]);
  return data;
}

export default function HomePage() {
  const { brand, slides, mostLoved } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <h1 className="visually-hidden">{brand}: charcoal-free incense, candles and pooja essentials</h1>
      <HeroSlider slides={slides} />
      <CategoryStrip />
      <EssentialsGrid />
      <MostLoved cards={mostLoved} />
      <Prerendered as="div" name="home-story" />
    </div>
  );
}
