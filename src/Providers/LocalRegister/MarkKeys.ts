/**
 * Index keys derived from a mark: the normalised name (the same normalisation the similarity
 * engine scores), the number keys, the owner key, the Nice class bitmask, and the fuzzy
 * candidate tokens.
 *
 * Fuzzy candidates: a mark stores few tokens (its space-free form, its Double Metaphone codes,
 * and for multi-word marks its words and their codes). A query looks up its whole edit-distance-1
 * neighbourhood (every deletion, adjacent transposition, substitution and insertion of its
 * space-free form) against the stored forms, so GOOGEL finds GOOGLE; long marks also look up
 * stored forms sharing their first 60% (NOVALUX finds NOVALUCK); sound-alikes further apart in
 * spelling share a code; APPLE finds APPLE PIE through the word. Expanding the query rather
 * than the records keeps the index small and the import fast; a query costs one FTS lookup of a
 * few hundred terms. The ensemble then scores only these candidates.
 */
import { doubleMetaphone } from "double-metaphone"
// The submodules, not the Similarity barrel: this runs in the import's parser thread, which should not
// load the meaning data (WordNet, word vectors) the barrel pulls in through the element comparison.
import { markWords } from "../../Analysis/Similarity/MarkWords.js"
import { hasCjk, normalizeMark, romanizeToken } from "../../Analysis/Similarity/Normalize.js"
import { soundKey } from "../../Analysis/Similarity/SoundKey.js"

/** Longest space-free form whose neighbourhood a query expands (longer: words and sound only). */
const MAX_NEIGHBOURHOOD_LENGTH = 20
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
const LETTERS = /[^A-Z]/g
const PLAIN = /^[A-Z0-9]+$/

export interface NameKeys {
  /** normalizeMark(name): upper-case words joined by single spaces. */
  readonly norm: string
  /** Space-separated FTS tokens for fuzzy candidate lookup. */
  readonly fuzzy: string
}

const addSound = (out: Set<string>, prefix: string, word: string): void => {
  const letters = word.replace(LETTERS, "")
  if (letters.length < 2) return
  const [primary, alternate] = doubleMetaphone(letters)
  if (primary !== "") out.add(prefix + primary)
  if (alternate !== "" && alternate !== primary) out.add(prefix + alternate)
}

const romanWords = (norm: string): { words: Array<string>; roman: Array<string>; cjk: boolean } => {
  const words = norm.split(" ").filter((w) => w.length > 0)
  const cjk = hasCjk(norm)
  return { words, roman: cjk ? words.map(romanizeToken).filter((w) => w.length > 0) : words, cjk }
}

/** Tokens a record stores. */
export const recordTokens = (norm: string): Set<string> => {
  const out = new Set<string>()
  const { words, roman, cjk } = romanWords(norm)
  if (words.length === 0) return out
  // CJK marks are also indexed by their romanisation (華為 → HUAWEI) so Latin queries find them.
  if (cjk) out.add(words.join(""))
  const romanCompact = roman.join("")
  if (romanCompact !== "") {
    out.add(romanCompact)
    addSound(out, "#", romanCompact)
  }
  const key = soundKey(roman)
  if (key.length >= 2) out.add(SOUND_KEY + key)
  if (key.length >= RHYME_MIN_KEY) out.add(RHYME + key.slice(-RHYME_LENGTH))
  const end = endToken(romanCompact)
  if (end !== undefined) out.add(end)
  if (roman.length > 1) {
    for (const w of roman) {
      if (w.length < 3) continue
      out.add("_" + w)
      addSound(out, "#_", w)
    }
  }
  return out
}

/** Shortest part of a compound looked up as a mark of its own, and shortest compound split. */
const MIN_PART = 3
const MIN_COMPOUND = 6
/** Shortest part of a one-word compound looked up as a word of a multi-word mark (shorter parts are crowded). */
const MIN_WORD_PART = 4
/** Shortest distinctive word of a multi-word query looked up as the start of one-word marks (GAS CITY → GASTOWN). */
const MIN_WORD_PREFIX = 3
/** Words of a multi-word query whose own sound-key neighbourhood is looked up. */
const MAX_KEYED_WORDS = 3

/** Prefix of the coarse sound-key token (SoundKey.ts); FTS keeps "_" inside tokens. */
export const SOUND_KEY = "__"
/**
 * Prefix of the rhyme token: the last RHYME_LENGTH sounds of a key of RHYME_MIN_KEY or more
 * (HUGGIES / DOUGIES, PROZAC / HERBROZAC, ADVICOR / ALTOCOR meet on it). No Double Metaphone
 * code starts with "_", so "#__" cannot collide with the "#_" word-sound tokens.
 */
