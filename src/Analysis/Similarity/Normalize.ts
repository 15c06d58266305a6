/**
 * Mark normalisation (before any scoring) and CJK romanisation.
 *
 * Rules, in order (docs/SIMILARITY.md has the table):
 *  1. drop ® ™ © ℠ (before NFKC, which would turn ™ into "TM"); NFKC folds full-width and
 *     half-width forms and ligatures;
 *  2. lower-case; ß→ss, æ→ae, ø→o, œ→oe, ł→l, đ/ð→d, þ→th, ı→i; NFD and strip combining accents
 *     U+0300–U+036F only (so kana voicing marks, U+3099/U+309A, survive);
 *  3. "'n'" → "and"; apostrophes, quotes, ! and ? are dropped without splitting (MCDONALD'S →
 *     MCDONALDS);
 *  4. "&" → "and"; "+" between two words → "and"; a lone "n" between words of 2+ letters → "and";
 *  5. leetspeak: 0→o 1→l 3→e 4→a 5→s 7→t $→s @→a, but only for a run of such characters with a
 *     Latin letter on both sides (G00GLE, H3LLO), because leading/trailing digits are usually
 *     real numbers (3M, WIN7, PS5, 4EVER). A run mixing in other digits is left alone (X20Y).
 *     "$" also maps to "s" at a word edge next to a letter ($HOP, BUCK$);
 *  6. every other non-letter/non-digit character separates words; runs collapse to one space;
 *  7. plurals on Latin words longer than 3 letters: -ies→-y; -es after ss/x/zz/ch/sh is dropped;
 *     otherwise a final -s is dropped unless the word ends in -ss, -us or -is (GLASS, LEXUS,
 *     TENNIS stay);
 *  8. upper-case.
 */
import { createRequire } from "node:module"
import type { pinyin as Pinyin } from "pinyin-pro"
import { toRomaji } from "wanakana"

/** pinyin-pro (its dictionary costs ~15 MB), loaded on the first Han character met, not at module load. */
let pinyinFn: typeof Pinyin | undefined
const pinyin = (): typeof Pinyin => pinyinFn ??= (createRequire(import.meta.url)("pinyin-pro") as { readonly pinyin: typeof Pinyin }).pinyin

const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i"
}
const LEET: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "l",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  $: "s",
  "@": "a"
}

const MARK_SYMBOLS = /[®™©℠]/g
const SPECIAL_RE = /[ßæøœłđðþı]/g
const COMBINING_ACCENTS = /[\u0300-\u036f]/g
const N_CONTRACTION = /['’‘`]n['’‘`]/g
const JOINERS = /['’‘`´"“”„!?¡¿]/g
const PLUS_BETWEEN_WORDS = /(?<=[\p{L}\p{N}])\s*\+\s*(?=[\p{L}\p{N}])/gu
const LEET_RUN = /(?<=[a-z])[0-9$@]+(?=[a-z])/g
const EDGE_DOLLAR = /\$(?=[a-z])|(?<=[a-z])\$/g
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u
const PLAIN_ASCII = /^[A-Za-z ]*$/
const LATIN_WORD = /^[A-Z]+$/
const PLURAL_ES = /(?:SS|X|ZZ|CH|SH)ES$/

const mapLeetRun = (run: string): string => {
  let out = ""
  for (const ch of run) {
    const mapped = LEET[ch]
    if (mapped === undefined) return run // mixed with a real digit: leave it alone
    out += mapped
  }
  return out
}

/** Strip the plural ending of one upper-case word (rule 7). */
export const singularize = (word: string): string => {
  if (word.length <= 3 || word.charCodeAt(word.length - 1) !== 83 /* S */ || !LATIN_WORD.test(word)) {
    return word
  }
  if (word.endsWith("SS") || word.endsWith("US") || word.endsWith("IS")) return word
  if (word.endsWith("IES") && word.length > 4) return word.slice(0, -3) + "Y"
  if (word.endsWith("ES") && PLURAL_ES.test(word)) return word.slice(0, -2)
  return word.slice(0, -1)
}

/** Word-level rules shared by the fast and the full path: lone N → AND, plurals. */
const finishTokens = (tokens: Array<string>): Array<string> => {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t === "N" && i > 0 && i < tokens.length - 1 && tokens[i - 1]!.length > 1 && tokens[i + 1]!.length > 1) {
      tokens[i] = "AND"
    } else {
      tokens[i] = singularize(t)
    }
  }
  return tokens
}

