import { FOOD_AND_DRINK_CLASSES, LAST_GOODS_CLASS } from "../../Domain/NiceClasses.js"
import { describingCategory } from "./Composition.js"
import { explain } from "./Explain.js"
import {
  type Category,
  type DistinctivenessAnalysis,
  type DistinctivenessInput,
  namesGoodsSignal,
  STRENGTH_OF,
  type WordFinding
} from "./Findings.js"
import { foreignEquivalent } from "./ForeignEquivalents.js"
import type { WordContext } from "./GoodsKnowledge.js"
import { hasKey, readGoods } from "./GoodsReading.js"
import { closestGoodsWord, HEAD_CLOSE } from "./MeaningCloseness.js"
import { GEOGRAPHIC_PHRASES, isGenericPhrase, isLaudatory } from "./Vocabulary.js"
import { analyzeWord } from "./WordAnalysis.js"
import { classifyingSignals } from "./WordClasses.js"
import { isAbstractWord, isQualityWord } from "./WordRelations.js"

/**
 * Where a proposed mark sits on the distinctiveness spectrum (fanciful, arbitrary,
 * suggestive, descriptive, generic) for the given Nice classes and goods, with the reasons.
 * The goods description decides what a word means for the goods: the same word is generic
 * for the goods it names, descriptive for goods it describes and arbitrary elsewhere.
 * Pure: no I/O; the dictionary loads on first use.
 */
export const analyzeDistinctiveness = (input: DistinctivenessInput): DistinctivenessAnalysis => {
  const classes = [...new Set(input.niceClasses)].sort((a, b) => a - b)
  const reading = readGoods(input.goodsOrServices)
  const { rest, tld } = splitDomain(input.proposedMark)
  const tokens = tokenize(rest, classes)
  const ctx: WordContext = { classes, reading, foreignMark: tokens.some((w) => foreignEquivalent(w) !== undefined) }
  const words = gradeName(
    varietyName(
      qualifyAdjectives(
        readHead(classifyingAdjectives(tokens.map((w) => analyzeWord(w, ctx))), reading.words.filter((w) => hasKey(reading.genus, w)))
      ),
      classes,
      input.goodsOrServices ?? ""
    ),
    classes
  )
  const verdict = markCategory(words, { tld })
  const text = explain({
    mark: input.proposedMark.trim(),
    classes,
    hasDescription: reading.words.length > 0,
    words,
    category: verdict.category,
    disclaimed: verdict.disclaimed,
    ...(tld !== undefined ? { tld } : {})
  })
  return { category: verdict.category, strength: STRENGTH_OF[verdict.category], words, ...text }
}

/**
 * Grades a whole category of goods is sold under. Alone as the mark, such a word is the name of that category, a generic
 * adjective (In re Panini America: CERTIFIED for trading cards; Miller Brewing v. Falstaff: LITE for beer): of any goods
 * for the first list, of food and drink (classes 29 to 33) for the second.
 */
const GOODS_GRADES: ReadonlySet<string> = new Set("certified used refurbished organic".split(" "))
const FOOD_GRADES: ReadonlySet<string> = new Set(
  "diet decaf decaffeinated frozen dried smoked unsweetened sugarless wholegrain vegan".split(" ")
)

const gradeName = (words: ReadonlyArray<WordFinding>, classes: ReadonlyArray<number>): ReadonlyArray<WordFinding> => {
  const meaningful = words.filter((w) => w.meaningful)
  const only = meaningful.length === 1 ? meaningful[0]! : undefined
  if (only === undefined || only.category === "generic" || classes.length === 0 || classes.some((c) => c > LAST_GOODS_CLASS)) return words
  const grade = GOODS_GRADES.has(only.word) || (FOOD_GRADES.has(only.word) && classes.every((c) => FOOD_AND_DRINK_CLASSES.includes(c)))
  if (!grade) return words
  const read: WordFinding = {
    ...only,
    category: "generic",
    signals: [{
      kind: "kindOfGoods",
      term: only.word,
      note: `"${only.word}" names a grade a whole category of the goods is sold under; alone it is that category's name`
    }]
  }
  return words.map((w) => (w === only ? read : w))
}

/** Classes of live plants, seeds and their produce, where a variety is sold under its name. */
const PLANT_CLASSES = new Set([31])
const VARIETY = /\bvariet(?:y|ies|al)\b|\bcultivars?\b/i

/**
 * A name the goods are said to be a variety of is that variety's name, and a varietal or cultivar name is
 * the generic name of the plant or seed (TMEP §1202.12; In re Pennington Seed, REBEL for grass seed).
 */
