import { CLASS_TERMS } from "./ClassVocabulary.js"
import { stem } from "./Lexicon.js"

/**
 * Word lists that connect a mark's words to the goods: synonyms of the names of goods,
 * the nouns that name goods in any class, flavours and scents, kinds of outlet, and
 * respellings. See docs/DISTINCTIVENESS.md for why each list exists.
 */

const words = (text: string): ReadonlyArray<string> => text.split(/\s+/).filter((w) => w.length > 0)

/**
 * Groups of words that name the same thing to a buyer. A mark word meets the description
 * through any word of its group: BIKE meets "bicycle racks", HOTELS meets "temporary lodging".
 */
const SYNONYM_GROUPS: ReadonlyArray<string> = [
  "bike bicycle cycle",
  "tv television telly",
  "hotel hotels lodging accommodation accommodations inn motel",
  "bet betting wager wagering gamble gambling",
  "lawyer lawyers law legal attorney attorneys",
  "bank banking",
  "foot feet",
  "chick chicken",
  "cam camera",
  "doc docs document documents",
  "pc computer computers",
  "car cars automobile automobiles auto vehicle vehicles",
  "vision optical eyewear eye eyes sight optician",
  "tire tires tyre tyres",
  "kid kids child children",
  "boat boats craft watercraft vessel",
  "booking bookings reservation reservations",
  "registry register directory",
  "seethrough transparent clear",
  "meal food",
  "mini small miniature",
  "wipe wipes cloth cloths",
  "housing homes houses dwellings",
  "shoe shoes footwear",
  "phone phones telephone telephones",
  "pet pets animal animals",
  "doggy dog dogs",
  "mattress mattresses",
  "e electronic",
  "i internet",
  "lite light",
  "moist humid humidify humidifies humidifier moisture",
  "sharpen sharpener sharpeners",
  "tool tools utility",
  "control manage managing management",
  "fly flight flights flying airport airline airlines air"
]

const synonymIndex = new Map<string, ReadonlyArray<string>>()
for (const group of SYNONYM_GROUPS) {
  const members = words(group)
  for (const m of members) synonymIndex.set(m, [...new Set([...(synonymIndex.get(m) ?? []), ...members.filter((x) => x !== m)])])
}

/** Other words for the same thing (never the word itself). */
export const synonymsOf = (word: string): ReadonlyArray<string> => synonymIndex.get(word) ?? synonymIndex.get(stem(word)) ?? []

/**
 * Nouns that name goods or services in some class beyond the per-class generic lists:
 * a word of the description that is one of these names the goods, wherever it stands.
 */
const EXTRA_PRODUCT_NOUNS = words(
  "wheat fudge bundt wafer wafers biscuit biscuits turkey turkeys bond bonds stock stocks container containers blind blinds " +
    "drapery draperies curtain splint splints brace braces monthly weekly quarterly journal gazette digest magazine " +
    "magazines periodical newsletter electronics tire tires tyre tyres rack racks lick licks escalator escalators elevator " +
    "trampoline trampolines yoyo yoyos potpourri swab swabs mattress mattresses bedding television rake rakes shovel " +
    "betting lottery casino fertilizer fertiliser supplement supplements soda sodas lodging restaurant"
)

const productNounIndex = new Set<string>()
for (const t of Object.values(CLASS_TERMS)) for (const w of words(t.generic)) productNounIndex.add(stem(w))
for (const w of EXTRA_PRODUCT_NOUNS) productNounIndex.add(stem(w))

/** Whether a word names goods or services in some class. */
export const isProductNoun = (word: string): boolean => productNounIndex.has(stem(word))

/**
 * Flavours and scents: for goods sold by taste or smell (toiletries, candles, foods,
 * drinks, tobacco) these words tell the flavour or scent, so they describe the goods
 * (In re Gyulay: APPLE PIE for potpourri).
 */
export const FLAVOUR_CLASSES: ReadonlySet<number> = new Set([3, 4, 5, 29, 30, 31, 32, 33, 34])
export const FLAVOURS = new Set(
  words(
    "apple pie cherry strawberry raspberry blueberry lemon lime orange peach mango banana coconut pineapple vanilla " +
      "chocolate caramel cinnamon ginger mint peppermint spearmint honey almond hazelnut coffee cocoa lavender rose jasmine " +
      "sandalwood cedar pine musk citrus berry berries melon grape apricot plum pear cookie cake cream butter maple spice " +
      "pumpkin toffee licorice liquorice anise fig rhubarb smoky smoked mild sweet sour tangy spicy creamy rich crunchy crispy zesty"
  ).map(stem)
)

/** Kinds of outlet or service provider: they say what kind of business offers the goods. */
export const OUTLET_WORDS = new Set(
  words(
    "warehouse outlet depot mart emporium superstore store stores shop shops center centre registry directory exchange house " +
      "clinic salon parlor parlour garage bakery market grill shack diner pub tavern"
  ).map(stem)
)

/**
 * Misspellings and phonetic spellings read as the word they stand for (TMEP §1209.03(j)):
 * a misspelt descriptive word stays descriptive. General rules live in Respell.ts; these
 * are the forms no rule produces.
 */
export const RESPELLINGS: Readonly<Record<string, string>> = {
  thru: "through",
  cthru: "seethrough",
  lite: "light",
  nite: "night",
  brite: "bright",
  rite: "right",
  kwik: "quick",
  quik: "quick",
  kleen: "clean",
  klean: "clean",
  kool: "cool",
  tuff: "tough",
  xpress: "express",
  xtreme: "extreme",
  sno: "snow",
  dri: "dry",
  fri: "fry",
  lyx: "licks",
  lix: "licks",
  stix: "sticks",
  sox: "socks",
  citi: "city",
  surgi: "surgical",
  ez: "easy",
  nu: "new",
  xtra: "extra",
  hi: "high",
  lo: "low",
  tek: "tech"
}

/**
 * Letters and digits that stand for function words in text-speak (SHOES 4 U, SOFT N DRI, BOOKS 2 GO):
 * read as the word they stand for, they carry no meaning of their own, like "for" or "and".
 */
export const FUNCTION_RESPELLINGS: Readonly<Record<string, string>> = {
  u: "you",
  ur: "your",
  n: "and",
  r: "are",
  b: "be",
  "2": "to",
  "4": "for"
}
