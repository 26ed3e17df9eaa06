import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { essentialsTiles, mostLovedCards, shopByCategoryTiles } from "~/catalog/featured";
import { CategoryStrip } from "~/components/home/CategoryStrip";
import { EssentialsGrid } from "~/components/home/EssentialsGrid";
import { HeroSlider } from "~/components/home/HeroSlider";
import { BlogTeasers, OurStory, WhyChoose } from "~/components/home/HomeStory";
import { MostLoved } from "~/components/home/MostLoved";
import { blogTeasers } from "~/content/blog-posts";
import { heroSlides, homeStory } from "~/content/pages/home";
import { siteConfig } from "~/content/site-config.server";
import type { ShellHandle } from "~/root";
import { pageMeta } from "~/seo/meta";

export const handle: ShellHandle = { cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/**
 * The home page. Its products come from the catalogue as tiles and its copy from content/, both
 * read here on the server, so the page's JavaScript holds neither. The same for every visitor.
 */
export async function loader() {
  const site = siteConfig();
  return {
    meta: pageMeta(site.brand, {
      title: "Incense, Dhoop and Pooja Essentials",
      description: `Charcoal-free incense from recycled temple flowers, dhoop, sambrani cups, pooja essentials and handmade candles from ${site.brand}.`,
    }),
    slides: heroSlides,
    story: homeStory(site),
    categories: shopByCategoryTiles,
    essentials: essentialsTiles,
    mostLoved: mostLovedCards(),
    teasers: blogTeasers(),
  };
}

export default function HomePage() {
  const { slides, story, categories, essentials, mostLoved, teasers } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <h1 className="visually-hidden">{story.brand}: charcoal-free incense, candles and pooja essentials</h1>
      <HeroSlider slides={slides} />
      <CategoryStrip tiles={categories} />
      <EssentialsGrid tiles={essentials} />
      <MostLoved cards={mostLoved} />
      <WhyChoose copy={story} />
      <OurStory copy={story} />
      <BlogTeasers teasers={teasers} />
    </div>
  );
}
