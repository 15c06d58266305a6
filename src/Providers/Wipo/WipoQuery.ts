import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { NUMBER_FORMATS } from "../../Domain/TrademarkNumbers.js"
import { shown } from "../Shared/AdapterSupport.js"

/**
 * An international registration number as Madrid Monitor's URL wants it:
 * up to 7 digits without leading zeros, plus the letter WIPO adds after a
 * partial change (`1234567A`). Accepts `WO`/`IR`/`WIPO`/`MM` prefixes,
 * spaces, dashes, dots and commas ("IR 1 234 567", "WO-1234567").
 */
export const normaliseWipoNumber = (input: string): Either.Either<string, ToolError> => {
  const compact = input.trim().toUpperCase().replace(/[\s\-./,_]/g, "").replace(/^(WIPO|WO|IR|MM|NO)/, "")
  const m = /^0*(\d{1,7})([A-Z]?)$/.exec(compact)
  if (m !== null && m[1] !== "0") return Either.right(`${m[1]}${m[2]}`)
  return Either.left(
    ToolError.invalidInput(`${shown(input)} is not an international registration number: use ${NUMBER_FORMATS.WIPO}.`, { field: "query" })
  )
}
