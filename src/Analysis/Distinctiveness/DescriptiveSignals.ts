/**
 * What one word says about the goods: every signal that it names them (generic), names a kind,
 * feature, place or purpose of them (descriptive), praises them, or names a flavour or an outlet,
 * read from the goods description, the class lists and the lexicons.
 */
import { FOOD_AND_DRINK_CLASSES, LAST_GOODS_CLASS } from "../../Domain/NiceClasses.js"
import { compoundWith } from "./Compounds.js"
import { type Signal } from "./Findings.js"
import {
  classGoodsKind,
  describeClasses,
  knownWord,
  meaningRelation,
  nclSignal,
  qualifiesGoods,
  roomOfUse,
  type WordContext
} from "./GoodsKnowledge.js"
import { ADJECTIVE_ENDING, hasKey } from "./GoodsReading.js"
import { FLAVOUR_CLASSES, FLAVOURS, OUTLET_WORDS } from "./GoodsVocabulary.js"
import { isDictionaryWord, stem } from "./Lexicon.js"
import { closeness, nounCloseness } from "./MeaningCloseness.js"
import { nclHeads, nclQualified } from "./NclRoles.js"
import { descriptiveInClasses, genericInClasses, isCrossClassDescriptive, isGeographic, isLaudatory } from "./Vocabulary.js"
import { isSubstance, isUserNoun, partRelation } from "./WordClasses.js"
import { isAbstractWord, isQualityWord, meaningOf } from "./WordRelations.js"

/**
 * The goods a service deals in (reference: the Nice explanatory notes of the service classes): a
 * restaurant serves food and drink (29-33), a repairer repairs machines, vehicles and buildings, a
 * carrier moves vehicles' loads, a medical service uses medicines and apparatus. Naming those goods
 * describes the service (BEEF & BREW for a restaurant).
 */
const SERVICE_GOODS: Readonly<Record<number, ReadonlyArray<number>>> = {
  37: [6, 7, 11, 12, 19],
  39: [12],
  40: [1, 6, 16, 23, 24],
  41: [16, 28],
  43: FOOD_AND_DRINK_CLASSES,
  44: [3, 5, 10, 31]
}

/** WordNet kinds (stemmed) of what a restaurant or bar serves: a dish, a food, a drink. */
const SERVED_KINDS = [
  "dish",
  "food",
  "nutriment",
  "foodstuff",
  "beverag",
  "drink",
  "meat",
  "seafood",
  "pasta",
  "dessert",
  // Animals and plants a kitchen serves (CRAB, SALMON, TURKEY HOUSE): a crab is a crustacean before it is a dish.
  "shellfish",
  "crustacean",
  "fish",
  "poultri",
  "fowl",
  "veget",
  "fruit"
]

const servedGoods = (word: string, classes: ReadonlyArray<number>): ReadonlyArray<number> => {
  if (classes.includes(43) && isDictionaryWord(word) && SERVED_KINDS.some((k) => meaningOf(word).isa.has(k))) return [29, 30, 32, 33]
  const goodsClasses = [...new Set(classes.flatMap((c) => SERVICE_GOODS[c] ?? []))]
  return goodsClasses.length === 0
    ? []
    : [...new Set([...genericInClasses(word, goodsClasses), ...descriptiveInClasses(word, goodsClasses)])]
}

/** Whether a word says anything about these goods: the description, the class lists, any-class lists. */
export const isRelevant = (word: string, ctx: WordContext): boolean =>
  hasKey(ctx.reading.genus, word) ||
  hasKey(ctx.reading.features, word) ||
  genericInClasses(word, ctx.classes).length > 0 ||
  descriptiveInClasses(word, ctx.classes).length > 0 ||
  isLaudatory(word) ||
  isCrossClassDescriptive(word)

/**
 * WordNet kinds (stemmed) of sports and pastimes: SKIING is a sport, JOGGING a workout, BASEBALL a ball game. Not
 * "exercise", which WordNet also uses for "use" (APPLICATION, MISUSE are kinds of exercise).
 */
const PASTIME_KINDS = ["sport", "athlet", "recreat", "workout", "ballgam", "footbal"]
/** Goods classes of equipment, clothing and gear made for an activity. */
const GEAR_CLASSES = new Set([8, 9, 10, 12, 18, 20, 21, 22, 24, 25, 26, 27, 28])

