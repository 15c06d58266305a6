import { Effect } from "effect"
import type { ToolError } from "../../Domain/ToolError.js"
import {
  enableHint,
  HarmonisedDatabase,
  type HdbProblem,
  hdbSearchText,
  type HdbTermResult,
  type HdbValidatedClass
} from "../../Providers/Euipo/HarmonisedDatabase.js"
import { checkTermsOffline, offlineChecksFor, type TermGroup, type TermIssue } from "./OfflineTermChecks.js"

/**
 * validate_gs_terms' engine: the offline checks always, and the EUIPO harmonised database when
 * it is configured. Each issue says where it came from. Without the database (or when it fails)
 * the report says so and how to turn it on; it never guesses whether a term is harmonised.
 */

export interface ValidatedTerm {
  readonly text: string
  /** null: the harmonised database was not consulted (see `checks.harmonised`). */
  readonly harmonized: boolean | null
  readonly conceptId?: string
  readonly errors?: ReadonlyArray<TermIssue>
  readonly warnings?: ReadonlyArray<TermIssue>
  /** Harmonised terms of the same class worded like this one (only for terms that are not harmonised). */
  readonly harmonisedAlternatives?: ReadonlyArray<string>
}

export interface ValidationReport {
  readonly validated: ReadonlyArray<{ readonly classNumber: number; readonly terms: ReadonlyArray<ValidatedTerm> }>
  readonly summary: {
    readonly totalTerms: number
    readonly harmonizedCount: number
    /** Error issues found (a term may have several). */
    readonly errorCount: number
    readonly warningCount: number
    /** Terms with at least one error or warning. */
    readonly flaggedTerms: number
  }
  readonly checks: {
    /** The offline checks that ran (codes as used in `type`). */
    readonly offline: ReadonlyArray<string>
    /** "done", "not configured: set ...", or "unavailable: <why>". */
    readonly harmonised: string
  }
}

/** The database's problem types that are the same finding as an offline check. */
const SAME_AS_OFFLINE: Readonly<Record<string, string>> = {
  "invalid-character": "INVALID_CHARACTER",
  "forbidden-term": "FORBIDDEN_TERM",
  "max-length-exceeded": "TERM_TOO_LONG",
  "recommended-length-exceeded": "LENGTH",
  "duplicated-term": "DUPLICATE_TERM",
  "invalid-syntax": "SYNTAX"
}

/** "/problems/invalid-character" -> "INVALID_CHARACTER" (same code as the offline check). */
export const problemCode = (type: string): string => {
  const last = type.split("/").filter((s) => s !== "").pop() ?? "unknown"
  return SAME_AS_OFFLINE[last] ?? last.replace(/[^A-Za-z0-9]+/g, "_").toUpperCase()
}

const fromHdb = (p: HdbProblem): TermIssue => ({
  type: problemCode(p.type),
  detail: p.detail ?? p.title ?? p.type,
  source: "harmonised",
  ...(p.invalidChar !== undefined ? { invalidChar: p.invalidChar } : {}),
  ...(p.position !== undefined ? { position: p.position } : {})
})

/** Office findings first; an offline finding of the same type adds nothing. */
const mergeIssues = (hdb: ReadonlyArray<TermIssue>, offline: ReadonlyArray<TermIssue>): ReadonlyArray<TermIssue> => [
  ...hdb,
  ...offline.filter((o) => !hdb.some((h) => h.type === o.type))
]

const NOT_HARMONIZED = (classNumber: number): TermIssue => ({
  type: "NOT_HARMONIZED",
  detail:
    `Not in the EUIPO harmonised database for class ${classNumber}: it may still be accepted, but expect questions from the office; harmonised wording is accepted without objection.`,
  source: "harmonised"
})

/** At most this many non-harmonised terms get alternatives looked up (one search each). */
const MAX_ALTERNATIVE_LOOKUPS = 5
const ALTERNATIVES_PER_TERM = 3

