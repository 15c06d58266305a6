import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { clampLimit, offsetOfPosition, shown } from "../Shared/AdapterSupport.js"
import type { TrademarkSearchParams } from "../TrademarkProvider.js"
import { euipoStatusesFor } from "./EuipoStatus.js"

/** EUIPO caps `query` at 5000 characters. */
const MAX_QUERY = 5000
/** Page size bounds of the Search API (size < 10 is a 400). */
export const EUIPO_MIN_PAGE = 10
export const EUIPO_MAX_PAGE = 100

/**
 * An RSQL string literal: always double-quoted, with `\` and `"` escaped, so
 * user text can never close the literal or add operators (`;`, `,`, `==`,
 * parentheses). Wildcards are ours alone: a `*` typed by the user is dropped.
 */
export const rsqlString = (value: string): string => `"${value.replace(/\\/g, "\\\\").replace(/"/g, "\\\"")}"`

/** `*text*`: the substring match EUIPO offers (case-insensitive upstream). */
export const rsqlContains = (text: string): string => rsqlString(`*${text.replace(/\*/g, " ").replace(/\s+/g, " ").trim()}*`)

/**
 * An EUIPO trade mark number in the API's form: 9 digits (`018692868`) or an
 * IR designation `W` + 8 digits (+ optional letter). Accepts `EU`/`EM`
 * prefixes, spaces, dashes, dots and missing leading zeros.
 */
export const normaliseEuipoNumber = (input: string): Either.Either<string, ToolError> => {
  const compact = input.trim().toUpperCase().replace(/[\s\-./_]/g, "").replace(/^(EUTM|EU|EM)/, "")
  const ir = /^W(\d{1,8})([A-Z]?)$/.exec(compact)
  if (ir !== null) return Either.right(`W${ir[1]!.padStart(8, "0")}${ir[2]}`)
  if (/^\d{1,9}$/.test(compact)) return Either.right(compact.padStart(9, "0"))
  return Either.left(
    ToolError.invalidInput(
      `${
        shown(input)
      } is not an EUIPO trade mark number: use up to 9 digits (e.g. 018692868, "EU" prefix allowed) or the international form W01234567.`,
      { field: "query" }
    )
  )
}

/** The RSQL `query` for a search, every part ANDed. */
export const buildEuipoQuery = (params: TrademarkSearchParams): Either.Either<string, ToolError> => {
  const text = params.query.trim()
  if (text.replace(/\*/g, "").trim() === "") {
    return Either.left(
      ToolError.create("MISSING_REQUIRED_FIELD", "query must not be empty: give a mark name, an owner or a number.", {
        details: { field: "query" }
      })
    )
  }
  const parts: Array<string> = []
  switch (params.searchType) {
    case "number": {
      const number = normaliseEuipoNumber(text)
      if (Either.isLeft(number)) return number
      parts.push(`applicationNumber==${number.right}`)
      break
    }
    case "owner":
      parts.push(`applicants.name==${rsqlContains(text)}`)
      break
    case "name":
    case "fuzzy":
      // EUIPO has no fuzzy search: callers score name/stem candidates themselves.
      parts.push(`wordMarkSpecification.verbalElement==${rsqlContains(text)}`)
      break
  }
  const classes = [...new Set(params.niceClasses ?? [])].filter((c) => Number.isInteger(c) && c >= 1 && c <= 45).sort((a, b) => a - b)
  if (classes.length > 0) parts.push(`niceClasses=in=(${classes.join(",")})`)
  const statuses = euipoStatusesFor(params.status)
  if (statuses !== undefined) parts.push(`status=in=(${statuses.join(",")})`)
  const query = parts.join(";")
  if (query.length > MAX_QUERY) {
    return Either.left(
      ToolError.invalidInput(`The search text is too long for EUIPO (at most ${MAX_QUERY} characters in all).`, { field: "query" })
    )
  }
  return Either.right(query)
}

/** Where to read: the upstream page holding `offset`, and where in it to start. */
export interface EuipoPageWindow {
  readonly page: number
  readonly size: number
  readonly skip: number
  readonly take: number
  readonly offset: number
}

/**
 * Our position is the absolute offset of the next result (as a string). The
 * page size is the wanted limit clamped to 10..100; a limit below 10 reads
 * 10 and keeps the first `limit`.
 */
export const euipoPageWindow = (limit: number, position: string | undefined): Either.Either<EuipoPageWindow, ToolError> =>
  Either.map(offsetOfPosition(position), (offset) => {
    const take = clampLimit(limit, EUIPO_MAX_PAGE)
    const size = Math.max(EUIPO_MIN_PAGE, take)
    const page = Math.floor(offset / size)
    return { page, size, skip: offset - page * size, take, offset }
  })
