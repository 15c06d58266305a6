import { LAST_GOODS_CLASS, NICE_CLASSES } from "../Domain/NiceClasses.js"
import {
  CONJUNCTIONS,
  FIELD_OF_USE_CAP,
  FIELD_OF_USE_DAMPED_CLASSES,
  FIELD_OF_USE_FACTOR,
  NICE_TERM_INDEX,
  type NiceTermIndex,
  SUPPRESSION_FACTOR
} from "../Domain/NiceTerms.js"
import { type ClassTrap, trapsIn } from "./NiceClassTraps.js"
import { clauses, describesGoods, evidenceTokens, FieldOfUse, goodsOnly, softwareTokens, type Token, wordMarks } from "./NiceClauses.js"
import { foodsIn, foodVenuesIn } from "./NiceFoods.js"
import { activityEvidence, indexEvidence, isMostlyGoodsStem } from "./NiceIndexEvidence.js"
import { makersIn } from "./NiceMakers.js"
import { standardTradeWords } from "./NiceTrades.js"
import { trapAt, trapQualifiesGoods, trapText } from "./NiceTrapWords.js"

/**
 * Offline Nice class suggestions from a free-text description of goods or services: pure and
 * deterministic. Phrases are matched before single words, then suppressions and the
 * "software for <trade>" rule are applied, and raw scores become 0-1 confidences.
 */

export interface NiceClassSuggestion {
  readonly classNumber: number
  readonly className: string
  /** 0-1, two decimals. */
  readonly confidence: number
  readonly matchedTerms: ReadonlyArray<string>
  readonly reasoning: string
}

/** Suggestions below this confidence are dropped (reference §5.6). */
export const MIN_CONFIDENCE = 0.3
export const DEFAULT_MAX_SUGGESTIONS = 5
export const MAX_SUGGESTIONS_LIMIT = 10
/** Longer input is cut: a goods-and-services description never needs more. */
const MAX_INPUT_CHARS = 10_000
/** Raw score that maps to ~0.63 confidence; one strong keyword (weight 4-5) gives ~0.75-0.8. */
const SATURATION = 3
const CONFIDENCE_CAP = 0.99

interface Match {
  readonly key: string
  readonly text: string
  readonly weights: ReadonlyMap<number, number>
  /** How surely every word of the match only names what software is for. */
  readonly fieldOfUse: FieldOfUse
}

interface ClassHit {
  readonly text: string
  readonly weight: number
  readonly damped: boolean
  /** Words the WIPO Nice list ties to the class, rather than a curated term. */
  readonly listed?: boolean
  /** Words naming an activity that heads the Nice list's service indications of the class. */
  readonly activity?: boolean
  /** A food named by the dish: the kind the Nice list names, which decides the class. */
  readonly kind?: string
  /** A maker or seller named by the goods: those goods. */
  readonly goods?: string
}

/** Greedy longest-first matching of phrases, then single keywords, over a clause's content words. */
const matchClause = (tokens: ReadonlyArray<Token>, index: NiceTermIndex): ReadonlyArray<Match> => {
  const software = softwareTokens(tokens)
  const marks = wordMarks(tokens, software)
  const content = tokens.map((t, i) => ({ ...t, i })).filter((t) => !t.stop)
  const matches: Array<Match> = []
  let i = 0
  while (i < content.length) {
    let matched = false
    for (let len = Math.min(index.maxPhraseLength, content.length - i); len >= 2 && !matched; len--) {
      const span = content.slice(i, i + len)
      const key = span.map((t) => t.stem).join(" ")
      const phrase = index.phrases.get(key)
      if (phrase === undefined) continue
      if (!phrase.joined && tokens.slice(span[0]!.i, span[len - 1]!.i).some((t) => CONJUNCTIONS.has(t.raw))) continue
      matches.push({
        key,
        text: tokens.slice(span[0]!.i, span[len - 1]!.i + 1).map((t) => t.raw).join(" "),
        weights: phrase.weights,
        fieldOfUse: span.reduce<FieldOfUse>((lowest, t) => (marks[t.i]! < lowest ? marks[t.i]! : lowest), FieldOfUse.Audience)
      })
      // "dating app" is a dating service and still an app: its software word keeps its own weight.
      for (const t of span) {
        const own = software[t.i] ? index.keywords.get(t.stem) : undefined
        if (own !== undefined) matches.push({ key: t.stem, text: t.raw, weights: own, fieldOfUse: FieldOfUse.None })
      }
      i += len
      matched = true
    }
    if (matched) continue
    const token = content[i]!
    // An exact-word entry ("fishing") overrides its stem ("fish"), which other classes may own.
    const found = index.exactWords.get(token.raw) ?? index.keywords.get(token.stem)
    const weights = found !== undefined && describesGoods(token, tokens[token.i + 1]) ? goodsOnly(found) : found
    if (weights !== undefined) matches.push({ key: token.stem, text: token.raw, weights, fieldOfUse: marks[token.i]! })
    i += 1
  }
  return matches
}

