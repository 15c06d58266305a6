import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { matchesStatusFilter, type TrademarkSummary } from "../../Domain/Trademark.js"
import { NUMBER_FORMATS } from "../../Domain/TrademarkNumbers.js"
import { clampLimit, looseKey as loose, offsetOfPosition, ownerRank, shown } from "../Shared/AdapterSupport.js"
import type { TrademarkSearchParams } from "../TrademarkProvider.js"
import { AU_STATUSES_FOR } from "./IpAustraliaStatus.js"

/** `/page/advanced` returns at most 100 records a page. */
export const AU_MAX_PAGE = 100

/**
 * An Australian trade mark number as the API wants it: up to 7 digits,
 * no leading zeros. Accepts `AU`/`TM` prefixes ("AU 2198432", "TM No.
 * 2198432"), spaces, dashes, dots and thousands separators.
 */
export const normaliseAuNumber = (input: string): Either.Either<string, ToolError> => {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/^(?:AU)?\s*[-:]?\s*(?:TRADE\s*MARK|TM)?\s*(?:NO\.?|NUMBER|#)?\s*/, "")
    .replace(/[\s,.\-_/]/g, "")
  const digits = compact.replace(/^0+(?=\d)/, "")
  if (/^\d{1,7}$/.test(digits) && digits !== "0") return Either.right(digits)
  return Either.left(
    ToolError.invalidInput(
      `${shown(input)} is not an Australian trade mark number: use ${NUMBER_FORMATS.AU}, with or without "AU" (e.g. AU 2198432).`,
      {
        field: "query"
      }
    )
  )
}

/** Where to read: the upstream page holding `offset`, and where in it to start. */
export interface AuPageWindow {
  readonly pageNumber: number
  readonly pageSize: number
  readonly skip: number
  readonly offset: number
}

/** Our position is the absolute upstream offset of the next record (a string of digits). */
export const auPageWindow = (limit: number, position: string | undefined): Either.Either<AuPageWindow, ToolError> =>
  Either.map(offsetOfPosition(position), (offset) => {
    const pageSize = clampLimit(limit, AU_MAX_PAGE)
    const pageNumber = Math.floor(offset / pageSize)
    return { pageNumber, pageSize, skip: offset - pageNumber * pageSize, offset }
  })

/**
 * The `query` of one advanced-search row (TrademarkApiAdvancedSearch in IP
 * Australia's trade-mark-search-api 1.0.5): `word` and `classNumber` are
 * `{text, type}`, `owner` is plain text.
 */
interface RowQuery {
  readonly word?: { readonly text: string; readonly type: "PART" | "FUZZY" }
  readonly owner?: string
  readonly classNumber?: { readonly text: string; readonly type: "SINGLE" }
  readonly statuses?: ReadonlyArray<string>
}

export interface AuAdvancedSearch {
  readonly pageNumber: number
  readonly pageSize: number
  readonly sort: { readonly field: "NUMBER"; readonly direction: "DESCENDING" }
  readonly rows: ReadonlyArray<{ readonly op?: "OR"; readonly query: RowQuery }>
}

/** Search text as sent upstream: trimmed, inner whitespace collapsed. */
export const cleanText = (query: string): string => query.replace(/\s+/g, " ").trim()

export const validClasses = (classes: ReadonlyArray<number> | undefined): ReadonlyArray<number> =>
  [...new Set(classes ?? [])].filter((c) => Number.isInteger(c) && c >= 1 && c <= 45).sort((a, b) => a - b)

/**
 * The `/page/advanced` body for a name, fuzzy or owner search. Every row
 * carries the whole query; one row per Nice class, ORed, so "any of these
 * classes" holds whatever precedence the rows are combined with.
 */
export const buildAuAdvancedSearch = (params: TrademarkSearchParams, window: AuPageWindow): Either.Either<AuAdvancedSearch, ToolError> => {
  const text = cleanText(params.query)
  if (text === "") {
    return Either.left(
      ToolError.create("MISSING_REQUIRED_FIELD", "query must not be empty: give a mark name, an owner or a number.", {
        details: { field: "query" }
      })
    )
  }
  if (text.length > 500) {
    return Either.left(ToolError.invalidInput("The search text is too long for IP Australia (at most 500 characters).", { field: "query" }))
  }
  const statuses = AU_STATUSES_FOR[params.status]
  const base: RowQuery = {
    ...(params.searchType === "owner" ? { owner: text } : { word: { text, type: params.searchType === "fuzzy" ? "FUZZY" : "PART" } }),
    ...(statuses !== undefined ? { statuses } : {})
  }
  const classes = validClasses(params.niceClasses)
  const rows = classes.length === 0
    ? [{ query: base }]
    : classes.map((c, i) => ({
      ...(i > 0 ? { op: "OR" as const } : {}),
      query: { ...base, classNumber: { text: String(c), type: "SINGLE" as const } }
    }))
  return Either.right({
    pageNumber: window.pageNumber,
    pageSize: window.pageSize,
    sort: { field: "NUMBER", direction: "DESCENDING" },
    rows
  })
}

/** Our side of the filters: the status and class filters again, and substring matching. */
export const keepResult = (params: TrademarkSearchParams, summary: TrademarkSummary, owners: ReadonlyArray<string>): boolean => {
  const classes = validClasses(params.niceClasses)
  if (!matchesStatusFilter(summary.status, params.status)) return false
  if (classes.length > 0 && !summary.niceClasses.some((c) => classes.includes(c))) return false
  switch (params.searchType) {
    case "name":
      return loose(summary.name).includes(loose(params.query))
    case "owner":
      return ownerRank(owners, params.query) < 3
    default:
      return true
  }
}
