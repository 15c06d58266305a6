import { stemWord } from "../../Domain/NiceClasses/TermText.js"
import { NICE_TERM_INDEX } from "../../Domain/NiceTerms.js"
import { CLASS_TERMS } from "./ClassVocabulary.js"
import { stem } from "./Lexicon.js"

/**
 * The word lists behind the distinctiveness rules (reference §6.3). Everything is matched
 * on the lower-case word or its Porter stem, so "burgers" meets "burger" and "computing"
 * meets "computer".
 */

const words = (text: string): ReadonlyArray<string> => text.split(/\s+/).filter((w) => w.length > 0)

/** Praise that every trader needs free: refused as mere puffery. */
export const LAUDATORY = words(
  "premium ultimate best better elite ultra super pro supreme superior perfect deluxe luxury luxe prime top finest fine " +
    "great excellent quality premier choice select ideal optimal amazing awesome incredible exclusive extra mega max plus " +
    "gourmet genuine authentic famous favourite favorite leading finest gold platinum champion master royal first good nice tasty yummy"
)

/** Continents, regions, countries, demonyms and major cities (single words). */
export const GEOGRAPHIC = words(
  "africa african america american americas asia asian europe european euro australia australian oceania antarctic arctic " +
    "pacific atlantic nordic scandinavian alpine alps mediterranean caribbean baltic balkan latin celtic arabian siberian " +
    "himalayan andean tropical western eastern northern southern continental national international global " +
    // Words of geographic scope: the area goods or services serve or come from (MULTISTATE BAR EXAMINATION).
    "worldwide nationwide statewide countrywide multistate interstate regional intercontinental transatlantic " +
    "usa britain british english england scotland scottish irish ireland wales welsh france french paris parisian germany " +
    "german bavaria bavarian italy italian tuscany tuscan roman rome milan spain spanish swiss switzerland dutch holland " +
    "belgian belgium swedish sweden norway norwegian danish denmark finnish finland russia russian greek greece egypt " +
    "egyptian india indian china chinese japan japanese tokyo korea korean seoul thai thailand vietnam vietnamese mexico " +
    "mexican brazil brazilian argentina argentinian peru peruvian canada canadian cuba cuban jamaica jamaican kenya kenyan " +
    "ethiopia ethiopian colombia colombian persian morocco moroccan hawaii hawaiian california californian texas texan " +
    "florida alaska alaskan manhattan brooklyn hollywood london berlin vienna munich madrid barcelona amsterdam geneva " +
    "zurich brussels moscow delhi mumbai bombay beijing shanghai singapore dubai sydney melbourne auckland toronto " +
    "alabama arizona arkansas colorado connecticut delaware georgia idaho illinois indiana iowa kansas kentucky louisiana " +
    "maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon " +
    "pennsylvania tennessee utah vermont virginia washington wisconsin wyoming carolina dakota " +
    "vancouver montreal boston chicago dallas miami seattle atlanta detroit napa bordeaux"
)

/** Multi-word places, merged into one token before the word checks. */
export const GEOGRAPHIC_PHRASES = [
  "new york",
  "new zealand",
  "new england",
  "new jersey",
  "new mexico",
  "hong kong",
  "south africa",
  "north america",
  "south america",
  "latin america",
  "los angeles",
  "san francisco",
  "las vegas",
  "silicon valley",
  "united states",
  "united kingdom",
  "great britain",
  "middle east",
  "far east"
] as const

/** Descriptive in any class: they describe a quality every kind of product can have. */
export const CROSS_CLASS = words(
  "digital smart eco express online quick fast rapid instant insta fresh pure natural organic easy simple green auto " +
    "speedy swift mobile cyber techno tech bio nano micro mini lite light new classic original real true total direct " +
    "clean safe secure solutions services systems products group daily home local value budget cheap double triple ergonomic " +
    "personal professional family kids children child baby babies men women ladies teens seniors entrepreneur entrepreneurs"
)

/** Suffixes that point to a coined word even on a common root: SHOPIFY = shop + ify. */
export const BRAND_SUFFIXES = ["ify", "ly", "io", "ex", "ix", "ium", "ora", "oo"] as const

/** Short elements brands use as building blocks: they suggest rather than describe. */
export const BRAND_MORPHEMES = words(
  "flix gram hub tech soft tron tronics matic zon bot sys topia zilla licious tastic verse ster ware pal pod"
)

/**
 * Clipped forms that are not dictionary words but are read as the word they clip
 * (INSTAGRAM = insta[nt] + gram); allowed as parts when splitting compounds.
 */
