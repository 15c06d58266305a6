import { createRequire } from "node:module"
import { stem } from "./Lexicon.js"

/** NclRolesData.json, read on first use: a process that never analyses a mark never holds it. */
const data = (): typeof import("./NclRolesData.json") => createRequire(import.meta.url)("./NclRolesData.json")

/**
 * Which goods the Nice list's own wording names in each class (NclRolesData.ts, derived from the NCL 12-2024
 * alphabetical list by scripts/ncl-term-roles.ts): per Porter stem, how many of a class's indications it is the
 * head noun of ("pipes" in "soldering blow pipes, gas-operated"; "parkas"). Parsed on first use.
 */
let table: ReadonlyMap<string, ReadonlyMap<number, number>> | undefined

const load = (): ReadonlyMap<string, ReadonlyMap<number, number>> => {
  if (table !== undefined) return table
  const out = new Map<string, ReadonlyMap<number, number>>()
  for (const line of data().NCL_HEADS.split("\n")) {
    const [key, counts] = line.split("\t")
    out.set(key!, new Map(counts!.split(",").map((p) => p.split(":").map(Number) as [number, number])))
  }
  table = out
  return out
}

/** In how many indications of the given classes the word is the head noun. */
export const nclHeads = (word: string, classes: ReadonlyArray<number>): number => {
  const row = word.length < 3 ? undefined : load().get(stem(word))
  return row === undefined ? 0 : classes.reduce((a, c) => a + (row.get(c) ?? 0), 0)
}

let qualifies: ReadonlyMap<string, ReadonlySet<string>> | undefined

/**
 * A name of the goods that the word qualifies in some indication of the Nice list ("tables" for MASSAGE, from
 * "massage tables"; "whisks" for ELECTRIC, from "whisks, electric"): the word names a kind, feature or purpose of
 * such goods in the trade's own wording.
 */
export const nclQualified = (word: string, goodsNames: ReadonlyArray<string>): string | undefined => {
  if (word.length < 3) return undefined
  qualifies ??= new Map(
    data().NCL_QUALIFIES.split("\n").map((l) => {
      const [k, heads] = l.split("\t")
      return [k!, new Set(heads!.split(" "))]
    })
  )
  const heads = qualifies.get(stem(word))
  return heads === undefined ? undefined : goodsNames.find((g) => stem(g) !== stem(word) && heads.has(stem(g)))
}
