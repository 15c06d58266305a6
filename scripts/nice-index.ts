// Builds src/Domain/NiceIndex/NclIndexData.ts from the WIPO Nice Classification master files (NCL 12th
// edition, version 2024, English): every goods and services indication of the alphabetical list (about 9,900,
// with 1,100 synonyms), the class headings, and the explanatory notes' "includes" and "excludes" items (an
// excluded item is counted for the class its note sends it to).
// Get the two files from WIPO's download area, https://www.wipo.int/classifications/nice/its4nice/
// ITSupport_and_download_area/20240101/MasterFiles/ (ncl-20240101-classification_top_structure-20230606.xml
// and ncl-20240101-en-classification_texts-20230606.xml), then run:
//   npx tsx scripts/nice-index.ts <structure.xml> <texts.xml>
// The output keeps only what the suggester reads: per word stem, and per pair of neighbouring content stems,
// how often it appears in each class's entries (headings count 3, notes 2, list entries 1).
import { writeFileSync } from "node:fs"
import { stemWord, STOP_WORDS, words } from "../src/Domain/NiceClasses/TermText.js"
import { readNclMasterFiles, unescapeXml } from "./NclMasterFiles.js"

const { classOf, texts } = readNclMasterFiles("nice-index.ts")
const version = /<ClassificationTexts[^>]*\sedition="(\d+)"[^>]*\sversion="(\d+)"/.exec(texts)
const inForce = /dateInForce="([\d-]+)"/.exec(texts)?.[1] ?? "?"

/** Words that end the head of an indication: "refilling of toner cartridges", "tutoring in mathematics". */
const HEAD_ENDS = new Set([
  "of",
  "for",
  "in",
  "to",
  "on",
  "with",
  "by",
  "from",
  "via",
  "through",
  "using",
  "relating",
  "being",
  "as",
  "at",
  "about"
])
/** Heads that name no activity of their own: "rental services", "providing information". */
const VAGUE_HEADS = new Set(["services", "service", "providing", "provision", "information", "consultancy", "advice", "advisory", "rental"])

/**
 * The activity an indication names: its last content word before the first preposition or comma, with the words
 * "and"/"or" join to it ("burglar alarm installation and repair": installation, repair; "linen ironing": ironing).
 */
const headsOf = (label: string): ReadonlyArray<string> => {
  const ws = words(label.replace(/\[[^\]]*\]/g, " ").replace(/\*$/, "").split(",")[0]!)
  const end = ws.findIndex((w) => HEAD_ENDS.has(w))
  const pre = ws.slice(0, end < 0 ? ws.length : end).filter((w) => !STOP_WORDS.has(w) || w === "and" || w === "or")
  let i = pre.length - 1
  while (i >= 0 && VAGUE_HEADS.has(pre[i]!)) i--
  // A quality ("fitness", "wellness") names no activity, and stems with one ("fitness" and "fitting" meet at "fit").
  if (i >= 0 && pre[i]!.endsWith("ness")) return []
  const out: Array<string> = []
  if (i >= 0 && !STOP_WORDS.has(pre[i]!)) out.push(stemWord(pre[i]!))
  while (i >= 2 && (pre[i - 1] === "and" || pre[i - 1] === "or")) {
    i -= 2
    if (!VAGUE_HEADS.has(pre[i]!) && !STOP_WORDS.has(pre[i]!)) out.push(stemWord(pre[i]!))
  }
  return out
}

function add(table: Map<string, Map<number, number>>, key: string, classNumber: number, weight: number) {
  const byClass = table.get(key) ?? new Map<number, number>()
  byClass.set(classNumber, (byClass.get(classNumber) ?? 0) + weight)
  table.set(key, byClass)
}

interface Entry {
  readonly classNumber: number
  readonly text: string
  readonly weight: number
}
const entries: Array<Entry> = []
const HEADING = 3
const NOTE = 2
const LISTED = 1
for (const m of texts.matchAll(/<ClassTexts id="\w+" idRef="(\w+)">([\s\S]*?)<\/ClassTexts>/g)) {
  const classNumber = classOf.get(m[1]!)!
  for (const h of m[2]!.matchAll(/<HeadingItem[^>]*>([^<]*)<\/HeadingItem>/g)) entries.push({ classNumber, text: h[1]!, weight: HEADING })
  for (const h of m[2]!.matchAll(/<Include id=[^>]*>([^<]*)<\/Include>/g)) entries.push({ classNumber, text: h[1]!, weight: NOTE })
  // "raw natural resins (<ClassLink idRef=class 2/>), semi-processed resins (<ClassLink idRef=class 17/>)"
  for (const h of m[2]!.matchAll(/<Exclude id=[^>]*>([\s\S]*?)<\/Exclude>/g)) {
    for (const p of h[1]!.matchAll(/([^()]*?)\(<ClassLink idRef="(\w+)"[^>]*\/>\)/g)) {
      const text = p[1]!.replace(/^[,;\s]*(?:and\s+)?/, "").trim()
      const target = classOf.get(p[2]!)
      if (text !== "" && target !== undefined) entries.push({ classNumber: target, text, weight: NOTE })
    }
  }
}
let listed = 0
/** Service classes whose indications name an activity done for others; class 40's (printing, roasting) also name making goods. */
const ACTIVITY_CLASSES = (n: number) => n >= 35 && n !== 40
/** Per stem: service entries (classes 35-45 but 40) whose head, the activity they name, it is. */
const heads = new Map<string, Map<number, number>>()
for (const m of texts.matchAll(/<GoodOrServiceTexts id="\w+" idRef="(\w+)">([\s\S]*?)<\/GoodOrServiceTexts>/g)) {
  const classNumber = classOf.get(m[1]!)!
  for (const l of m[2]!.matchAll(/<Label[^>]*>([^<]*)<\/Label>/g)) {
    entries.push({ classNumber, text: l[1]!.replace(/\*$/, ""), weight: LISTED })
    listed++
    if (ACTIVITY_CLASSES(classNumber)) { for (const head of headsOf(unescapeXml(l[1]!))) add(heads, head, classNumber, LISTED) }
  }
}

