import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { essentialsTiles, mostLovedCards, shopByCategoryTiles } from "~/catalog/featured";
import { CategoryStrip } from "~/components/home/CategoryStrip";
import { CategoryStripTiles, EssentialsTiles } from "~/components/home/CategoryTiles";
import { EssentialsGrid } from "~/components/home/EssentialsGrid";
import { HeroSlider } from "~/components/home/HeroSlider";
import { BlogTeasers, OurStory, WhyChoose } from "~/components/home/HomeStory";
import { MostLoved } from "~/components/home/MostLoved";
import { Island } from "~/components/island";
import { sharedIsland } from "~/components/island.server";
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
 * The category tiles and the copy below the products ("Why Choose", "Our Story", the blog teasers)
 * hold nothing to hydrate: they are islands rendered once per process (components/island.tsx), so
 * neither their text nor their components travel to the browser.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const site = siteConfig();
  return {
    meta: pageMeta(site.brand, {
      title: "Incense, Dhoop and Pooja Essentials",
      description: `Charcoal-free incense from recycled temple flowers, dhoop, sambrani cups, pooja essentials and handmade candles from ${site.brand}.`,
    }),
    brand: site.brand,
    slides: heroSlides,
    mostLoved: mostLovedCards(),
    categoryTiles: sharedIsland(context, "home-category-tiles", () => (
      <CategoryStripTiles tiles={shopByCategoryTiles} />
    )),
    essentialsTiles: sharedIsland(context, "home-essentials-tiles", () => (
      <EssentialsTiles tiles={essentialsTiles} />
    )),
    story: sharedIsland(context, "home-story", () => {
      const copy = homeStory(siteConfig());
      return (
        <>
          <WhyChoose copy={copy} />
          <OurStory copy={copy} />
          <BlogTeasers teasers={blogTeasers()} />
        </>
      );
    }),
  };
}

export default function HomePage() {
  const { brand, slides, mostLoved, categoryTiles, essentialsTiles, story } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <h1 className="visually-hidden">{brand}: charcoal-free incense, candles and pooja essentials</h1>
      <HeroSlider slides={slides} />
      <CategoryStrip tiles={categoryTiles} />
      <EssentialsGrid tiles={essentialsTiles} />
      <MostLoved cards={mostLoved} />
      <Island as="div" island={story} />
    </div>
  );
}
