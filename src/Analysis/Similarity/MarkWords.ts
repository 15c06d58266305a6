/**
 * How much each word of a mark counts when two composite marks are compared (the "dominant
 * element" rule of TMEP §1207.01(b)(viii) and EUIPO's Guidelines on dominant and distinctive
 * elements): consumers remember the fanciful or arbitrary word, not the name of the goods, the
 * company form or the praise. Weights (docs/CLEARANCE.md lists the words):
 *   filler 0      articles and connectors (THE, AND, OF, BY, LE, DE…), unless the mark is nothing else;
 *   business 0.1  company forms and trading words (INC, LLC, GROUP, INTERNATIONAL, COM…);
 *   generic 0.15  the name of the goods or services: the classes' generic terms (CLASS_TERMS)
 *                 and shop/restaurant/finance words (CAFE, KITCHEN, BANK, CAPITAL…);
 *   weak 0.35     praise, colours, places and words the classes' goods are described with;
 *   house 0.5     words after BY (CORAZON BY CHICA): a house mark adds a source, it does not
 *                 displace the product mark;
 *   distinctive 1 everything else.
 */
import { CLASS_TERMS } from "../Distinctiveness/ClassVocabulary.js"

export type WordKind = "filler" | "business" | "generic" | "weak" | "house" | "distinctive"

export const WORD_WEIGHT: Readonly<Record<WordKind, number>> = {
  filler: 0,
  business: 0.1,
  generic: 0.15,
  weak: 0.35,
  house: 0.5,
  distinctive: 1
}

const set = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter((w) => w.length > 0))

export const FILLER_WORDS = set("THE A AN AND OF BY FOR AT TO IN ON MY YOUR OUR LE LA LES EL LOS LAS DE DEL DI DA DU DES IL DER DIE DAS ET")

export const BUSINESS_WORDS = set(
  "INC LLC LTD LIMITED CO CORP CORPORATION COMPANY GMBH AG SA SAS SARL SRL SPA BV NV PLC LLP LP KG OY AB AS PTY " +
    "GROUP HOLDING INTERNATIONAL INTL ENTERPRISE INDUSTRY INDUSTRIE GLOBAL WORLDWIDE WORLD BRAND COLLECTION " +
    "USA US UK EU AMERICA AMERICAN EUROPE EUROPEAN NYC LA COM NET ORG WWW ONLINE DIRECT TRADING PARTNER ASSOCIATE SOCIETY"
)

/** Names of kinds of businesses and goods that are generic whatever the classes. */
export const GENERIC_WORDS = set(
  "STORE SHOP SHOPPE MART MARKET OUTLET CAFE RESTAURANT KITCHEN GRILL BAR PUB DINER BISTRO EATERY HOTEL INN MOTEL RESORT " +
    "SPA CLUB CENTER CENTRE SERVICE SOLUTION SYSTEM TECHNOLOGY TECH LAB STUDIO MEDIA CAPITAL FINANCIAL FINANCE BANK " +
    "CREDIT MONEY FUND INVESTMENT CONSULTING TOUR TRAVEL WATER TEA COFFEE BEER ALE LAGER WINE VODKA FOOD PIZZA PIZZERIA " +
    "BURGER HAMBURGER TACO CHICKEN BAKERY BREWING BREWERY DISTILLERY CELLAR VINEYARD WINERY FARM JEAN WEAR APPAREL CLOTHING " +
    "FASHION SPORT ATHLETIC BEAUTY COSMETIC CARE HEALTH PHARMA PHARMACY MEDICAL CLINIC DENTAL HOME HOUSE DESIGN PRODUCT " +
    "SUPPLY SUPPLIES GAME TOY PRESS PUBLISHING BOOK MAGAZINE NEWS RADIO TV FILM MUSIC RECORD LOGISTICS SHIPPING EXPRESS " +
    "AUTO MOTOR CAR REALTY ESTATE INSURANCE LIFE LAW LEGAL ACADEMY SCHOOL INSTITUTE UNIVERSITY EXCHANGE ACCOUNT REGISTRY " +
    "NUT CANDY COOKIE CRISP CUISINE"
)

