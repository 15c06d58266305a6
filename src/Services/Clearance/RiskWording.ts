/**
 * Wording shared by the risk factors' notes (RiskModel) and the one-sentence risk text (RiskText):
 * percentages, lists of classes, and how a goods comparison or a difference in meaning is said.
 */
import type { MeaningContrast } from "../../Analysis/Similarity.js"
import type { GoodsProximity } from "./GoodsProximity.js"

export const pct = (x: number): string => `${Math.round(x * 100)}%`
export const list = (xs: ReadonlyArray<number>): string => xs.join(", ")
export const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many)

export const goodsNote = (g: GoodsProximity): string =>
  g.value >= 1
    ? `the same kind of goods (${g.closest!.proposed})`
    : g.closest !== undefined
    ? `${g.closest.proposed} against ${g.closest.existing}: ${
      g.somethingMore
        ? "related only with something more (TMEP §1207.01(a)(ii)(A))"
        : `related goods (strength ${g.value})`
    }`
    : `${g.proposed.join(", ")} against ${g.existing.join(", ")}: unrelated goods`

export const meaningNote = (m: MeaningContrast, value: number): string =>
  m.side === "both"
    ? `${m.word} and ${m.other} each have their own clear meaning, which sets them apart however alike they look or sound (×${value})`
    : `${m.word} has a clear meaning that ${m.other} lacks; the difference in meaning offsets the look and sound (×${value})`