export const RHYME = "#__"
const RHYME_LENGTH = 4
const RHYME_MIN_KEY = 5
/**
 * Prefix of the ending token: the last END_LENGTH letters of a space-free form of MIN_COMPOUND or
 * more. No other token starts with three underscores (sound keys hold no "_").
 */
export const END = "___"
const END_LENGTH = 4
/** Letters of the start a shortened or lengthened form keeps with its ending (COMMCASH / COMMUNICASH). */
const END_LEAD = 3

/** The leading and trailing parts of a compound, from `shortest` letters up to leaving MIN_PART of it. */
const endParts = (compact: string, shortest: number): Array<string> => {
  const out: Array<string> = []
  for (let n = shortest; n <= compact.length - MIN_PART; n++) out.push(compact.slice(0, n), compact.slice(compact.length - n))
  return out
}

const endToken = (compact: string): string | undefined =>
  compact.length >= MIN_COMPOUND && PLAIN.test(compact) ? END + compact.slice(-END_LENGTH) : undefined

/** Letters a sound key can hold (SoundKey.ts maps everything else away). */
const KEY_ALPHABET = "ABDFGHJKLMNPRSTVY9"
/** Longest sound key whose one-edit neighbourhood a query looks up (short and medium marks). */
const MAX_KEY_NEIGHBOURHOOD = 7

/** Every string within one edit (delete, adjacent swap, substitute, insert) of s over an alphabet, s included. */
const editsOf = (s: string, alphabet: string): Set<string> => {
  const out = new Set<string>([s])
  for (let i = 0; i <= s.length; i++) {
    const head = s.slice(0, i)
    const tail = s.slice(i)
    for (const c of alphabet) out.add(head + c + tail)
    if (i < s.length) {
      const rest = s.slice(i + 1)
      if (s.length > 2) out.add(head + rest)
      for (const c of alphabet) if (c !== s[i]) out.add(head + c + rest)
      if (i + 1 < s.length) out.add(head + s[i + 1] + s[i] + s.slice(i + 2))
    }
  }
  return out
}

/** Every key within one edit of k over the key alphabet (k alone when it is long). */
const keyNeighbourhood = (k: string): Set<string> => (k.length > MAX_KEY_NEIGHBOURHOOD ? new Set([k]) : editsOf(k, KEY_ALPHABET))

/** Every string within one edit (delete, adjacent swap, substitute, insert) of s, s included. */
export const neighbourhood = (s: string): Set<string> =>
  s.length < 2 || s.length > MAX_NEIGHBOURHOOD_LENGTH || !PLAIN.test(s) ? new Set([s]) : editsOf(s, ALPHABET)

/** Shortest space-free form whose two-edit forms (a swap and a dropped letter, two dropped letters) a query looks up. */
const MIN_TWO_EDIT_LENGTH = 6

/**
 * The forms two edits away that keep every letter in order but one or two (two dropped
 * letters; a dropped letter and two adjacent letters swapped): a misspelled long mark
 * (GREENFIELD / GRENFEILD) that neither the one-edit forms nor the leading part finds. A few
 * hundred forms at most, where all two-edit forms would be tens of thousands.
 */
export const swapDropForms = (s: string): Set<string> => {
  const out = new Set<string>()
  if (s.length < MIN_TWO_EDIT_LENGTH || s.length > MAX_NEIGHBOURHOOD_LENGTH || !PLAIN.test(s)) return out
  // Forms whose edits all fall after the leading part keep it: the prefix lookup finds those.
  // The first letter stays: a mark without it, or with its first two letters swapped, starts
  // otherwise, which makes another mark (JUNO / UNO).
  const lead = leadingLength(s)
  for (let i = 1; i < s.length; i++) {
    const dropped = s.slice(0, i) + s.slice(i + 1)
    for (let j = i; j < dropped.length; j++) if (i < lead) out.add(dropped.slice(0, j) + dropped.slice(j + 1))
    for (let j = 1; j + 1 < dropped.length; j++) {
      if (Math.min(i, j) < lead && dropped[j] !== dropped[j + 1]) {
        out.add(dropped.slice(0, j) + dropped[j + 1] + dropped[j] + dropped.slice(j + 2))
      }
    }
  }
  out.delete(s)
  return out
}