const varietyName = (
  words: ReadonlyArray<WordFinding>,
  classes: ReadonlyArray<number>,
  goods: string
): ReadonlyArray<WordFinding> => {
  if (!classes.some((c) => PLANT_CLASSES.has(c)) || !VARIETY.test(goods)) return words
  return words.map((w) =>
    w.meaningful
      ? {
        ...w,
        category: "generic" as const,
        signals: [{
          kind: "generic" as const,
          term: w.word,
          classes: [...PLANT_CLASSES].filter((c) => classes.includes(c)),
          note: `the goods are described as a variety: a varietal or cultivar name is the generic name of the plant or seed (TMEP §1202.12)`
        }, ...w.signals]
      }
      : w
  )
}

/** Domain endings that say "a website", not who runs it (TMEP §1209.03(m), §1215.05). */
const TLD = /\.(com|net|org|biz|info|co|io|us|uk|eu|de|fr|app|shop|store|online|site|web|tv)$/i

/** A closing word that only says where the goods or services are offered: the internet (FOOD & BEVERAGE ONLINE). */
const ONLINE = /\s+(online|on-line)$/i

/** The mark without a trailing top-level domain (or the closing word ONLINE), and that ending. */
export const splitDomain = (mark: string): { rest: string; tld?: string } => {
  const trimmed = mark.trim()
  const m = TLD.exec(trimmed) ?? ONLINE.exec(trimmed)
  if (m === null || m.index === 0) return { rest: trimmed }
  return { rest: trimmed.slice(0, m.index), tld: m[0].trim().toLowerCase() }
}

/**
 * Lower-case words, accents and apostrophes removed; multi-word places ("new york") and
 * names of the goods in the classes ("ice cream", "bed and breakfast") kept together;
 * letters spelt out one by one (M-A-T-R-E-S-S) and doubled syllables (YO-YO) joined.
 */
export const tokenize = (mark: string, classes: ReadonlyArray<number> = []): ReadonlyArray<string> => {
  const plain = mark
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]s\b/g, "")
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
  const raw = joinSpelt(plain.split(/[^a-z0-9]+/).filter((w) => w.length > 0), plain)
  const out: Array<string> = []
  for (let i = 0; i < raw.length; i++) {
    const triple = i + 2 < raw.length ? `${raw[i]} ${raw[i + 1]} ${raw[i + 2]}` : undefined
    const pair = i + 1 < raw.length ? `${raw[i]} ${raw[i + 1]}` : undefined
    if (triple !== undefined && isGenericPhrase(triple, classes)) {
      out.push(triple)
      i += 2
    } else if (pair !== undefined && ((GEOGRAPHIC_PHRASES as ReadonlyArray<string>).includes(pair) || isGenericPhrase(pair, classes))) {
      out.push(pair)
      i++
    } else {
      out.push(raw[i]!)
    }
  }
  return out
}

/** Joins runs of single letters (m a t r e s s) and repeated syllables (yo yo), and a letter before a short word (c thru). */
const joinSpelt = (raw: ReadonlyArray<string>, plain: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (let i = 0; i < raw.length; i++) {
    let j = i
    while (j < raw.length && raw[j]!.length === 1 && /[a-z]/.test(raw[j]!)) j++
    if (j - i >= 3) {
      out.push(raw.slice(i, j).join(""))
      i = j - 1
    } else if (raw[i + 1] === raw[i] && raw[i]!.length <= 3 && plain.includes(`${raw[i]}-${raw[i]}`)) {
      out.push(raw[i]! + raw[i]!)
      i++
    } else if (raw[i]!.length === 1 && raw[i + 1] !== undefined && raw[i + 1]!.length <= 4 && plain.includes(`${raw[i]}-${raw[i + 1]}`)) {
      out.push(raw[i]! + raw[i + 1]!)
      i++
    } else {
      out.push(raw[i]!)
    }
  }
  return out
}

/**
 * A relational adjective (DENTAL, SOLAR, ELECTRIC: WordNet's adj.pert) before a word that names the goods narrows them
 * to a kind, as a noun modifier does (ELECTRIC CANDLE COMPANY generic for lighting fixtures, In re Wm. B. Coleman Co.);
 * a qualitative adjective (STURDY, SMART) keeps telling a quality (qualifyAdjectives).
 */
const classifyingAdjectives = (words: ReadonlyArray<WordFinding>): ReadonlyArray<WordFinding> => {
  const meaningful = words.filter((w) => w.meaningful)
  return words.map((w) => {
    if (w.category === "generic" || w.parts.length > 0) return w
    const signals = classifyingSignals(w.word, w.signals, meaningful[meaningful.indexOf(w) + 1]?.signals)
    return signals === undefined ? w : { ...w, category: "descriptive" as const, signals }
  })
}