export const CLIPPED_FORMS: Readonly<Record<string, string>> = {
  insta: "instant",
  info: "information",
  techno: "technology",
  tele: "telecommunication",
  cyber: "cyberspace",
  bio: "biological",
  eco: "ecological",
  nano: "nanotechnology",
  micro: "microcomputer",
  pharma: "pharmaceutical",
  med: "medical",
  fin: "finance",
  edu: "education",
  auto: "automobile",
  agri: "agriculture",
  vita: "vitamin"
}

/** Two-letter words that may stand as parts of a compound (MYSPACE, GOPRO). */
export const SHORT_PARTS = words("my go up on in we me be do to at by of or no so tv pc")

/** Single letters read as a prefix at the start of a compound (eBay, iPod). */
export const PREFIX_LETTERS = words("e i")

/** Ignored when judging what a mark says: articles, conjunctions, company designators. */
export const STOPWORDS = words(
  "the a an and or of for by to in on at with my your our its his her their co inc ltd llc plc gmbh corp corporation company " +
    "limited sa ag bv"
)

/**
 * Marks that were coined and only later entered dictionaries (often as verbs). The
 * dictionary lists them, but they started as fanciful marks. Checked only for dictionary
 * words; a coined mark the dictionary lacks needs no entry here.
 */
export const COINED_IN_DICTIONARY = words(
  "xerox google kleenex velcro jacuzzi taser frisbee rollerblade photoshop popsicle styrofoam teflon lycra vaseline jeep thermos"
)

/**
 * Words that evoke a quality without describing the goods: suggestive for the classes
 * where that quality matters (GREYHOUND evokes speed for transport).
 */
export const EVOCATIVE: ReadonlyArray<
  { readonly quality: string; readonly words: ReadonlyArray<string>; readonly classes: ReadonlyArray<number> }
> = [
  {
    quality: "speed",
    words: words("greyhound cheetah rocket lightning arrow falcon comet flash zoom roadrunner mercury"),
    classes: [9, 12, 25, 28, 35, 38, 39, 42]
  },
  {
    quality: "strength and durability",
    words: words("titan titanium rhino gorilla bulldog anvil oak fortress hercules atlas"),
    classes: [1, 6, 7, 8, 9, 12, 17, 18, 19, 20, 22, 25, 37]
  },
  {
    quality: "coolness and freshness",
    words: words("glacier frost polar breeze iceberg snowflake"),
    classes: [3, 5, 11, 30, 32]
  },
  {
    quality: "wisdom and intelligence",
    words: words("genius oracle sage einstein owl wizard"),
    classes: [9, 16, 41, 42]
  },
  {
    quality: "a sun-tanned colour",
    words: words("copper bronze tan golden"),
    classes: [3, 44]
  },
  {
    quality: "a home and its comfort",
    words: words("habitat nest haven den cocoon sanctuary retreat hearth"),
    classes: [20, 21, 24, 27, 35, 36, 37, 43]
  },
  {
    quality: "shine and cleanliness",
    words: words("sparkle gleam shine radiant spotless pristine"),
    classes: [3, 21, 37]
  },
  {
    quality: "speed",
    words: words("jet bolt dash sprint hare gazelle whippet hermes"),
    classes: [9, 12, 35, 38, 39, 42]
  },
  {
    quality: "strength",
    words: words("granite bull ox lion tiger mammoth goliath samson"),
    classes: [6, 7, 8, 12, 19, 20, 22, 25, 37]
  }
]

/**
 * Trademarks that courts or the trade have turned into the common name of the goods
 * (genericide), by class: the word now names the goods whatever the description says.
 * Only names held or accepted as generic are listed; marks still registered (FRISBEE,
 * JACUZZI) are not.
 */
export const GENERICISED: Readonly<Record<string, ReadonlyArray<number>>> = {
  aspirin: [5],
  cellophane: [16, 17],
  escalator: [7],
  thermos: [21],
  trampoline: [28],
  yoyo: [28],
  zipper: [26],
  kerosene: [4],
  linoleum: [27],
  laundromat: [37],
  granola: [30],
  heroin: [5],
  lanolin: [3],
  mimeograph: [7, 16],
  pilates: [41],
  videotape: [9],
  nylon: [22, 23, 24]
}

// ---------------------------------------------------------------------------
// Indexes: each list keyed by word and stem, built once.

const keysOf = (word: string): ReadonlyArray<string> => {
  const s = stem(word)
  return s === word ? [word] : [word, s]
}

const indexOf = (list: ReadonlyArray<string>): ReadonlySet<string> => new Set(list.flatMap(keysOf))

const has = (index: ReadonlySet<string>, word: string): boolean => keysOf(word).some((k) => index.has(k))

