// Builds src/Analysis/Distinctiveness/NclRolesData.ts: which words NAME goods in the WIPO Nice list's own
// indications, per class. NCL 12th edition, version 2024, English master files (the same two files
// scripts/nice-index.ts reads; get them from WIPO's download area,
// https://www.wipo.int/classifications/nice/its4nice/ITSupport_and_download_area/20240101/MasterFiles/):
//   npx tsx scripts/ncl-term-roles.ts <classification_top_structure.xml> <en-classification_texts.xml>
// For every alphabetical-list indication the head noun (the last word before the first linking word or
// comma: "pipes" in "soldering blow pipes, gas-operated") NAMES goods of its class; the other words (modifiers,
// inverted qualifiers after a comma, purposes and materials after "for", "of", "with") only tell something about
// them and are not kept. Only counts per Porter stem and class are kept, not the list.
import { readFileSync, writeFileSync } from "node:fs"
import { stem } from "../src/Analysis/Distinctiveness/Lexicon.js"

const [structurePath, textsPath] = process.argv.slice(2)
if (structurePath === undefined || textsPath === undefined) {
  console.error("usage: npx tsx scripts/ncl-term-roles.ts <classification_top_structure.xml> <en-classification_texts.xml>")
  process.exit(2)
}
const structure = readFileSync(structurePath, "utf8")
const texts = readFileSync(textsPath, "utf8")

const classOf = new Map<string, number>()
let current = 0
for (const m of structure.matchAll(/<Class id="(\w+)"[^>]*classNumber="(\d+)"|<GoodOrService [^>]*id="(\w+)"/g)) {
  if (m[1] !== undefined) {
    current = Number(m[2])
    classOf.set(m[1], current)
  } else classOf.set(m[3]!, current)
}

const unescape = (s: string) =>
  s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&apos;/g, "'").replace(/&amp;/g, "&")

/** Words that link the head to its complement: what follows tells purpose, material, object or user. */
const LINK = new Set([
  "for",
  "of",
  "with",
  "to",
  "in",
  "on",
  "from",
  "against",
  "containing",
  "made",
  "being",
  "other",
  "not",
  "using",
  "used",
  "featuring",
  "by",
  "at",
  "into",
  "as",
  "via",
  "about",
  "relating",
  "consisting",
  "based",
  "except",
  "namely",
  "through",
  "over",
  "under"
])
const SKIP = new Set(["and", "or", "the", "a", "an", "its", "their", "such", "than", "purposes", "purpose", "use", "non", "all", "others"])

const head = new Map<string, Map<number, number>>()
/** modifier stem -> head stems it qualifies somewhere in the list ("massag" -> "tabl"). */
const qualifies = new Map<string, Set<string>>()
const pair = (modifier: string, headWord: string) => {
  if (modifier.length < 3 || headWord.length < 3 || SKIP.has(modifier) || /\d/.test(modifier)) return
  const row = qualifies.get(stem(modifier)) ?? new Set<string>()
  row.add(stem(headWord))
  qualifies.set(stem(modifier), row)
}
const add = (table: Map<string, Map<number, number>>, word: string, classNumber: number) => {
  if (word.length < 3 || SKIP.has(word) || /\d/.test(word)) return
  const key = stem(word)
  const row = table.get(key) ?? new Map<number, number>()
  row.set(classNumber, (row.get(classNumber) ?? 0) + 1)
  table.set(key, row)
}

let indications = 0
for (const m of texts.matchAll(/<GoodOrServiceTexts id="\w+" idRef="(\w+)">([\s\S]*?)<\/GoodOrServiceTexts>/g)) {
  const classNumber = classOf.get(m[1]!)
  if (classNumber === undefined) continue
  for (const l of m[2]!.matchAll(/<Label[^>]*>([^<]*)<\/Label>/g)) {
    indications++
    const text = unescape(l[1]!).toLowerCase().replace(/\[[^\]]*\]|\([^)]*\)|\*/g, " ").replace(/'s\b|s'/g, "s")
    const tokens = text.split(/\s+|(?=,)|(?<=,)/).filter((t) => t !== "")
    const link = tokens.findIndex((t, i) => i > 0 && (LINK.has(t) || t === ","))
    const front = link < 0 ? tokens : tokens.slice(0, link)
    const words = (ts: ReadonlyArray<string>) => ts.flatMap((t) => t.split(/[^a-z]+/)).filter((w) => w !== "")
    const frontWords = words(front)
    const last = frontWords.length - 1
    // A hyphenated head ("tea-based") is a modifier form; the head is a plain last word.
    if (last >= 0 && !/-/.test(front[front.length - 1] ?? "")) {
      add(head, frontWords[last]!, classNumber)
      // Words written before the head and inverted qualifiers after a comma ("whisks, electric") qualify it.
      for (const w of frontWords.slice(0, last)) pair(w, frontWords[last]!)
      const comma = tokens.indexOf(",")
      if (comma === link) {
        const next = tokens.slice(comma + 1).findIndex((t) => t === "," || LINK.has(t))
        const inverted = tokens.slice(comma + 1, next < 0 ? undefined : comma + 1 + next)
        for (const w of words(inverted)) pair(w, frontWords[last]!)
      }
    }
  }
}

const row = (r: Map<number, number>) => [...r.entries()].sort((a, b) => a[0] - b[0]).map(([c, n]) => `${c}:${n}`).join(",")
const keys = [...head.keys()].sort()
const lines = keys.map((k) => `${k}\t${row(head.get(k)!)}`)
const pairLines = [...qualifies.keys()].sort().map((k) => `${k}\t${[...qualifies.get(k)!].sort().join(" ")}`)

const out = `/**
 * Generated by scripts/ncl-term-roles.ts: do not edit by hand.
 *
 * Derived from the Nice Classification (NCL), 12th edition, version 2024, English master files, (c) World
 * Intellectual Property Organization (WIPO), published for free download at https://www.wipo.int/classifications/nice/.
 * Source: the ${indications} alphabetical-list indications (synonyms included). Only counts are kept, not the list:
 * per Porter stem, in how many indications of each class the word is the HEAD noun, the word that names the goods
 * ("pipes" in "soldering blow pipes, gas-operated"; "whisks" in "whisks, electric, for household purposes"), and per
 * word the heads it qualifies before them or after a comma ("soldering" and "blow" qualify "pipes", "electric" "whisks").
 */

/** "stem\\tclass:count,…" lines. */
export const NCL_HEADS = ${JSON.stringify(lines.join("\n"))}

/** "modifier stem\\thead stem head stem …" lines: the heads each word qualifies ("massag\\ttabl chair …"). */
export const NCL_QUALIFIES = ${JSON.stringify(pairLines.join("\n"))}
`
writeFileSync(new URL("../src/Analysis/Distinctiveness/NclRolesData.ts", import.meta.url), out)
console.error(`${indications} indications, ${keys.length} head stems`)