const containsSequence = (haystack: ReadonlyArray<string>, needle: ReadonlyArray<string>): boolean => {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

const round2 = (x: number): number => Math.round(x * 100) / 100
const quote = (s: string): string => `"${s}"`

const clampMax = (n: number): number =>
  Number.isFinite(n) ? Math.min(MAX_SUGGESTIONS_LIMIT, Math.max(1, Math.floor(n))) : DEFAULT_MAX_SUGGESTIONS

/** Suggests Nice classes for a free-text description, best first, none under `MIN_CONFIDENCE`. */
export const suggestNiceClasses = (
  goodsOrServices: string,
  maxSuggestions: number = DEFAULT_MAX_SUGGESTIONS,
  index: NiceTermIndex = NICE_TERM_INDEX,
  floor: number = MIN_CONFIDENCE
): ReadonlyArray<NiceClassSuggestion> => {
  // Trade and shop nicknames ("sparky", "bottle-o") are read as the standard word first.
  const { read, text } = standardTradeWords(goodsOrServices.slice(0, MAX_INPUT_CHARS))
  const parts = clauses(text)
  if (parts.length === 0) return []

  // Per class, each distinct term counts once, at its strongest.
  const hits = new Map<number, Map<string, ClassHit>>()
  const phrases: Array<Match> = []
  for (const clause of parts) {
    for (const match of matchClause(clause, index)) {
      if (match.key.includes(" ")) phrases.push(match)
      for (const [classNumber, weight] of match.weights) {
        if (weight <= 0) continue
        const damped = match.fieldOfUse === FieldOfUse.Audience ||
          (match.fieldOfUse === FieldOfUse.Qualifier && FIELD_OF_USE_DAMPED_CLASSES.has(classNumber))
        const effective = damped ? weight * FIELD_OF_USE_FACTOR : weight
        const byTerm = hits.get(classNumber) ?? new Map<string, ClassHit>()
        const previous = byTerm.get(match.key)
        if (previous === undefined || previous.weight < effective) byTerm.set(match.key, { text: match.text, weight: effective, damped })
        hits.set(classNumber, byTerm)
      }
    }
  }

  // The Nice list's own entries: words the curated vocabulary may not know.
  for (const [classNumber, evidence] of indexEvidence(parts.map(evidenceTokens))) {
    const weight = Math.min(LIST_CAP, LIST_SCALE * evidence.weight)
    if (weight < LIST_MIN) continue
    const byTerm = hits.get(classNumber) ?? new Map<string, ClassHit>()
    byTerm.set("list", { text: evidence.words.slice(0, LIST_WORDS).join(", "), weight, damped: false, listed: true })
    hits.set(classNumber, byTerm)
  }

  // Foods named by the dish ("samosas", "halloumi") and makers by their goods ("brewer", "saddler") the curated
  // vocabulary does not know: the class of the food's kind, of the maker's goods.
  const known = (t: Token) => index.keywords.has(t.stem) || index.exactWords.has(t.raw)
  const lexiconHit = (classNumber: number, key: string, hit: ClassHit) => {
    const byTerm = hits.get(classNumber) ?? new Map<string, ClassHit>()
    byTerm.set(key, hit)
    hits.set(classNumber, byTerm)
  }
  for (const clause of parts) {
    for (const f of foodsIn(clause, known)) {
      lexiconHit(f.classNumber, `food:${f.text}`, { text: f.text, weight: FOOD_WEIGHT, damped: false, kind: f.kind })
    }
    for (const m of makersIn(clause, known)) {
      lexiconHit(m.classNumber, `maker:${m.text}`, { text: m.text, weight: MAKER_WEIGHT, damped: false, goods: m.goods })
    }
  }

  // The class follows the service, not the object named (rental, work on others' goods, ...).
  const venues = parts.flatMap((clause) => foodVenuesIn(clause, (t) => isMostlyGoodsStem(t.stem))).map(foodVenueTrap)
  // A stall or van named after its food serves it: no retailer of others' goods.
  const ruled = venues.length > 0 ? trapsIn(text).filter((t) => t.id !== "retail") : trapsIn(text)
  const traps = [...ruled, ...venues].filter((t) => !trapQualifiesGoods(t, text, parts, phrases))
  const trapClasses = new Set(traps.filter((t) => t.hint !== true).map((t) => t.classNumber))
  const trapDamping = Math.min(...traps.map((t) => t.damping ?? TRAP_DAMPING))
  // A service named by its activity ("ironing", "plasterer"): the class of the Nice list's indications headed by it.
  let activityLead = 0
  // Where a rule already names the service, it decides (of two, the first named leads); the activity adds nothing.
  for (const [classNumber, evidence] of trapClasses.size > 0 ? [] : activityEvidence(parts.map(evidenceTokens))) {
    const weight = Math.min(ACTIVITY_CAP, ACTIVITY_SCALE * evidence.weight)
    if (weight < LIST_MIN) continue
    activityLead = Math.max(activityLead, weight)
    const byTerm = hits.get(classNumber) ?? new Map<string, ClassHit>()
    byTerm.set("activity", { text: evidence.words.slice(0, LIST_WORDS).join(", "), weight, damped: false, activity: true })
    hits.set(classNumber, byTerm)
  }

  // Rules of two classes: the service named first is the business's main one.
  const leading = traps.filter((t) => t.hint !== true).reduce<ClassTrap | undefined>(
    (lead, t) => lead === undefined || trapAt(text, t) < trapAt(text, lead) ? t : lead,
    undefined
  )
  for (const t of traps) {
    const byTerm = hits.get(t.classNumber) ?? new Map<string, ClassHit>()
    const weight = t.hint === true ? HINT_WEIGHT : t.classNumber === leading?.classNumber ? TRAP_WEIGHT : TRAP_WEIGHT - LATER_TRAP_LAG
    byTerm.set(`trap:${t.id}`, { text: trapText(text, t), weight, damped: false })
    hits.set(t.classNumber, byTerm)
  }

  const contentByClause = parts.map((clause) => clause.filter((t) => !t.stop).map((t) => t.stem))
  const suppressedBy = new Map<number, string>()
  for (const s of index.suppressions) {
    if (hits.has(s.classNumber) && !suppressedBy.has(s.classNumber) && contentByClause.some((c) => containsSequence(c, s.stems))) {
      suppressedBy.set(s.classNumber, s.text)
    }
  }

  const scored = [...hits].map(([classNumber, byTerm]) => {
    const terms = [...byTerm.values()].sort((a, b) => b.weight - a.weight)
    const direct = terms.filter((t) => !t.damped && t.kind === undefined).reduce((acc, t) => acc + t.weight, 0)
    const fieldOfUse = terms.filter((t) => t.damped).reduce((acc, t) => acc + t.weight, 0)
    const foods = terms.filter((t) => t.kind !== undefined).reduce((acc, t) => acc + t.weight, 0)
    const sum = direct + Math.min(FIELD_OF_USE_CAP, fieldOfUse) + Math.min(FOOD_CAP, foods)
    const suppressed = suppressedBy.has(classNumber) ? sum * SUPPRESSION_FACTOR : sum
    const trapped = trapClasses.size > 0 && !trapClasses.has(classNumber) ? suppressed * trapDamping : suppressed
    // Goods named beside a sure service activity are what the service is done on ("tyre fitting", "alarms installed").
    const raw = classNumber <= LAST_GOODS_CLASS && activityLead >= SURE_ACTIVITY ? trapped * ACTIVITY_GOODS_DAMPING : trapped
    return { classNumber, terms, raw }
  })
  const maxRaw = Math.max(0, ...scored.map((s) => s.raw))
  if (maxRaw <= 0) return []

  const ranked = scored
    .map((s) => {
      // Saturating in the raw score, and relative to the best class so runners-up sit lower.
      const absolute = 1 - Math.exp(-s.raw / SATURATION)
      const relative = 0.4 + 0.6 * (s.raw / maxRaw)
      return { ...s, confidence: Math.min(CONFIDENCE_CAP, round2(absolute * relative)) }
    })
    .sort((a, b) => b.confidence - a.confidence || b.raw - a.raw || a.classNumber - b.classNumber)
  return ranked
    .filter((s) => s.confidence >= floor)
    .slice(0, clampMax(maxSuggestions))
    .map((s, i) => {
      const suggestion = toSuggestion(s.classNumber, s.confidence, s.terms, suppressedBy.get(s.classNumber), index)
      const why = [...traps.filter((t) => t.classNumber === s.classNumber).map((t) => t.reason), ...nicknames(read, i)]
      return why.length > 0 ? { ...suggestion, reasoning: `${why.join(" ")} ${suggestion.reasoning}`.trim() } : suggestion
    })
}

/** A food or drink named before a place serving it ("ramen bar"): the rule of class 43, set off by those words. */
const foodVenueTrap = (words: string): ClassTrap => ({
  id: "food-venue",
  classNumber: 43,
  pattern: new RegExp(`\\b${words.replace(/[^a-z0-9é ]/g, "")}\\b`),
  reason: "A place serving the food or drink it is named after provides food and drink, class 43 (NCL class 43 heading)."
})

/** The first suggestion says which nicknames were read as which standard words. */
const nicknames = (read: ReadonlyArray<string>, rank: number): ReadonlyArray<string> =>
  rank === 0 && read.length > 0 ? [`Trade nickname: ${read.join(", ")}.`] : []

/** Nice-list evidence: scale to keyword weights, at most a strong keyword, and noise under the minimum is dropped. */
const LIST_SCALE = 1.5
const LIST_CAP = 3
const LIST_MIN = 0.3
const LIST_WORDS = 4
/** A food named by the dish weighs like a keyword; several foods of one class, like one strong keyword at most. */
const FOOD_WEIGHT = 3
const FOOD_CAP = 4
/** A maker named by the goods weighs like a keyword of those goods. */
const MAKER_WEIGHT = 3
/** Activity evidence: one sure activity word weighs like a strong keyword. */
const ACTIVITY_SCALE = 4
const ACTIVITY_CAP = 4
/** Activity evidence at which the description is read as a service done on the goods it names, which keep this share. */
const SURE_ACTIVITY = 2
const ACTIVITY_GOODS_DAMPING = 0.5

/** Weight of a trap rule: more than any single keyword (3-5), so the service's class leads. */
const TRAP_WEIGHT = 6
/** Classes other than the trap's keep this share of their score: they named the object, not the service. */
const TRAP_DAMPING = 0.35

/** A verb hint weighs like one strong keyword. */
const HINT_WEIGHT = 4

/** A rule set off later in the description weighs this much less than the first one. */
const LATER_TRAP_LAG = 1

/** Weak classes shown after a single sure one, and the least confidence they need. */
const RUNNERS_UP = 2
const RUNNER_UP_FLOOR = 0.05

/**
 * Like `suggestNiceClasses`, but never empty for a description with words in it: a match
 * under the confidence floor is shown as a weak guess, and with no match at all the class
 * whose heading shares most words with the description is offered, saying so.
 */
export const suggestNiceClassesAtLeastOne = (
  goodsOrServices: string,
  maxSuggestions: number = DEFAULT_MAX_SUGGESTIONS,
  index: NiceTermIndex = NICE_TERM_INDEX
): ReadonlyArray<NiceClassSuggestion> => {
  const found = suggestNiceClasses(goodsOrServices, maxSuggestions, index)
  const weakNote = (s: NiceClassSuggestion): NiceClassSuggestion => ({
    ...s,
    reasoning: `Weak match, below the usual confidence floor of ${MIN_CONFIDENCE}: ${s.reasoning}`
  })
  // One sure class: the runners-up worth checking follow it, said to be weak (a trap or a shop may hide the goods' class).
  if (found.length === 1 && clampMax(maxSuggestions) > 1) {
    const runnersUp = suggestNiceClasses(goodsOrServices, RUNNERS_UP + 1, index, RUNNER_UP_FLOOR).slice(1).filter((s) =>
      s.confidence < MIN_CONFIDENCE
    )
    return [...found, ...runnersUp.slice(0, clampMax(maxSuggestions) - 1).map(weakNote)]
  }
  if (found.length > 0) return found
  const weak = suggestNiceClasses(goodsOrServices, 1, index, 0)
  if (weak.length > 0) return weak.map(weakNote)
  return fallbackSuggestion(goodsOrServices.slice(0, MAX_INPUT_CHARS), index)
}

/**
 * When no listed term matches, the class whose heading, description and examples share the
 * most words with the text, at the confidence floor and saying so; class 35 when nothing is
 * shared at all (a business description with no goods named is most often about a business).
 */
const fallbackSuggestion = (text: string, index: NiceTermIndex): ReadonlyArray<NiceClassSuggestion> => {
  const stems = new Set(clauses(text).flat().filter((t) => !t.stop).map((t) => t.stem))
  if (stems.size === 0) return []
  let best = { classNumber: 35, shared: [] as Array<string> }
  for (const c of NICE_CLASSES) {
    const own = new Set(clauses(`${c.title}. ${c.description}. ${c.examples.join(". ")}`).flat().filter((t) => !t.stop).map((t) => t.stem))
    const shared = [...stems].filter((x) => own.has(x))
    if (shared.length > best.shared.length) best = { classNumber: c.number, shared }
  }
  const reasoning = best.shared.length > 0
    ? `No listed goods or services term matched; class ${best.classNumber} (${
      labelOf(best.classNumber, index)
    }) shares the most words with the description (${best.shared.map(quote).join(", ")}). Check it against the class heading.`
    : `No listed goods or services term matched and no class heading shares a word with the description; class 35 is a placeholder. Name the goods or the service more plainly.`
  return [{
    classNumber: best.classNumber,
    className: labelOf(best.classNumber, index),
    confidence: MIN_CONFIDENCE,
    matchedTerms: best.shared,
    reasoning
  }]
}

const labelOf = (classNumber: number, index: NiceTermIndex): string => index.labels.get(classNumber) ?? `Class ${classNumber}`

const toSuggestion = (
  classNumber: number,
  confidence: number,
  terms: ReadonlyArray<ClassHit>,
  suppressor: string | undefined,
  index: NiceTermIndex
): NiceClassSuggestion => {
  const label = labelOf(classNumber, index)
  const direct = terms.filter((t) => !t.damped && t.listed !== true && t.activity !== true && t.kind === undefined && t.goods === undefined)
    .map((t) => t.text)
  const damped = terms.filter((t) => t.damped).map((t) => t.text)
  const listed = terms.find((t) => t.listed === true)
  const notes: Array<string> = []
  if (direct.length > 0) {
    notes.push(
      `Matched ${direct.map(quote).join(", ")}, which ${direct.length === 1 ? "points" : "point"} to class ${classNumber} (${label}).`
    )
  }
  if (damped.length > 0) {
    notes.push(
      `${damped.map(quote).join(", ")} only ${
        damped.length === 1 ? "says" : "say"
      } who or what the goods, services or software are for or about, so ${
        damped.length === 1 ? "it counts" : "they count"
      } little here: the class follows what is sold (software for a trade belongs in classes 9 and 42).`
    )
  }
  const foods = terms.filter((t) => t.kind !== undefined)
  if (foods.length > 0) {
    notes.push(
      `${foods.map((t) => `${quote(t.text)} is a kind of ${t.kind}`).join("; ")}, which the WIPO Nice list puts in class ${classNumber}.`
    )
  }
  const makers = terms.filter((t) => t.goods !== undefined)
  if (makers.length > 0) {
    notes.push(`${makers.map((t) => `A ${quote(t.text)} makes or sells ${t.goods}`).join("; ")}: goods of class ${classNumber}.`)
  }
  if (listed !== undefined) {
    notes.push(
      `The WIPO Nice Classification lists goods or services in class ${classNumber} with ${listed.text.split(", ").map(quote).join(", ")}.`
    )
  }
  const activity = terms.find((t) => t.activity === true)
  if (activity !== undefined) {
    notes.push(
      `${
        activity.text.split(", ").map(quote).join(", ")
      } names a service by its activity, which heads the WIPO Nice list's indications in class ${classNumber}.`
    )
  }
  if (suppressor !== undefined) notes.push(`Down-weighted because the description mentions "${suppressor}".`)
  const listedWords = listed === undefined ? [] : listed.text.split(", ")
  const activityWords = activity === undefined ? [] : activity.text.split(", ")
  return {
    classNumber,
    className: label,
    confidence,
    matchedTerms: [...direct, ...damped, ...foods.map((t) => t.text), ...makers.map((t) => t.text), ...listedWords, ...activityWords],
    reasoning: notes.join(" ")
  }
}

/** A class/term pair found in the EUIPO harmonised database for the same description. */
export interface HarmonisedMatch {
  readonly classNumber: number
  readonly term: string
}

/** Confidence of a class known only from harmonised-database terms: one term, then more per term. */
const HDB_ONLY_BASE = 0.55
const HDB_PER_EXTRA_TERM = 0.08
/** Lift of a class the keyword scorer already found, when the database confirms it. */
const HDB_CONFIRM_LIFT = 0.15
const HDB_REASONING_TERMS = 5

/**
 * Lifts classes confirmed by EUIPO harmonised-database matches, adds classes only the database
 * found, and names the pre-approved terms in `matchedTerms` and `reasoning`. Pure: the HDB call
 * happens elsewhere.
 */
export const mergeHarmonisedMatches = (
  suggestions: ReadonlyArray<NiceClassSuggestion>,
  hdbMatches: ReadonlyArray<HarmonisedMatch>,
  maxSuggestions: number = MAX_SUGGESTIONS_LIMIT,
  index: NiceTermIndex = NICE_TERM_INDEX
): ReadonlyArray<NiceClassSuggestion> => {
  const termsByClass = new Map<number, Array<string>>()
  for (const m of hdbMatches) {
    const term = m.term.trim()
    if (!Number.isInteger(m.classNumber) || m.classNumber < 1 || m.classNumber > 45 || term === "") continue
    const list = termsByClass.get(m.classNumber) ?? []
    if (!list.some((t) => t.toLowerCase() === term.toLowerCase())) list.push(term)
    termsByClass.set(m.classNumber, list)
  }
  const hdbNote = (terms: ReadonlyArray<string>) =>
    `Harmonised database: ${terms.slice(0, HDB_REASONING_TERMS).join(", ")}${
      terms.length > HDB_REASONING_TERMS ? ` (+${terms.length - HDB_REASONING_TERMS} more)` : ""
    }.`
  const extraLift = (terms: ReadonlyArray<string>) => HDB_PER_EXTRA_TERM * Math.min(3, terms.length - 1)

  const merged: Array<NiceClassSuggestion> = suggestions.map((s) => {
    const terms = termsByClass.get(s.classNumber)
    if (terms === undefined) return s
    return {
      ...s,
      confidence: Math.min(CONFIDENCE_CAP, round2(Math.max(s.confidence + HDB_CONFIRM_LIFT + extraLift(terms), HDB_ONLY_BASE))),
      matchedTerms: [...terms, ...s.matchedTerms.filter((t) => !terms.some((h) => h.toLowerCase() === t.toLowerCase()))],
      reasoning: `${hdbNote(terms)} ${s.reasoning}`.trim()
    }
  })
  for (const [classNumber, terms] of termsByClass) {
    if (suggestions.some((s) => s.classNumber === classNumber)) continue
    merged.push({
      classNumber,
      className: labelOf(classNumber, index),
      confidence: Math.min(CONFIDENCE_CAP, round2(HDB_ONLY_BASE + extraLift(terms))),
      matchedTerms: terms,
      reasoning: hdbNote(terms)
    })
  }
  return merged
    .sort((a, b) => b.confidence - a.confidence || a.classNumber - b.classNumber)
    .slice(0, clampMax(maxSuggestions))
}