/**
 * The head noun (the last word) of a mark whose other words all describe the goods is read in
 * their context: when it is even moderately close in meaning to a name of the goods in the
 * description (word vectors, HEAD_CLOSE), it names or describes those goods too (FROSTY TREATS for frozen
 * desserts, CASH MANAGEMENT ACCOUNT for brokerage and money market services, SUPER BUY for
 * tobacco). A head far from the goods' names (ORANGE CRUSH for soft drinks, 0.25; DIGITAL OCEAN for cloud hosting)
 * keeps its own meaning.
 * Only the head: a first word (APPLE in APPLE COMPUTER) may be a brand of its own.
 */
const readHead = (words: ReadonlyArray<WordFinding>, goodsNames: ReadonlyArray<string>): ReadonlyArray<WordFinding> => {
  const meaningful = words.filter((w) => w.meaningful)
  const head = meaningful[meaningful.length - 1]
  if (head === undefined || meaningful.length < 2 || head.category !== "arbitrary" || head.parts.length > 0) return words
  if (!meaningful.slice(0, -1).every((w) => w.category === "descriptive" || w.category === "generic")) return words
  const close = closestGoodsWord(head.word, goodsNames, HEAD_CLOSE)
  if (close === undefined) return words
  const read: WordFinding = {
    ...head,
    category: "descriptive",
    signals: [{
      kind: "contextual",
      term: head.word,
      note: `after words that describe the goods, "${head.word}" is read as naming them: it is close in meaning to "${close.goods}" ` +
        `in your description (word-vector similarity ${close.similarity.toFixed(2)})`
    }]
  }
  return words.map((w) => (w === head ? read : w))
}

/**
 * An adjective (a word met mostly as one: QUICK, CONTINUOUS, PERSONAL) that the lists do not tie to
 * the goods still names a quality. Before a word that names or describes the goods it tells a
 * quality of them (descriptive); alone it hints at one (suggestive). Before an unrelated word it
 * qualifies that word, not the goods, and stays as it was. An abstract noun (WORLD, NIGHT) before
 * a name of the goods qualifies them the same way (WORLD BOOK, NIGHT VISION); a concrete one
 * (APPLE COMPUTER) pictures a thing of its own and stays arbitrary. After praise, a place or a quality,
 * an abstract head names a grade, range or kind of the goods (MONTANA SERIES, FIRST TIER).
 */
const qualifyAdjectives = (words: ReadonlyArray<WordFinding>): ReadonlyArray<WordFinding> => {
  const meaningful = words.filter((w) => w.meaningful)
  return words.map((w) => {
    const quality = isQualityWord(w.word)
    // A scope noun is read so even where its definition only evokes the goods (WORLD for newspapers).
    const scope = SCOPE_NOUNS.has(w.word) && (w.category === "arbitrary" || w.category === "suggestive")
    if ((w.category !== "arbitrary" && !scope) || w.parts.length > 0 || !(quality || isAbstractWord(w.word) || scope)) return w
    const at = meaningful.indexOf(w)
    const next = meaningful[at + 1]
    const previous = meaningful[at - 1]
    // An abstract head after praise, a place or a quality names an aspect of the goods (MONTANA SERIES, FIRST TIER,
    // LONG LIFE): a quality of something abstract can only be a quality of the goods.
    const afterQuality = previous !== undefined &&
      (previous.signals.some((s) => PRAISE_KINDS.has(s.kind)) || isQualityWord(previous.word))
    if (!quality && afterQuality) {
      return {
        ...w,
        category: "descriptive" as const,
        signals: [{
          kind: "crossClassDescriptive" as const,
          term: w.word,
          note: `"${previous.word} ${w.word}" names a grade, range or kind of the goods`
        }]
      }
    }
    const describesGoods = next !== undefined &&
      (next.category === "generic" || next.category === "descriptive" ||
        (quality && next.category === "arbitrary" && next.parts.length === 0 && isAbstractWord(next.word) &&
          !isQualityWord(next.word)))
    if (describesGoods) {
      return {
        ...w,
        category: "descriptive" as const,
        signals: [{ kind: "crossClassDescriptive" as const, term: w.word, note: `"${w.word}" names a quality of "${next.word}"` }]
      }
    }
    if (meaningful.length === 1 && quality) {
      return {
        ...w,
        category: "suggestive" as const,
        signals: [{
          kind: "evocative" as const,
          term: w.word,
          note: `"${w.word}" names a quality the goods or services may be thought to have`
        }]
      }
    }
    return w
  })
}

const PRAISE_KINDS = new Set(["laudatory", "geographic", "crossClassDescriptive"])