/**
 * A sport or pastime (an abstract WordNet noun filed under sport, recreation or workout, or defined as a game or sport)
 * names what gear,
 * clothing or equipment is for: SKIING goggles, GOLF shoes, CYCLING jerseys tell their purpose (TMEP §1209.01(b)).
 */
const activityOfUse = (word: string, classes: ReadonlyArray<number>): boolean => {
  if (!classes.some((c) => GEAR_CLASSES.has(c)) || !knownWord(word) || !isAbstractWord(word)) return false
  const m = meaningOf(word)
  return PASTIME_KINDS.some((k) => m.isa.has(k)) || m.about.has("game") || m.about.has("sport")
}

/**
 * A word naming the people goods are made for by age or trade (TODDLER clothing, NURSE shoes, CARPENTER tools: WordNet
 * person nouns under child, worker, professional, craftsman, caregiver or educator) tells their intended users, which
 * describes them (TMEP §1209.01(b)). Ranks, nobility and characters (CAPTAIN, KNIGHT, PIRATE) picture someone instead.
 */
const userOf = (word: string, classes: ReadonlyArray<number>): boolean =>
  classes.some((c) => c <= LAST_GOODS_CLASS) && knownWord(word) && isUserNoun(word)

/** A name of the goods described that the word is a part of, or that is a part of what the word names. */
const partOfGoods = (word: string, ctx: WordContext): { relation: "part" | "whole"; goods: string } | undefined => {
  if (!knownWord(word) || isQualityWord(word)) return undefined
  for (const goods of ctx.reading.words) {
    if (!hasKey(ctx.reading.genus, goods) || stem(goods) === stem(word)) continue
    const relation = partRelation(word, goods)
    if (relation !== undefined) return { relation, goods }
  }
  return undefined
}

/**
 * Whether a substance word (WordNet noun.substance) that the class list names as goods is, for the goods described, their
 * material: the description names goods, and the word is neither among their names nor a kind or wider name of them.
 */
const madeOf = (word: string, ctx: WordContext): boolean => {
  const reading = ctx.reading
  if (!isSubstance(word) || reading.genus.size === 0 || hasKey(reading.genus, word) || hasKey(reading.kinds, word)) return false
  // Goods that are themselves materials ("building materials") are named by a material.
  if (reading.sequence.some((w) => w === "material" || w === "materials")) return false
  if (hasKey(reading.subjects, word) || (genericInClasses(word, ctx.classes).length === 0 && nclHeads(word, ctx.classes) === 0)) {
    return false
  }
  const related = meaningRelation(word, ctx)
  return !(related?.relation === "kind" && related.naming)
}

/** Whether the class list or the Nice list names the word as goods of the classes given. */
const listedAsGoods = (word: string, ctx: WordContext): boolean =>
  genericInClasses(word, ctx.classes).length > 0 || nclHeads(word, ctx.classes) > 0

/** The first words that name the goods, for a note ("handbags"). */
const describedGoods = (ctx: WordContext): string => [...ctx.reading.genusText.values()][0] ?? "goods"

export const keysOf = (word: string): ReadonlyArray<string> => {
  const s = stem(word)
  return s === word ? [word] : [word, s]
}

/**
 * Every way `term` describes the goods. `lookup` is the word checked (the full form of a
 * clipped part, "instant" for "insta"); `term` is the word named in the notes.
 */
