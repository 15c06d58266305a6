import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { NUMBER_FORMATS } from "../../Domain/TrademarkNumbers.js"
import { niceClassesOf, shown } from "../Shared/AdapterSupport.js"

/** IPONZ answers at most this many records per search call (no paging upstream). */
export const IPONZ_SEARCH_CAP = 2000

/**
 * A New Zealand trade mark number as the API wants it: digits without
 * leading zeros. Accepts `NZ`/`TM` prefixes, spaces, dashes, dots and commas
 * ("NZ 1,123,456", "TM-1123456").
 */
export const normaliseIponzNumber = (input: string): Either.Either<string, ToolError> => {
  const compact = input.trim().toUpperCase().replace(/[\s\-./,_]/g, "").replace(/^(NZTM|NZ|TM|NO)/, "")
  const digits = compact.replace(/^0+(?=\d)/, "")
  if (/^\d{1,7}$/.test(digits) && digits !== "0") return Either.right(digits)
  return Either.left(
    ToolError.invalidInput(`${shown(input)} is not an IPONZ trade mark number: use ${NUMBER_FORMATS.NZ}.`, { field: "query" })
  )
}

/**
 * A `Title`/`OwnerName` expression for "contains": one quoted phrase with
 * wildcards at both ends. User text can never become operators: wildcards
 * typed by the user are dropped and a double quote becomes the one-character
 * wildcard `?` (so `"quoted" mark` still finds it); AND/OR/NOT and brackets
 * are literal inside quotes.
 */
export const containsExpression = (text: string): Either.Either<string, ToolError> => {
  if (text.replace(/["*?\s]/g, "") === "") {
    return Either.left(
      ToolError.create("MISSING_REQUIRED_FIELD", "query must not be empty: give a mark name or an owner.", { details: { field: "query" } })
    )
  }
  const clean = text.replace(/[*?]/g, " ").replace(/"/g, "?").replace(/\s+/g, " ").trim()
  return Either.right(`"*${clean}*"`)
}

export interface IponzSearchRequest {
  readonly ClientRef: string
  readonly Title?: string
  readonly OwnerName?: string
  readonly ClassNumbers?: ReadonlyArray<number>
}

export const buildIponzSearch = (
  kind: "name" | "owner",
  text: string,
  niceClasses: ReadonlyArray<number> | undefined
): Either.Either<IponzSearchRequest, ToolError> =>
  Either.map(containsExpression(text), (expression) => {
    const classes = niceClassesOf(niceClasses ?? [])
    return {
      ClientRef: "ipdata-mcp",
      ...(kind === "name" ? { Title: expression } : { OwnerName: expression }),
      ...(classes.length > 0 ? { ClassNumbers: classes } : {})
    }
  })
