import { isProductNoun, synonymsOf } from "./GoodsVocabulary.js"
import { stem } from "./Lexicon.js"

/**
 * What the goods-and-services description says the goods are (their names: the genus) and
 * what it says about them (features, qualities, purposes, users, subject matter). A word of
 * the mark is judged against this reading, so the same word is generic for "light beer",
 * descriptive for "lamps that dim" and arbitrary for "insurance".
 *
 * The reading is shallow on purpose: no parser, only the shape goods descriptions take
 * ("<name>", "<modifiers> <name> for <purpose>", "retail store services featuring <goods>").
 */
export interface GoodsReading {
  /** Keys (word and stem) of the words that name the goods or services. */
  readonly genus: ReadonlySet<string>
  /** Other words for those names (HOTELS for "lodging"): they describe rather than name. */
  readonly genusSynonyms: ReadonlySet<string>
  /** Keys of the other content words: features, purposes, users, subject matter. */
  readonly features: ReadonlySet<string>
  /** Keys of words written directly before a name of the goods ("safari" in "safari hats"). */
  readonly kinds: ReadonlySet<string>
  /** The description's content words as written (lower case), for sound-alike checks. */
  readonly words: ReadonlyArray<string>
  /** The first words naming the goods, for the explanation ("bicycle racks"). */
  readonly genusText: ReadonlyMap<string, string>
  /** Every word of the description in order, repeats and function words kept (for initialisms: TTAB). */
  readonly sequence: ReadonlyArray<string>
  /** Keys of the subject of publications or information services ("dictionaries in the field of the Loglan language"). */
  readonly subjects: ReadonlySet<string>
  /** Keys of what the goods contain, are made with or are for ("honey" in "beer brewed with honey"). */
  readonly contents: ReadonlySet<string>
}

export const EMPTY_READING: GoodsReading = {
  genus: new Set(),
  genusSynonyms: new Set(),
  features: new Set(),
  kinds: new Set(),
  words: [],
  genusText: new Map(),
  sequence: [],
  subjects: new Set(),
  contents: new Set()
}

/** Words that only frame the goods ("services", "goods") and never name them. */
const FRAME = new Set(
  ("service services goods product products item items article articles preparation preparations apparatus instrument " +
    "instruments equipment material materials thing things provision providing provide offering type kind kinds range line " +
    "field fields area areas nature sale sales others other customers clients people use purposes purpose means " +
    "namely including include such particular various all any etc")
    .split(" ")
)

/** Words that end a segment: after them comes a purpose, material, user or subject, not the goods. */
const BREAKS = new Set(
  ("for of with in on from to by about featuring containing contains made using used via through that which who where " +
    "while including namely such like than as into over under per at").split(" ")
)

/** Goods and services that carry information on a subject: publications, guides, news and information services. */
const INFORMATION = new Set(
  ("publication publications book books magazine magazines newsletter newsletters journal journals periodical periodicals " +
    "directory directories guide guides dictionary dictionaries encyclopedia encyclopedias handbook handbooks manual manuals " +
    "blog blogs news information database databases website websites seminar seminars course courses")
    .split(" ")
)
/** Words after which comes the subject of the information ("about", "regarding", "in the field of"). */
const SUBJECT_BREAKS = new Set(["about", "regarding", "concerning", "on"])
const SUBJECT_FRAMES = new Set(["field", "fields", "subject", "subjects", "area", "areas", "topic", "topics"])

/**
 * Goods named by what they carry: for supplements, mixes, snacks or preparations "containing", "of" or "made from"
 * something, that content is a key aspect naming a kind of them (In re Nordic Naturals: CHILDREN'S DHA for
 * "nutritional supplements containing DHA"; TMEP §1209.03(v)).
 */
const CARRIERS = new Set(
  ("supplement supplements mix mixes food foods drink drinks beverage beverages snack snacks bar bars meal meals capsule " +
    "capsules tablet tablets powder powders extract extracts filling fillings spread spreads")
    .split(" ")
)
const CONTENTS = new Set(["containing", "contains", "of", "with", "from", "made"])
/**
 * Words after which comes what the goods contain, are made with or are for, not another name of them. "Of" and "from" are
 * left out: "biscuits of shredded wheat" names the goods by what they are (Kellogg Co. v. National Biscuit Co.).
 */
const INGREDIENT_LINKS = new Set(["with", "containing", "contains", "made", "for", "using"])

/** Descriptions of selling: the goods sold are named after "featuring", "of" or "in the field of". */
const RETAIL = new Set("retail retailing store stores shop shops wholesale distributorship selling sale sales online".split(" "))

/** Adjective endings: such a word qualifies the goods rather than naming a kind of them. */
export const ADJECTIVE_ENDING = /(ed|en|ic|al|ous|ive|ful|less|able|ible|ing|ish|ary|ant|ent|y)$/

const STOP = new Set("the a an and or its their our your my his her is are be been being it this these those".split(" "))

const ownKeys = (word: string): ReadonlyArray<string> => [...new Set([word, stem(word)])]

const keysOf = (word: string): ReadonlyArray<string> => {
  const out = new Set<string>(ownKeys(word))
  for (const s of synonymsOf(word)) {
    out.add(s)
    out.add(stem(s))
  }
  return [...out]
}

