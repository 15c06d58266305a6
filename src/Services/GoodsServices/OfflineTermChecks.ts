import { getNiceClass, NICE_CLASSES } from "../../Domain/NiceClasses.js"
import { contentStems } from "../../Domain/NiceClasses/TermText.js"
import { suggestNiceClasses } from "../NiceClassSuggester.js"

/**
 * Checks on goods and services terms that need no office: pure and deterministic. Every issue
 * says it came from here (`source: "offline"`), so nobody mistakes it for an office's verdict.
 * Wording rules follow the EUIPO Guidelines and the Common Communication on IP Translator
 * (2013/2014) and the USPTO TMEP §1402.03; class placement comes from the Nice data.
 */

export interface TermIssue {
  /** A code such as FORBIDDEN_TERM (see OFFLINE_CHECKS), or the database's problem type. */
  readonly type: string
  readonly detail: string
  readonly source: "offline" | "harmonised"
  /** For WRONG_CLASS / POSSIBLY_WRONG_CLASS: where the term belongs. */
  readonly suggestedClass?: number | undefined
  readonly invalidChar?: string | undefined
  /** 1-based position of `invalidChar`. */
  readonly position?: number | undefined
}

export interface CheckedTerm {
  readonly text: string
  readonly errors: ReadonlyArray<TermIssue>
  readonly warnings: ReadonlyArray<TermIssue>
}

export interface CheckedClass {
  readonly classNumber: number
  readonly terms: ReadonlyArray<CheckedTerm>
}

export interface TermGroup {
  readonly classNumber: number
  readonly terms: ReadonlyArray<string>
}

/** The offline checks, by the issue code they raise; `englishOnly` ones need English wording. */
export const OFFLINE_CHECKS = [
  { type: "INVALID_CLASS", severity: "error", englishOnly: false, what: "a class number outside 1-45" },
  { type: "EMPTY_TERM", severity: "error", englishOnly: false, what: "the term is empty" },
  { type: "TERM_TOO_LONG", severity: "error", englishOnly: false, what: "over 500 characters" },
  { type: "INVALID_CHARACTER", severity: "error", englishOnly: false, what: "characters offices do not accept (& * # @ < > ™ ® ...)" },
  { type: "SYNTAX", severity: "error", englishOnly: false, what: "unbalanced brackets, no words, a dangling 'and'/'or'" },
  {
    type: "FORBIDDEN_TERM",
    severity: "error",
    englishOnly: true,
    what: "vague wording: 'all goods in this class', 'etc.', 'machines', 'repair'..."
  },
  { type: "WRONG_CLASS", severity: "error", englishOnly: true, what: "the term is a listed item of another class" },
  { type: "CLASS_HEADING", severity: "warning", englishOnly: true, what: "a whole class heading used as a term" },
  { type: "POSSIBLY_WRONG_CLASS", severity: "warning", englishOnly: true, what: "the wording reads like another class" },
  { type: "OPEN_WORDING", severity: "warning", englishOnly: true, what: "'including', 'such as': examples only" },
  { type: "DUPLICATE_TERM", severity: "warning", englishOnly: false, what: "repeats an earlier term of the class" },
  { type: "MULTIPLE_TERMS", severity: "warning", englishOnly: false, what: "a ';' joins several terms in one" },
  { type: "LENGTH", severity: "warning", englishOnly: false, what: "over 200 characters (recommended length)" }
] as const

export type OfflineCheckType = (typeof OFFLINE_CHECKS)[number]["type"]

/** The checks that run for `language`. */
export const offlineChecksFor = (language: string): ReadonlyArray<OfflineCheckType> =>
  OFFLINE_CHECKS.filter((c) => language === "en" || !c.englishOnly).map((c) => c.type)

export const MAX_TERM_CHARS = 500
export const RECOMMENDED_TERM_CHARS = 200