/** Length of the leading part a long query looks up as a prefix (QueryTokens.prefix). */
const leadingLength = (s: string): number => Math.max(4, Math.ceil(s.length * 0.6))

export interface QueryTokens {
  /** Space-free forms within one edit: each hit is a near spelling. */
  readonly near: ReadonlyArray<string>
  /** Space-free forms two edits away by a swap and a dropped letter or two dropped letters (swapDropForms). */
  readonly twoEdits: ReadonlyArray<string>
  /** Sound codes of the whole mark. */
  readonly sound: ReadonlyArray<string>
  /**
   * Coarse sound keys within one edit of the mark's key (SOUND_KEY-prefixed): short marks with
   * a swap, a sound-alike letter (Z/S, Q/K, U/OO) or an added letter, and two-edit spellings that
   * sound alike.
   */
  readonly keys: ReadonlyArray<string>
  /** Sound keys within one edit of each word's own key, for a multi-word mark (GROTRIAN-STEINWEG / STEINWAY). */
  readonly wordKeys: ReadonlyArray<string>
  /** Key prefix: longer marks whose sound starts with the whole query's (MILTRON → MILLTRONICS). */
  readonly keyPrefix: string | undefined
  /** The rhyme token of the query (RHYME). */
  readonly rhyme: string | undefined
  /**
   * Whole-mark forms of the query's parts, for clearance by word: each word of a multi-word
   * mark and its sound (earlier NOVA for THE NOVA KITCHEN), and the leading and trailing parts
   * of a long one-word mark (NOVA and LINE for NOVALINE: a compound split).
   */
  readonly parts: ReadonlyArray<string>
  /** The space-free form, for a prefix lookup of longer marks starting with it (NOVA → NOVALINE). */
  readonly joined: string | undefined
  /**
   * Distinctive words (3+ letters) of a multi-word mark, for a prefix lookup of one-word marks
   * they start (SUPER CHIRO TEA → CHIROKLENZ): the word joined to another in the earlier mark.
   */
  readonly wordPrefixes: ReadonlyArray<string>
  /**
   * Leading and trailing parts (4+ letters) of a long one-word mark as words of a multi-word
   * mark (NOVALINE → NOVA KITCHEN): the compound split against the earlier mark's words.
   */
  readonly partWords: ReadonlyArray<string>
  /**
   * The start and the ending token of a long space-free form, for marks that keep both and
   * differ in the middle by more than an edit or two: a shortened or telescoped form
   * (COMMCASH / COMMUNICASH), an inserted syllable or word (a prefix lookup AND the ending).
   */
  readonly lead: { readonly start: string; readonly end: string } | undefined
  /** Words of a multi-word mark and their sound codes. */
  readonly words: ReadonlyArray<string>
  /**
   * Leading part of a long space-free form, for a prefix lookup: marks that start alike and
   * differ by two or more edits near the end (NOVALUX / NOVALUCK) still score high.
   */
  readonly prefix: string | undefined
}

