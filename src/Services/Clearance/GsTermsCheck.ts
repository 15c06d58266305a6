/**
 * Goods & services terms check used by trademark_clearance (`gsValidation`). A swappable
 * interface: `GsTermsCheck.offline` is a basic offline check; the full `validate_gs_terms`
 * engine (harmonised database) can be provided instead under the same tag.
 */
import { Context, Effect, Layer } from "effect"
import type { ToolError } from "../../Domain/ToolError.js"

export interface GsTermsEntry {
  readonly classNumber: number
  readonly terms: ReadonlyArray<string>
}

/**
 * What any engine returns. `engine`, `offline` and `flaggedCount` are the contract the
 * clearance pipeline reads (for its recommendations); the rest is engine-specific detail.
 */
export interface GsTermsReport {
  readonly engine: string
  readonly offline: boolean
  /** Terms that need attention (any issue). */
  readonly flaggedCount: number
  readonly [detail: string]: unknown
}

export interface GsTermsCheckService {
  readonly validate: (terms: ReadonlyArray<GsTermsEntry>) => Effect.Effect<GsTermsReport, ToolError>
}

export class GsTermsCheck extends Context.Tag("ipdata/GsTermsCheck")<GsTermsCheck, GsTermsCheckService>() {
  /** The basic offline check (see `checkTermsOffline`). */
  static readonly offline: Layer.Layer<GsTermsCheck> = Layer.succeed(GsTermsCheck, {
    validate: (terms) => Effect.sync(() => checkTermsOffline(terms))
  })
}

export type GsIssueCode = "EMPTY" | "TOO_LONG" | "DUPLICATE" | "VAGUE" | "INVALID_CLASS"

export interface GsTermIssue {
  readonly code: GsIssueCode
  readonly message: string
}

/** Longer than this is a sentence or a list, not a term; split it. */
export const MAX_TERM_LENGTH = 200

/**
 * Wording that does not identify goods or services with the clarity offices require (EU
 * IP TRANSLATOR judgment C-307/10 and the Common Communication on class headings; USPTO TMEP
 * §1402.03 on "and the like", "etc." and "including").
 */
const VAGUE_PATTERNS: ReadonlyArray<{ readonly pattern: RegExp; readonly why: string }> = [
  {
    pattern: /\ball (?:the )?(?:other )?(?:goods|services|products)\b/i,
    why: "claims a whole class instead of naming the goods or services"
  },
  { pattern: /\b(?:in|of) (?:this|the) class\b|\bclass(?:es)? \d+\b/i, why: "refers to a class instead of naming the goods or services" },
  { pattern: /\betc\.?(?:\s|$)|\band the like\b|\band so on\b/i, why: "open-ended wording is not accepted" },
  { pattern: /\bincluding,? but not limited to\b|\bsuch as\b|\band similar\b|\bor similar\b/i, why: "open-ended wording is not accepted" },
  { pattern: /\b(?:related|associated|ancillary) (?:goods|services|products)\b/i, why: "does not say which goods or services" },
  {
    pattern:
      /^(?:goods|services|products|merchandise|accessories|equipment|apparatus|machines|articles|items|materials|miscellaneous goods|various goods)$/i,
    why: "too general on its own; say what kind"
  }
]

const normalizeTerm = (t: string): string => t.trim().toLowerCase().replace(/\s+/g, " ").replace(/[.;,]+$/, "")

/** Basic offline checks: empty, overlong, duplicate and vague terms, and class numbers outside 1-45. */
export const checkTermsOffline = (entries: ReadonlyArray<GsTermsEntry>): GsTermsReport => {
  const seen = new Map<string, number>()
  let flaggedCount = 0
  let termCount = 0
  const classes = entries.map((entry) => {
    const classIssue: ReadonlyArray<GsTermIssue> = Number.isInteger(entry.classNumber) && entry.classNumber >= 1 && entry.classNumber <= 45
      ? []
      : [{ code: "INVALID_CLASS", message: `Class ${entry.classNumber} does not exist; Nice classes are 1 to 45.` }]
    const terms = entry.terms.map((term) => {
      termCount++
      const issues: Array<GsTermIssue> = [...classIssue]
      const key = normalizeTerm(term)
      if (key === "") issues.push({ code: "EMPTY", message: "The term is empty." })
      if (term.trim().length > MAX_TERM_LENGTH) {
        issues.push({
          code: "TOO_LONG",
          message: `The term has ${term.trim().length} characters (over ${MAX_TERM_LENGTH}); split it into separate terms.`
        })
      }
      const dupKey = `${entry.classNumber}|${key}`
      if (key !== "" && seen.has(dupKey)) {
        issues.push({ code: "DUPLICATE", message: `Repeats an earlier term in class ${entry.classNumber}.` })
      }
      seen.set(dupKey, (seen.get(dupKey) ?? 0) + 1)
      for (const v of VAGUE_PATTERNS) {
        if (key !== "" && v.pattern.test(key)) {
          issues.push({ code: "VAGUE", message: `Vague: ${v.why}.` })
          break
        }
      }
      if (issues.length > 0) flaggedCount++
      return { term, status: issues.length > 0 ? ("flagged" as const) : ("ok" as const), issues }
    })
    return { classNumber: entry.classNumber, terms }
  })
  return {
    engine: "offline-basic",
    offline: true,
    note: "Basic offline checks only (empty, overlong, duplicate and vague terms, class numbers). " +
      "Terms were not matched against an office's list of accepted terms, so an 'ok' term may still be refused.",
    termCount,
    flaggedCount,
    classes
  }
}