/** Normalised words of a mark (upper-case; CJK characters are kept as they are). */
export const normalizeTokens = (input: string): Array<string> => {
  if (PLAIN_ASCII.test(input)) {
    // Fast path for the common case; yields exactly what the full path would.
    return finishTokens(input.toUpperCase().split(" ").filter((t) => t.length > 0))
  }
  let s = input.replace(MARK_SYMBOLS, "").normalize("NFKC").toLowerCase()
  s = s.replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c)
  s = s.normalize("NFD").replace(COMBINING_ACCENTS, "").normalize("NFC")
  s = s.replace(N_CONTRACTION, " and ").replace(JOINERS, "")
  s = s.replace(/&/g, " and ").replace(PLUS_BETWEEN_WORDS, " and ")
  s = s.replace(LEET_RUN, mapLeetRun).replace(EDGE_DOLLAR, "s")
  return finishTokens(s.toUpperCase().split(SEPARATORS).filter((t) => t.length > 0))
}

/**
 * Normalised form of a mark: words joined by single spaces, e.g. "Coca-Cola®" → "COCA COLA",
 * "G00GLE" → "GOOGLE", "Rock 'n' Roll" → "ROCK AND ROLL". Two marks are "exact" when these
 * forms are equal ignoring the spaces (COCA COLA = COCACOLA).
 */
export const normalizeMark = (input: string): string => normalizeTokens(input).join(" ")

// ---------------------------------------------------------------------------------------------
// CJK romanisation
// ---------------------------------------------------------------------------------------------

const KANA_RANGE = "\\u3040-\\u30ff\\u31f0-\\u31ff"
const CJK_RE = new RegExp(`[${KANA_RANGE}\\p{Script=Han}]`, "u")
const HAN_RE = /\p{Script=Han}/u
const KANA_RE = new RegExp(`[${KANA_RANGE}]`)
const SCRIPT_RUNS = new RegExp(`\\p{Script=Han}+|[${KANA_RANGE}]+|[^${KANA_RANGE}\\p{Script=Han}]+`, "gu")
const NON_ALNUM_ASCII = /[^A-Z0-9]/g

/** True when the text contains kana, kanji or hanzi. */
export const hasCjk = (s: string): boolean => CJK_RE.test(s)

/**
 * Kana → Hepburn via wanakana, simplified the way brands are written in Latin letters:
 * the long-vowel mark is dropped and doubled vowels / "ou" collapse (ソニー → SONI, トウキョウ → TOKYO).
 */
const romanizeKana = (run: string): string => toRomaji(run.replace(/ー/g, "")).replace(/ou/g, "o").replace(/([aeiou])\1+/g, "$1")

/**
 * Romanise one normalised word. Hanzi → toneless pinyin via pinyin-pro, syllables joined
 * (华为 → HUAWEI). LIMITATION: Japanese kanji are also read as Mandarin pinyin (任天堂 → RENTIANTANG,
 * not NINTENDO); on'yomi/kun'yomi readings would need a dictionary, so this is an approximation
 * that still lets identical or similar kanji marks meet on sound.
 */
export const romanizeToken = (token: string): string => {
  let out = ""
  for (const run of token.match(SCRIPT_RUNS) ?? []) {
    if (HAN_RE.test(run)) out += pinyin()(run, { toneType: "none", type: "array" }).join("")
    else if (KANA_RE.test(run)) out += romanizeKana(run)
    else out += run
  }
  return out
    .normalize("NFD")
    .replace(COMBINING_ACCENTS, "") // pinyin ü → u
    .toUpperCase()
    .replace(NON_ALNUM_ASCII, "")
}

/** Romanised words of a normalised mark (empty words dropped). */
export const romanizeTokens = (tokens: ReadonlyArray<string>): Array<string> => tokens.map(romanizeToken).filter((t) => t.length > 0)
