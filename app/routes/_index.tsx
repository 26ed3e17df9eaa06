import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { essentialsTiles, mostLovedCards, shopByCategoryTiles } from "~/catalog/featured";
import { CategoryStrip } from "~/components/home/CategoryStrip";
import { EssentialsGrid } from "~/components/home/EssentialsGrid";
import { HeroSlider } from "~/components/home/HeroSlider";
import { BlogTeasers, OurStory, WhyChoose } from "~/components/home/HomeStory";
import { MostLoved } from "~/components/home/MostLoved";
import { useSiteConfig } from "~/components/use-site-config";
import { blogTeasers } from "~/content/blog-posts";
import type { ShellHandle } from "~/root";
import { brandedMeta } from "~/seo/meta";

export const handle: ShellHandle = { cacheDocument: true };

export const meta: MetaFunction = ({ matches }) =>
  brandedMeta(matches, (brand) => ({
    title: "Incense, Dhoop and Pooja Essentials",
    description: `Charcoal-free incense from recycled temple flowers, dhoop, sambrani cups, pooja essentials and handmade candles from ${brand}.`,
  }));

/**
 * The home page. Its products come from the catalogue as tiles, built here on the server, so the
 * page's JavaScript never holds catalogue data. The same for every visitor: it caches well.
 */
export async function loader() {
  return {
    categories: shopByCategoryTiles,
    essentials: essentialsTiles,
    mostLoved: mostLovedCards(),
    teasers: blogTeasers(),
  };
}

export default function HomePage() {
  const { categories, essentials, mostLoved, teasers } = useLoaderData<typeof loader>();
  const { brand } = useSiteConfig();
  return (
    <div className="home">
      <h1 className="visually-hidden">{brand}: charcoal-free incense, candles and pooja essentials</h1>
      <HeroSlider />
      <CategoryStrip tiles={categories} />
      <EssentialsGrid tiles={essentials} />
      <MostLoved cards={mostLoved} />
      <WhyChoose />
      <OurStory />
      <BlogTeasers teasers={teasers} />
    </div>
  );
}
