import { meaningOf } from "../Analysis/Distinctiveness/WordRelations.js"
import { stemWord } from "../Domain/NiceClasses/TermText.js"
import { NCL_MAKERS } from "../Domain/NiceIndex/NclMakersData.js"
import type { Token } from "./NiceClauses.js"
import { foodNamed } from "./NiceFoods.js"
import { listedGoodsClass } from "./NiceIndexEvidence.js"

/**
 * People named by the goods they make or sell (issue 17): "brewer", "potter", "saddler", "chocolatier", and the
 * compounds owners coin ("cidermaker", "soapmaker", "knifesmith"). Their goods' class is a hint: the goods the owner
 * names, and the rules of services (a trade's work on others' goods, a shop's retail), still decide.
 */

export interface MakerWord {
  readonly text: string
  /** The goods the maker makes or sells. */
  readonly goods: string
  readonly classNumber: number
}

let table: ReadonlyMap<string, { readonly classNumber: number; readonly goods: string }> | undefined
const loaded = () => {
  if (table !== undefined) return table
  const out = new Map<string, { readonly classNumber: number; readonly goods: string }>()
  for (const line of NCL_MAKERS.split("\n")) {
    const [maker = "", classNumber = "", goods = ""] = line.split("\t")
    out.set(maker, { classNumber: Number(classNumber), goods })
  }
  return (table = out)
}

/** A word for the one who makes or sells goods, joined to the goods' word: "cidermaker", "cheese-monger". */
const COMPOUND = /^([a-z]{3,}?)-?(?:maker|smith|wright|monger|brewer|distiller|roaster|grower|seller|dealer|merchant)s?$/

/** The goods a maker word names: the table's (WordNet), or for a compound WordNet lacks, its goods word's class. */
const makerOf = (raw: string): { readonly classNumber: number; readonly goods: string } | undefined => {
  const singular = raw.endsWith("s") && !raw.endsWith("ss") ? raw.slice(0, -1) : raw
  const listed = loaded().get(raw) ?? loaded().get(singular)
  if (listed !== undefined) return listed
  const m = COMPOUND.exec(raw)
  // A compound WordNet has is another thing: a matchmaker arranges marriages, a locksmith fixes locks.
  if (m === null || meaningOf(raw).isa.size > 0) return undefined
  const goods = m[1]!
  const classNumber = foodNamed(goods)?.classNumber ?? listedGoodsClass(stemWord(goods))
  return classNumber === undefined ? undefined : { classNumber, goods }
}

/** The makers and sellers named in a clause; words `known` says the curated vocabulary already classes are left to it. */
export const makersIn = (tokens: ReadonlyArray<Token>, known: (token: Token) => boolean): ReadonlyArray<MakerWord> =>
  tokens.flatMap((t) => {
    if (t.stop || known(t)) return []
    const found = makerOf(t.raw)
    return found === undefined ? [] : [{ text: t.raw, ...found }]
  })
