import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { NUMBER_FORMATS } from "../../Domain/TrademarkNumbers.js"
import { shown } from "../Shared/AdapterSupport.js"

/**
 * A UK trade mark number in the case-page form `UK` + 11 digits:
 * `UK00003700947`, `3700947`, `GB-3700947`, `UK 0000 3700947` all give
 * `UK00003700947`; comparable marks (`UK009...`) and IR designations
 * (`UK008...`) pass through with their 11 digits.
 */
export const normaliseUkipoNumber = (input: string): Either.Either<string, ToolError> => {
  const compact = input.trim().toUpperCase().replace(/[\s\-./,_]/g, "").replace(/^(UK|GB)/, "")
  if (/^\d{1,7}$/.test(compact) && !/^0+$/.test(compact)) return Either.right(`UK0000${compact.padStart(7, "0")}`)
  if (/^\d{11}$/.test(compact) && !/^0+$/.test(compact)) return Either.right(`UK${compact}`)
  return Either.left(ToolError.invalidInput(`${shown(input)} is not a UK trade mark number: use ${NUMBER_FORMATS.GB}.`, { field: "query" }))
}