// Letters and digits of any script, spaces, and the punctuation specifications use.
const ALLOWED_CHAR = /[\p{L}\p{M}\p{N} ,.;:()[\]\-'\u2019\u2018/%+"]/u

/** Wording no office accepts as a clear description of goods or services. */
const FORBIDDEN: ReadonlyArray<{ readonly pattern: RegExp; readonly why: string }> = [
  {
    pattern: /\ball (?:the )?(?:other )?(?:goods|services|products)\b/,
    why: "claims a whole class instead of naming the goods or services"
  },
  {
    pattern: /\b(?:in|of|within) (?:this|the said|the) class\b|\bclass(?:es)? \d+\b/,
    why: "refers to a class instead of naming the goods or services"
  },
  {
    pattern: /\bnot included in (?:other|any other) classes\b/,
    why: "'not included in other classes' was dropped from the headings in 2012 and says nothing about the goods"
  },
  {
    pattern: /\bgoods made (?:of|from) (?:these|those|such) materials\b/,
    why: "does not say which goods (IP Translator Common Communication)"
  },
  { pattern: /\betc\b|\band the like\b|\band so on\b|\bwhatsoever\b/, why: "open-ended wording is not accepted" },
  {
    pattern: /\bincluding,? but not limited to\b|\band similar\b|\bor similar\b|\band other\b.*\b(?:goods|products|services)\b/,
    why: "open-ended wording is not accepted"
  },
  { pattern: /\b(?:related|associated|ancillary|auxiliary) (?:goods|services|products)\b/, why: "does not say which goods or services" },
  {
    pattern:
      /^(?:all|any|goods|services|products|merchandise|accessories|equipment|apparatus|machines|articles|items|things|materials|miscellaneous goods|various goods|miscellaneous)$/,
    why: "too general on its own; say what kind"
  },
  {
    pattern: /^(?:repair|installation services|treatment of materials|goods of common metal)$/,
    why:
      "a class-heading indication the offices found unclear (IP Translator Common Communication); say what is repaired, installed or treated"
  },
  {
    pattern: /^personal and social services rendered by others to meet the needs of individuals$/,
    why: "a class-heading indication the offices found unclear (IP Translator Common Communication); name the services"
  }
]

const OPEN_WORDING = /\b(?:including|such as|and\/or)\b/

/** Lower case, single spaces, no trailing punctuation: what "the same term" means. */
export const termKey = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, " ").replace(/[.;,:]+$/, "")
const stemKey = (text: string): string => contentStems(text).join(" ")

/** stem key -> classes where the Nice data lists it as an example or a named exclusion. */
const PLACEMENT: ReadonlyMap<string, ReadonlySet<number>> = (() => {
  const map = new Map<string, Set<number>>()
  const add = (text: string, classNumber: number) => {
    const key = stemKey(text)
    if (key === "") return
    const set = map.get(key) ?? new Set<number>()
    set.add(classNumber)
    map.set(key, set)
  }
  for (const c of NICE_CLASSES) {
    for (const example of c.examples) add(example, c.number)
    for (const exclusion of c.excludes) {
      // "Handbags and wallets (class 18)": the whole item and each part belong to class 18.
      const m = /^(.*)\(class (\d+)\)\s*$/.exec(exclusion)
      if (m === null || /\(class \d+\)/.test(m[1]!)) continue
      const where = Number(m[2])
      add(m[1]!, where)
      for (const part of m[1]!.split(/,| and /)) if (contentStems(part).length > 0) add(part, where)
    }
  }
  return map
})()

const HEADING_KEYS: ReadonlyMap<string, number> = new Map(NICE_CLASSES.map((c) => [termKey(c.title), c.number]))

const issue = (type: OfflineCheckType, detail: string, extra: Partial<TermIssue> = {}): TermIssue => ({
  type,
  detail,
  source: "offline",
  ...extra
})