const plainWords = (text: string): ReadonlyArray<string> =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]s\b/g, "")
    .replace(/['’`]/g, "")
    .split(/[^a-z0-9;,:.]+|(?=[;,:.])|(?<=[;,:.])/)
    .filter((w) => w.length > 0)

/**
 * Reads a description. Segments end at punctuation and at linking words; the last content
 * word of a segment is its head. The heads of the first segment of each clause name the
 * goods (and, for retail services, every product noun and the heads of every segment: the
 * goods sold); so does a
 * later head that is a product noun ("magazine about consumer electronics"). Everything else describes them.
 */
export const readGoods = (description: string | undefined): GoodsReading => {
  if (description === undefined || description.trim() === "") return EMPTY_READING
  const tokens = plainWords(description)
  const retail = tokens.some((t) => RETAIL.has(t))
  const genus = new Set<string>()
  const genusSynonyms = new Set<string>()
  const features = new Set<string>()
  const kinds = new Set<string>()
  const genusText = new Map<string, string>()
  const words: Array<string> = []

  let segment: Array<string> = []
  let firstOfClause = true
  /** The segment follows a carrier of its contents ("supplements containing"): its head is a key aspect of the goods. */
  let keyAspect = false
  /** The segment names the subject of the information the goods or services carry ("in the field of law"). */
  let subject = false
  const subjects = new Set<string>()
  const contents = new Set<string>()
  const informative = tokens.some((t) => INFORMATION.has(t))
  /** The linking word that opened the current segment ("with" in "brewed with honey"). */
  let opener: string | undefined
  const close = (endsClause: boolean, next?: string) => {
    const content = segment.filter((w) => !STOP.has(w) && !/^\d+$/.test(w))
    const named = content.filter((w) => !FRAME.has(w))
    const head = named[named.length - 1]
    if (keyAspect && head !== undefined && !ADJECTIVE_ENDING.test(head)) { for (const k of keysOf(head)) kinds.add(k) }
    keyAspect = next !== undefined && CONTENTS.has(next) && firstOfClause && (head === undefined || CARRIERS.has(head))
    if (subject) { for (const w of named) for (const k of ownKeys(w)) subjects.add(k) }
    if (next !== undefined || endsClause) {
      subject = informative && next !== undefined &&
        (SUBJECT_BREAKS.has(next) || (next === "of" && segment.some((w) => SUBJECT_FRAMES.has(w))))
    }
    for (const w of content) {
      if (FRAME.has(w)) continue
      words.push(w)
      // A later head that is a product noun names goods ("magazine about consumer electronics"), but not after a word
      // that introduces what the goods contain, are made of or are for ("beer brewed with honey": an ingredient).
      const naming =
        (w === head && (firstOfClause || retail || (isProductNoun(w) && !(opener !== undefined && INGREDIENT_LINKS.has(opener))))) ||
        (retail && isProductNoun(w))
      if (naming) {
        for (const k of ownKeys(w)) genus.add(k)
        for (const k of keysOf(w)) genusSynonyms.add(k)
      } else {
        for (const k of keysOf(w)) features.add(k)
        if (opener !== undefined && INGREDIENT_LINKS.has(opener)) { for (const k of ownKeys(w)) contents.add(k) }
      }
      if (naming && !genusText.has(w)) genusText.set(w, named.slice(-3).join(" "))
    }
    if (head !== undefined && named.length >= 2 && !head.endsWith("ing") && (firstOfClause || retail)) {
      // "diet chocolate fudge soda": the words before the name narrow it to a kind.
      // A word before an adjective is part of it ("pebble-shaped"), not a kind.
      named.slice(0, -1).forEach((modifier, i) => {
        if (!ADJECTIVE_ENDING.test(named[i + 1]!) || i + 1 === named.length - 1) { for (const k of keysOf(modifier)) kinds.add(k) }
      })
    }
    if (content.length > 0) firstOfClause = false
    if (endsClause) firstOfClause = true
    segment = []
    opener = next
  }
  for (const [i, t] of tokens.entries()) {
    if (t === ";" || t === ".") close(true)
    else if (t === ":") close(false)
    else if (t === "," || t === "and" || t === "or") {
      // "hats and jackets", "paper, pens": list items are heads alike, so the clause continues.
      const wasFirst: boolean = firstOfClause
      close(false)
      firstOfClause = wasFirst
    } else if (BREAKS.has(t)) close(false, t)
    else if (
      segment.length > 0 && t.length > 4 && t.endsWith("ed") && !FRAME.has(t) &&
      (segment.length > 1 || tokens[i + 1] === undefined || BREAKS.has(tokens[i + 1]!) || /^[;,:.]$/.test(tokens[i + 1]!))
    ) {
      // "computer programs recorded on disk", "beer brewed with honey": a participle after a noun starts what is said
      // about it; after one word and before a noun it is an adjective of that noun ("custom blended gasoline").
      close(false)
      segment.push(t)
    } else segment.push(t)
  }
  close(true)
  for (const k of genus) {
    features.delete(k)
    genusSynonyms.delete(k)
  }
  // Hyphenated words count once ("anti-lock braking systems" is ABS).
  const sequence = description.toLowerCase().split(/[^a-z-]+/).map((w) => w.split("-")[0]!).filter((w) => w.length > 0)
  for (const k of genus) contents.delete(k)
  return { genus, genusSynonyms, features, kinds, words: [...new Set(words)], genusText, sequence, subjects, contents }
}

/** Whether a word (by any of its keys) is in a key set. */
export const hasKey = (set: ReadonlySet<string>, word: string): boolean => keysOf(word).some((k) => set.has(k))
