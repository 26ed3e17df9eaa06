import type { LinksFunction, MetaFunction } from "@remix-run/node";

import { essentialsTiles, mostLovedItems, shopByCategoryTiles } from "~/catalog/featured";
import { CategoryStrip } from "~/components/home/CategoryStrip";
import { EssentialsGrid } from "~/components/home/EssentialsGrid";
import { HeroSlider } from "~/components/home/HeroSlider";
import { BlogTeasers, OurStory, WhyChoose } from "~/components/home/HomeStory";
import { MostLoved } from "~/components/home/MostLoved";
import sliderStyles from "~/components/slider/slider.css";
import { blogPosts } from "~/content/blog-posts";
import { pageTitle } from "~/content/page-title";
import homeStyles from "~/styles/home.css";
import type { ShellHandle } from "~/root";

export const handle: ShellHandle = { cacheDocument: true };

/**
 * The home page (spec §2). Everything on it is static catalogue data imported at build time, so
 * there is no loader: the HTML is the same for every visitor and caches well.
 */

export const meta: MetaFunction = () => [
  { title: pageTitle("Incense, Dhoop and Pooja Essentials") },
  {
    name: "description",
    content:
      "Charcoal-free incense from recycled temple flowers, dhoop, sambrani cups, pooja essentials and handmade candles from Vasanam.",
  },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: sliderStyles },
  { rel: "stylesheet", href: homeStyles },
];

export default function HomePage() {
  return (
    <div className="home">
      <h1 className="visually-hidden">Vasanam: charcoal-free incense, candles and pooja essentials</h1>
      <HeroSlider />
      <CategoryStrip tiles={shopByCategoryTiles} />
      <EssentialsGrid tiles={essentialsTiles} />
      <MostLoved items={mostLovedItems} />
      <WhyChoose />
      <OurStory />
      <BlogTeasers posts={blogPosts} />
    </div>
  );
}
