import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { NUMBER_FORMATS } from "../../Domain/TrademarkNumbers.js"
import { niceClassesOf, shown } from "../Shared/AdapterSupport.js"

/** The most records one search call asks for (the search has `maxReturn` and no paging). */
export const CIPO_MAX_RETURN = 500

export type CipoNumber =
  | { readonly kind: "application"; readonly number: string; readonly extension: string }
  | { readonly kind: "registration"; readonly number: string }

/**
 * A CIPO number: an application number of up to 7 digits, optionally with
 * its 2-digit extension (`2145678`, `2145678-00`, `CA 2,145,678`), or a
 * registration number (`TMA1077623`, `TMA 1,077,623`, `UCA12345`).
 */
export const normaliseCipoNumber = (input: string): Either.Either<CipoNumber, ToolError> => {
  const raw = input.trim().toUpperCase().replace(/^CA\s*[-:]?\s*/, "")
  const reg = /^(TMA|UCA|TMDA|NFLD)\s*[-.]?\s*([\d\s,.]+)$/.exec(raw)
  if (reg !== null) {
    const digits = reg[2]!.replace(/\D/g, "").replace(/^0+(?=\d)/, "")
    if (/^\d{1,7}$/.test(digits) && digits !== "0") return Either.right({ kind: "registration", number: `${reg[1]}${digits}` })
  }
  const app = /^([\d\s,.]+?)(?:\s*-\s*(\d{2}))?$/.exec(raw)
  if (app !== null) {
    const digits = app[1]!.replace(/\D/g, "").replace(/^0+(?=\d)/, "")
    if (/^\d{1,7}$/.test(digits) && digits !== "0") {
      return Either.right({ kind: "application", number: digits.padStart(7, "0"), extension: app[2] ?? "00" })
    }
  }
  return Either.left(
    ToolError.invalidInput(
      `${shown(input)} is not a CIPO trademark number: use ${NUMBER_FORMATS.CA}, or a registration number like TMA1077623.`,
      {
        field: "query"
      }
    )
  )
}

/** The application number as CIPO shows it: 7 digits, the extension only when not 00. */
export const cipoApplicationNumber = (n: { readonly number: string; readonly extension: string }): string =>
  n.extension === "00" ? n.number : `${n.number}-${n.extension}`

/** The JSON body the search page posts (field codes from the UI: tm, ownname, appnum, regnum...). */
export interface CipoSearchRequest {
  readonly domIntlFilter: "1"
  readonly searchfield1: "tm" | "ownname" | "appnum" | "regnum"
  readonly textfield1: string
  readonly display: "list"
  readonly maxReturn: string
  /** The UI sends Nice classes as a list of strings (["9", "45"]); a class in textfield1 matches the whole register. */
  readonly nicetextfield1: ReadonlyArray<string> | null
  readonly cipotextfield1: null
}

export const buildCipoSearch = (
  field: CipoSearchRequest["searchfield1"],
  text: string,
  maxReturn: number,
  niceClasses: ReadonlyArray<number> | undefined
): CipoSearchRequest => {
  const classes = niceClassesOf(niceClasses ?? [])
  return {
    domIntlFilter: "1",
    searchfield1: field,
    textfield1: text.replace(/\s+/g, " ").trim(),
    display: "list",
    maxReturn: String(Math.max(1, Math.min(CIPO_MAX_RETURN, maxReturn))),
    nicetextfield1: classes.length > 0 ? classes.map(String) : null,
    cipotextfield1: null
  }
}
