import { LAST_GOODS_CLASS } from "../../Domain/NiceClasses.js"
import { type Category, isDescriptiveSignal, namesGoodsSignal, type PartFinding, type Signal, type SignalKind } from "./Findings.js"
import { isStopword, SHORT_PARTS } from "./Vocabulary.js"
import { classifyingSignals } from "./WordClasses.js"
import { isAbstractWord, isQualityWord } from "./WordRelations.js"

/** How the words or parts of a mark that all describe the goods combine: a common name (generic) or a description. */

/** Kinds that tie a word to these goods themselves, not to a quality any goods may have. */
const GOODS_KINDS: ReadonlyArray<SignalKind> = ["generic", "classDescriptive", "contextual", "kindOfGoods"]
/** A word tied to the goods only by closeness of meaning tells a feature of them; it does not narrow their name to a kind. */
const isCloseness = (s: Signal): boolean => s.kind === "contextual" && s.note.includes("word-vector similarity")

/**
 * A word the description itself writes before the name of the goods (auto in "auto parts", smart in "smart phones"):
 * the applicant's own name for the goods, so it narrows them to a kind even where it could also be read as a general
 * quality (BUYAUTOPARTS.COM, In re Meridian Rack & Pinion). Praise and places are left to their own rules: a place of
 * origin stays geographically descriptive (TMEP §1210).
 */
const isDescribedKind = (s: Signal): boolean => s.kind === "kindOfGoods" && s.note.includes("names a kind of the goods you describe")

/** Kinds that say something any goods could have: praise, origin, a general quality. */
const QUALITY_KINDS: ReadonlyArray<SignalKind> = ["laudatory", "crossClassDescriptive", "geographic"]

/**
 * The category of a run of words or parts that all describe the goods: generic when the last
 * one (the head, in English) names the goods and the others only narrow them to a kind
 * (SHREDDED WHEAT, SCREEN WIPE); descriptive when the head describes, or when a modifier is
 * praise or a quality any goods can have (THE ULTIMATE BIKE RACK, SMART TOWER).
 */
/** Places that sell or serve goods: a word for one after the goods' name makes the name of the business. */
const SELLING_PLACES: ReadonlySet<string> = new Set(
  [
    "store",
    "shop",
    "house",
    "bar",
    "mart",
    "outlet",
    "depot",
    "warehouse",
    "emporium",
    "superstore",
    // Places that provide a service on the goods named before them (TIRE CLINIC, NAIL SALON, PIZZA PARLOR).
    "clinic",
    "salon",
    "parlor",
    "parlour",
    "garage",
    "bakery",
    "market",
    "grill",
    "shack",
    "diner",
    "pub",
    "tavern"
  ].flatMap((w) => [w, `${w}s`])
)

/**
 * Modifiers that name a category of the goods rather than praise them: the buyers a category is made for
 * (In re Nordic Naturals: CHILDREN'S DHA generic for DHA supplements) and objective grades or processes a
 * category is sold under (CERTIFIED BISON, DIET soda, DECAF coffee, ORGANIC milk).
 */
const SUBCATEGORY: ReadonlySet<string> = new Set(
  ("children child kids kid baby babies infant infants toddler toddlers men mens women womens ladies girls boys teens " +
    "seniors adult adults pet pets dog cat certified organic diet decaf decaffeinated frozen dried smoked raw used refurbished " +
    "unsweetened sugarless wholegrain vegan")
    .split(" ")
)

/**
 * Places where a service is rendered. After words that tell what the service is about rather than name goods or
 * services (THE VISION CENTER, SECURITY CENTER, WELL LIVING LAB) such a place describes the services; the common name
 * of the business needs the goods or services themselves before it (SURGI + CENTER for "surgical center services").
 */
const SERVICE_PLACES: ReadonlySet<string> = new Set(
  "center centre lab laboratory institute studio academy hub".split(" ").flatMap((w) => [w, `${w}s`])
)

/**
 * Container words that add nothing to the name before them (PAINT PRODUCTS CO. generic for paints, In re Paint Products
 * Co., 8 USPQ2d 1863 (TTAB 1988); MODULAR GABION SYSTEMS, In re C.E. Shepherd Co. (Fed. Cir. 2024)): as the last word,
 * when they do not themselves name the goods described and the word before them names goods (not services), that word
 * is the head. For services the container word after a name of the goods dealt in describes them (DOOR SYSTEMS for the
 * installation of doors, Door Systems, Inc. v. Pro-Line Door Systems, Inc., 83 F.3d 169 (7th Cir. 1996)).
 */
