import type { Category, PackingUnit, PriceListItem } from "./price-list-item";

/**
 * The built-in (fallback) wholesale price list of Punarvana Eco products, written the way the reps'
 * sheet writes it. Rates are in rupees: per dozen for incense packed in pieces, otherwise per piece,
 * per unit or per kg. Packing size is pieces or units per carton, or kg per bag. Schemes keep the reps'
 * spellings on purpose ("60+4 dozen", "60+4 dz", "10+1", "5+1 carton", "none", "-") so that the list
 * exercises the parser. Some incense cartons hold only the billed dozens (720 pieces for "60+4 dozen"):
 * those get the free dozens on top of each carton (docs/calculator.md, the carton exception).
 *
 * Each row ends with its HSN code ("" where the goods have no one obvious heading, such as mixed gift
 * sets) and its GST rate, here the calculator's defaults (5%, oil 12%). Illustrative figures, not a real
 * tariff: a shop loads its own list with the rates and codes its accountant confirms.
 */
type Row = readonly [
  name: string,
  rate: number,
  category: Category,
  packingSize: number,
  packingUnit: PackingUnit,
  scheme: string,
  gramsPerPack: number | null,
  productMrp: number | null,
  hsn: string,
  gstRate: number,
];

const ROWS: readonly Row[] = [
  // Agarbatti: rate per dozen packs.
  ["Punarvana Rose Agarbatti 16 g", 84, "incense", 768, "pcs", "60+4 dozen", 16, 10, "330741", 5],
  ["Punarvana Sandalwood Agarbatti 16 g", 84, "incense", 720, "pcs", "60+4 dozen", 16, 10, "330741", 5],
  ["Punarvana Jasmine Agarbatti 16 g", 84, "incense", 768, "pcs", "60+4 dozen", 16, 10, "330741", 5],
  ["Punarvana Lavender Agarbatti 16 g", 84, "incense", 768, "pcs", "60+4 dz", 16, 10, "330741", 5],
  ["Punarvana Kasturi Agarbatti 16 g", 84, "incense", 720, "pcs", "60+4 Dozen", 16, 10, "330741", 5],
  ["Punarvana Mogra Agarbatti 16 g", 84, "incense", 768, "pcs", "60+4 dozen", 16, 10, "330741", 5],
  ["Punarvana Chandan Agarbatti 40 g", 252, "incense", 132, "pcs", "10+1", 40, 30, "330741", 5],
  ["Punarvana Nag Champa Agarbatti 40 g", 252, "incense", 132, "pcs", "10+1", 40, 30, "330741", 5],
  ["Punarvana Guggul Agarbatti 40 g", 252, "incense", 120, "pcs", "10+1", 40, 30, "330741", 5],
  ["Punarvana Tulsi Agarbatti 40 g", 252, "incense", 132, "pcs", "10+1 dozen", 40, 30, "330741", 5],
  ["Punarvana Loban Agarbatti 40 g", 252, "incense", 132, "pcs", "10 + 1", 40, 30, "330741", 5],
  ["Punarvana Mystic Musk Agarbatti 60 g", 330, "incense", 144, "pcs", "10+2 dozen", 60, 40, "330741", 5],
  [
    "Punarvana Spiritual Floral Agarbatti 60 g",
    330,
    "incense",
    144,
    "pcs",
    "10+2 dozen",
    60,
    40,
    "330741",
    5,
  ],
  ["Punarvana Cooling Minty Agarbatti 100 g", 546, "incense", 72, "pcs", "5+1", 100, 65, "330741", 5],
  ["Punarvana Temple Flower Agarbatti 100 g", 546, "incense", 72, "pcs", "5+1 dozen", 100, 65, "330741", 5],
  ["Punarvana Lemongrass Agarbatti 100 g", 546, "incense", 60, "pcs", "5+1", 100, 65, "330741", 5],
  ["Punarvana Premium Champa Agarbatti 110 g", 630, "incense", 72, "pcs", "5+1 dz", 110, 75, "330741", 5],
  [
    "Punarvana Vetiver Agarbatti 250 g Zipper Pack",
    1260,
    "incense",
    48,
    "pcs",
    "none",
    250,
    150,
    "330741",
    5,
  ],
  ["Punarvana Classic Woody Agarbatti 250 g", 1260, "incense", 48, "pcs", "-", 250, 150, "330741", 5],
  ["Punarvana Rose Agarbatti 400 g Family Pack", 1470, "incense", 24, "pcs", "none", 400, 175, "330741", 5],
  [
    "Punarvana Sandalwood Agarbatti 400 g Family Pack",
    1470,
    "incense",
    24,
    "pcs",
    "No",
    400,
    175,
    "330741",
    5,
  ],
  [
    "Punarvana Jasmine Incense Sticks 12 sticks",
    126,
    "incense",
    288,
    "pcs",
    "20+4 dozen",
    20,
    15,
    "330741",
    5,
  ],
  ["Punarvana Lavender Incense Sticks 20 sticks", 252, "incense", 144, "pcs", "10+2", 22, 30, "330741", 5],
  [
    "Punarvana Premium Oud Incense Sticks 20 sticks",
    420,
    "incense",
    120,
    "pcs",
    "10+1 dozen",
    25,
    50,
    "330741",
    5,
  ],
  ["Punarvana Agarbatti Value Box 12 x 16 g", 1512, "incense", 12, "pcs", "none", 192, 180, "330741", 5],

  // Dhoop, sambrani, hawan: rate per piece, or per kg for loose goods.
  ["Punarvana Guggul Dhoop Sticks 20 sticks", 24, "dhoop", 144, "pcs", "12+1", 50, 35, "330741", 5],
  ["Punarvana Loban Dhoop Sticks 20 sticks", 24, "dhoop", 144, "pcs", "12+1", 50, 35, "330741", 5],
  ["Punarvana Havan Dhoop Batti 100 g", 62, "dhoop", 96, "pcs", "10+1 pcs", 100, 80, "330741", 5],
  ["Punarvana Sandal Dhoop Batti 100 g", 62, "dhoop", 96, "pcs", "10+1 pcs", 100, 80, "330741", 5],
  ["Punarvana Sambrani Cups 48 cups", 118, "dhoop", 48, "pcs", "10+1", 240, 150, "330741", 5],
  ["Punarvana Loban Sambrani Cups 12 cups", 36, "dhoop", 96, "pcs", "none", 60, 45, "330741", 5],
  ["Punarvana Dhoop Lakkad (loose)", 320, "dhoop", 5, "kg", "none", 250, 99, "330741", 5],
  ["Punarvana Hawan Samagri (loose)", 140, "dhoop", 25, "kg", "none", 500, 99, "330741", 5],
  ["Punarvana Hawan Samagri 200 g", 42, "dhoop", 120, "pcs", "10+1", 200, 60, "330741", 5],
  ["Punarvana Bakhoor Dhoop Chips 50 g", 95, "dhoop", 48, "pcs", "5+1 carton", 50, 130, "330741", 5],
  ["Punarvana Camphor Tablets 40 g", 32, "dhoop", 200, "pcs", "n/a", 40, 40, "291429", 5],

  // Cones: rate per box.
  ["Punarvana Rose Dhoop Cones 10 cones", 35, "cones", 120, "pcs", "10+1", 25, 45, "330741", 5],
  ["Punarvana Sandalwood Dhoop Cones 10 cones", 35, "cones", 120, "pcs", "10+1", 25, 45, "330741", 5],
  ["Punarvana Lavender Dhoop Cones 12 cones", 42, "cones", 120, "pcs", "10+1", 30, 55, "330741", 5],
  ["Punarvana Backflow Cones Mixed 40 cones", 110, "cones", 60, "pcs", "5+1 carton", 120, 149, "330741", 5],
  ["Punarvana Premium Incense Cones 100 g", 62, "cones", 96, "pcs", "12+1 pcs", 100, 80, "330741", 5],
  ["Punarvana Guggul Cones 100 g", 62, "cones", 96, "pcs", "12+1 pcs", 100, 80, "330741", 5],
  ["Punarvana Temple Flower Cones 10 cones", 30, "cones", 144, "pcs", "none", 25, 40, "330741", 5],
  ["Punarvana Cone Burner with 10 Cones", 85, "cones", 48, "pcs", "-", null, 125, "330741", 5],

  // Gift: rate per unit.
  ["Punarvana Festive Pooja Gift Box", 499, "gift", 10, "unit", "none", null, 699, "", 5],
  ["Punarvana Diwali Diya and Incense Gift Set", 349, "gift", 12, "unit", "10+1", null, 499, "", 5],
  ["Punarvana Temple Flower Gift Hamper Large", 3500, "gift", 4, "unit", "none", null, 4999, "", 5],
  ["Punarvana Aroma Trio Gift Pack", 599, "gift", 12, "unit", "none", null, 799, "", 5],
  ["Punarvana Corporate Gift Crate", 1850, "gift", 6, "unit", "5+1 carton", null, 2499, "", 5],
  ["Punarvana Tealight Gift Tin 20 pcs", 279, "gift", 24, "unit", "none", null, 349, "3406", 5],
  ["Punarvana Wedding Return Gift Pouch", 65, "gift", 100, "unit", "100+10", null, 99, "", 5],
  ["Punarvana Bowl Candle Set of 3", 399, "gift", 12, "unit", "none", null, 499, "3406", 5],

  // Eco: recycled temple flowers and other low-waste goods.
  ["Punarvana Seed Paper Rakhi", 8, "eco", 500, "unit", "none", null, 15, "", 5],
  ["Punarvana Flower Paper Notebook A5", 85, "eco", 50, "unit", "10+1", null, 120, "4820", 5],
  ["Punarvana Cow Dung Diya Pack of 12", 60, "eco", 40, "unit", "10+1", null, 90, "", 5],
  ["Punarvana Coconut Shell Bowl", 149, "eco", 24, "unit", "none", null, 249, "", 5],
  ["Punarvana Herbal Holi Gulal 100 g", 45, "eco", 200, "pcs", "20+2", 100, 70, "", 5],
  ["Punarvana Temple Flower Vermicompost (loose)", 22, "eco", 25, "kg", "none", 1000, 60, "3101", 5],
  ["Punarvana Flower Fibre Tote Bag", 120, "eco", 50, "unit", "none", null, 199, "", 5],
  ["Punarvana Jute Pooja Aasan", 110, "eco", 30, "unit", "none", null, 160, "", 5],
  ["Punarvana Clay Kulhad Set of 6", 95, "eco", 24, "unit", "-", null, 150, "6912", 5],
  ["Punarvana Flower Colour Crayons 12", 70, "eco", 60, "unit", "10+1", null, 99, "9609", 5],

  // Personal care: rate per piece.
  ["Punarvana Neem Tulsi Soap 100 g", 38, "personalcare", 144, "pcs", "12+1", 100, 55, "3401", 5],
  ["Punarvana Rose Petal Soap 100 g", 38, "personalcare", 144, "pcs", "12+1", 100, 55, "3401", 5],
  ["Punarvana Sandal Haldi Soap 125 g", 46, "personalcare", 144, "pcs", "12+1 pcs", 125, 65, "3401", 5],
  ["Punarvana Bamboo Toothbrush", 45, "personalcare", 200, "pcs", "none", 15, 79, "9603", 5],
  ["Punarvana Rose Water 200 ml", 72, "personalcare", 48, "pcs", "10+1", 200, 110, "330190", 5],
  ["Punarvana Herbal Ubtan 100 g", 89, "personalcare", 60, "pcs", "none", 100, 140, "3304", 5],
  ["Punarvana Aloe Neem Face Wash 100 ml", 96, "personalcare", 48, "pcs", "-", 100, 149, "340130", 5],

  // Oil: rate per bottle, can or kg; 12% GST, no distributor or trade discount.
  ["Punarvana Pooja Oil 1000 ml", 244, "oil", 12, "pcs", "10+1", null, 299, "", 12],
  ["Punarvana Pooja Oil 500 ml", 131, "oil", 24, "pcs", "10+1", null, 160, "", 12],
  ["Punarvana Pooja Oil 900 ml", 244, "oil", 12, "pcs", "none", null, 299, "", 12],
  ["Punarvana Pooja Oil 450 ml", 135, "oil", 24, "pcs", "none", null, 165, "", 12],
  ["Punarvana Diya Oil 200 ml", 58, "oil", 48, "pcs", "12+1", null, 75, "", 12],
  ["Punarvana Til Deepam Oil 5 L Can", 1150, "oil", 4, "unit", "none", null, 1399, "1515", 12],
  ["Punarvana Mahua Lamp Oil (loose)", 185, "oil", 15, "kg", "none", null, null, "1515", 12],
];

/**
 * The rows as items. They are written already normalised (lowercase categories and units, packing
 * sizes given, HSN codes and GST rates filled in), so the page needs no normaliser to use them; a unit
 * test checks that normalising them changes nothing.
 */
export const BUILT_IN_PRICE_LIST_ROWS: readonly PriceListItem[] = ROWS.map(
  ([name, rate, category, packingSize, packingUnit, scheme, gramsPerPack, productMrp, hsn, gstRate]) => ({
    name,
    rate,
    category,
    packingSize,
    packingUnit,
    scheme,
    gramsPerPack,
    productMrp,
    hsn,
    gstRate,
  }),
);

/** The built-in list (what "Use fallback list" loads). A fresh array on every call. */
export function builtInPriceList(): PriceListItem[] {
  return [...BUILT_IN_PRICE_LIST_ROWS];
}
