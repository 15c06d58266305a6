import { singularize } from "../../Analysis/Similarity/Normalize.js"

/**
 * The kinds of goods and services a goods text names (a curated table, ~40 kinds, each with the
 * words that name it and the words that describe its goods), and whether a word names or
 * describes goods of those kinds. `GoodsProximity` relates the kinds; sources are listed there.
 */

export interface GoodsKind {
  readonly id: string
  readonly label: string
  /** Singular lower-case words and phrases naming goods of this kind. */
  readonly words: ReadonlyArray<string>
  /** Words that describe a quality or an ingredient of such goods (LEAN meals, PECAN cookies). */
  readonly descriptors?: ReadonlyArray<string> | undefined
}

/** Words and phrases of a kind, written as one comma-separated line each. */
const list = (words: string): ReadonlyArray<string> => words.split(",").map((w) => w.trim())

const FOOD_INGREDIENTS = list(
  "pecan, almond, walnut, peanut, cashew, hazelnut, pistachio, nut, chocolate, cocoa, vanilla, caramel, honey, cinnamon, ginger, mint, lemon, orange, apple, cherry, berry, strawberry, raspberry, blueberry, banana, coconut, butter, cream, cheese, garlic, onion, pepper, chili, tomato, potato, corn, oat, wheat, rice, bean, sugar, salt, spice, herb, fruit, veggie, vegetable, chicken, beef, pork, bacon, ham, turkey, fish, egg, milk, malt, maple, coffee, tea"
)
const FOOD_QUALITIES = list(
  "lean, light, lite, diet, healthy, natural, organic, fresh, tasty, crispy, crunchy, spicy, sweet, savory, gourmet, homestyle, homemade, delicious, yummy, low, fat, free, wholesome, hearty, frozen, smoked, roasted, baked, grilled"
)

/**
 * How a drink is made, served or what it is like: squeezed juice, cold-pressed, iced tea, sparkling
 * water. Such words describe drinks as FOOD_QUALITIES describe foods (TMEP §1209.01(b): a word that
 * tells a quality, process or characteristic of the goods is descriptive).
 */
const DRINK_QUALITIES = list(
  "squeeze, squeezed, pressed, cold-pressed, blend, blended, brewed, iced, ice, cold, chilled, sparkling, fizzy, still, pure, raw, tropical, zero"
)

/** What describes a drink: its ingredients, the food qualities and the drink's own. */
const DRINK_DESCRIPTORS = [...FOOD_INGREDIENTS, ...FOOD_QUALITIES, ...DRINK_QUALITIES]

