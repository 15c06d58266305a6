/**
 * EPO OPS search requests (upstream-offices.md §6.2): CQL built from what
 * the user typed, and the `Range` window for offset/limit paging.
 */
import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { parsePublicationNumber } from "./EpoNumbers.js"

/** OPS serves at most 100 hits per request and only the first 2,000 of a search. */
export const MAX_RANGE_SIZE = 100
export const MAX_REACHABLE = 2000
/** More words than this are rejected rather than silently dropped. */
const MAX_WORDS = 10

export interface EpSearchCriteria {
  /** CQL (ti=, pa=, ... and/or/not), a publication number, an IPC/CPC symbol or plain words (title or abstract). */
  readonly query: string
  readonly applicant?: string | undefined
  readonly inventor?: string | undefined
  /** IPC symbol or its start, e.g. H01L or H01L 31/04. */
  readonly ipc?: string | undefined
  readonly cpc?: string | undefined
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  readonly publishedFrom?: string | undefined
  readonly publishedTo?: string | undefined
}

/** The CQL indexes OPS knows (short names); their presence marks a query as CQL. */
const CQL_FIELDS = [
  "ti",
  "ab",
  "ta",
  "in",
  "pa",
  "ia",
  "pn",
  "ap",
  "pr",
  "num",
  "pd",
  "ct",
  "famn",
  "cpc",
  "cpci",
  "cpca",
  "cpcc",
  "ipc",
  "ic",
  "cl",
  "txt",
  "spn",
  "ex",
  "op",
  "rf",
  "prd",
  "ad",
  "ac",
  "pc",
  "ti_all",
  "ab_all"
]
const CQL_TERM = new RegExp(`(^|[\\s(])(${CQL_FIELDS.join("|")})\\s*(=|<=|>=|<|>|\\s(all|any|within)\\s+")`, "i")

/** True when the text is already CQL (a field index with a relation). */
export const looksLikeCql = (text: string): boolean => CQL_TERM.test(text)

/** IPC/CPC symbol: section, class, subclass, optionally group/subgroup (H01L, H01L 31/04, B65D81/3897). */
const CLASS_SYMBOL = /^([A-HY]\d{2}[A-Z])(?:\s*(\d{1,4})\s*\/\s*(\d{2,6}))?$/i

const invalid = (message: string, field: string) => Either.left(ToolError.invalidInput(message, { field }))

/** A value inside CQL double quotes: quotes and backslashes cannot break out. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, " ").replace(/\s+/g, " ").trim()}"`

/** Words of a plain query, keeping letters, digits and the CQL wildcards * ? #. */
const wordsOf = (text: string): Array<string> =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}*?#-]/gu, "").replace(/^-+|-+$/g, ""))
    .filter((w) => w !== "" && /[\p{L}\p{N}]/u.test(w))

/** YYYY / YYYY-MM / YYYY-MM-DD → YYYYMMDD, at the start or the end of the period. */
export const cqlDate = (value: string, end: boolean): string | undefined => {
  const m = /^(\d{4})(?:-?(\d{2})(?:-?(\d{2}))?)?$/.exec(value.trim())
  if (m === null) return undefined
  const [, y, mo, d] = m
  const month = mo ?? (end ? "12" : "01")
  if (Number(month) < 1 || Number(month) > 12) return undefined
  const lastDay = new Date(Date.UTC(Number(y), Number(month), 0)).getUTCDate()
  const day = d ?? (end ? String(lastDay) : "01")
  if (Number(day) < 1 || Number(day) > lastDay) return undefined
  return `${y}${month}${day.padStart(2, "0")}`
}

const classSymbol = (value: string): string | undefined => {
  const m = CLASS_SYMBOL.exec(value.trim())
  if (m === null) return undefined
  return m[2] !== undefined ? `${m[1]!.toUpperCase()}${m[2]}/${m[3]}` : m[1]!.toUpperCase()
}

