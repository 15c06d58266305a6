import { GOODS_13_TO_24 } from "./NiceClasses/Goods13to24.js"
import { GOODS_1_TO_12 } from "./NiceClasses/Goods1to12.js"
import { GOODS_25_TO_34 } from "./NiceClasses/Goods25to34.js"
import type { NiceClass } from "./NiceClasses/NiceClass.js"
import { SERVICES_35_TO_45 } from "./NiceClasses/Services35to45.js"
import { contentStems } from "./NiceClasses/TermText.js"

export type { NiceClass } from "./NiceClasses/NiceClass.js"

/** The Nice Classification edition the static class data follows. */
export const NICE_EDITION = "12-2025"

/** All 45 classes, ordered 1..45. */
export const NICE_CLASSES: ReadonlyArray<NiceClass> = [
  ...GOODS_1_TO_12,
  ...GOODS_13_TO_24,
  ...GOODS_25_TO_34,
  ...SERVICES_35_TO_45
]

/** Classes 1 up to this are goods, the rest services (read from the classes' own kind). */
export const LAST_GOODS_CLASS = Math.max(...NICE_CLASSES.filter((c) => c.kind === "goods").map((c) => c.number))

/** The food and drink classes: foodstuffs (29, 30), fresh produce (31), beverages (32, 33). */
export const FOOD_AND_DRINK_CLASSES: ReadonlyArray<number> = [29, 30, 31, 32, 33]

/** The class with number `n`, or undefined outside 1..45. */
export const getNiceClass = (n: number): NiceClass | undefined =>
  Number.isInteger(n) && n >= 1 && n <= NICE_CLASSES.length ? NICE_CLASSES[n - 1] : undefined

export interface NiceLookupQuery {
  readonly classNumber?: number
  readonly keyword?: string
}

export interface NiceLookupResult {
  readonly classes: ReadonlyArray<NiceClass>
  readonly suggestion?: string
}

// Where a keyword is found says how central it is to the class: the heading outranks an example,
// an example outranks the explanatory prose.
const TITLE_WEIGHT = 3
const EXAMPLE_WEIGHT = 2
const DESCRIPTION_WEIGHT = 1

interface IndexedClass {
  readonly niceClass: NiceClass
  readonly title: ReadonlySet<string>
  readonly examples: ReadonlySet<string>
  readonly description: ReadonlySet<string>
}

const INDEX: ReadonlyArray<IndexedClass> = NICE_CLASSES.map((niceClass) => ({
  niceClass,
  title: new Set(contentStems(niceClass.title)),
  examples: new Set(niceClass.examples.flatMap(contentStems)),
  description: new Set(contentStems(niceClass.description))
}))

/** Score of a class for the keyword stems: every stem must occur somewhere; 0 means no match. */
const keywordScore = (entry: IndexedClass, stems: ReadonlyArray<string>): number => {
  let total = 0
  for (const stem of stems) {
    const best = entry.title.has(stem)
      ? TITLE_WEIGHT
      : entry.examples.has(stem)
      ? EXAMPLE_WEIGHT
      : entry.description.has(stem)
      ? DESCRIPTION_WEIGHT
      : 0
    if (best === 0) return 0
    total += best
  }
  return total
}

const noMatchSuggestion = (keyword: string, classNumber?: number): string =>
  (classNumber !== undefined
    ? `Class ${classNumber} does not mention "${keyword}". Drop classNumber to search all 45 classes, or try a broader word`
    : `No class heading, description or example mentions "${keyword}". Try a broader or more common word (e.g. "clothing" rather than a brand or style)`) +
  ", or describe the goods or services in a sentence and use the suggest_nice_classes tool."

/**
 * Finds classes by number and/or keyword. Neither gives all 45; a keyword is matched stemmed and
 * case-insensitively against headings, examples and descriptions, best matches first.
 */
export const lookupNiceClasses = (query: NiceLookupQuery): NiceLookupResult => {
  const keyword = query.keyword?.trim() ?? ""
  const byNumber = query.classNumber !== undefined ? getNiceClass(query.classNumber) : undefined
  if (query.classNumber !== undefined && byNumber === undefined) {
    return { classes: [], suggestion: `There is no Nice class ${query.classNumber}: classes run from 1 to 45.` }
  }
  if (keyword === "") return { classes: byNumber !== undefined ? [byNumber] : NICE_CLASSES }

  const stems = contentStems(keyword)
  if (stems.length === 0) {
    return {
      classes: byNumber !== undefined ? [byNumber] : [],
      ...(byNumber === undefined ? { suggestion: noMatchSuggestion(keyword) } : {})
    }
  }
  const candidates = byNumber !== undefined ? INDEX.filter((e) => e.niceClass === byNumber) : INDEX
  const ranked = candidates
    .map((entry) => ({ entry, score: keywordScore(entry, stems) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.entry.niceClass.number - b.entry.niceClass.number)
    .map((r) => r.entry.niceClass)
  return ranked.length > 0 ? { classes: ranked } : { classes: [], suggestion: noMatchSuggestion(keyword, query.classNumber) }
}
