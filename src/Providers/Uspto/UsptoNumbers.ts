import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { NUMBER_FORMATS } from "../../Domain/TrademarkNumbers.js"
import { shown } from "../Shared/AdapterSupport.js"

/** A TSDR case: by serial (application) number or by registration number. */
export interface UsptoCase {
  readonly kind: "serial" | "registration"
  /** 8 digits for a serial, 7 (zero-padded) for a registration. */
  readonly number: string
  /** The TSDR case id: `sn97001234` or `rn7012345`. */
  readonly caseId: string
  /** How to name it in messages: "serial number 97001234". */
  readonly label: string
}

// Words people put before a number; checked on the lower-cased input with the `US` prefix removed.
const REGISTRATION_PREFIX = /^(?:u\.?s\.?\s*)?(?:reg(?:istration)?\.?\s*(?:no\.?|number|#)?|rn)\s*[:#.]?\s*/
const SERIAL_PREFIX =
  /^(?:u\.?s\.?\s*)?(?:serial\s*(?:no\.?|number|#)?|ser\.?\s*no\.?|application\s*(?:no\.?|number)?|app\.?\s*no\.?|sn)\s*[:#.]?\s*/

const invalid = (input: string, why: string) =>
  ToolError.invalidInput(
    `${
      shown(input)
    } is not a USPTO trademark number: ${why} Use ${NUMBER_FORMATS.US}, e.g. 97001234, sn97001234, rn7012345 or "Reg. No. 7,012,345".`,
    {
      field: "query"
    }
  )

/**
 * A USPTO trademark number in the forms people write it: `97001234`,
 * `97/001,234`, `sn97001234`, `US-97001234`, `Serial No. 97-001234`, and
 * registration numbers `rn7012345`, `Reg. No. 7,012,345`, `7012345`.
 * Eight digits are a serial number; up to seven digits, or any number after
 * `rn`/`Reg. No.`, a registration number.
 */
export const parseUsptoNumber = (input: string): Either.Either<UsptoCase, ToolError> => {
  let text = input.trim().toLowerCase()
  // "US-97001234", "US 97001234", "US:rn7012345" (but not "U.S. Reg. No.", handled by the prefixes).
  text = text.replace(/^us\s*[-:]\s*|^us\s+(?=\d|sn|rn)|^us(?=\d)/, "")
  let kind: UsptoCase["kind"] | undefined
  const reg = REGISTRATION_PREFIX.exec(text)
  const ser = reg === null ? SERIAL_PREFIX.exec(text) : null
  if (reg !== null && reg[0] !== "") {
    kind = "registration"
    text = text.slice(reg[0].length)
  } else if (ser !== null && ser[0] !== "") {
    kind = "serial"
    text = text.slice(ser[0].length)
  }
  const digits = text.replace(/[\s,./\-_]/g, "")
  if (digits === "") return Either.left(invalid(input, "no digits were given."))
  if (!/^\d+$/.test(digits)) return Either.left(invalid(input, "it has characters other than digits and separators."))
  if (kind === undefined) kind = digits.length === 8 ? "serial" : digits.length <= 7 ? "registration" : undefined
  if (kind === "serial") {
    if (digits.length !== 8) return Either.left(invalid(input, `a serial number has 8 digits, this has ${digits.length}.`))
    return Either.right({ kind, number: digits, caseId: `sn${digits}`, label: `serial number ${digits}` })
  }
  if (kind === "registration") {
    const stripped = digits.replace(/^0+(?=\d)/, "")
    if (stripped.length > 7 || Number(stripped) === 0) {
      return Either.left(invalid(input, `a registration number has at most 7 digits, this has ${stripped.length}.`))
    }
    const number = stripped.padStart(7, "0")
    return Either.right({ kind, number, caseId: `rn${number}`, label: `registration number ${number}` })
  }
  return Either.left(invalid(input, `it has ${digits.length} digits.`))
}
