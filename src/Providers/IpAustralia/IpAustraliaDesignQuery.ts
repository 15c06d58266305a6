import { Either } from "effect"
import { type DesignStatusFilter, LOCARNO_FORMAT, parseLocarno } from "../../Domain/Design.js"
import { ToolError } from "../../Domain/ToolError.js"
import { ownerRank, shown } from "../Shared/AdapterSupport.js"
import { AU_DESIGN_STATUSES_FOR } from "./IpAustraliaDesignStatus.js"
import { containsEveryWord, significantWords } from "./IpAustraliaWords.js"

/** `/page/advanced` returns at most 100 records a page. */
export const AU_DESIGN_MAX_PAGE = 100

export const AU_DESIGN_NUMBER_FORMAT = "9 digits, the filing year then a 5-digit sequence (e.g. 202115234), with or without \"AU\""

export const AU_DESIGN_SEARCH_TYPES = ["owner", "number", "designer", "product", "classification"] as const
export type AuDesignSearchType = (typeof AU_DESIGN_SEARCH_TYPES)[number]

/** An Australian design number: 9 digits (year + sequence); `AU`, `AU-D-`, spaces and dashes accepted. */
export const parseAuDesignNumber = (input: string, field = "designNumber"): Either.Either<string, ToolError> => {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/^AU-D-/, "")
    .replace(/^AU\s*[-:]?\s*/, "")
    .replace(/[\s/\-.]+/g, "")
  if (/^(?:19|20)\d{7}$/.test(compact)) return Either.right(compact)
  return Either.left(
    ToolError.invalidInput(`${shown(input)} is not an Australian design number: use ${AU_DESIGN_NUMBER_FORMAT}.`, { field })
  )
}

/** A Locarno code to search for: the normalised form, AU's dashed form, and a suffix letter when one was given (09-01E). */
export interface AuLocarnoQuery {
  readonly normalized: string
  /** "09-01", or "09" for a whole class: what is sent upstream (a prefix, so suffixed codes match too). */
  readonly auCode: string
  readonly suffix?: string
}

export const parseAuLocarno = (input: string, field: string): Either.Either<AuLocarnoQuery, ToolError> => {
  const parsed = parseLocarno(input)
  if (parsed === undefined) {
    return Either.left(
      ToolError.invalidInput(`${shown(input)} is not ${LOCARNO_FORMAT}. IP Australia's suffixed codes such as 09-01E work too.`, { field })
    )
  }
  const suffix = /\d\s*([A-Z])$/i.exec(input.trim())?.[1]?.toUpperCase()
  return Either.right({
    normalized: parsed.normalized,
    auCode: parsed.normalized.replace(".", "-"),
    ...(suffix !== undefined ? { suffix } : {})
  })
}

/** Whether a design's codes (as written, and normalised) hold the wanted code; a class alone holds all its subclasses. */
export const hasLocarno = (wanted: AuLocarnoQuery, written: ReadonlyArray<string>): boolean =>
  written.some((code) => {
    const p = parseLocarno(code)
    if (p === undefined) return false
    const classMatch = wanted.normalized.length === 2 ? p.normalized.slice(0, 2) === wanted.normalized : p.normalized === wanted.normalized
    if (!classMatch) return false
    return wanted.suffix === undefined || code.trim().toUpperCase().endsWith(wanted.suffix)
  })

export interface AuDesignSearchParams {
  readonly query: string
  readonly searchType: AuDesignSearchType
  readonly status: DesignStatusFilter
  readonly locarnoClasses?: ReadonlyArray<string> | undefined
  /** 1..100. */
  readonly limit: number
  readonly cursor?: string | undefined
}

type TextQuery = { readonly text: string; readonly type: "PART" }

/**
 * One advanced-search row's query. The field names are our reading of the
 * unpublished spec, by analogy with the trade mark API's `word`/`owner`
 * rows: `owner`, `designer`, `productName`, `classification` (a prefix:
 * "09-01" matches 09-01E), `statuses`.
 */
interface RowQuery {
  readonly owner?: TextQuery
  readonly designer?: TextQuery
  readonly productName?: TextQuery
  readonly classification?: { readonly text: string; readonly type: "PREFIX" }
  readonly statuses?: ReadonlyArray<string>
}

export interface AuDesignAdvancedSearch {
  readonly pageNumber: number
  readonly pageSize: number
  readonly sort: { readonly field: "NUMBER"; readonly direction: "DESCENDING" }
  readonly rows: ReadonlyArray<{ readonly op?: "OR"; readonly query: RowQuery }>
}

/**
 * The `/page/advanced` body. Every row carries the whole query; with a
 * Locarno filter there is one row per class, ORed, so "any of these
 * classes" holds.
 */
export const buildDesignSearch = (
  searchType: Exclude<AuDesignSearchType, "number">,
  text: string,
  status: DesignStatusFilter,
  classes: ReadonlyArray<AuLocarnoQuery>,
  pageNumber: number
): AuDesignAdvancedSearch => {
  const statuses = AU_DESIGN_STATUSES_FOR[status]
  const main: RowQuery = searchType === "owner"
    ? { owner: { text, type: "PART" } }
    : searchType === "designer"
    ? { designer: { text, type: "PART" } }
    : searchType === "product"
    ? { productName: { text, type: "PART" } }
    : { classification: { text: text, type: "PREFIX" } }
  const base: RowQuery = { ...main, ...(statuses !== undefined ? { statuses } : {}) }
  const rows = classes.length === 0
    ? [{ query: base }]
    : classes.map((c, i) => ({
      ...(i > 0 ? { op: "OR" as const } : {}),
      query: { ...base, classification: { text: c.auCode, type: "PREFIX" as const } }
    }))
  return { pageNumber, pageSize: AU_DESIGN_MAX_PAGE, sort: { field: "NUMBER", direction: "DESCENDING" }, rows }
}

/** What a design must show for our side of the match (upstream matches single words and prefixes). */
export interface DesignFacts {
  readonly owners: ReadonlyArray<string>
  readonly designers: ReadonlyArray<string>
  readonly productNames: ReadonlyArray<string>
  readonly locarnoClasses: ReadonlyArray<string>
}

/** Our side of the match: partial names, every product word, the class codes (a suffix when given). */
export const matchesDesignQuery = (searchType: AuDesignSearchType, query: string, facts: DesignFacts, code?: AuLocarnoQuery): boolean => {
  switch (searchType) {
    case "owner":
      return ownerRank(facts.owners, query) < 3
    case "designer":
      return ownerRank(facts.designers, query) < 3
    case "product":
      return containsEveryWord(significantWords(query), facts.productNames)
    case "classification":
      return code === undefined || hasLocarno(code, facts.locarnoClasses)
    case "number":
      return true
  }
}
