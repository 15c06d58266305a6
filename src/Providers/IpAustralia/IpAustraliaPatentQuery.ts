import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { shown } from "../Shared/AdapterSupport.js"

export { containsEveryWord, significantWords, stemOf, STOP_WORDS, wordsOf } from "./IpAustraliaWords.js"

/** The Quick Search answers at most 50 results a page. */
export const AU_PATENT_MAX_PAGE = 50

export const AU_PATENT_NUMBER_FORMAT =
  "10 digits, the filing year then a 6-digit sequence (e.g. 2020267890), with or without \"AU\" and a kind code (AU2020267890 A1, AU 2020/267890 B2)"

export const AU_PATENT_SEARCH_MODES = ["QUICK_NO_ABSTRACT", "QUICK_ABSTRACT", "ADVANCED_NO_FULL_TEXT", "ADVANCED_FULL_TEXT"] as const
export type AuPatentSearchMode = (typeof AU_PATENT_SEARCH_MODES)[number]

/**
 * An Australian patent application number as the API wants it: 10 digits
 * (year + sequence). Accepts an `AU` prefix, an `AU-P-` id, spaces,
 * slashes and dashes, and a trailing kind code (A1, A4, B1, B2, C1...).
 */
export const parseAuPatentNumber = (input: string, field = "applicationNumber"): Either.Either<string, ToolError> => {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/^AU-P-/, "")
    .replace(/^AU\s*[-:]?\s*/, "")
    .replace(/[\s/\-.]+/g, "")
    .replace(/[A-C]\d$/, "")
  if (/^(?:19|20)\d{8}$/.test(compact)) return Either.right(compact)
  return Either.left(
    ToolError.invalidInput(`${shown(input)} is not an Australian patent application number: use ${AU_PATENT_NUMBER_FORMAT}.`, { field })
  )
}

/** A query that is only a number (digits, separators, AU prefix, kind code): it is looked up as one. */
export const looksLikeAuPatentNumber = (query: string): boolean =>
  /^(?:AU-P-|AU\s*[-:]?\s*)?[\d\s/\-.]{6,}(?:\s*[A-C]\d)?$/i.test(query.trim())

/** PCT/US2020/028456 and friends, spaces tolerated. */
export const parsePctNumber = (query: string): string | undefined => {
  const m = /^PCT\s*\/?\s*([A-Z]{2})\s*(\d{2}|\d{4})\s*\/\s*(\d{5,6})$/i.exec(query.trim())
  return m === null ? undefined : `PCT/${m[1]!.toUpperCase()}${m[2]}/${m[3]}`
}

/** `POST /search/quick` body. */
export interface AuPatentQuickSearch {
  readonly query: string
  readonly searchType: "ID" | "DETAILS"
  readonly searchMode: AuPatentSearchMode
  readonly pageNumber: number
  readonly pageSize: number
  readonly sort: { readonly field: "APPLICATION_NUMBER"; readonly direction: "DESC" }
}

export const quickSearchBody = (
  query: string,
  searchType: "ID" | "DETAILS",
  searchMode: AuPatentSearchMode,
  pageNumber: number
): AuPatentQuickSearch => ({
  query,
  searchType,
  searchMode,
  pageNumber,
  pageSize: AU_PATENT_MAX_PAGE,
  sort: { field: "APPLICATION_NUMBER", direction: "DESC" }
})