const laudatoryIndex = indexOf(LAUDATORY)
const geographicIndex = new Set([...indexOf(GEOGRAPHIC), ...GEOGRAPHIC_PHRASES])
const crossClassIndex = indexOf(CROSS_CLASS)
const coinedIndex = new Set(COINED_IN_DICTIONARY)
const stopwordIndex = new Set(STOPWORDS)
const morphemeIndex = new Set(BRAND_MORPHEMES)

interface ClassIndex {
  readonly generic: ReadonlySet<string>
  readonly descriptive: ReadonlySet<string>
}
const phrasesOf = (t: { readonly genericPhrases?: string }): ReadonlyArray<string> =>
  (t.genericPhrases ?? "").split(",").map((p) => p.trim()).filter((p) => p.length > 0)

const classIndexes = new Map<number, ClassIndex>(
  Object.entries(CLASS_TERMS).map(([n, t]) => [
    Number(n),
    { generic: new Set([...indexOf(words(t.generic)), ...phrasesOf(t)]), descriptive: indexOf(words(t.descriptive)) }
  ])
)

/** Whether two adjacent words form a common name of the goods in one of the classes ("ice cream"). */
export const isGenericPhrase = (phrase: string, classes: ReadonlyArray<number>): boolean =>
  classes.some((c) => CLASS_TERMS[c] !== undefined && phrasesOf(CLASS_TERMS[c]).includes(phrase))

export const isLaudatory = (word: string): boolean => has(laudatoryIndex, word)
export const isGeographic = (word: string): boolean => geographicIndex.has(word) || has(geographicIndex, word)
export const isCrossClassDescriptive = (word: string): boolean => has(crossClassIndex, word)
export const isCoinedInDictionary = (word: string): boolean => coinedIndex.has(word)
export const isStopword = (word: string): boolean => stopwordIndex.has(word)
export const isBrandMorpheme = (word: string): boolean => morphemeIndex.has(word)

/** The classes (of those given) where the word is the common name of the goods. */
export const genericInClasses = (word: string, classes: ReadonlyArray<number>): ReadonlyArray<number> =>
  classes.filter((c) => {
    const index = classIndexes.get(c)
    return (
      (index !== undefined && has(index.generic, word)) ||
      classKeywordWeight(word, c) >= NAMES_GOODS_WEIGHT ||
      (GENERICISED[word]?.includes(c) ?? false)
    )
  })

/**
 * The class suggester's vocabulary is the widest list of what each class's goods are called:
 * a word that alone points to a class (weight 3 or more) names goods of that class, a weaker
 * hint (weight 2) describes them. Shared with the suggester so both read goods the same way.
 */
const NAMES_GOODS_WEIGHT = 3
const DESCRIBES_GOODS_WEIGHT = 2
const classKeywordWeight = (word: string, classNumber: number): number =>
  (NICE_TERM_INDEX.exactWords.get(word) ?? NICE_TERM_INDEX.keywords.get(stemWord(word)))?.get(classNumber) ?? 0

/** The classes (of those given) where the word describes the goods without naming them. */
export const descriptiveInClasses = (word: string, classes: ReadonlyArray<number>): ReadonlyArray<number> =>
  classes.filter((c) => {
    const index = classIndexes.get(c)
    return (index !== undefined && has(index.descriptive, word)) || classKeywordWeight(word, c) >= DESCRIBES_GOODS_WEIGHT
  })

/** The quality a word evokes, when that quality matters for one of the classes. */
export const evokedQuality = (
  word: string,
  classes: ReadonlyArray<number>
): { quality: string; classes: ReadonlyArray<number> } | undefined => {
  for (const entry of EVOCATIVE) {
    if (!entry.words.includes(word)) continue
    const relevant = classes.filter((c) => entry.classes.includes(c))
    if (relevant.length > 0) return { quality: entry.quality, classes: relevant }
  }
  return undefined
}

const termsCache = new Map<string, ReadonlyArray<string>>()

/** Every word that describes goods in one of the classes or in any class (for sound-alike checks). */
export const termsForClasses = (classes: ReadonlyArray<number>): ReadonlyArray<string> => {
  const key = classes.join(",")
  let terms = termsCache.get(key)
  if (terms === undefined) {
    terms = [
      ...new Set([
        ...classes.flatMap((
          c
        ) => (CLASS_TERMS[c] !== undefined ? [...words(CLASS_TERMS[c].generic), ...words(CLASS_TERMS[c].descriptive)] : [])),
        ...CROSS_CLASS,
        ...LAUDATORY,
        ...GEOGRAPHIC
      ])
    ]
    if (termsCache.size > 256) termsCache.clear() // bounded: class combinations are unbounded in principle
    termsCache.set(key, terms)
  }
  return terms
}

export const classLabel = (n: number): string => CLASS_TERMS[n]?.label ?? `class ${n}`
