import { Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"

/** What a publication number looks like, for error messages. */
export const PUBLICATION_NUMBER_FORMAT =
  "a country code, the number and optionally the kind code, e.g. EP3845123A1 (EPODOC, preferred), EP 3 845 123 B1, EP3845123.A1, WO2020/123456 or US 10,123,456 B2"

/** A publication number split into its parts, with the forms OPS accepts. */
export interface PublicationNumber {
  /** Two-letter office code: EP, WO, US... */
  readonly country: string
  /** Digits only; EP numbers are padded to 7 digits. */
  readonly number: string
  /** Kind code (A1, B1, B2...) when given. */
  readonly kind: string | undefined
  /** EPODOC without kind: EP3845123 (what `/epodoc/` endpoints take). */
  readonly epodoc: string
  /** EPODOC with the kind when known: EP3845123A1. */
  readonly display: string
  /** DOCDB form when the kind is known: EP.3845123.A1. */
  readonly docdb: string | undefined
}

const SEPARATORS = /[\s.,/\-\u00a0]+/g

export const makePublicationNumber = (country: string, number: string, kind: string | undefined): PublicationNumber => {
  const c = country.toUpperCase()
  const digits = c === "EP" ? number.padStart(7, "0") : number
  const k = kind === undefined || kind === "" ? undefined : kind.toUpperCase()
  return {
    country: c,
    number: digits,
    kind: k,
    epodoc: `${c}${digits}`,
    display: `${c}${digits}${k ?? ""}`,
    docdb: k !== undefined ? `${c}.${digits}.${k}` : undefined
  }
}

/**
 * Any usual spelling of a publication number → its parts: `EP3845123`,
 * `EP 3 845 123 A1`, `ep3845123b1`, `EP3845123.A1`, `EP.3845123.A1`
 * (DOCDB), `EP-3845123` (our id), `WO2020/123456`, `US 10,123,456 B2`.
 * Anything else is INVALID_INPUT saying the expected format.
 */
export const parsePublicationNumber = (input: string, field = "publicationNumber"): Either.Either<PublicationNumber, ToolError> => {
  const raw = input.trim()
  const invalid = (why: string) =>
    Either.left(
      ToolError.invalidInput(
        `${field} ${JSON.stringify(raw.length > 40 ? `${raw.slice(0, 39)}…` : raw)} ${why}: expected ${PUBLICATION_NUMBER_FORMAT}.`,
        {
          field
        }
      )
    )
  if (raw === "") return invalid("is empty")
  if (raw.length > 40 || !/^[A-Za-z0-9\s.,/\-\u00a0]+$/.test(raw)) return invalid("is not a publication number")
  const compact = raw.toUpperCase().replace(SEPARATORS, "")
  const m = /^([A-Z]{2})(\d{3,13})([A-Z]\d?)?$/.exec(compact)
  if (m === null) {
    if (/^\d+[A-Z]?\d?$/.test(compact)) return invalid("has no country code (EP, WO, US...)")
    return invalid("is not a publication number")
  }
  const [, country, number, kind] = m
  if (country === "EP" && number!.length > 7) return invalid("has too many digits for an EP publication (7 digits)")
  return Either.right(makePublicationNumber(country!, number!, kind))
}

/** Our record id for a publication: EP-3845123 (country and number, no kind). */
export const patentIdOf = (country: string, number: string): string => `${country}-${number}`
