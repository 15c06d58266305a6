import { Either } from "effect"
import { type DesignStatusFilter, LOCARNO_FORMAT, parseLocarno } from "../../Domain/Design.js"
import { ToolError } from "../../Domain/ToolError.js"
import { shown } from "../Shared/AdapterSupport.js"
import { euipoDesignStatusesFor } from "./EuipoDesignStatus.js"
import { EUIPO_MAX_PAGE, EUIPO_MIN_PAGE, rsqlContains, rsqlString } from "./EuipoQuery.js"

export const DESIGN_SEARCH_TYPES = ["applicant", "number", "verbal_element", "product", "locarno_class"] as const
export type DesignSearchType = (typeof DESIGN_SEARCH_TYPES)[number]

/** Sortable fields of the Design Search API, each ascending or descending. */
export const DESIGN_SORTS = [
  "applicationDate:desc",
  "applicationDate:asc",
  "registrationDate:desc",
  "registrationDate:asc",
  "expiryDate:desc",
  "expiryDate:asc",
  "designNumber:desc",
  "designNumber:asc",
  "applicantReference:desc",
  "applicantReference:asc"
] as const
export type DesignSort = (typeof DESIGN_SORTS)[number]

export const DESIGN_NUMBER_FORMAT =
  "NNNNNNNNN-NNNN: the 9-digit application number, a dash and the 4-digit design number (e.g. 002345678-0001; leading zeros may be left out)"

const MAX_QUERY = 5000

/** A design number, or only the application (every design filed in it). */
export type EuipoDesignNumber =
  | { readonly _tag: "Design"; readonly designNumber: string; readonly applicationNumber: string }
  | { readonly _tag: "Application"; readonly applicationNumber: string }

/**
 * Reads an EU design number as people write it: `002345678-0001`,
 * `2345678-1`, `002345678 0001`, `0023456780001`, `EU-D-002345678-0001`,
 * `RCD 002345678-0001`. Nine digits alone are the application number
 * (a multiple application holds designs -0001, -0002...).
 */
export const parseEuipoDesignNumber = (input: string, field = "query"): Either.Either<EuipoDesignNumber, ToolError> => {
  const s = input
    .trim()
    .toUpperCase()
    .replace(/^(EU|EM)\s*[-:]?\s*D\s*[-:]\s*/, "")
    .replace(/^(RCD|EU|EM)\s*[-:]?\s*/, "")
  const pair = /^(\d{1,9})\s*[-/.\s]\s*(\d{1,4})$/.exec(s) ?? /^(\d{9})(\d{4})$/.exec(s)
  if (pair !== null) {
    const applicationNumber = pair[1]!.padStart(9, "0")
    return Either.right({ _tag: "Design", applicationNumber, designNumber: `${applicationNumber}-${pair[2]!.padStart(4, "0")}` })
  }
  if (/^\d{1,9}$/.test(s)) return Either.right({ _tag: "Application", applicationNumber: s.padStart(9, "0") })
  return Either.left(ToolError.invalidInput(`${shown(input)} is not an EU design number: use ${DESIGN_NUMBER_FORMAT}.`, { field }))
}

/** RSQL for Locarno codes: a subclass exactly; a class alone matches itself and every subclass in it. */
const locarnoClause = (raw: string, field: string): Either.Either<string, ToolError> => {
  const code = parseLocarno(raw)
  if (code === undefined) {
    return Either.left(ToolError.invalidInput(`${shown(raw)} is not a Locarno code: use ${LOCARNO_FORMAT}.`, { field }))
  }
  return Either.right(
    code.subclass !== undefined
      ? `locarnoClasses==${rsqlString(code.normalized)}`
      : `locarnoClasses==${rsqlString(code.normalized)},locarnoClasses==${rsqlString(`${code.normalized}.*`)}`
  )
}

export interface DesignQueryParams {
  readonly query: string
  readonly searchType: DesignSearchType
  readonly status: DesignStatusFilter
  readonly locarnoClasses?: ReadonlyArray<string> | undefined
}

/** The RSQL `query` for a design search, every part ANDed. */
export const buildEuipoDesignQuery = (params: DesignQueryParams): Either.Either<string, ToolError> => {
  const text = params.query.trim()
  if (text.replace(/\*/g, "").trim() === "") {
    return Either.left(
      ToolError.create(
        "MISSING_REQUIRED_FIELD",
        "query must not be empty: give an applicant, a design number, words, a product or a Locarno code.",
        {
          details: { field: "query" }
        }
      )
    )
  }
  const parts: Array<string> = []
  switch (params.searchType) {
    case "number": {
      const number = parseEuipoDesignNumber(text)
      if (Either.isLeft(number)) return Either.left(number.left)
      parts.push(
        number.right._tag === "Design"
          ? `designNumber==${rsqlString(number.right.designNumber)}`
          : `designNumber==${rsqlString(`${number.right.applicationNumber}-*`)}`
      )
      break
    }
    case "applicant":
      // A bare number is an EUIPO person identifier (as eu_person_lookup gives them).
      parts.push(/^\d{1,12}$/.test(text) ? `applicants.identifier==${rsqlString(text)}` : `applicants.name==${rsqlContains(text)}`)
      break
    case "verbal_element":
      parts.push(`verbalElement==${rsqlContains(text)}`)
      break
    case "product":
      parts.push(`productIndications==${rsqlContains(text)}`)
      break
    case "locarno_class": {
      const clause = locarnoClause(text, "query")
      if (Either.isLeft(clause)) return clause
      parts.push(`(${clause.right})`)
      break
    }
  }
  const filters = [...new Set(params.locarnoClasses ?? [])]
  if (filters.length > 0) {
    const clauses: Array<string> = []
    for (const raw of filters) {
      const clause = locarnoClause(raw, "locarnoClasses")
      if (Either.isLeft(clause)) return clause
      clauses.push(clause.right)
    }
    parts.push(`(${clauses.join(",")})`)
  }
  const statuses = euipoDesignStatusesFor(params.status)
  if (statuses !== undefined) parts.push(`status=in=(${statuses.join(",")})`)
  const query = parts.join(";")
  if (query.length > MAX_QUERY) {
    return Either.left(
      ToolError.invalidInput(`The search is too long for EUIPO (at most ${MAX_QUERY} characters in all).`, { field: "query" })
    )
  }
  return Either.right(query)
}

/** EUIPO pages hold 10 to 100 results. */
export const designPageSize = (limit: number): number => Math.max(EUIPO_MIN_PAGE, Math.min(EUIPO_MAX_PAGE, Math.floor(limit)))
