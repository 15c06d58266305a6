/**
 * The risk text of one conflict: a sentence naming what raised it, then why the shared element,
 * the goods or the meanings may or may not matter, so a user can weigh what a number cannot.
 */
import { type ElementMatch, translationPhrase } from "../../Analysis/Similarity.js"
import type { GoodsProximity } from "./GoodsProximity.js"
import { type ConflictAssessment, type ConflictFindings, RISK_MODEL } from "./RiskModel.js"
import { goodsNote, list, pct, plural } from "./RiskWording.js"

/**
 * One sentence per conflict naming what raised it, e.g.
 * `"KODAC" is visually and phonetically close to "KODAK" (US, 92% similarity), in the same
 * class 9 and registered; KODAK is a well-known mark.`
 */
export const riskAssessmentText = (
  f: ConflictFindings & { readonly jurisdiction?: string | undefined },
  a: ConflictAssessment
): string => {
  const s = f.similarity
  const el = f.element
  const how = el !== undefined && f.conflictType === "conceptual"
    ? elementPhrase(el)
    : f.conflictType === "exact"
    ? "is identical to"
    : f.conflictType === "phonetic"
    ? "sounds like"
    : f.conflictType === "visual"
    ? s.channels.phonetic && s.phonetic >= 0.8
      ? "is visually and phonetically close to"
      : "is visually similar to"
    : "shares an element with"
  const where = f.jurisdiction !== undefined ? `${f.jurisdiction}, ` : ""
  const head = `"${f.proposedMark.trim()}" ${how} "${f.existingMark}" (${where}${pct(s.score)} similarity)`
  const { direct, related } = a.overlap
  const classes = direct.length > 0
    ? `in the same ${plural(direct.length, "class", "classes")} ${list(direct)}`
    : related[0] !== undefined
    ? `in class ${related[0].existing} (related to your class ${related[0].proposed})`
    : f.existingClasses.length > 0
    ? `only in unrelated ${plural(f.existingClasses.length, "class", "classes")} ${list(f.existingClasses)}`
    : "in unknown classes"
  const status = f.status === "registered"
    ? "and registered"
    : f.status === "pending"
    ? "and an earlier pending application"
    : f.status === "opposed"
    ? "and under opposition"
    : f.status === "unknown"
    ? "with an unknown status"
    : `but ${f.status}, so as a dead mark it weighs far less`
  const why = whyItMatters(f, a)
  const g = goodsOf(f)
  const goods = g === undefined ? "" : ` (goods: ${goodsNote(g)})`
  if (f.wellKnown === undefined) return `${head}, ${classes}${goods} ${status}.${why}`
  const reach = direct.length === 0 && related.length === 0 ? ", protected beyond its own goods" : ""
  return `${head}, ${classes} ${status}; ${f.wellKnown.name} is a well-known mark${reach}.${why}`
}

/** How a shared element relates the marks, for the risk text. */
const elementPhrase = (el: ElementMatch): string =>
  el.relation === "contained"
    ? `contains the whole of`
    : el.relation === "contains"
    ? `is contained in`
    : el.relation === "joined"
    ? `joins another word to ${el.element} in`
    : el.relation === "rhyme"
    ? `rhymes, keeping the ending of`
    : el.relation === "corresponds"
    ? `matches word for word (${correspondingPairs(el)})`
    : `shares the ${el.strength >= RISK_MODEL.dominantElementStrength ? "distinctive" : "weak"} element ${el.element} with`

/** The word pairs of a correspondence and how each matched: "KWIK sounds like QUICK, PUPPY means DOG". */
const correspondingPairs = (el: ElementMatch): string =>
  (el.pairs ?? []).map((x) =>
    x.by === "sound"
      ? `${x.proposed} sounds like ${x.existing}`
      : x.by === "meaning"
      ? `${x.proposed} means ${x.existing}`
      : x.proposed === x.existing
      ? x.proposed
      : `${x.proposed} spells ${x.existing}`
  ).join(", ")

/**
 * Why the goods or the meanings may or may not matter, so a user can weigh what a number cannot:
 * tribunals find identical words for unrelated goods (COACH bags / COACH test books) and words
 * whose meanings differ for the goods (CROSS-OVER bras / CROSSOVER sportswear) apart, and shared
 * weak words (GRAND HOTEL) rarely carry a conflict; a shared distinctive element usually does.
 */
