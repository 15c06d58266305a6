/**
 * Fills the slots of specification templates from a business description: what the software
 * does ({purpose}), what a shop sells ({goods}) and what a course or publication is about
 * ({subject}). Plain heuristics over words, no model: when nothing fits, the slot stays empty
 * and the template shows a bracketed placeholder for the user to complete.
 */

import {
  GOODS_LINKS,
  HELP_VERBS,
  MASS_NOUNS,
  PARTICIPLES,
  PEOPLE,
  PEOPLE_WORD,
  POSSESSIVES,
  SELL_VERBS,
  SHOP_HEADS,
  SOFTWARE_ADJECTIVES,
  SOFTWARE_HEADS,
  STOP_AT,
  SUBJECT_HEADS,
  SUBJECT_LINKS,
  SUBJECT_STOPS
} from "./SlotWords.js"

export type SlotName = "purpose" | "goods" | "subject"
export type Slots = Readonly<Partial<Record<SlotName, string>>>

/** Shown when a slot could not be filled from the description. */
export const SLOT_PLACEHOLDERS: Readonly<Record<SlotName, string>> = {
  purpose: "[specify the function, e.g. managing restaurant reservations]",
  goods: "[specify the goods, e.g. clothing, bags and jewelry]",
  subject: "[specify the subject, e.g. cooking]"
}

const MAX_SLOT_WORDS = 10

type Token = string // a lower-case word, or ","