const CONTAINER_HEADS: ReadonlySet<string> = new Set(
  "product products system systems solution solutions supply supplies goods".split(" ")
)

export const describingCategory = (items: ReadonlyArray<ReadonlyArray<Signal>>): Category => {
  const head = items[items.length - 1] ?? []
  if (
    items.length > 1 && head.length > 0 &&
    head.every((s) => CONTAINER_HEADS.has(s.term) && !namesGoodsSignal(s)) &&
    items[items.length - 2]!.some((s) => namesGoodsSignal(s) && (s.classes ?? []).some((c) => c <= LAST_GOODS_CLASS))
  ) {
    return describingCategory(items.slice(0, -1))
  }
  const namesKind = (signals: ReadonlyArray<Signal>) => signals.some(namesGoodsSignal)
  if (items.length > 1 && head.some((s) => SERVICE_PLACES.has(s.term)) && !items.slice(0, -1).some(namesKind)) {
    return "descriptive"
  }
  // Every word names a kind of the goods described ("chocolate fudge" soda): the kind's name.
  const kindName = items.every(namesKind)
  if (kindName && head.some((s) => s.kind === "kindOfGoods")) return "generic"
  // The kind of place that sells or serves the goods named before it (ALE HOUSE, TIRE STORE) is the
  // common name of that business.
  const sellingPlace = items.length > 1 && head.some((s) => SELLING_PLACES.has(s.term))
  const namesGoods = head.some((s) => s.kind === "generic" || (s.kind === "kindOfGoods" && items.length > 1))
  if (!namesGoods && !sellingPlace) return "descriptive"
  // A modifier narrows the name to a kind when it ties to these goods, or names the sort of buyer or an objective
  // grade a whole category of them is sold under (CHILDREN'S DHA, CERTIFIED BISON, DIET soda); praise or a place does not.
  const modifiersNarrow = items
    .slice(0, -1)
    .every((signals) =>
      signals.some((s) => SUBCATEGORY.has(s.term)) ||
      (signals.some(isDescribedKind) && !signals.some((s) => s.kind === "geographic" || s.kind === "laudatory")) ||
      (signals.some((s) => GOODS_KINDS.includes(s.kind) && !isCloseness(s)) && !signals.some((s) => QUALITY_KINDS.includes(s.kind)))
    )
  return modifiersNarrow ? "generic" : "descriptive"
}

/** The category of a compound from its parts (reference §6.3, "Compound marks"). */
export const compoundCategory = (allParts: ReadonlyArray<PartFinding>): Category => {
  // Stopwords and bare one- or two-letter endings (NOPAL + EA) carry no meaning of their own.
  const meaningful = allParts.filter((p) =>
    !isStopword(p.part) && !(p.part.length <= 2 && p.signals.length === 0 && !SHORT_PARTS.includes(p.part))
  )
  // A relational adjective before a part that names the goods names a kind of them, run together or not (NAUTICAL + CHARTS).
  const parts = meaningful.map((p, i) => {
    const signals = classifyingSignals(p.part, p.signals, meaningful[i + 1]?.signals)
    return signals === undefined ? p : { ...p, signals }
  })
  const describing = parts.filter((p) => p.signals.some(isDescriptiveSignal))
  if (describing.length === parts.length) return describingCategory(parts.map((p) => p.signals))
  // Praise or a quality joined to an abstract word (FIRST + TIER) names a grade or kind of the goods; an
  // adjective joined to words that describe the goods or to abstract words tells a quality of them
  // (SLIM + FIT, LONG + LIFE, BRIGHT + SMILE).
  const praise = (p: PartFinding) => p.signals.some((s) => QUALITY_KINDS.includes(s.kind))
  const coined = (p: PartFinding) => p.signals.some((s) => s.kind === "brandMorpheme" || s.kind === "evocative")
  const abstract = (p: PartFinding) =>
    !p.signals.some(isDescriptiveSignal) && !coined(p) && isAbstractWord(p.part) && !isQualityWord(p.part)
  if (describing.length > 0 && describing.every(praise) && parts.every((p) => describing.includes(p) || abstract(p))) return "descriptive"
  const adjective = (p: PartFinding) => !coined(p) && isQualityWord(p.part)
  if (
    parts.some(adjective) && parts.some((p) => !adjective(p)) && parts.every((p) => describing.includes(p) || adjective(p) || abstract(p))
  ) {
    return "descriptive"
  }
  const suggestive = parts.some((p) => p.signals.some((s) => s.kind === "brandMorpheme" || s.kind === "evocative"))
  return describing.length > 0 || suggestive ? "suggestive" : "arbitrary"
}