/**
 * Nouns WordNet files as things (WORLD: "everything that exists") that, written before a name of goods, give their
 * scope like an abstract noun (WORLD BOOK, WORLD NEWS); run together into a name (SEAWORLD) they picture a place.
 */
const SCOPE_NOUNS: ReadonlySet<string> = new Set(["world"])

/** Prepositions, pronouns, negations and verbs of being or having that make a run of words a phrase or a clause. */
const PHRASE_WORDS: ReadonlySet<string> = new Set(
  ("no not about at in on over under into onto out up down off with without you your it we us our me my have has " +
    "is are be was got for to from by of").split(" ")
)

/**
 * Names joined by AND have no head: each conjunct stands on its own. When each one names the goods, a kind of them
 * or the field they are about, and one of them names the goods, the whole is their common name (LAW & BUSINESS for
 * seminars on business law, In re Harcourt Brace; FOOD & BEVERAGE ONLINE for news for the food industry).
 */
const coordinatedNames = (words: ReadonlyArray<WordFinding>): boolean => {
  if (!words.some((w) => w.word === "and")) return false
  const meaningful = words.filter((w) => w.meaningful)
  const naming = (w: WordFinding) =>
    w.signals.some((s) => namesGoodsSignal(s) || (s.kind === "contextual" && s.note.includes("appears in your description"))) &&
    !w.signals.some((s) => PRAISE_KINDS.has(s.kind))
  return meaningful.length >= 2 && meaningful.every(naming) && meaningful.some((w) => w.category === "generic")
}

export interface MarkShape {
  /** A trailing top-level domain (".com"), which adds nothing to what the words say. */
  readonly tld?: string | undefined
}

/**
 * The mark's category from its words. Words that all name or describe the goods make it
 * generic (the last word names them and the others narrow them to a kind) or descriptive;
 * a number beside them (a telephone mnemonic) lifts a generic name to descriptive. Generic
 * words beside a distinctive element are disclaimed rather than deciding the category
 * (APPLE COMPUTER is as strong as APPLE); descriptive words beside one weaken the mark to
 * suggestive, unless the other element is coined.
 */
export const markCategory = (
  words: ReadonlyArray<WordFinding>,
  shape: MarkShape = {}
): { category: Category; disclaimed: ReadonlyArray<WordFinding> } => {
  const meaningful = words.filter((w) => w.meaningful)
  if (meaningful.length === 0) return { category: "arbitrary", disclaimed: [] }
  const is = (w: WordFinding, ...cs: ReadonlyArray<Category>) => w.category !== undefined && cs.includes(w.category)

  if (meaningful.every((w) => is(w, "generic", "descriptive"))) {
    const numbered = words.some((w) => w.signals.some((s) => s.kind === "numeral"))
    const single = meaningful.length === 1 ? meaningful[0]! : undefined
    // One word that names a kind of the goods ("safari" hats, "light" beer) is their common name.
    const kind = single !== undefined && single.signals.some((s) => s.kind === "kindOfGoods") && !isLaudatory(single.word)
    const category = kind || coordinatedNames(words)
      ? "generic"
      : describingCategory(
        meaningful.map((w) => (w.category === "generic" ? [...w.signals, { kind: "generic" as const, term: w.word, note: "" }] : w.signals))
      )
    return { category: numbered && category === "generic" ? "descriptive" : category, disclaimed: [] }
  }

  const distinctive = meaningful.filter((w) => !is(w, "generic", "descriptive"))
  const praise = meaningful.filter((w) => is(w, "descriptive") && w.signals.some((s) => PRAISE_KINDS.has(s.kind)))
  if (praise.length > distinctive.length) return { category: "descriptive", disclaimed: [] }

  const disclaimed = meaningful.filter((w) => is(w, "generic"))
  const rest = meaningful.filter((w) => !is(w, "generic"))
  if (rest.some((w) => is(w, "descriptive"))) {
    return { category: rest.some((w) => is(w, "fanciful")) ? "fanciful" : "suggestive", disclaimed }
  }
  if (rest.some((w) => is(w, "suggestive"))) return { category: "suggestive", disclaimed }
  if (rest.every((w) => is(w, "fanciful"))) return { category: "fanciful", disclaimed: shape.tld !== undefined ? [] : disclaimed }
  // A phrase (NO BONES ABOUT IT, AT A GLANCE, CROSS-OVER) says something: said of goods, its message takes a step of
  // imagination to connect with them (In re National Tea; TMEP §1213.05(c)), which a lone arbitrary word does not.
  if (words.length >= 2 && words.some((w) => PHRASE_WORDS.has(w.word))) return { category: "suggestive", disclaimed }
  return { category: "arbitrary", disclaimed }
}