const stemsOf = (text: string) => words(unescapeXml(text)).filter((w) => !STOP_WORDS.has(w)).map(stemWord)
/** Neighbouring content stems, in alphabetical order: "shoe repair" and "repair of shoes" meet. */
const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`)

const unigrams = new Map<string, Map<number, number>>()
const pairs = new Map<string, Map<number, number>>()
for (const e of entries) {
  const stems = stemsOf(e.text)
  for (const s of new Set(stems)) if (!/^\d+$/.test(s)) add(unigrams, s, e.classNumber, e.weight)
  const seen = new Set<string>()
  for (let i = 0; i + 1 < stems.length; i++) {
    const key = pairKey(stems[i]!, stems[i + 1]!)
    if (stems[i] !== stems[i + 1] && !seen.has(key)) add(pairs, key, e.classNumber, e.weight)
    seen.add(key)
  }
}

/** A pair is kept only when it says more than its two words: it sends most of its weight to a class neither word leads to. */
const leader = (byClass: ReadonlyMap<number, number>) => [...byClass].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0]
const informative = (key: string, byClass: ReadonlyMap<number, number>) => {
  const [a, b] = key.split(" ") as [string, string]
  const top = leader(byClass)
  const ua = unigrams.get(a)
  const ub = unigrams.get(b)
  return ua === undefined || ub === undefined || leader(ua) !== top || leader(ub) !== top
}

const serialise = (
  table: ReadonlyMap<string, ReadonlyMap<number, number>>,
  keep: (key: string, byClass: ReadonlyMap<number, number>) => boolean
) =>
  [...table]
    .filter(([key, byClass]) => keep(key, byClass))
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([key, byClass]) => `${key}\t${[...byClass].sort((a, b) => a[0] - b[0]).map(([c, n]) => `${c}:${n}`).join(",")}`)
    .join("\n")

const unigramText = serialise(unigrams, () => true)
const pairText = serialise(pairs, informative)
const out = `/**
 * Generated by scripts/nice-index.ts: do not edit by hand.
 *
 * Derived from the Nice Classification (NCL), ${version?.[1] ?? "12"}th edition, version ${version?.[2] ?? "2024"} (in force ${inForce}),
 * English master files, (c) World Intellectual Property Organization (WIPO), published by WIPO for free download
 * at https://www.wipo.int/classifications/nice/ (ITSupport and download area). Source: ${listed} alphabetical-list
 * indications (synonyms included), the 45 class headings, and the explanatory notes' includes and excludes.
 * Only word statistics are kept, not the list itself: per word stem (Porter, as src/Domain/NiceClasses/TermText.ts
 * stems) and per pair of neighbouring content stems (alphabetical order), the weight of the entries of each class
 * that contain it ("class:weight"; headings count ${HEADING}, notes ${NOTE}, list entries ${LISTED}). Pairs are kept only when they
 * lead to another class than one of their words does.
 */

/** "stem\\tclass:weight,class:weight" lines. */
export const NCL_STEMS =
  ${JSON.stringify(unigramText)}

/** "stemA stemB\\tclass:weight,..." lines: neighbouring content stems of an entry, in alphabetical order. */
export const NCL_PAIRS =
  ${JSON.stringify(pairText)}
`
writeFileSync(new URL("../src/Domain/NiceIndex/NclIndexData.ts", import.meta.url), out)

const headText = serialise(heads, () => true)
const headsOut = `/**
 * Generated by scripts/nice-index.ts: do not edit by hand.
 *
 * Derived from the same WIPO master files as NclIndexData.ts (NCL ${version?.[1] ?? "12"}-${version?.[2] ?? "2024"}, (c) WIPO): for the
 * service indications of classes 35-39 and 41-45, the stem of the activity each one names (its last content word
 * before the first preposition or comma, with words joined to it by "and"/"or": "linen ironing" -> iron, "refilling
 * of toner cartridges" -> refil, "burglar alarm installation and repair" -> instal, repair), and how many
 * indications of each class have it as their head. Class 40 is left out: its activities (printing, roasting) also
 * name the making of goods.
 */

/** "stem\\tclass:count,..." lines. */
export const NCL_SERVICE_HEADS =
  ${JSON.stringify(headText)}
`
writeFileSync(new URL("../src/Domain/NiceIndex/NclServiceHeadsData.ts", import.meta.url), headsOut)
console.log(`${heads.size} service heads, ${headsOut.length} chars`)
console.log(
  `${entries.length} entries (${listed} listed), ${unigrams.size} stems, ${
    pairText.split("\n").length
  } of ${pairs.size} pairs kept, ${out.length} chars`
)