export const GOODS_KINDS: ReadonlyArray<GoodsKind> = [
  {
    id: "restaurant",
    label: "restaurant, bar and catering services",
    words: list(
      "restaurant, pub, tavern, cafe, cafeteria, bistro, diner, catering, eatery, snack bar, coffee shop, take-out, takeaway, food service, bar service, bar and restaurant, brewpub"
    )
  },
  { id: "lodging", label: "hotel and accommodation services", words: list("hotel, motel, accommodation, lodging, resort, inn") },
  {
    id: "beer",
    label: "beer",
    words: list("beer, ale, lager, stout, malt liquor, malt beverage, brew"),
    descriptors: list("malt, hop, blonde, pale, dark, amber, craft, draft, draught")
  },
  {
    id: "wineSpirits",
    label: "wine and spirits",
    words: list(
      "wine, tequila, whisky, whiskey, scotch, vodka, rum, gin, brandy, liqueur, spirit, cognac, mezcal, sake, cider, champagne, alcoholic beverage, bourbon"
    )
  },
  {
    id: "softDrinks",
    label: "soft drinks and juices",
    words: list(
      "soft drink, soda, juice, fruit drink, mineral water, bottled water, energy drink, sports drink, lemonade, carbonated beverage, non-alcoholic beverage, beverage, drink"
    ),
    descriptors: DRINK_DESCRIPTORS
  },
  {
    id: "coffeeTea",
    label: "coffee and tea",
    words: list("coffee, tea, cocoa, espresso, herbal tea"),
    descriptors: DRINK_DESCRIPTORS
  },
  {
    id: "food",
    label: "foodstuffs",
    words: list(
      "food, foodstuff, meal, snack, cookie, biscuit, cracker, cake, bread, pastry, candy, confectionery, chocolate, chewing gum, ice cream, sauce, barbecue sauce, mustard, ketchup, condiment, spice, seasoning, flavour, flavor, flavoring, flavouring, food colour, food color, cereal, pasta, rice, flour, sugar, honey, jam, butter, cheese, dairy, dairy product, milk, yogurt, meat, poultry, seafood, peanut, pizza, sandwich, taco, noodle, soup, potato chip, tortilla chip, popcorn, pretzel, dessert, prepared meal, frozen meal"
    ),
    descriptors: [...FOOD_INGREDIENTS, ...FOOD_QUALITIES]
  },
  {
    id: "clothing",
    label: "clothing",
    words: list(
      "clothing, apparel, garment, shirt, t-shirt, pant, trouser, jean, jacket, coat, raincoat, suit, dress, skirt, blouse, sweater, sportswear, underwear, lingerie, bra, brassiere, hosiery, stocking, sock, swimwear, outerwear, jersey, shorts, clothes"
    )
  },
  { id: "footwear", label: "footwear", words: list("shoe, boot, sneaker, sandal, footwear, slipper") },
  { id: "headwear", label: "headwear", words: list("hat, cap, headwear, headgear, beanie") },
  {
    id: "bags",
    label: "bags and leather goods",
    words: list("handbag, bag, purse, wallet, luggage, leather good, backpack, suitcase, tote")
  },
  {
    id: "jewelry",
    label: "jewellery and watches",
    words: list("jewelry, jewellery, jeweler, jeweller, watch, necklace, bracelet, earring")
  },
  {
    id: "cosmetics",
    label: "cosmetics and toiletries",
    words: list(
      "cosmetic, toiletry, toiletries, skin care, skin-care, skincare, lotion, perfume, fragrance, cologne, lip balm, lip care, lipstick, lip cosmetic, deodorant, antiperspirant, shampoo, conditioner, hair care, soap, sun care, sunscreen, makeup, make-up, nail polish, body wash, personal care"
    ),
    descriptors: list("lip, skin, hair, body, face, nail, sun, stick, balm, cream, glow, silk, soft, smooth")
  },
  {
    id: "cleaning",
    label: "cleaning and polishing preparations",
    words: list("cleaning preparation, detergent, polish, bleach, laundry")
  },
  { id: "paperGoods", label: "household paper products", words: list("paper product, tissue, toilet paper, paper towel, napkin") },
  {
    id: "pharma",
    label: "pharmaceuticals",
    words: list(
      "pharmaceutical, medication, medicine, drug, antidepressant, prescription, medicated, ointment, analgesic, vaccine, veterinary preparation"
    )
  },
  {
    id: "supplements",
    label: "dietary supplements",
    words: list(
      "dietary supplement, herbal supplement, nutritional supplement, food supplement, vitamin, medicinal purpose, detoxifying, herbal remedy"
    )
  },
  {
    id: "medicalServices",
    label: "medical and health care services",
    words: list("hospital, medical service, clinic, health care, healthcare, physician, nursing, therapy")
  },
  { id: "medicalDevices", label: "medical devices", words: list("medical device, medical apparatus, surgical, diagnostic apparatus") },
  {
    id: "finance",
    label: "banking, financial and insurance services",
    words: list(
      "bank, banking, financial, finance, investment, brokerage, insurance, cash management, remittance, credit, loan, accountancy, accounting, payment, mortgage"
    )
  },
  {
    id: "software",
    label: "software",
    words: list("software, computer program, app, firewall, database, operating system, video game")
  },
  {
    id: "hardware",
    label: "computer and electronic hardware",
    words: list(
      "computer hardware, computers, modem, peripheral, printer, router, laptop, electronic good, electronic apparatus, electronic device, consumer electronic"
    )
  },
  {
    id: "itServices",
    label: "IT services",
    words: list(
      "computer maintenance, computer service, software design, software development, hosting, it service, data processing, software as a service, computer programming, cloud computing"
    )
  },
  {
    id: "telecom",
    label: "telecommunications goods and services",
    words: list("telephone, wireless, mobile phone, telecommunication, telecom, smartphone, cellular")
  },
  {
    id: "recordedMedia",
    label: "recorded music and films",
    words: list("cd, dvd, compact disc, music recording, sound recording, recording, compilation, prerecorded, video")
  },
  {
    id: "security",
    label: "security and surveillance equipment",
    words: list("surveillance, alarm, anti-theft, security system, security equipment")
  },
  {
    id: "instruments",
    label: "measuring and control apparatus",
    words: list(
      "measuring, control apparatus, electronic control, sensor, meter, scientific apparatus, scientific instrument, measuring instrument"
    )
  },
  {
    id: "printed",
    label: "printed matter",
    words: list("book, printed material, publication, magazine, newspaper, printed matter, stationery, poster, comic")
  },
  {
    id: "education",
    label: "education and training",
    words: list(
      "education, educational, school, teaching, training, tutoring, training course, educational course, seminar, workshop, character-education"
    )
  },
  {
    id: "entertainment",
    label: "entertainment",
    words: list(
      "entertainment, television show, tv show, television program, film, movie, concert, live performance, music performance, casino, nightclub, amusement, theatre, theater, show"
    )
  },
  {
    id: "travel",
    label: "travel and transport",
    words: list(
      "tour, sightseeing, travel, transport, transportation, cruise, airline, shipping, freight, logistic, courier, parcel delivery"
    )
  },
  {
    id: "retail",
    label: "retail and distribution",
    words: list("retail, store, shop, distributorship, wholesale, department store, supermarket, online store")
  },
  {
    id: "business",
    label: "business services",
    words: list("business consultancy, consulting, consultancy, advertising, marketing, business management, staffing")
  },
  {
    id: "automotive",
    label: "vehicles, parts and their service",
    words: list(
      "automotive, auto part, vehicle, car, truck, tire, tyre, oil change, lubrication, service station, automobile, windshield, motorcycle"
    )
  },
  { id: "fuel", label: "fuels and lubricants", words: list("gasoline, diesel, kerosene, fuel, petrol, motor oil, lubricant") },
  { id: "repair", label: "repair and installation services", words: list("repair, replacement, installation, maintenance") },
  {
    id: "toys",
    label: "toys and games",
    words: list("toy, game, modeling compound, modelling compound, modeling clay, plaything, puzzle, doll")
  },
  {
    id: "sporting",
    label: "sporting goods",
    words: list("sporting good, sporting article, golf club, golf ball, sports equipment, bicycle, fitness equipment, racket, cycling")
  },
  {
    id: "furniture",
    label: "furniture and bedding",
    words: list("furniture, bed, mattress, television stand, table, chair, sofa, cabinet")
  },
  { id: "textiles", label: "yarns and textiles", words: list("yarn, fabric, textile, thread, bedding, linen, towel") },
  { id: "pets", label: "pet food and pet products", words: list("pet food, animal food, dog food, cat food, animal, pet") },
  { id: "housewares", label: "housewares", words: list("kitchenware, dish, cookware, utensil, container, cup, mug, glassware") },
  { id: "musical", label: "musical instruments", words: list("piano, musical instrument, guitar, drum, violin") },
  { id: "tobacco", label: "tobacco products", words: list("tobacco, cigarette, cigar, e-cigarette, vaping") }
]

