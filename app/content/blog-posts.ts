/**
 * The four festival articles. `content` holds paragraphs separated by "\n";
 * the article page renders one paragraph per line. "{brand}" is the configured brand, filled in
 * by the article's loader.
 */
import type { BlogPost } from "~/content/blog-post-schema";
import { formatDate } from "~/content/dates";

export const blogPosts: readonly BlogPost[] = [
  {
    id: 1,
    title: "Diwali 2025: Lighting Your Home the Traditional Way",
    excerpt:
      "From the first diya at dusk to the last wisp of sandalwood smoke, here is how to prepare your home for the festival of lights with fragrance, flame and a little mindfulness.",
    image: "/images/blog/diwali.svg",
    author: "Admin",
    date: "2025-10-14",
    read: "8 min read",
    content: [
      "Diwali is the one night of the year when every home in India seems to glow from within. Long before the fireworks begin, the festival starts quietly: a freshly swept doorway, a rangoli drawn in the afternoon light, and the first diya placed on the threshold to welcome Goddess Lakshmi.",
      "Fragrance has always been part of that welcome. Our grandmothers lit agarbatti and dhoop at sunset not only for the gods but to make the house feel clean, calm and ready for guests. This Diwali, try lighting a stick of sandalwood or rose agarbatti in each room about an hour before the Lakshmi Puja, so the fragrance settles gently instead of filling the air all at once.",
      "If you are planning a long row of lamps, ghee diya batti and scented tealights save a great deal of time. Each {brand} ghee diya comes ready to light, with a cotton wick already set in pure ghee, and our tealights burn for about four hours, long enough to last through dinner and the evening visits of neighbours.",
      "We make our incense from flowers offered at temples in and around Delhi. Instead of ending up in the Yamuna, the marigolds and roses are collected, dried and ground by hand by the women artisans who work with us. It is why our agarbatti is charcoal-free and burns with far less smoke, something you will notice in a closed room full of family.",
      "For the puja itself, keep it simple: camphor for the aarti, a pinch of hawan samagri if your family performs a small havan, fresh flowers, and one steady lamp that burns through the night. Place incense holders on a heat-proof plate and away from curtains, especially when children are running around with sparklers.",
      "Since 2015 more than a lakh of families have made {brand} a part of their festivals. However you celebrate, we wish you a Diwali full of light, good food and the quiet joy of a fragrant home.",
    ].join("\n"),
  },
  {
    id: 2,
    title: "Dhanteras: What to Buy, What to Light and Why It Matters",
    excerpt:
      "Dhanteras opens the five days of Diwali. Beyond gold and new utensils, it is a day to honour health and prosperity with lamps, dhoop and a clean, fragrant home.",
    image: "/images/blog/dhanteras.svg",
    author: "Admin",
    date: "2025-10-10",
    read: "6 min read",
    content: [
      "Dhanteras falls on the thirteenth day of the dark half of Kartik and marks the beginning of the Diwali festivities. The day honours Dhanvantari, the physician of the gods, as well as Lakshmi and Kubera, which is why families buy gold, silver or new utensils and light a lamp for Yama at the doorway in the evening.",
      "The Yama deepam is traditionally a single earthen lamp filled with mustard or sesame oil and placed facing south. Our pooja oil, a light blend of five oils, burns clean and steady, and a single 500 ml bottle lasts through all five days of the festival.",
      "Many families also clean the pooja room thoroughly on Dhanteras. Once it is ready, light dhoop batti or sambrani cups to purify the space. Loban and guggul have been used this way for centuries; their resinous smoke is said to drive away insects and stale air after the monsoon.",
      "If you are buying gifts for relatives, a {brand} festive hamper is an easy choice: agarbatti, dhoop, a candle and a brass holder in a reusable box, put together by hand in our workshop. Every box supports the artisans who roll our incense, many of whom have been with us since we started manufacturing in 2021.",
      "Whatever you bring home this Dhanteras, we hope it brings health first and wealth after. Shubh Dhanteras from all of us at {brand}.",
    ].join("\n"),
  },
  {
    id: 3,
    title: "Dussehra: The Victory of Good and the Fragrance of New Beginnings",
    excerpt:
      "After nine nights of Navratri comes Vijayadashami. Here is how families across India mark the day, and the small rituals you can bring into your own home.",
    image: "/images/blog/dussehra.svg",
    author: "Admin",
    date: "2025-10-02",
    read: "7 min read",
    content: [
      "Dussehra, or Vijayadashami, celebrates the victory of Lord Rama over Ravana and of Goddess Durga over Mahishasura. In the north, towering effigies of Ravana go up in flames at dusk; in Bengal, the Durga idols are immersed; in the south, it is the day of Ayudha Puja and Vidyarambham, when tools and books are worshipped and children write their first letters.",
      "What unites these traditions is the idea of a fresh start. It is a good day to bring something new into the home, to clean the pooja shelf, and to light a lamp for the year ahead.",
      "For Ayudha Puja, families wash their vehicles, tools and instruments, mark them with kumkum and haldi, and offer flowers. A few sticks of chandan or jasmine agarbatti and a camphor aarti complete the ritual. Our camphor tablets are pure and light instantly, leaving no residue on brass plates.",
      "If you kept the nine days of Navratri, you may have a small havan on the tenth morning. {brand} hawan samagri contains more than thirty herbs, woods and resins, cleaned and blended by hand, and it produces a fragrant, steady fire without the acrid smoke of poor-quality mixes.",
      "Dussehra is also the start of the festive season for us at {brand}. The flowers offered during Navratri come back to our workshop, where they are sorted, dried and turned into the incense you will light at Diwali. It is our favourite kind of new beginning: nothing wasted, and every stick made by hand.",
    ].join("\n"),
  },
  {
    id: 4,
    title: "Gandhi Jayanti: Simple Living, Handmade Goods and a Cleaner India",
    excerpt:
      "On 2 October we remember a man who spun his own cloth and asked us to be the change. A few thoughts on what his ideas mean for how we make and buy everyday things.",
    image: "/images/blog/gandhi-jayanti.svg",
    author: "Admin",
    date: "2025-09-30",
    read: "5 min read",
    content: [
      "Every year on 2 October, India remembers Mahatma Gandhi with prayer meetings, bhajans and cleanliness drives. Raghupati Raghav Raja Ram plays in schools and offices, and many families spend a quiet moment at home in his memory.",
      "Gandhi believed in swadeshi, in buying what is made close to home by people whose work we can see. It is an idea that shaped {brand} from the start. Our incense is rolled by hand by women artisans, and every purchase pays for their work fairly, at a time when machine-made sticks full of charcoal are the norm.",
      "He also believed that cleanliness was close to godliness. Each year tonnes of temple flowers end up in our rivers. Since 2015 we have collected them instead, dried them and turned them into agarbatti, dhoop and the petals pressed into our dry flower candles. It is a small contribution to a cleaner Ganga and Yamuna, and it gives the flowers a second life.",
      "This Gandhi Jayanti, you might light a single lamp, read a few pages of his autobiography, or simply choose one handmade, local product over an imported one. Small choices, repeated by many people, are how change happens.",
    ].join("\n"),
  },
];

export function blogPostById(id: number): BlogPost | undefined {
  return blogPosts.find((p) => p.id === id);
}

/** What a list of articles shows of each (the blog page and the home page's Blogs section). */
export interface BlogTeaser {
  id: number;
  title: string;
  excerpt: string;
  image: string | null;
  author: string;
  date: string;
  /** The date as people read it: "14 October 2025". */
  dateText: string;
  read: string;
}

/** Every article as a teaser, newest first. */
export function blogTeasers(): BlogTeaser[] {
  return [...blogPosts]
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
    .map(({ id, title, excerpt, image, author, date, read }) => ({
      id,
      title,
      excerpt,
      image: image ?? null,
      author,
      date,
      dateText: formatDate(date),
      read,
    }));
}