/** Tokens a query looks up (against recordTokens of the register). */
export const queryTokens = (norm: string): QueryTokens => {
  const { words, roman, cjk } = romanWords(norm)
  const near = new Set<string>()
  const sound = new Set<string>()
  const wordTokens = new Set<string>()
  if (words.length === 0) {
    return {
      near: [],
      twoEdits: [],
      sound: [],
      keys: [],
      wordKeys: [],
      keyPrefix: undefined,
      rhyme: undefined,
      words: [],
      prefix: undefined,
      parts: [],
      joined: undefined,
      wordPrefixes: [],
      partWords: [],
      lead: undefined
    }
  }
  if (cjk) near.add(words.join(""))
  const romanCompact = roman.join("")
  if (romanCompact !== "") {
    for (const t of neighbourhood(romanCompact)) near.add(t)
    addSound(sound, "#", romanCompact)
  }
  if (roman.length > 1) {
    for (const w of roman) {
      if (w.length < 3) continue
      wordTokens.add("_" + w)
      addSound(wordTokens, "#_", w)
    }
  } else if (romanCompact.length >= 3) {
    // A one-word query also finds multi-word marks that contain that word.
    wordTokens.add("_" + romanCompact)
  }
  const parts = new Set<string>()
  if (roman.length > 1) {
    for (const w of roman) {
      if (w.length < 2 || !PLAIN.test(w)) continue
      parts.add(w)
      addSound(parts, "#", w)
    }
  }
  if (romanCompact.length >= MIN_COMPOUND && PLAIN.test(romanCompact)) {
    for (const part of endParts(romanCompact, MIN_PART)) parts.add(part)
    // A two-letter mark joined to a generic or descriptive word (NL + SPORT).
    for (
      const [part, rest] of [
        [romanCompact.slice(0, 2), romanCompact.slice(2)],
        [romanCompact.slice(-2), romanCompact.slice(0, -2)]
      ] as const
    ) {
      if (markWords([rest])[0]!.weight < 0.5) parts.add(part)
    }
  }
  parts.delete(romanCompact)
  const partWords = new Set<string>()
  if (roman.length === 1 && romanCompact.length >= MIN_WORD_PART + MIN_PART && PLAIN.test(romanCompact)) {
    for (const part of endParts(romanCompact, MIN_WORD_PART)) partWords.add("_" + part)
  }
  const end = endToken(romanCompact)
  const lead = end === undefined ? undefined : { start: romanCompact.slice(0, END_LEAD), end }
  const joined = romanCompact.length >= MIN_PART && romanCompact.length < 6 && PLAIN.test(romanCompact) ? romanCompact : undefined
  const key = soundKey(roman)
  const keySet = new Set(key.length >= 2 ? keyNeighbourhood(key) : [])
  // Each word of a multi-word mark sounds like a mark of its own (GROTRIAN-STEINWEG / STEINWAY).
  const wordKeySet = new Set<string>()
  if (roman.length > 1) {
    for (const w of roman.slice(0, MAX_KEYED_WORDS)) {
      const k = soundKey([w])
      if (k.length >= 3) { for (const n of keyNeighbourhood(k)) if (!keySet.has(n)) wordKeySet.add(n) }
    }
  }
  const keys = [...keySet].filter((k) => k.length >= 2).map((k) => SOUND_KEY + k)
  const wordKeys = [...wordKeySet].map((k) => SOUND_KEY + k)
  const keyPrefix = key.length >= 4 ? SOUND_KEY + key : undefined
  const rhyme = key.length >= RHYME_MIN_KEY ? RHYME + key.slice(-RHYME_LENGTH) : undefined
  const prefix = romanCompact.length >= 6 && PLAIN.test(romanCompact)
    ? romanCompact.slice(0, leadingLength(romanCompact))
    : undefined
  const wordPrefixes = roman.length > 1
    ? markWords(roman).filter((w) => w.weight >= 0.5 && w.word.length >= MIN_WORD_PREFIX && PLAIN.test(w.word)).map((w) => w.word).slice(
      0,
      MAX_KEYED_WORDS
    )
    : []
  const twoEdits = [...swapDropForms(romanCompact)].filter((t) => !near.has(t))
  return {
    near: [...near],
    twoEdits,
    sound: [...sound],
    keys,
    wordKeys,
    keyPrefix,
    rhyme,
    words: [...wordTokens],
    prefix,
    parts: [...parts],
    joined,
    wordPrefixes,
    partWords: [...partWords].filter((t) => !wordTokens.has(t)),
    lead
  }
}

export const nameKeys = (name: string): NameKeys => {
  const norm = normalizeMark(name)
  return { norm, fuzzy: [...recordTokens(norm)].join(" ") }
}

/** Owner names compare without case, accents and punctuation: "Apple, Inc." = "APPLE INC". */
export const ownerKey = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/&/g, " AND ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

/**
 * Number key: digits only, leading zeros dropped, so "sn 97-001234", "US97001234" and
 * "097001234" meet, and so do EU "018901234" and "18901234", or CA "TMA1,077,623" and
 * "1077623". Undefined when the text has no digit.
 */
export const numberKey = (s: string): string | undefined => {
  const digits = s.replace(/\D+/g, "").replace(/^0+(?=\d)/, "")
  return digits === "" ? undefined : digits
}

/** Nice classes as a bitmask: bit n-1 for class n (45 bits, exact in a double and in SQLite). */
export const classMask = (classes: ReadonlyArray<number>): number => {
  let mask = 0
  for (const c of classes) if (Number.isInteger(c) && c >= 1 && c <= 45) mask += mask % 2 ** c >= 2 ** (c - 1) ? 0 : 2 ** (c - 1)
  return mask
}

export const classesOfMask = (mask: number): Array<number> => {
  const out: Array<number> = []
  for (let c = 1; c <= 45; c++) if (Math.floor(mask / 2 ** (c - 1)) % 2 === 1) out.push(c)
  return out
}
