/**
 * The clearance risk model (reference §6.2 step 7, "DuPont-inspired"): how one conflict's
 * similarity, class relatedness, conflict type, registration status and fame combine into a
 * risk in [0, 1], and how risks map to low / medium / high / critical. Pure, no I/O.
 * RISK_MODEL is the single source of every number; docs/CLEARANCE.md mirrors it.
 */
import { type ConflictType, type ElementMatch, isShortMark, type MeaningContrast, wordKind } from "../../Analysis/Similarity.js"
import { type ClassOverlap, overlappingClasses } from "../../Domain/ClassRelatedness.js"
import { getNiceClass } from "../../Domain/NiceClasses.js"
import type { TrademarkStatus } from "../../Domain/Trademark.js"
import { descriptiveLead } from "./DescriptiveLead.js"
import { describesGoods } from "./GoodsKinds.js"
import type { GoodsProximity } from "./GoodsProximity.js"
import { goodsNote, list, meaningNote, pct, plural } from "./RiskWording.js"

export type RiskLevel = "low" | "medium" | "high" | "critical"

export type RiskFactorName =
  | "similarity"
  | "conflictType"
  | "classRelatedness"
  | "fame"
  | "registrationStatus"
  | "meaning"
  | "goods"
  | "sharedElement"

export const RISK_MODEL = {
  /**
   * Additive part: base = Σ weight · value, each value in [0, 1], weights sum to 1.
   * Similarity of the marks and proximity of the goods are the two DuPont factors that decide
   * most oppositions, so they carry 0.35 each; the conflict type says how the marks are alike
   * (identical beats sound-alike beats look-alike beats a shared fragment); fame extends a
   * mark's reach beyond its own goods.
   */
  weights: { similarity: 0.35, conflictType: 0.15, classRelatedness: 0.35, fame: 0.15 },
  /**
   * Similarity value = (score − floor) / (1 − floor), clamped to [0, 1]: unrelated marks already
   * score 0.3-0.5 on spelling alone, so only what is above the floor is evidence.
   */
  similarityFloor: 0.5,
  /**
   * Short marks (either mark ≤ 5 characters, SIMILARITY_CONFIG.thresholds.shortMarkLength) that
   * are neither identical nor a phonetic conflict: the score is lowered by this much first. One
   * edit in a four-letter mark still scores ~0.72-0.84, yet readers notice single letters in short
   * signs. A sound-alike is exempt: the letters that differ are not heard (EEZY / EASY).
   */
  shortMarkPenalty: 0.1,
  conflictTypeValue: { exact: 1, phonetic: 0.9, visual: 0.7, conceptual: 0.2 } satisfies Record<ConflictType, number>,
  /**
   * A "conceptual" conflict whose shared element is distinctive (Elements.ts strength ≥ this)
   * is what tribunals call sharing the dominant element (STONE LION CAPITAL / LION CAPITAL):
   * it weighs like a close spelling (conflictTypeValue.visual), not like a shared fragment.
   */
  dominantElementStrength: 0.8,
  /**
   * Class relatedness value: 1 for a shared class, else the strongest related pair from the
   * relatedness table (0.4-0.8), else 0. A well-known mark is protected beyond its goods
   * (dilution, unfair advantage), so for one the value is at least this floor in any class.
   */
  famousClassFloor: 0.5,
  /**
   * Fame value of a well-known mark: 0 at a similarity of `from` or less, 1 from `full` up,
   * linear between. The wider protection of a famous mark (dilution, unfair advantage) needs a
   * close similarity; a distant echo of a famous name is no more dangerous than any other mark.
   * `from` is the default clearance threshold, `full` the strong-conflict score.
   */
  fameBySimilarity: { from: 0.6, full: 0.8 },
  /**
   * Multiplier on the base: a registration is the full right; an application may still fail;
   * a dead mark (abandoned, cancelled, expired) weighs far less, though it can be revived or
   * still be in use (common-law rights), so it never counts as nothing.
   */
  statusMultiplier: {
    registered: 1,
    pending: 0.85,
    opposed: 0.8,
    unknown: 0.7,
    abandoned: 0.3,
    cancelled: 0.3,
    expired: 0.3
  } satisfies Record<TrademarkStatus, number>,
  /**
   * Multiplier when a clear meaning on one side sets two one-word marks apart (Meaning.ts: SIR /
   * ZIRH, PICASSO / PICARO): the conceptual difference offsets the look and sound. Not for a
   * well-known mark, whose reputation can outweigh it.
   */
  meaningMultiplier: 0.5,
  /**
   * When both goods texts name kinds of goods the curated table knows (GoodsKinds.ts), their
   * proximity replaces the class relatedness value; goods the table holds unrelated in fact
   * (proximity below `unrelatedBelow`) multiply the risk by `unrelatedMultiplier`: tribunals let
   * identical words coexist on unrelated goods (COACH handbags / COACH test-preparation books).
   * Not for a well-known mark, protected beyond its goods.
   */
  goods: { unrelatedBelow: 0.3, unrelatedMultiplier: 0.7 },
  /**
   * Multiplier when the shared element, though rare as a word, names or describes the goods (an
   * ingredient, a quality, the goods themselves: PECAN SANDIES / PECAN SHORTEES cookies, LEAN
   * CUISINE / LEAN 'N TASTY meals): nobody may monopolise such a word, so the marks' other
   * words decide. Not for identical marks.
   */
  descriptiveElementMultiplier: 0.5,
  /** A conflict's level: the highest threshold its risk reaches ("low" below medium). */
  levels: { medium: 0.4, high: 0.55, critical: 0.7 },
  /** The call's level is the level of its riskiest conflict; "low" when there is none. */
  overall: "max"
} as const

