import { explain } from "./Explain.js"
import { type Category, type DistinctivenessAnalysis, type DistinctivenessInput, STRENGTH_OF, type WordFinding } from "./Findings.js"
import { analyzeWord, keysOf, type WordContext } from "./WordAnalysis.js"
import { GEOGRAPHIC_PHRASES, isGenericPhrase, isStopword } from "./Vocabulary.js"

/**
 * Where a proposed mark sits on the distinctiveness spectrum (fanciful, arbitrary,
 * suggestive, descriptive, generic) for the given Nice classes, with the reasons.
 * Pure: no I/O; the dictionary loads on first use.
 */
export const analyzeDistinctiveness = (input: DistinctivenessInput): DistinctivenessAnalysis => {
  const classes = [...new Set(input.niceClasses)].sort((a, b) => a - b)
  const ctx: WordContext = { classes, descriptionKeys: descriptionKeys(input.goodsOrServices) }
  const words = tokenize(input.proposedMark, classes).map((w) => analyzeWord(w, ctx))
  const verdict = markCategory(words)
  const text = explain({
    mark: input.proposedMark.trim(),
    classes,
    hasDescription: ctx.descriptionKeys.size > 0,
    words,
    category: verdict.category,
    disclaimed: verdict.disclaimed
  })
  return { category: verdict.category, strength: STRENGTH_OF[verdict.category], words, ...text }
}

/**
 * Lower-case words, accents and apostrophes removed; multi-word places ("new york") and
 * two-word names of the goods in the classes ("ice cream") kept together.
 */
export const tokenize = (mark: string, classes: ReadonlyArray<number> = []): ReadonlyArray<string> => {
  const plain = mark
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
  const raw = plain.split(/[^a-z0-9]+/).filter((w) => w.length > 0)
  const out: Array<string> = []
  for (let i = 0; i < raw.length; i++) {
    const pair = i + 1 < raw.length ? `${raw[i]} ${raw[i + 1]}` : undefined
    if (pair !== undefined && ((GEOGRAPHIC_PHRASES as ReadonlyArray<string>).includes(pair) || isGenericPhrase(pair, classes))) {
      out.push(pair)
      i++
    } else {
      out.push(raw[i]!)
    }
  }
  return out
}

const descriptionKeys = (description: string | undefined): ReadonlySet<string> => {
  if (description === undefined) return new Set()
  return new Set(
    tokenize(description)
      .filter((w) => w.length >= 3 && !isStopword(w) && !/\d/.test(w))
      .flatMap(keysOf)
  )
}

const PRAISE_KINDS = new Set(["laudatory", "geographic", "crossClassDescriptive"])

/**
 * The mark's category from its words. Generic words beside a distinctive element are
 * disclaimed rather than deciding the category (APPLE COMPUTER is as strong as APPLE);
 * descriptive words beside one weaken the mark to suggestive, unless the other element
 * is coined.
 */
export const markCategory = (words: ReadonlyArray<WordFinding>): { category: Category; disclaimed: ReadonlyArray<WordFinding> } => {
  const meaningful = words.filter((w) => w.meaningful)
  if (meaningful.length === 0) return { category: "arbitrary", disclaimed: [] }
  const is = (w: WordFinding, ...cs: ReadonlyArray<Category>) => w.category !== undefined && cs.includes(w.category)

  if (meaningful.every((w) => is(w, "generic"))) return { category: "generic", disclaimed: [] }
  if (meaningful.every((w) => is(w, "generic", "descriptive"))) return { category: "descriptive", disclaimed: [] }

  const distinctive = meaningful.filter((w) => !is(w, "generic", "descriptive"))
  const praise = meaningful.filter((w) => is(w, "descriptive") && w.signals.some((s) => PRAISE_KINDS.has(s.kind)))
  if (praise.length > distinctive.length) return { category: "descriptive", disclaimed: [] }

  const disclaimed = meaningful.filter((w) => is(w, "generic"))
  const rest = meaningful.filter((w) => !is(w, "generic"))
  if (rest.some((w) => is(w, "descriptive"))) {
    return { category: rest.some((w) => is(w, "fanciful")) ? "fanciful" : "suggestive", disclaimed }
  }
  if (rest.some((w) => is(w, "suggestive"))) return { category: "suggestive", disclaimed }
  if (rest.every((w) => is(w, "fanciful"))) return { category: "fanciful", disclaimed }
  return { category: "arbitrary", disclaimed }
}