/** Praise, colours and other words every trader needs (they describe rather than distinguish). */
export const WEAK_WORDS = set(
  "SUPER ULTRA PRO PLUS MAX MAXI MEGA PREMIUM PRIME ROYAL ROYALE GRAND GOLD GOLDEN SILVER PLATINUM DIAMOND BEST TOP FIRST " +
    "NEW ORIGINAL CLASSIC ESSENTIAL BASIC TRUE PURE FRESH NATURAL ORGANIC SMART EASY QUICK FAST EXTRA DELUXE LUXURY ELITE " +
    "SUPREME ULTIMATE PERFECT SELECT CHOICE QUALITY SPECIAL GENUINE REAL HAPPY GOOD GREAT FINE STAR LINE TIME HOT COOL " +
    "RED BLUE GREEN BLACK WHITE PINK ORANGE YELLOW PURPLE BROWN GREY GRAY " +
    "ONE TWO THREE 1 2 3 4 5 10 100 CITY TOWN COUNTRY NATIONAL UNITED NORTH SOUTH EAST WEST NORTHERN SOUTHERN PARIS LONDON"
)

const classWords = new Map<number, { generic: ReadonlySet<string>; descriptive: ReadonlySet<string> }>()
const wordsOfClass = (c: number) => {
  let entry = classWords.get(c)
  if (entry === undefined) {
    const t = CLASS_TERMS[c]
    const up = (s: string | undefined) => set((s ?? "").toUpperCase())
    entry = { generic: up(t?.generic), descriptive: up(t?.descriptive) }
    classWords.set(c, entry)
  }
  return entry
}

/** A class's word list holds the word, singular as normalised or with the plural S the lists often write. */
const holds = (list: ReadonlySet<string>, word: string) => list.has(word) || list.has(word + "S")

/** Kind of one normalised (upper-case, singular) word, given the classes of its goods. */
export const wordKind = (word: string, classes: ReadonlyArray<number> = []): WordKind => {
  if (FILLER_WORDS.has(word)) return "filler"
  if (BUSINESS_WORDS.has(word)) return "business"
  if (GENERIC_WORDS.has(word)) return "generic"
  for (const c of classes) if (holds(wordsOfClass(c).generic, word)) return "generic"
  if (/^[0-9]+$/.test(word)) return "business"
  if (WEAK_WORDS.has(word)) return "weak"
  for (const c of classes) if (holds(wordsOfClass(c).descriptive, word)) return "weak"
  return "distinctive"
}

/**
 * Whether a word is one of the classes' own words for their goods (a common name or a word the
 * goods are described with), as opposed to a word weak for every trade (a colour, praise, a shop word).
 */
export const namesGoods = (word: string, classes: ReadonlyArray<number>): boolean =>
  classes.some((c) => {
    const w = wordsOfClass(c)
    return holds(w.generic, word) || holds(w.descriptive, word)
  })

export interface MarkWord {
  readonly word: string
  readonly kind: WordKind
  readonly weight: number
}

/**
 * The words of a normalised mark with their weights. Words after BY count as a house mark.
 * When every word is filler, they all count (THE THE is still a mark).
 */
export const markWords = (tokens: ReadonlyArray<string>, classes: ReadonlyArray<number> = []): ReadonlyArray<MarkWord> => {
  const byAt = tokens.indexOf("BY")
  const out = tokens.map((word, i): MarkWord => {
    let kind = wordKind(word, classes)
    if (byAt > 0 && i > byAt && kind === "distinctive") kind = "house"
    return { word, kind, weight: WORD_WEIGHT[kind] }
  })
  return out.every((w) => w.weight === 0) ? out.map((w) => ({ ...w, kind: "distinctive", weight: 1 })) : out
}