export interface RiskFactor {
  readonly factor: RiskFactorName
  /** additive: contribution = weight · value; multiplier: contribution = (value − 1) · base. */
  readonly kind: "additive" | "multiplier"
  readonly value: number
  readonly weight: number
  readonly contribution: number
  readonly note: string
}

/** What the pipeline found about one candidate mark. */
export interface ConflictFindings {
  readonly proposedMark: string
  readonly existingMark: string
  readonly similarity: {
    readonly score: number
    readonly visual: number
    readonly phonetic: number
    readonly exact: boolean
    readonly channels: { readonly visual: boolean; readonly phonetic: boolean }
  }
  readonly conflictType: ConflictType
  readonly proposedClasses: ReadonlyArray<number>
  readonly existingClasses: ReadonlyArray<number>
  readonly status: TrademarkStatus
  /** Set when the existing mark is on the well-known marks list (and famous where it is). */
  readonly wellKnown?: { readonly name: string; readonly owner: string } | undefined
  /** The shared element, when the word-level rules decided the similarity (Elements.ts). */
  readonly element?: ElementMatch | undefined
  /**
   * The word-level comparison even when the whole marks decided the similarity: it names words
   * that mean the same and words shared in another order (for the text only, never the risk).
   */
  readonly words?: ElementMatch | undefined
  /** Set when a clear meaning on one side sets the marks apart (Meaning.ts). */
  readonly meaning?: MeaningContrast | undefined
  /** Proximity of the two goods texts, when both are known and the goods table knows them. */
  readonly goods?: GoodsProximity | undefined
  /** The goods texts known (the proposal's, the earlier mark's), for the shared element's meaning. */
  readonly goodsTexts?: ReadonlyArray<string> | undefined
}

