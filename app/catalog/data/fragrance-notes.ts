/**
 * What each fragrance smells like, in the catalogue's voice, and the colour its artwork uses.
 * Shared by the product records (descriptions) and the artwork generator (colours).
 */
import type { Fragrance } from "../schema";

export interface FragranceNote {
  /** How the fragrance reads inside a product name ("Rose", "Cooling Minty"). */
  word: string;
  /** One sentence on the scent. */
  notes: string;
  /** Where it suits best. */
  mood: string;
  /** Main and accent colours for the artwork. */
  colour: string;
  accent: string;
}

export const FRAGRANCE_NOTES: Readonly<Record<Fragrance, FragranceNote>> = {
  "": {
    word: "",
    notes: "It is left unscented so that nothing competes with your own offerings.",
    mood: "daily pooja and quiet evenings",
    colour: "#b08d57",
    accent: "#f3e6cc",
  },
  Blended: {
    word: "Blended",
    notes: "A balanced blend of floral, woody and resinous notes that suits every room.",
    mood: "the family altar and the living room",
    colour: "#8a5a44",
    accent: "#f1d9c7",
  },
  Mixed: {
    word: "Mixed",
    notes: "An assortment of our most loved fragrances, so every day of the week smells a little different.",
    mood: "trying a new fragrance each day",
    colour: "#6d597a",
    accent: "#eadcf0",
  },
  Luxury: {
    word: "Luxury",
    notes: "A rich, long-lasting accord of oud, amber and soft florals made for special occasions.",
    mood: "festive evenings and gifting",
    colour: "#7a1f3d",
    accent: "#f4d58d",
  },
  Lavender: {
    word: "Lavender",
    notes: "Clean, herbaceous lavender with a soft powdery finish that helps the mind unwind.",
    mood: "bedrooms, reading corners and meditation",
    colour: "#7e6bc4",
    accent: "#e6e0fa",
  },
  Jasmine: {
    word: "Jasmine",
    notes: "The sweet, heady perfume of fresh mogra garlands, just as it fills a temple courtyard.",
    mood: "evening aarti and welcoming guests",
    colour: "#d9c86a",
    accent: "#fbf7df",
  },
  Rose: {
    word: "Rose",
    notes: "Fresh Indian rose petals with a gentle honeyed warmth, never sharp or synthetic.",
    mood: "morning prayers and festive decoration",
    colour: "#c2185b",
    accent: "#fde0ea",
  },
  Sandalwood: {
    word: "Sandalwood",
    notes: "Creamy, woody sandalwood that lingers softly long after the stick has burnt out.",
    mood: "meditation, yoga and daily pooja",
    colour: "#a0522d",
    accent: "#f5e1cf",
  },
  Kasturi: {
    word: "Kasturi",
    notes: "A warm, musky kasturi note with a hint of spice, traditional and grounding.",
    mood: "evening prayers and the study",
    colour: "#5d4037",
    accent: "#efe0d6",
  },
  Guggul: {
    word: "Guggul",
    notes: "Pure guggul resin with its smoky, balsamic character, used in temples for centuries.",
    mood: "purifying the home after a long day",
    colour: "#6b4f2a",
    accent: "#eadbc2",
  },
  Loban: {
    word: "Loban",
    notes: "Sweet benzoin resin (loban) that clears the air and leaves a soft vanilla-like trail.",
    mood: "Friday prayers, dargah offerings and cleansing rituals",
    colour: "#8d6e63",
    accent: "#f1e7e2",
  },
  Havan: {
    word: "Havan",
    notes: "The familiar fragrance of a havan: ghee, herbs, camphor and sacred woods together.",
    mood: "griha pravesh, havans and festival mornings",
    colour: "#d84315",
    accent: "#ffe0d2",
  },
  Chandan: {
    word: "Chandan",
    notes: "Traditional chandan paste aroma, cool and soothing, the way it smells at the temple.",
    mood: "daily pooja and tilak rituals",
    colour: "#c68b59",
    accent: "#f8eadb",
  },
  "Cooling Minty Blend": {
    word: "Cooling Minty",
    notes: "Peppermint and eucalyptus brightened with a touch of camphor, crisp and refreshing.",
    mood: "summer afternoons and work-from-home desks",
    colour: "#00897b",
    accent: "#d7f3ef",
  },
  "Mystic Musk Essence": {
    word: "Mystic Musk",
    notes: "Deep white musk with amber and a whisper of incense smoke, calm and mysterious.",
    mood: "late evenings and quiet reflection",
    colour: "#37474f",
    accent: "#dde6ea",
  },
  "Spiritual Floral Fusion": {
    word: "Spiritual Floral",
    notes: "Rose, jasmine and champa woven together, the bouquet of a festival morning.",
    mood: "festivals and the puja room",
    colour: "#ad1457",
    accent: "#fbe0ee",
  },
  "Calming Floral": {
    word: "Calming Floral",
    notes: "Soft lily, chamomile and lavender notes that settle a busy room.",
    mood: "bedrooms and bath time",
    colour: "#8e7cc3",
    accent: "#ece8f8",
  },
  "Classic Woody Aroma": {
    word: "Classic Woody",
    notes: "Cedar, vetiver and sandalwood in a dry, classic woody accord.",
    mood: "studies, offices and living rooms",
    colour: "#795548",
    accent: "#eee3dc",
  },
  "Traditional Herbal Resin": {
    word: "Herbal Resin",
    notes: "Guggul, loban and sambrani resin with dried herbs, rooted in Ayurvedic tradition.",
    mood: "morning rituals and purifying the home",
    colour: "#827717",
    accent: "#f2f0d0",
  },
  "Arabian Bakhoor": {
    word: "Arabian Bakhoor",
    notes: "Oud wood chips soaked in amber, rose and musk, in the style of a Gulf bakhoor.",
    mood: "welcoming guests and special dinners",
    colour: "#4e342e",
    accent: "#f0d9a8",
  },
};