export const descriptiveSignals = (term: string, ctx: WordContext, lookup: string = term): ReadonlyArray<Signal> => {
  const out: Array<Signal> = []
  // A word that qualifies the goods described (CURTAIN for curtain rods, DIESEL for diesel engines) tells a kind or
  // purpose of them, even where it also names other goods of the class.
  const qualifying = qualifiesGoods(lookup, ctx)
  // A word the description itself writes as what the goods contain, are made with or are for (an ingredient after
  // "with": CHOCOLATE in "ice cream with chocolate chips") is not their name there, though the class list names it.
  const reading = ctx.reading
  const featureHere = hasKey(reading.contents, lookup) && !hasKey(reading.kinds, lookup)
  // A substance the class list names as goods of its own (LEATHER in 18, STEEL in 6), said of other goods the
  // description names (handbags, gabions), tells what they are made of: the material, not the goods (TMEP §1209.01(b)).
  const material = !featureHere && madeOf(lookup, ctx)
  // So does a part the class list sells on its own (HEELS in 25, SHUTTERS in 9), said of the whole (shoes, cameras).
  const component = !featureHere && !material && !hasKey(reading.genus, lookup) && listedAsGoods(lookup, ctx) &&
      meaningRelation(lookup, ctx)?.relation !== "kind"
    ? partOfGoods(lookup, ctx)
    : undefined
  const generic = qualifying || featureHere || material || component?.relation === "part" ? [] : genericInClasses(lookup, ctx.classes)
  if (generic.length > 0) {
    out.push({
      kind: "generic",
      term,
      classes: generic,
      note: `"${term}" is the common name of the goods or services in ${describeClasses(generic)}`
    })
  }
  const descriptive = descriptiveInClasses(lookup, ctx.classes).filter((c) => !generic.includes(c))
  if (descriptive.length > 0) {
    out.push({
      kind: "classDescriptive",
      term,
      classes: descriptive,
      note: `"${term}" describes the goods or services in ${describeClasses(descriptive)}`
    })
  }
  const ncl = generic.length === 0 && descriptive.length === 0 && !qualifying && !featureHere && !material &&
      component?.relation !== "part"
    ? nclSignal(term, lookup, ctx)
    : undefined
  if (ncl !== undefined) out.push(ncl)
  const served = generic.length === 0 && descriptive.length === 0 && ncl === undefined ? servedGoods(lookup, ctx.classes) : []
  if (served.length > 0) {
    out.push({
      kind: "classDescriptive",
      term,
      classes: ctx.classes.filter((c) => SERVICE_GOODS[c] !== undefined),
      note: `"${term}" names goods the services deal in (${describeClasses(served)})`
    })
  }
  if (material) {
    out.push({
      kind: "contextual",
      term,
      note: `"${term}" names a material: said of the ${describedGoods(ctx)} you describe, it tells what they are made of`
    })
  }
  if (isLaudatory(lookup)) out.push({ kind: "laudatory", term, note: `"${term}" is a laudatory term` })
  if (isGeographic(lookup)) out.push({ kind: "geographic", term, note: `"${term}" is a geographic term` })
  if (isCrossClassDescriptive(lookup) && !isLaudatory(lookup)) {
    out.push({ kind: "crossClassDescriptive", term, note: `"${term}" describes a quality of goods in any class` })
  }
  if (hasKey(reading.genus, lookup) && generic.length === 0) {
    const named = [...reading.genusText.entries()].find(([w]) => hasKey(new Set(keysOf(w)), lookup) || w === lookup)?.[1]
    out.push({
      kind: "generic",
      term,
      classes: ctx.classes,
      note: `"${term}" names the goods or services you describe${named !== undefined ? ` ("${named}")` : ""}`
    })
  } else if (hasKey(reading.subjects, lookup) && generic.length === 0 && !isQualityWord(lookup)) {
    // What publications or an information service are about is their genus for buyers (In re Hotels.com; In re Reed
    // Elsevier, LAWYERS.COM; Loglan Institute v. Logical Language Group: LOGLAN for books about the language).
    out.push({
      kind: "generic",
      term,
      classes: ctx.classes,
      note: `"${term}" names the subject of the publications or information you describe, which is their common name`
    })
  } else if (hasKey(reading.genusSynonyms, lookup) && generic.length === 0) {
    out.push({ kind: "contextual", term, note: `"${term}" is another word for the goods or services you describe` })
  } else if (hasKey(reading.kinds, lookup) && !ADJECTIVE_ENDING.test(lookup) && !isLaudatory(lookup)) {
    out.push({ kind: "kindOfGoods", term, classes: ctx.classes, note: `"${term}" names a kind of the goods you describe` })
  } else if (hasKey(reading.features, lookup)) {
    out.push({
      kind: "contextual",
      term,
      note: `"${term}" appears in your description of the goods and services, where it tells a feature, purpose, user or subject`
    })
  }
  if (out.length === 0 && activityOfUse(lookup, ctx.classes)) {
    out.push({
      kind: "contextual",
      term,
      note: `"${term}" names a sport or pastime, which tells what goods of ${describeClasses(ctx.classes)} are made for`
    })
  }
  if (out.length === 0 && userOf(lookup, ctx.classes)) {
    out.push({
      kind: "contextual",
      term,
      note: `"${term}" names a kind of person by age or trade, which tells who goods of ${describeClasses(ctx.classes)} are made for`
    })
  }
  if (out.length === 0 && roomOfUse(lookup, ctx.classes)) {
    out.push({
      kind: "contextual",
      term,
      note: `"${term}" names a room or part of a building, which tells where goods of ${describeClasses(ctx.classes)} are used or fitted`
    })
  }
  const kindOf = out.length === 0 && !qualifying ? classGoodsKind(lookup, ctx) : undefined
  if (kindOf !== undefined) {
    out.push({
      kind: "kindOfGoods",
      term,
      classes: ctx.classes,
      note: `"${term}" is a kind of "${kindOf}" (WordNet), which names goods of ${describeClasses(ctx.classes)}`
    })
  }
  // After the kinds: ESPRESSO is a kind of coffee before coffee is a substance of it.
  const part = component?.relation === "part"
    ? component
    : out.length === 0 && meaningRelation(lookup, ctx)?.relation !== "kind"
    ? partOfGoods(lookup, ctx)
    : undefined
  if (part !== undefined) {
    out.push({
      kind: "contextual",
      term,
      note: part.relation === "part"
        ? `"${term}" names a part of "${part.goods}" (WordNet), a feature of the goods you describe`
        : `"${part.goods}" is a part of what "${term}" names (WordNet): it tells what the goods are for`
    })
  }
  if (out.length === 0) {
    const related = meaningRelation(lookup, ctx)
    if (related !== undefined && related.relation !== "near" && hasKey(reading.subjects, related.goods) && !isQualityWord(lookup)) {
      out.push({
        kind: "generic",
        term,
        classes: ctx.classes,
        note: `"${term}" means the "${related.goods}" your publications or information are about, which names them`
      })
    } else if (related?.relation === "kind" && related.naming) {
      out.push({
        kind: "kindOfGoods",
        term,
        classes: ctx.classes,
        note: `"${term}" is a kind of "${related.goods}", the goods you describe, or a wider name for them`
      })
    } else if (related !== undefined && related.relation !== "near") {
      out.push({
        kind: "contextual",
        term,
        note: `"${term}" means something about "${related.goods}" in your description of the goods and services`
      })
    } else {
      const known = knownWord(lookup)
      const compound = known ? compoundWith(lookup, ctx.reading.words.filter((w) => hasKey(ctx.reading.genus, w))) : undefined
      const listed = known && compound === undefined
        ? nclQualified(lookup, ctx.reading.words.filter((w) => hasKey(ctx.reading.genus, w)))
        : undefined
      const close = known && compound === undefined && listed === undefined
        ? closeness(lookup, ctx.reading.words) ?? (ctx.inPart === true ? undefined : nounCloseness(lookup, ctx.reading.words))
        : undefined
      if (compound !== undefined) {
        out.push({
          kind: "contextual",
          term,
          note:
            `"${term} ${compound}" is an established kind of "${compound}" (WordNet): "${term}" names a kind, purpose or occasion of the goods`
        })
      } else if (listed !== undefined) {
        out.push({
          kind: "contextual",
          term,
          note:
            `the Nice list names goods "${term} ${listed}" or "${listed}, ${term}": "${term}" tells a kind, feature or purpose of the goods`
        })
      } else if (close !== undefined) {
        out.push({
          kind: "contextual",
          term,
          note: `"${term}" is close in meaning to "${close.goods}" in your description (word-vector similarity ${
            close.similarity.toFixed(2)
          }): it tells a quality of the goods or services`
        })
      }
    }
  }
  if (ctx.classes.some((c) => FLAVOUR_CLASSES.has(c)) && FLAVOURS.has(stem(lookup)) && generic.length === 0) {
    out.push({ kind: "classDescriptive", term, note: `"${term}" names a flavour or scent, which describes goods sold by taste or smell` })
  }
  if (ctx.classes.some((c) => c > LAST_GOODS_CLASS) && OUTLET_WORDS.has(stem(lookup))) {
    out.push({ kind: "classDescriptive", term, note: `"${term}" names the kind of outlet or provider offering the services` })
  }
  return out
}