const characterIssues = (text: string): ReadonlyArray<TermIssue> => {
  const found: Array<TermIssue> = []
  const seen = new Set<string>()
  let position = 0
  for (const ch of text) {
    position++
    if (ALLOWED_CHAR.test(ch) || seen.has(ch)) continue
    seen.add(ch)
    const shown = /[\p{Cc}\p{Cf}]/u.test(ch) ? `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : ch
    const hint = ch === "&"
      ? " Write 'and'."
      : ch === "\u00AE" || ch === "\u2122"
      ? " Trade mark symbols do not belong in a specification."
      : ""
    found.push(issue("INVALID_CHARACTER", `Invalid character '${shown}' at position ${position}.${hint}`, { invalidChar: shown, position }))
  }
  return found
}

const syntaxIssue = (text: string): TermIssue | undefined => {
  let round = 0
  let square = 0
  for (const ch of text) {
    if (ch === "(") round++
    else if (ch === ")") round--
    else if (ch === "[") square++
    else if (ch === "]") square--
    if (round < 0 || square < 0) break
  }
  if (round !== 0 || square !== 0) return issue("SYNTAX", "Brackets are not balanced.")
  if (!/\p{L}/u.test(text)) return issue("SYNTAX", "The term has no words.")
  if (/\b(?:and|or|namely|for|of)\s*[.;,:]?\s*$/i.test(text)) {
    return issue("SYNTAX", "The term ends with a dangling word; finish or shorten it.")
  }
  if (/^\s*[,.;:)\]/-]/.test(text)) return issue("SYNTAX", "The term starts with punctuation.")
  return undefined
}

/** Which classes the Nice data places this exact term in, when the given class is not one of them. */
const placementIssue = (text: string, classNumber: number): TermIssue | undefined => {
  const classes = PLACEMENT.get(stemKey(text))
  if (classes === undefined || classes.has(classNumber)) return undefined
  const right = [...classes].sort((a, b) => a - b)
  const names = right.map((n) => `class ${n} (${getNiceClass(n)?.title.split(/[;,.]/)[0]?.trim() ?? ""})`).join(" or ")
  return issue("WRONG_CLASS", `"${text.trim()}" belongs in ${names}, not class ${classNumber}.`, { suggestedClass: right[0] })
}

/** A softer signal from the class suggester: the wording clearly reads like another class. */
const suggesterIssue = (text: string, classNumber: number): TermIssue | undefined => {
  const suggestions = suggestNiceClasses(text, 5)
  const top = suggestions[0]
  if (top === undefined || top.classNumber === classNumber || top.confidence < 0.6) return undefined
  if (suggestions.some((s) => s.classNumber === classNumber)) return undefined
  return issue(
    "POSSIBLY_WRONG_CLASS",
    `Reads like class ${top.classNumber} (${top.className}) rather than class ${classNumber}; check the class.`,
    { suggestedClass: top.classNumber }
  )
}

/** Runs the offline checks for `language` on every term; results line up with the input. */
export const checkTermsOffline = (groups: ReadonlyArray<TermGroup>, language = "en"): ReadonlyArray<CheckedClass> => {
  const english = language === "en"
  return groups.map((group) => {
    const seen = new Set<string>()
    if (!Number.isInteger(group.classNumber) || group.classNumber < 1 || group.classNumber > 45) {
      const bad = issue("INVALID_CLASS", `Class ${group.classNumber} does not exist: Nice classes run from 1 to 45.`)
      return { classNumber: group.classNumber, terms: group.terms.map((text) => ({ text, errors: [bad], warnings: [] })) }
    }
    return {
      classNumber: group.classNumber,
      terms: group.terms.map((text): CheckedTerm => {
        const errors: Array<TermIssue> = []
        const warnings: Array<TermIssue> = []
        const key = termKey(text)
        if (key === "") return { text, errors: [issue("EMPTY_TERM", "The term is empty.")], warnings }

        const length = text.trim().length
        if (length > MAX_TERM_CHARS) {
          errors.push(issue("TERM_TOO_LONG", `${length} characters (limit ${MAX_TERM_CHARS}); split it into separate terms.`))
        } else if (length > RECOMMENDED_TERM_CHARS) {
          warnings.push(
            issue("LENGTH", `${length} characters (recommended at most ${RECOMMENDED_TERM_CHARS}); long terms are usually several terms.`)
          )
        }
        errors.push(...characterIssues(text))
        const syntax = syntaxIssue(text)
        if (syntax !== undefined) errors.push(syntax)
        if (seen.has(key)) warnings.push(issue("DUPLICATE_TERM", `Repeats an earlier term of class ${group.classNumber}.`))
        seen.add(key)
        if (HEADING_KEYS.get(key) === undefined && text.includes(";")) {
          warnings.push(issue("MULTIPLE_TERMS", "Holds several terms joined by ';'; give each as its own term."))
        }

        if (english) {
          const forbidden = FORBIDDEN.find((f) => f.pattern.test(key))
          if (forbidden !== undefined) errors.push(issue("FORBIDDEN_TERM", `Vague: ${forbidden.why}.`))
          const headingOf = HEADING_KEYS.get(key)
          if (headingOf !== undefined) {
            warnings.push(
              issue(
                "CLASS_HEADING",
                `This is the heading of class ${headingOf}. At the EUIPO a heading covers only its literal meaning, and the USPTO does not accept it as an identification: list the specific goods or services.`,
                headingOf !== group.classNumber ? { suggestedClass: headingOf } : {}
              )
            )
          } else if (forbidden === undefined) {
            const placement = placementIssue(text, group.classNumber)
            if (placement !== undefined) errors.push(placement)
            else {
              const suggested = suggesterIssue(text, group.classNumber)
              if (suggested !== undefined) warnings.push(suggested)
            }
          }
          if (OPEN_WORDING.test(key) && forbidden === undefined) {
            warnings.push(
              issue(
                "OPEN_WORDING",
                "'including', 'such as' and 'and/or' only give examples: the words before them must be clear on their own (for a US filing use 'namely')."
              )
            )
          }
        }
        return { text, errors, warnings }
      })
    }
  })
}
