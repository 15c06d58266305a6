/**
 * A shared descriptive lead inside two one-word marks: both begin with a word that names or
 * describes the goods (LIP for lip balm: LYPSYL / LIPSICLES; URO for urological preparations) and
 * go on differently. The common beginning is weak, anyone may use it, so the rest decides (TMEP
 * §1207.01(b)(viii) weak or descriptive shared matter; EUIPO: a coincidence in a descriptive
 * element does not make signs similar). Spelling variants of the lead count (LYP = LIP). Pure.
 */
import { commonPrefixLength, damerauLevenshteinDistance } from "../../Analysis/Similarity.js"
import { describesGoods } from "./GoodsKinds.js"

export const DESCRIPTIVE_LEAD = {
  /** Shortest lead and shortest mark considered. */
  minLead: 3,
  minMark: 5,
  /** The rests after the lead must be at most this alike (1 − edits / longer rest). */
  maxRestSimilarity: 0.6
} as const

/** Coarse respelling so that spelling variants of one word meet (LYPSYL → LIPSIL, PHOTO → FOTO). */
const respell = (w: string): string =>
  w.replace(/PH/g, "F").replace(/CK/g, "K").replace(/C(?=[AOU])/g, "K").replace(/Y/g, "I").replace(/Z/g, "S").replace(/(.)\1/g, "$1")

/** The mark as one word of letters only (MOVIEBUFF.COM is not: its domain adds an element). */
const oneWord = (mark: string): string | undefined => {
  const w = mark.trim().toUpperCase()
  return /^[A-Z]+$/.test(w) && w.length >= DESCRIPTIVE_LEAD.minMark ? w : undefined
}

/** The lead as a word that describes the goods: respelled (LYPS → LIPS) or as either mark spells it (COFFEE). */
const leadWord = (respelled: string, marks: ReadonlyArray<string>, goods: ReadonlyArray<string>): string | undefined => {
  if (describesGoods(respelled, goods)) return respelled
  for (const m of marks) {
    for (let i = respelled.length; i <= m.length && i <= respelled.length + 3; i++) {
      const spelled = m.slice(0, i)
      if (respell(spelled) === respelled && describesGoods(spelled, goods)) return spelled
    }
  }
  return undefined
}

/**
 * The descriptive word both one-word marks begin with, when the rest of each differs enough
 * that only the lead is shared; undefined otherwise.
 */
export const descriptiveLead = (proposed: string, existing: string, goods: ReadonlyArray<string>): string | undefined => {
  const p = oneWord(proposed)
  const e = oneWord(existing)
  if (p === undefined || e === undefined || p === e || goods.length === 0) return undefined
  const rp = respell(p)
  const re = respell(e)
  // The longest lead first: LIPS before LIP.
  for (let n = commonPrefixLength(rp, re); n >= DESCRIPTIVE_LEAD.minLead; n--) {
    const lead = leadWord(rp.slice(0, n), [p, e], goods)
    if (lead === undefined) continue
    const restP = rp.slice(n)
    const restE = re.slice(n)
    // One mark whole at the start of the other (LASER / LASERSWING) is the contained-mark rule's.
    if (restP.length === 0 || restE.length === 0 || restP.startsWith(restE) || restE.startsWith(restP)) return undefined
    const longer = Math.max(restP.length, restE.length)
    const alike = 1 - damerauLevenshteinDistance(restP, restE) / longer
    return alike <= DESCRIPTIVE_LEAD.maxRestSimilarity ? lead : undefined
  }
  return undefined
}
