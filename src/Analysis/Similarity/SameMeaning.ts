/**
 * Words of the same meaning in two marks (GASTOWN / GAS CITY: TOWN and CITY; BEER NUTS / BREW
 * NUTS: BEER is a brew). Tribunals count a shared structure whose other word says the same thing
 * as a conceptual similarity (TMEP §1207.01(b)(v): marks that convey the same idea; EUIPO
 * Guidelines, conceptual comparison: synonyms). Two everyday words mean the same when their word
 * vectors are close (SAME_MEANING_MIN) and WordNet (WordRelations.ts) ties them closely: one is a
 * kind of the other (BEER / BREW, PUPPY / DOG), each one's definition uses the other (BIG /
 * LARGE, SHOP / STORE), or one's definition uses the other and both are kinds of mostly the same
 * things (TOWN: "smaller than a city", both a municipality, a district). A definition one way
 * only is not enough (KING is defined with QUEEN, BLACK with WHITE), nor are shared kinds alone
 * (MAN / WOMAN, SUMMER / WINTER), nor vectors alone (HOT / COLD, ISLAND / VALLEY). Cached: the same few words
 * recur across the 500 candidates of a clearance.
 */
import { stem } from "../Distinctiveness/Lexicon.js"
import { meaningOf } from "../Distinctiveness/WordRelations.js"
import { similarity } from "../Distinctiveness/WordVectors.js"

/** Word-vector cosine from which two WordNet-related words count as the same meaning. */
export const SAME_MEANING_MIN = 0.6

/** Share of their WordNet kinds two words have in common (Jaccard) from which they are kinds of the same things. */
export const SAME_KINDS_MIN = 0.5

const cache = new Map<string, boolean>()

/** WordNet's close ties between two lower-case words (see above). */
const closelyTied = (x: string, y: string): boolean => {
  const mx = meaningOf(x)
  const my = meaningOf(y)
  // The data keeps some words as written ("play") where the runtime stemmer gives another form ("plai").
  const has = (set: ReadonlySet<string>, w: string) => set.has(stem(w)) || set.has(w)
  if (has(mx.isa, y) || has(my.isa, x)) return true
  const defines = (has(mx.about, y) ? 1 : 0) + (has(my.about, x) ? 1 : 0)
  if (defines === 2) return true
  if (defines === 0) return false
  let both = 0
  for (const k of mx.isa) if (my.isa.has(k)) both++
  const either = mx.isa.size + my.isa.size - both
  return either > 0 && both / either >= SAME_KINDS_MIN
}

/** Whether two normalised (upper-case) words mean the same. */
export const sameMeaning = (a: string, b: string): boolean => {
  if (a.length < 3 || b.length < 3 || a === b || !/^[A-Z]+$/.test(a) || !/^[A-Z]+$/.test(b)) return false
  const key = a < b ? `${a} ${b}` : `${b} ${a}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  const v = similarity(x, y)
  const same = v !== undefined && v >= SAME_MEANING_MIN && closelyTied(x, y)
  if (cache.size > 50_000) cache.clear()
  cache.set(key, same)
  return same
}