/** The marks' plural rule (Similarity's `singularize`), on a lower-case goods word. */
const singular = (w: string): string => singularize(w.toUpperCase()).toLowerCase()

/** A word's forms to look up: as written, without a plural s, and singular (COOKIES: cookie; BERRIES: berry). */
const forms = (w: string): ReadonlyArray<string> => {
  const bare = w.endsWith("s") && !w.endsWith("ss") && w.length > 3 ? w.slice(0, -1) : w
  return [w, bare, singular(w)]
}

/** " word word " of a text in each form, for phrase lookups. */
const padded = (text: string): string => {
  const raw = text.toLowerCase().replace(/[’']/g, "").split(/[^a-z0-9-]+/).filter((w) => w.length > 0)
  return [0, 1, 2].map((i) => ` ${raw.map((w) => forms(w)[i]).join(" ")} `).join("|")
}

/** Texts seen recently: a clearance compares one proposal's goods with many earlier marks'. */
const MEMO_SIZE = 512
const kindsMemo = new Map<string, ReadonlyArray<GoodsKind>>()
const wordsMemo = new Map<string, ReadonlySet<string>>()
const remember = <A>(memo: Map<string, A>, text: string, make: () => A): A => {
  const hit = memo.get(text)
  if (hit !== undefined) return hit
  const value = make()
  if (memo.size >= MEMO_SIZE) memo.clear()
  memo.set(text, value)
  return value
}

/** The kinds a goods text names (empty when it names none the table knows). */
export const goodsKinds = (text: string): ReadonlyArray<GoodsKind> =>
  remember(kindsMemo, text, () => {
    const p = padded(text)
    return GOODS_KINDS.filter((k) => k.words.some((w) => p.includes(` ${w} `)))
  })

/** Every word that names or describes goods of the kinds a text names. */
const describingWords = (text: string): ReadonlySet<string> =>
  remember(wordsMemo, text, () => new Set(goodsKinds(text).flatMap((k) => [...k.words, ...(k.descriptors ?? [])])))

/**
 * Whether a shared word names or describes the goods (an ingredient, a quality, the kind of
 * goods itself): PECAN for cookies, LEAN for frozen meals. Such a word is weak however rare.
 */
export const describesGoods = (word: string, goods: ReadonlyArray<string>): boolean => {
  const w = word.toLowerCase().replace(/[^a-z-]/g, "")
  if (w.length === 0) return false
  const ws = forms(w)
  return goods.some((text) => {
    const words = describingWords(text)
    return ws.some((x) => words.has(x))
  })
}
