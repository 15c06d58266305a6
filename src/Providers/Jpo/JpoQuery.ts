import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { NUMBER_FORMATS } from "../../Domain/TrademarkNumbers.js"
import { shown } from "../Shared/AdapterSupport.js"

export type JpoNumber = { readonly kind: "application"; readonly number: string } | {
  readonly kind: "registration"
  readonly number: string
}

/**
 * A JPO trademark number. Applications: a Western year and a serial
 * (`2023-012345`, `2023012345`, `商願2023-12345`, `JP 2023/12345`, full-width
 * digits too) → 10 digits. Registrations: up to 7 digits (`6712345`,
 * `登録第6712345号`, `Reg. 6712345`).
 */
export const normaliseJpoNumber = (input: string): Either.Either<JpoNumber, ToolError> => {
  const text = input
    .normalize("NFKC")
    .trim()
    .toUpperCase()
    .replace(/^JP\s*[-:]?\s*/, "")
    .replace(/^(商願|TM|APPLICATION|APP\.?|NO\.?)\s*/, "")
  const app = /^((?:19|20)\d{2})\s*[-/.]?\s*(\d{1,6})$/.exec(text.replace(/\s+/g, ""))
  if (app !== null && (app[2]!.length === 6 || /[-/.]/.test(text))) {
    return Either.right({ kind: "application", number: `${app[1]}${app[2]!.padStart(6, "0")}` })
  }
  const reg = /^(?:登録)?(?:第)?\s*(?:REG(?:ISTRATION)?\.?\s*(?:NO\.?)?\s*|R\s*)?(\d[\d,]*)\s*(?:号)?$/.exec(text)
  if (reg !== null) {
    const digits = reg[1]!.replace(/,/g, "").replace(/^0+(?=\d)/, "")
    if (/^\d{1,7}$/.test(digits) && digits !== "0") return Either.right({ kind: "registration", number: digits })
  }
  return Either.left(
    ToolError.invalidInput(
      `${
        shown(input)
      } is not a JPO trademark number: use ${NUMBER_FORMATS.JP} (e.g. 2023-012345 or 6712345). Japanese era years are not accepted: give the Western year.`,
      { field: "query" }
    )
  )
}