const tokenize = (clause: string): ReadonlyArray<Token> =>
  clause
    .toLowerCase()
    .replace(/['\u2019]s\b/g, "")
    .match(/[\p{L}\p{N}][\p{L}\p{N}'\u2019&-]*|,/gu) ?? []

const bare = (t: Token) => t.replace(/[-'\u2019]/g, "")

const clausesOf = (text: string): ReadonlyArray<ReadonlyArray<Token>> =>
  text
    .split(/[.;:!?()[\]{}\n|]+/)
    .map(tokenize)
    .filter((c) => c.length > 0)

const VERB_IRREGULAR: Readonly<Record<string, string>> = {
  be: "being",
  see: "seeing",
  run: "running",
  get: "getting",
  set: "setting",
  put: "putting",
  shop: "shopping",
  plan: "planning",
  chat: "chatting",
  swap: "swapping"
}

/** "tracks" -> "track", "watches" -> "watch", "applies" -> "apply". */
const baseVerb = (w: string): string => {
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`
  if (/(?:ch|sh|x|ss|zz)es$/.test(w)) return w.slice(0, -2)
  if (/[^s]s$/.test(w) && w.length > 3) return w.slice(0, -1)
  return w
}

/** "book" -> "booking", "manage" -> "managing", "plan" -> "planning". */
export const gerund = (verb: string): string => {
  const w = verb.toLowerCase()
  if (w.endsWith("ing")) return w
  const irregular = VERB_IRREGULAR[w]
  if (irregular !== undefined) return irregular
  if (w.endsWith("ie")) return `${w.slice(0, -2)}ying`
  if (/[^aeio]e$/.test(w) && w.length > 2) return `${w.slice(0, -1)}ing`
  // One-vowel words ending consonant-vowel-consonant double the last letter ("stop" -> "stopping").
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w)) return `${w}${w.slice(-1)}ing`
  return `${w}ing`
}

const join = (tokens: ReadonlyArray<Token>): string =>
  tokens
    .join(" ")
    .replace(/\s+,/g, ",")
    .replace(/,\s*$/, "")
    .replace(/\s+/g, " ")
    .trim()

/** The words after `from`, up to the end of the clause, a stop word or MAX_SLOT_WORDS. */
const restOf = (tokens: ReadonlyArray<Token>, from: number, stopAtComma: boolean): ReadonlyArray<Token> => {
  const out: Array<Token> = []
  for (let i = from; i < tokens.length && out.length < MAX_SLOT_WORDS; i++) {
    const t = tokens[i]!
    if ((t === "," && stopAtComma) || STOP_AT.has(t)) break
    out.push(t)
  }
  while (out.length > 0 && (out[out.length - 1] === "," || out[out.length - 1] === "and" || out[out.length - 1] === "or")) out.pop()
  return out.filter((t, i) => !(i === 0 && POSSESSIVES.has(t)))
}

const dropPossessives = (tokens: ReadonlyArray<Token>) => tokens.filter((t) => !POSSESSIVES.has(t))

/** "to book tables" / "helps people track water" / "for managing stock" as a gerund phrase. */
const actionPhrase = (tokens: ReadonlyArray<Token>): string | undefined => {
  let words = [...tokens]
  if (words[0] !== undefined && HELP_VERBS.has(words[0])) {
    const to = words.indexOf("to")
    words = to > 0 && to <= 3 ? words.slice(to + 1) : words.slice(2)
  }
  if (words[0] === "to") words = words.slice(1)
  const first = words[0]
  if (first === undefined) return undefined
  const rest = dropPossessives(words.slice(1))
  return join([gerund(baseVerb(first)), ...rest])
}

/** "restaurants" -> "use by restaurants"; "logistics" -> "use in logistics"; "managing x" stays. */
const nounOrAction = (tokens: ReadonlyArray<Token>): string | undefined => {
  const words = dropPossessives(tokens)
  if (words.length === 0) return undefined
  if (words[0]!.endsWith("ing") && words[0]!.length > 4) return join(words)
  if (words[0] === "use") return join(words)
  // "dental clinics to manage appointments": what it does first, then who uses it.
  const to = words.indexOf("to")
  const noun = to > 0 ? words.slice(0, to) : words
  const action = to > 0 ? actionPhrase(words.slice(to)) : undefined
  const head = [...noun].reverse().find((w) => w !== ",") ?? ""
  const who = PEOPLE.has(head) || (PEOPLE_WORD.test(head) && head.length > 5)
  const use = `use ${who ? "by" : "in"} ${join(noun)}`
  return action !== undefined ? `${action} for ${use}` : use
}

const purposeIn = (tokens: ReadonlyArray<Token>): string | undefined => {
  for (let h = 0; h < tokens.length; h++) {
    if (!SOFTWARE_HEADS.has(bare(tokens[h]!))) continue
    // "software designed for ...", "app that helps ...", "platform to ...".
    let i = h + 1
    while (
      i < tokens.length &&
      (SOFTWARE_HEADS.has(bare(tokens[i]!)) || PARTICIPLES.has(tokens[i]!) || tokens[i] === "specifically" || tokens[i] === "especially")
    ) i++
    const link = tokens[i]
    if (link === "to" || link === "that" || link === "which" || (link !== undefined && HELP_VERBS.has(link))) {
      const phrase = actionPhrase(restOf(tokens, link === "that" || link === "which" || link === "to" ? i + 1 : i, true))
      if (phrase !== undefined) return phrase
    }
    const forPhrase = link === "for" ? nounOrAction(restOf(tokens, i + 1, true)) : undefined
    if (forPhrase !== undefined && !forPhrase.startsWith("use ")) return forPhrase
    // "restaurant reservation software": the words right before it say what it does.
    const before: Array<Token> = []
    for (let q = h - 1; q >= 0 && before.length < 3; q--) {
      const w = tokens[q]!
      if (
        w === "," || SOFTWARE_ADJECTIVES.has(bare(w)) || STOP_AT.has(w) ||
        ["and", "or", "of", "for", "to", "with", "is", "are", "we", "that"].includes(w)
      ) break
      before.unshift(w)
    }
    if (before.length > 0) return join(before)
    if (forPhrase !== undefined) return forPhrase
  }
  return undefined
}

const pluralise = (w: string) => (w.endsWith("s") || MASS_NOUNS.test(w) ? w : `${w}s`)

/** The goods words: up to the next verb of selling or "we", without "online" or possessives. */
const goodsWords = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> => {
  const out: Array<Token> = []
  for (const t of dropPossessives(tokens)) {
    if (SELL_VERBS.has(t) || t === "we" || t === "online") {
      if (out.length > 0 || t !== "online") break
      continue
    }
    out.push(t)
  }
  while (out.length > 0 && ["and", "or", ","].includes(out[out.length - 1]!)) out.pop()
  return out
}

const goodsIn = (tokens: ReadonlyArray<Token>): string | undefined => {
  for (let h = 0; h < tokens.length; h++) {
    const t = bare(tokens[h]!)
    if (SELL_VERBS.has(t)) {
      const rest = goodsWords(restOf(tokens, h + 1, false))
      if (rest.length > 0) return join(rest)
      continue
    }
    if (!SHOP_HEADS.has(t)) continue
    let i = h + 1
    if (tokens[i] === "that" || tokens[i] === "which") i++
    const link = tokens[i]
    if (link !== undefined && (SELL_VERBS.has(link) || GOODS_LINKS.has(link))) {
      const rest = goodsWords(restOf(tokens, i + 1, false))
      if (rest.length > 0) return join(rest)
    }
    // "shoe store", "vintage clothing boutique".
    const before: Array<Token> = []
    for (let q = h - 1; q >= 0 && before.length < 3; q--) {
      const w = tokens[q]!
      if (
        w === "," ||
        ["online", "retail", "our", "a", "an", "the", "and", "or", "we", "run", "own", "independent", "local", "small"].includes(w)
      ) break
      before.unshift(w)
    }
    if (before.length > 0) return join([...before.slice(0, -1), pluralise(before[before.length - 1]!)])
  }
  return undefined
}

const subjectIn = (tokens: ReadonlyArray<Token>): string | undefined => {
  for (let h = 0; h < tokens.length; h++) {
    if (!SUBJECT_HEADS.has(bare(tokens[h]!))) continue
    const link = tokens[h + 1]
    if (link !== undefined && SUBJECT_LINKS.has(link)) {
      let rest = dropPossessives(restOf(tokens, h + 2, true))
      if (rest[0] === "how" && rest[1] === "to" && rest[2] !== undefined) rest = [gerund(rest[2]), ...rest.slice(3)]
      if (rest.length > 0) return join(rest)
    }
    const before: Array<Token> = []
    for (let q = h - 1; q >= 0 && before.length < 3; q--) {
      const w = tokens[q]!
      if (w === "," || SUBJECT_STOPS.has(w) || SELL_VERBS.has(w)) break
      before.unshift(w)
    }
    if (before.length > 0) return join(before)
  }
  return undefined
}

/** The slots this description fills (a slot absent when nothing fits). */
export const extractSlots = (description: string): Slots => {
  const clauses = clausesOf(description)
  const first = (f: (tokens: ReadonlyArray<Token>) => string | undefined) => {
    for (const c of clauses) {
      const v = f(c)
      if (v !== undefined && v.trim() !== "") return v
    }
    return undefined
  }
  const purpose = first(purposeIn)
  const goods = first(goodsIn)
  const subject = first(subjectIn)
  return {
    ...(purpose !== undefined ? { purpose } : {}),
    ...(goods !== undefined ? { goods } : {}),
    ...(subject !== undefined ? { subject } : {})
  }
}

/** Fills `{slot}`s in `wording`; says whether a placeholder had to be used. */
export const fillSlots = (wording: string, slots: Slots): { readonly text: string; readonly complete: boolean } => {
  let complete = true
  const text = wording.replace(/\{(purpose|goods|subject)\}/g, (_, name: SlotName) => {
    const value = slots[name]
    if (value !== undefined) return value
    complete = false
    return SLOT_PLACEHOLDERS[name]
  })
  return { text, complete: complete && !/\[specify/.test(text) }
}