/** Validates `groups` in `language`; never fails (a database failure is reported in `checks`). */
export const validateGsTerms = (
  groups: ReadonlyArray<TermGroup>,
  language: string
): Effect.Effect<ValidationReport, never, HarmonisedDatabase> =>
  Effect.gen(function*() {
    const hdb = yield* HarmonisedDatabase
    const offline = checkTermsOffline(groups, language)

    // Only what the database can judge goes there: no blank terms, no impossible classes.
    const sent = groups
      .map((g, gi) => ({
        gi,
        classNumber: g.classNumber,
        at: g.terms.flatMap((t, ti) => (t.trim() !== "" ? [ti] : []))
      }))
      .filter((s) => s.at.length > 0 && Number.isInteger(s.classNumber) && s.classNumber >= 1 && s.classNumber <= 45)

    let harmonised: string
    const answers = new Map<string, HdbTermResult>()
    if (!hdb.configured) {
      harmonised = `not configured: ${enableHint(hdb.missingSettings)} to check terms against the EUIPO harmonised database`
    } else if (sent.length === 0) {
      harmonised = "done"
    } else {
      const request = sent.map((s) => ({ classNumber: s.classNumber, terms: s.at.map((ti) => groups[s.gi]!.terms[ti]!) }))
      const outcome = yield* Effect.either(hdb.validate(language, request))
      if (outcome._tag === "Right") {
        const reply: ReadonlyArray<HdbValidatedClass> = outcome.right
        sent.forEach((s, k) =>
          s.at.forEach((ti, j) => {
            const answer = reply[k]?.terms[j]
            if (answer !== undefined) answers.set(`${s.gi}:${ti}`, answer)
          })
        )
        harmonised = "done"
      } else {
        harmonised = `unavailable: ${outcome.left.message} Offline checks only.`
        yield* Effect.logWarning("harmonised database check failed").pipe(Effect.annotateLogs({ code: outcome.left.code }))
      }
    }

    // Alternatives for the first few terms the database does not know, and that have no errors.
    const alternatives = new Map<string, ReadonlyArray<string>>()
    if (answers.size > 0) {
      const wanted = [...answers]
        .map(([key, t]) => ({ classNumber: groups[Number(key.split(":")[0])]!.classNumber, key, t }))
        .filter((x) => !x.t.harmonized && x.t.errors.length === 0 && hdbSearchText(x.t.text) !== "")
        .slice(0, MAX_ALTERNATIVE_LOOKUPS)
      yield* Effect.forEach(
        wanted,
        (x) =>
          hdb.searchTerms({ language, text: hdbSearchText(x.t.text), classNumbers: [x.classNumber], size: 10 }).pipe(
            Effect.map((found) => {
              const texts = found.filter((f) => f.classNumber === x.classNumber).map((f) => f.text).slice(0, ALTERNATIVES_PER_TERM)
              if (texts.length > 0) alternatives.set(x.key, texts)
            }),
            Effect.catchAll((e: ToolError) => Effect.logDebug("alternatives lookup failed").pipe(Effect.annotateLogs({ code: e.code })))
          ),
        { concurrency: 3, discard: true }
      )
    }

    let errorCount = 0
    let warningCount = 0
    let harmonizedCount = 0
    let flaggedTerms = 0
    const validated = offline.map((group, gi) => ({
      classNumber: group.classNumber,
      terms: group.terms.map((checked, ti): ValidatedTerm => {
        const answer = answers.get(`${gi}:${ti}`)
        const errors = mergeIssues(answer?.errors.map(fromHdb) ?? [], checked.errors)
        const warnings = mergeIssues(
          [
            ...(answer !== undefined && !answer.harmonized ? [NOT_HARMONIZED(group.classNumber)] : []),
            ...(answer?.warnings.map(fromHdb) ?? [])
          ],
          checked.warnings
        )
        errorCount += errors.length
        warningCount += warnings.length
        if (answer?.harmonized === true) harmonizedCount++
        if (errors.length > 0 || warnings.length > 0) flaggedTerms++
        const alts = alternatives.get(`${gi}:${ti}`)
        return {
          text: checked.text,
          harmonized: answer === undefined ? null : answer.harmonized,
          ...(answer?.conceptId !== undefined ? { conceptId: answer.conceptId } : {}),
          ...(errors.length > 0 ? { errors } : {}),
          ...(warnings.length > 0 ? { warnings } : {}),
          ...(alts !== undefined ? { harmonisedAlternatives: alts } : {})
        }
      })
    }))

    return {
      validated,
      summary: {
        totalTerms: offline.reduce((n, g) => n + g.terms.length, 0),
        harmonizedCount,
        errorCount,
        warningCount,
        flaggedTerms
      },
      checks: { offline: offlineChecksFor(language), harmonised }
    }
  })