/** The main query as CQL: passed through when it is CQL, else a number, a class symbol or words. */
const mainClause = (query: string): Either.Either<string, ToolError> => {
  const text = query.trim()
  if (text === "") {
    return invalid("query must not be empty: give keywords, a publication number or a CQL query (e.g. ta=solar and pa=acme).", "query")
  }
  if (looksLikeCql(text)) return Either.right(text)
  const asNumber = parsePublicationNumber(text, "query")
  if (Either.isRight(asNumber) && asNumber.right.number.length >= 5) return Either.right(`pn=${asNumber.right.epodoc}`)
  const symbol = classSymbol(text)
  if (symbol !== undefined && /\d/.test(text)) return Either.right(`cpc=${symbol} or ic=${symbol}`)
  const words = wordsOf(text)
  if (words.length === 0) return invalid("query has no words to search for: give keywords, a publication number or a CQL query.", "query")
  if (words.length > MAX_WORDS) {
    return invalid(
      `query has ${words.length} words; EPO OPS takes at most ${MAX_WORDS} search terms. Use fewer, more specific words.`,
      "query"
    )
  }
  return Either.right(words.map((w) => `ta=${quoted(w)}`).join(" and "))
}

/**
 * The CQL for a search: the main clause (in parentheses when combined)
 * and-ed with each filter given.
 */
export const buildCql = (criteria: EpSearchCriteria): Either.Either<string, ToolError> =>
  Either.gen(function*() {
    const main = yield* mainClause(criteria.query)
    const clauses: Array<string> = []
    if (criteria.applicant !== undefined && criteria.applicant.trim() !== "") clauses.push(`pa=${quoted(criteria.applicant)}`)
    if (criteria.inventor !== undefined && criteria.inventor.trim() !== "") clauses.push(`in=${quoted(criteria.inventor)}`)
    if (criteria.ipc !== undefined) {
      const symbol = classSymbol(criteria.ipc)
      if (symbol === undefined) {
        return yield* invalid(`ipc ${JSON.stringify(criteria.ipc)} is not an IPC symbol: expected e.g. H01L or H01L 31/04.`, "ipc")
      }
      clauses.push(`ic=${symbol}`)
    }
    if (criteria.cpc !== undefined) {
      const symbol = classSymbol(criteria.cpc)
      if (symbol === undefined) {
        return yield* invalid(`cpc ${JSON.stringify(criteria.cpc)} is not a CPC symbol: expected e.g. Y02E or B65D 81/3897.`, "cpc")
      }
      clauses.push(`cpc=${symbol}`)
    }
    const from = criteria.publishedFrom !== undefined ? cqlDate(criteria.publishedFrom, false) : undefined
    const to = criteria.publishedTo !== undefined ? cqlDate(criteria.publishedTo, true) : undefined
    if (criteria.publishedFrom !== undefined && from === undefined) {
      return yield* invalid(
        `publishedFrom ${JSON.stringify(criteria.publishedFrom)} is not a date: expected YYYY, YYYY-MM or YYYY-MM-DD.`,
        "publishedFrom"
      )
    }
    if (criteria.publishedTo !== undefined && to === undefined) {
      return yield* invalid(
        `publishedTo ${JSON.stringify(criteria.publishedTo)} is not a date: expected YYYY, YYYY-MM or YYYY-MM-DD.`,
        "publishedTo"
      )
    }
    if (from !== undefined && to !== undefined) {
      if (from > to) {
        return yield* invalid(`publishedFrom (${criteria.publishedFrom}) is after publishedTo (${criteria.publishedTo}).`, "publishedFrom")
      }
      clauses.push(`pd within "${from} ${to}"`)
    } else if (from !== undefined) {
      clauses.push(`pd>=${from}`)
    } else if (to !== undefined) {
      clauses.push(`pd<=${to}`)
    }
    return clauses.length === 0 ? main : [`(${main})`, ...clauses].join(" and ")
  })

/** The OPS `Range` for offset/limit: 1-based, inclusive, at most 100 wide, within the first 2,000 hits. */
export interface RangeWindow {
  readonly begin: number
  readonly end: number
}

export const rangeWindow = (offset: number, limit: number): Either.Either<RangeWindow, ToolError> => {
  if (!Number.isInteger(offset) || offset < 0) return invalid(`offset must be a whole number >= 0 (got ${offset}).`, "offset")
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RANGE_SIZE) {
    return invalid(`limit must be a whole number from 1 to ${MAX_RANGE_SIZE} (got ${limit}).`, "limit")
  }
  if (offset + limit > MAX_REACHABLE) {
    return invalid(
      `offset + limit is ${offset + limit}, past the ${MAX_REACHABLE.toLocaleString("en")} hits EPO OPS lets a search reach. ` +
        `Narrow the query (add pa=, ic= or a date range) instead of paging further.`,
      "offset"
    )
  }
  return Either.right({ begin: offset + 1, end: offset + limit })
}

/** `Range` query parameter value: "1-25". */
export const rangeParam = (w: RangeWindow): string => `${w.begin}-${w.end}`
