/**
 * The famous-marks pre-check (reference §6.2 step 3): which registry records are well-known marks,
 * and how close the proposed mark comes to each mark on the well-known list.
 */
import {
  type ComparedMark,
  type MarkComparer,
  normalizeTokens,
  type Scorer,
  type SimilarityBreakdown,
  translationLinked
} from "../../Analysis/Similarity.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { TrademarkSummary } from "../../Domain/Trademark.js"
import { WELL_KNOWN_MARKS, type WellKnownMark } from "../../Domain/WellKnownMarks.js"

/** Compact normalised form, the key under which marks are "the same name". */
export const compactKey = (mark: string): string => normalizeTokens(mark).join("")

const LEGAL_WORDS = new Set([
  "THE",
  "INC",
  "LLC",
  "LTD",
  "LIMITED",
  "CORP",
  "CORPORATION",
  "COMPANY",
  "CO",
  "SA",
  "AG",
  "SE",
  "PLC",
  "GMBH",
  "BV",
  "NV",
  "SPA",
  "AB",
  "KG",
  "OHG",
  "GROUP",
  "HOLDING",
  "HOLDINGS",
  "INTERNATIONAL",
  "AND",
  "OF"
])
const ownerWords = (owner: string): ReadonlySet<string> =>
  new Set(normalizeTokens(owner).filter((w) => w.length >= 3 && !LEGAL_WORDS.has(w)))

/** A registry record is the famous mark itself when names match and the owner is plausibly the same. */
const ownersMatch = (recordOwner: string | undefined, famousOwner: string): boolean => {
  if (recordOwner === undefined) return true
  const a = ownerWords(recordOwner)
  for (const w of ownerWords(famousOwner)) if (a.has(w)) return true
  return false
}

export const famousIn = (wk: WellKnownMark, j: Jurisdiction): boolean => wk.jurisdictions === undefined || wk.jurisdictions.includes(j)

const WELL_KNOWN_BY_KEY: ReadonlyMap<string, WellKnownMark> = new Map(WELL_KNOWN_MARKS.map((wk) => [compactKey(wk.name), wk]))

/** The well-known mark a registry record IS (same name, plausible owner, famous in its office), if any. */
export const wellKnownRecord = (record: TrademarkSummary): WellKnownMark | undefined => {
  const wk = WELL_KNOWN_BY_KEY.get(compactKey(record.name))
  return wk !== undefined && famousIn(wk, record.jurisdiction) && ownersMatch(record.owner, wk.owner) ? wk : undefined
}

/**
 * Score of a well-known mark when it is at least `atLeast` and the mark is famous in one of the
 * asked jurisdictions (the first such is where the conflict is reported). Fame is not tied to
 * one office, so the mark is scored as an international mark: with the WIPO (default) phonetic
 * algorithm, whatever the office. One scoring per mark also keeps the ~350-mark scan cheap.
 */
export const scoreWellKnown = (
  scorer: Scorer,
  wk: WellKnownMark,
  jurisdictions: ReadonlyArray<Jurisdiction>,
  atLeast: number
): { readonly breakdown: SimilarityBreakdown; readonly jurisdiction: Jurisdiction } | undefined => {
  const jurisdiction = jurisdictions.find((j) => famousIn(wk, j))
  if (jurisdiction === undefined) return undefined
  const breakdown = scorer.atLeast(wk.name, atLeast, WELL_KNOWN_SCORED_AS)
  return breakdown === undefined ? undefined : { breakdown, jurisdiction }
}

const WELL_KNOWN_TOKENS = new Map<WellKnownMark, ReadonlyArray<string>>()
const tokensOf = (wk: WellKnownMark): ReadonlyArray<string> => {
  let t = WELL_KNOWN_TOKENS.get(wk)
  if (t === undefined) {
    t = normalizeTokens(wk.name)
    WELL_KNOWN_TOKENS.set(wk, t)
  }
  return t
}

/**
 * A well-known mark the proposal translates or is translated by (foreign equivalents: TORO ROJO /
 * RED BULL, MANZANA / APPLE): the whole-string score of a translation is noise, so such a mark is
 * compared word by word (the comparer), and kept when it reaches `atLeast` in an asked jurisdiction
 * where it is famous.
 */
export const translatedWellKnown = (
  comparer: MarkComparer,
  proposedTokens: ReadonlyArray<string>,
  wk: WellKnownMark,
  jurisdictions: ReadonlyArray<Jurisdiction>,
  atLeast: number
): { readonly breakdown: SimilarityBreakdown; readonly jurisdiction: Jurisdiction; readonly compared: ComparedMark } | undefined => {
  const jurisdiction = jurisdictions.find((j) => famousIn(wk, j))
  if (jurisdiction === undefined || !translationLinked(proposedTokens, tokensOf(wk))) return undefined
  const compared = comparer.atLeast(wk.name, atLeast, WELL_KNOWN_SCORED_AS)
  return compared === undefined ? undefined : { breakdown: compared.breakdown, jurisdiction, compared }
}

/** The jurisdiction whose phonetic algorithm well-known marks are scored with (Double Metaphone). */
export const WELL_KNOWN_SCORED_AS: Jurisdiction = "WIPO"
