/**
 * A coarse English sound key for trademark comparison, coarser than the office phonetic codes:
 * spellings that a listener cannot tell apart meet on one key, across word boundaries too.
 *   - a lone letter is read as its name (X-TREME → EKS TREME, B WEAR → BEE WEAR);
 *   - a leading X before a consonant is "EKS" (XCEED = X-SEED), before a vowel "Z" (XENO = ZENO);
 *   - PH→F, GH silent after a vowel, CK/Q/C(hard)→K, C(soft)→S, X→KS, Z→S, G(soft)/DG→J,
 *     TH→T, KN/GN/WR/PS at the start lose the first letter, a leading W→V (German W);
 *   - SH and CH (the sh sound) are written 9, a letter of their own;
 *   - every run of vowels (A E I O U, and Y, W, H inside the word) becomes one "A", a final
 *     silent E after a consonant is dropped, and doubled consonants collapse.
 * So KWIK KLEEN = QUICK CLEAN (KAKLAN), BRITEWAY = BRIGHT WAY, TIRK ≈ TRIK (TARK/TRAK).
 * The key is compared by edit distance (soundKeySimilarity).
 */
import { damerauLevenshteinDistance } from "./Metrics.js"

const LETTER_NAMES: Readonly<Record<string, string>> = {
  A: "AY",
  B: "BEE",
  C: "SEE",
  D: "DEE",
  E: "EE",
  F: "EF",
  G: "JEE",
  H: "AYCH",
  I: "AI",
  J: "JAY",
  K: "KAY",
  L: "EL",
  M: "EM",
  N: "EN",
  O: "OH",
  P: "PEE",
  Q: "KYOO",
  R: "AR",
  S: "ES",
  T: "TEE",
  U: "YOO",
  V: "VEE",
  W: "DUBLYOO",
  X: "EKS",
  Y: "WAI",
  Z: "SEE"
}
const VOWELS = new Set(["A", "E", "I", "O", "U"])
const isVowel = (c: string | undefined): boolean => c !== undefined && VOWELS.has(c)

/** Letters only, a lone letter spelled as its name. */
const spoken = (words: ReadonlyArray<string>): string =>
  words
    .map((w) => w.replace(/[^A-Z]/g, ""))
    .filter((w) => w.length > 0)
    .map((w) => (w.length === 1 ? LETTER_NAMES[w]! : w))
    .join("")

/** Keys already computed, by the words joined with U+0001; cleared when it grows past MEMO_MAX. */
const memo = new Map<string, string>()
const MEMO_MAX = 50_000

/**
 * Sound key of a mark's normalised words (upper-case); "" when there are no Latin letters.
 * Memoised: clearance compares each candidate word against the proposal's words many times.
 */
export const soundKey = (words: ReadonlyArray<string>): string => {
  const id = words.length === 1 ? words[0]! : words.join("\u0001")
  let key = memo.get(id)
  if (key === undefined) {
    key = computeKey(words)
    if (memo.size >= MEMO_MAX) memo.clear()
    memo.set(id, key)
  }
  return key
}

const computeKey = (words: ReadonlyArray<string>): string => {
  const said = spoken(words)
  if (said === "") return ""
  // A final E after a consonant is silent (LITE = LIGHT); a final EE is a vowel (COFFEE, PANEE).
  const voicedE = said.endsWith("EE")
  let s = said.replace(/([A-Z])\1+/g, "$1")
  s = s.replace(/^X(?=[^AEIOUY])/, "EKS").replace(/^X/, "Z")
  s = s.replace(/^(KN|GN|PN)/, "N").replace(/^WR/, "R").replace(/^PS/, "S").replace(/^W/, "V")
  s = s
    .replace(/PH/g, "F")
    .replace(/([AEIOUY])GH/g, "$1")
    .replace(/GH/g, "G")
    .replace(/SCH/g, "SK")
    .replace(/CH/g, "9")
    .replace(/SH/g, "9")
    .replace(/TH/g, "T")
    .replace(/DG/g, "J")
    .replace(/CK/g, "K")
    .replace(/C(?=[EIY])/g, "S")
    .replace(/C/g, "K")
    .replace(/Q/g, "K")
    .replace(/X/g, "KS")
    .replace(/Z/g, "S")
    .replace(/G(?=[EIY])/g, "J")
  // Silent final E after a consonant (LITE = LIGHT), unless the word is that short.
  if (!voicedE && s.length > 3 && s.endsWith("E") && !isVowel(s[s.length - 2])) s = s.slice(0, -1)
  let out = ""
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!
    const vowelish = isVowel(c) || (i > 0 && (c === "Y" || c === "W" || c === "H"))
    const mapped = vowelish ? "A" : c
    if (out.endsWith(mapped)) continue
    out += mapped
  }
  return out
}

/** Consonant skeleton of a key (vowel placeholders dropped, a leading one kept). */
export const soundSkeleton = (key: string): string => (key.length === 0 ? key : key[0] + key.slice(1).replace(/A/g, ""))

/** 1 − edits / longer key; 0 when either key is empty. */
export const soundKeySimilarity = (a: string, b: string): number => {
  if (a.length === 0 || b.length === 0) return 0
  if (a === b) return 1
  return 1 - damerauLevenshteinDistance(a, b) / Math.max(a.length, b.length)
}