export interface ConflictAssessment {
  /** 0-1, 3 decimals; the contributions sum to it. */
  readonly risk: number
  readonly level: RiskLevel
  readonly factors: ReadonlyArray<RiskFactor>
  readonly overlap: ClassOverlap
  /** The shared element weighed down as naming or describing the goods (the `sharedElement` factor). */
  readonly descriptiveElement?: string | undefined
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000
const clamp01 = (x: number): number => Math.min(1, Math.max(0, x))

/** Level of a risk value under RISK_MODEL.levels. */
export const levelOf = (risk: number): RiskLevel => {
  const { critical, high, medium } = RISK_MODEL.levels
  return risk >= critical ? "critical" : risk >= high ? "high" : risk >= medium ? "medium" : "low"
}

/** Overall level of a clearance: the riskiest conflict decides; no conflicts is low. */
export const overallRisk = (conflicts: ReadonlyArray<{ readonly risk: number }>): RiskLevel =>
  conflicts.length === 0 ? "low" : levelOf(Math.max(...conflicts.map((c) => c.risk)))

const similarityNote = (f: ConflictFindings, short: boolean): string => {
  const s = f.similarity
  const channels = [
    s.channels.visual ? `spelling ${pct(s.visual)}` : "spelling not compared",
    s.channels.phonetic ? `sound ${pct(s.phonetic)}` : "sound not compared"
  ].join(", ")
  const penalty = short ? `; short mark, so −${RISK_MODEL.shortMarkPenalty} before scaling (single letters stand out)` : ""
  return `${pct(s.score)} similar (${channels})${penalty}`
}

const conflictTypeNote = (t: ConflictType): string =>
  t === "exact"
    ? "identical once normalised"
    : t === "phonetic"
    ? "sounds alike though spelled differently"
    : t === "visual"
    ? "spelled alike"
    : "shares a word or fragment, not overall look or sound"

const classNote = (overlap: ClassOverlap, value: number, famousFloorUsed: boolean): string => {
  if (overlap.direct.length > 0) return `same ${plural(overlap.direct.length, "class", "classes")} ${list(overlap.direct)}`
  const best = overlap.related[0]
  if (best !== undefined && !famousFloorUsed) {
    return `class ${best.existing} is related to your class ${best.proposed} (strength ${best.strength})`
  }
  if (famousFloorUsed) return `no shared or related class, but a well-known mark reaches beyond its goods (floor ${value})`
  return "no shared or related class"
}

const statusNote = (s: TrademarkStatus, m: number): string =>
  s === "registered"
    ? "registered: the full right"
    : s === "pending"
    ? `pending application: earlier filing, may still be refused (×${m})`
    : s === "opposed"
    ? `under opposition: may not register (×${m})`
    : s === "unknown"
    ? `status unknown (×${m})`
    : `${s}: a dead mark weighs far less, though it can be revived or still used (×${m})`

/** Score one conflict under RISK_MODEL, with every factor's value, weight and contribution. */
export const assessConflict = (f: ConflictFindings): ConflictAssessment => {
  const W = RISK_MODEL.weights
  const short = f.conflictType !== "exact" && f.conflictType !== "phonetic" && isShortMark(f.proposedMark, f.existingMark)
  const adjusted = f.similarity.score - (short ? RISK_MODEL.shortMarkPenalty : 0)
  const simValue = clamp01((adjusted - RISK_MODEL.similarityFloor) / (1 - RISK_MODEL.similarityFloor))
  const dominant = f.conflictType === "conceptual" && f.element !== undefined && f.element.strength >= RISK_MODEL.dominantElementStrength
  const typeValue = dominant ? RISK_MODEL.conflictTypeValue.visual : RISK_MODEL.conflictTypeValue[f.conflictType]
  const overlap = overlappingClasses(f.proposedClasses, f.existingClasses)
  const classStrength = overlap.direct.length > 0 ? 1 : (overlap.related[0]?.strength ?? 0)
  const famous = f.wellKnown !== undefined
  const goods = famous ? undefined : f.goods
  const proximity = goods !== undefined ? goods.value : classStrength
  const famousFloorUsed = famous && classStrength < RISK_MODEL.famousClassFloor
  const classValue = famousFloorUsed ? RISK_MODEL.famousClassFloor : proximity
  const { from, full } = RISK_MODEL.fameBySimilarity
  const fameValue = famous ? round3(clamp01((f.similarity.score - from) / (full - from))) : 0
  const multiplier = RISK_MODEL.statusMultiplier[f.status]
  const contrast = f.meaning !== undefined && !famous && f.conflictType !== "exact" ? f.meaning : undefined
  const meaningValue = contrast !== undefined ? RISK_MODEL.meaningMultiplier : 1
  const goodsValue = goods !== undefined && goods.value < RISK_MODEL.goods.unrelatedBelow ? RISK_MODEL.goods.unrelatedMultiplier : 1
  const byClass = f.goodsTexts === undefined || f.goodsTexts.length === 0
  const goodsTexts = byClass ? classGoodsTexts(f.proposedClasses) : f.goodsTexts!
  const descriptive = f.conflictType === "exact"
    ? undefined
    : f.element !== undefined && f.element.strength >= 0.5 && goodsTexts.length > 0 &&
        elementWords(f.element.element).every((w) => describesOrJoins(w, goodsTexts, f.proposedClasses))
    ? f.element.element
    : descriptiveLead(f.proposedMark, f.existingMark, goodsTexts)
  const elementValue = descriptive !== undefined ? RISK_MODEL.descriptiveElementMultiplier : 1

  const additive: ReadonlyArray<RiskFactor> = [
    {
      factor: "similarity",
      kind: "additive",
      value: round3(simValue),
      weight: W.similarity,
      contribution: W.similarity * simValue,
      note: similarityNote(f, short)
    },
    {
      factor: "conflictType",
      kind: "additive",
      value: typeValue,
      weight: W.conflictType,
      contribution: W.conflictType * typeValue,
      note: dominant
        ? `${f.conflictType}: shares the distinctive element ${f.element!.element}, which dominates ${
          f.element!.relation === "contained" ? "your mark as the whole of theirs" : "both marks"
        }`
        : `${f.conflictType}: ${conflictTypeNote(f.conflictType)}`
    },
    {
      factor: "classRelatedness",
      kind: "additive",
      value: classValue,
      weight: W.classRelatedness,
      contribution: W.classRelatedness * classValue,
      note: goods !== undefined ? goodsNote(goods) : classNote(overlap, classValue, famousFloorUsed)
    },
    {
      factor: "fame",
      kind: "additive",
      value: fameValue,
      weight: W.fame,
      contribution: W.fame * fameValue,
      note: f.wellKnown === undefined
        ? "not on the well-known marks list"
        : fameValue < 1
        ? `${f.wellKnown.name} is a well-known mark (${f.wellKnown.owner}); ${
          fameValue === 0 ? "not counted" : "counted in part"
        }, as fame needs a close similarity (none up to ${pct(from)}, full from ${pct(full)})`
        : `${f.wellKnown.name} is a well-known mark (${f.wellKnown.owner})`
    }
  ]
  const base = additive.reduce((sum, x) => sum + x.contribution, 0)
  const risk = round3(clamp01(base * multiplier * meaningValue * goodsValue * elementValue))
  const factors: ReadonlyArray<RiskFactor> = [
    ...additive.map((x) => ({ ...x, contribution: round3(x.contribution) })),
    {
      factor: "registrationStatus",
      kind: "multiplier",
      value: multiplier,
      weight: 1,
      contribution: round3((multiplier - 1) * base),
      note: statusNote(f.status, multiplier)
    },
    ...(contrast !== undefined
      ? [{
        factor: "meaning" as const,
        kind: "multiplier" as const,
        value: meaningValue,
        weight: 1,
        contribution: round3((meaningValue - 1) * base * multiplier),
        note: meaningNote(contrast, meaningValue)
      }]
      : []),
    ...(goodsValue !== 1
      ? [{
        factor: "goods" as const,
        kind: "multiplier" as const,
        value: goodsValue,
        weight: 1,
        contribution: round3((goodsValue - 1) * base * multiplier * meaningValue),
        note: `the goods are unrelated in fact (${goods!.proposed.join(", ")} against ${
          goods!.existing.join(", ")
        }): identical words often coexist on such goods (×${goodsValue})`
      }]
      : []),
    ...(descriptive !== undefined
      ? [{
        factor: "sharedElement" as const,
        kind: "multiplier" as const,
        value: elementValue,
        weight: 1,
        contribution: round3((elementValue - 1) * base * multiplier * meaningValue * goodsValue),
        note: `the shared ${descriptive} names or describes the goods${
          byClass
            ? ` of ${plural(f.proposedClasses.length, "class", "classes")} ${list(f.proposedClasses)} (as ${
              plural(f.proposedClasses.length, "its heading names", "their headings name")
            } them)`
            : ""
        }, so no one may claim it alone; the other words decide (×${elementValue})`
      }]
      : [])
  ]
  return { risk, level: levelOf(risk), factors, overlap, descriptiveElement: descriptive }
}

/**
 * The goods a request names by class alone: each class's official heading (NICE_CLASSES), so a
 * shared word that names or describes goods the heading names (PECAN, LEAN for the foods of class
 * 30) is weak even when no goods text is given. The heading, not the class's examples: examples
 * reach into neighbouring trades (rental of chairs in 43) and would weaken words that are not.
 */
const classGoodsTexts = (classes: ReadonlyArray<number>): ReadonlyArray<string> =>
  classes.flatMap((c) => {
    const n = getNiceClass(c)
    return n === undefined ? [] : [n.title]
  })

/** Words of a shared element (SPORTSTICK stays one word; LEAN 'N TASTY splits). */
const elementWords = (element: string): ReadonlyArray<string> => element.split(/[^A-Za-z0-9-]+/).filter((w) => w.length > 0)

/**
 * A word that names or describes the goods, or a compound of such a word and another descriptive
 * or common one (SPORTSTICK for a deodorant: SPORT + STICK), as compounds of descriptive words
 * stay descriptive.
 */
const describesOrJoins = (word: string, goods: ReadonlyArray<string>, classes: ReadonlyArray<number>): boolean => {
  if (describesGoods(word, goods)) return true
  const w = word.toUpperCase()
  const weak = (part: string) => {
    const kind = wordKind(part, classes)
    return kind === "generic" || kind === "weak" || kind === "business"
  }
  for (let i = 3; i <= w.length - 3; i++) {
    const head = w.slice(0, i)
    const tail = w.slice(i)
    const headDescribes = describesGoods(head, goods)
    const tailDescribes = describesGoods(tail, goods)
    if ((headDescribes || tailDescribes) && (headDescribes || weak(head)) && (tailDescribes || weak(tail))) return true
  }
  return false
}