const whyItMatters = (f: ConflictFindings, a: ConflictAssessment): string => {
  const notes: Array<string> = []
  const el = f.element
  const describing = a.factors.some((x) => x.factor === "sharedElement")
  if (el === undefined && describing && a.descriptiveElement !== undefined) {
    notes.push(
      `Both marks begin with ${a.descriptiveElement}, a word that names or describes these goods; anyone may use it, so the different rest decides and such marks usually coexist.`
    )
  } else if (el !== undefined && (el.strength < 0.5 || describing)) {
    notes.push(
      `The shared ${el.element} is a common or descriptive word${
        describing
          ? " for these goods"
          : el.weakWords.length > 0
          ? ` (weak words: ${[...new Set(el.weakWords)].join(", ")})`
          : ""
      }; marks sharing only such words usually coexist unless the rest is alike too.`
    )
  } else if (el !== undefined && el.strength >= RISK_MODEL.dominantElementStrength) {
    notes.push(
      `${el.element} is the distinctive part of "${f.existingMark}"; adding or changing other words rarely avoids confusion when it stays.`
    )
  }
  if (f.meaning !== undefined && a.factors.some((x) => x.factor === "meaning")) {
    notes.push(
      `${f.meaning.word} means something the public grasps at once${
        f.meaning.side === "both" ? ` and so does ${f.meaning.other}` : ` and ${f.meaning.other} does not`
      }: tribunals often hold such a difference in meaning offsets a look-alike or sound-alike (SIR / ZIRH, PICASSO / PICARO).`
    )
  }
  const words = wordsNote(f)
  if (words !== undefined) notes.push(words)
  const identicalish = f.conflictType === "exact" || f.similarity.score >= 0.9
  const g = goodsOf(f)
  if (identicalish && g !== undefined) notes.push(goodsWhy(g))
  else if (identicalish && a.overlap.direct.length === 0 && f.wellKnown === undefined) {
    notes.push(
      a.overlap.related.length > 0
        ? "The goods differ but are related: confusion turns on whether buyers would expect one trader to offer both."
        : "The goods are in unrelated classes: tribunals often let identical words coexist on unrelated goods, unless the earlier mark is famous."
    )
  } else if (identicalish && a.overlap.direct.length > 0) {
    notes.push("Same class: only a different meaning of the words for each kind of goods, or different buyers, would set them apart.")
  }
  return notes.length > 0 ? ` ${notes.join(" ")}` : ""
}

/**
 * What the word-level comparison saw when the whole marks decided: words that mean the same
 * (BREW NUTS / BEER NUTS) and marks built of the same words in another order (THE WINE SOCIETY OF
 * AMERICA / AMERICAN WINE SOCIETY 1967): tribunals weigh the idea a mark conveys and the words it
 * is made of, not only their order (TMEP §1207.01(b)(v), (vi)).
 */
const wordsNote = (f: ConflictFindings): string | undefined => {
  const w = f.words ?? f.element
  if (w === undefined || f.conflictType === "exact") return undefined
  const translated = w.sameMeaning.flatMap(([p, e]) => translationPhrase(p, e) ?? [])
  if (translated.length > 0) {
    return `${
      [...new Set(translated)].join("; ")
    }: a foreign word is compared with its English translation, and the same meaning can outweigh a different look and sound (doctrine of foreign equivalents, TMEP §1207.01(b)(vi)).`
  }
  const meant = w.sameMeaning.map(([p, e]) => `${p} means the same as ${e}`)
  if (meant.length > 0) {
    return `${
      [...new Set(meant)].join("; ")
    }: marks of the same build whose words mean the same convey the same idea, which tribunals weigh like a shared word.`
  }
  if (f.element === undefined && w.unshared < w.strength && w.shared.length > 1) {
    return `Both marks are made of the same words (${w.shared.join(", ")}); a different order or a minor added word rarely sets them apart.`
  }
  return undefined
}

/** The goods comparison the risk used (none for a well-known mark, protected beyond its goods). */
const goodsOf = (f: ConflictFindings): GoodsProximity | undefined => (f.wellKnown === undefined ? f.goods : undefined)

/** Why the goods, compared kind by kind, may or may not matter. */
const goodsWhy = (g: GoodsProximity): string =>
  g.value < RISK_MODEL.goods.unrelatedBelow
    ? "The goods are unrelated in fact: tribunals often let identical words coexist on such goods, unless the earlier mark is famous."
    : g.somethingMore
    ? "Food or drink against restaurant services: tribunals ask for something more than the same words (a unique mark, the restaurant selling the goods under it) before finding confusion."
    : g.value < 1
    ? "The goods differ but are related: confusion turns on whether buyers would expect one trader to offer both."
    : "The same kind of goods: only a different meaning of the words for each, or different buyers, would set them apart."
