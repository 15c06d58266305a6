/**
 * What the proposal's own goods description says about the words of the proposed mark: the words
 * the distinctiveness engine finds generic or descriptive for those goods (TEA for herbal teas,
 * CASH for cash management services) weigh like the class vocabularies' generic and weak words
 * when the marks are compared word by word, so a shared word that only names or describes the
 * goods does not carry the comparison (docs/CLEARANCE.md, "Goods of the proposal").
 */
import type { GsTermsEntry } from "./GsTermsCheck.js"

/** The proposal's goods as one text: the description given, else the G&S terms; undefined when neither. */
export const proposalGoodsText = (
  description: string | undefined,
  terms: ReadonlyArray<GsTermsEntry> | undefined
): string | undefined => {
  const text = [description ?? "", ...(terms ?? []).flatMap((t) => t.terms)].map((s) => s.trim()).filter((s) => s.length > 0).join("; ")
  return text.length > 0 ? text : undefined
}
