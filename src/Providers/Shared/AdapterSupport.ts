/**
 * Small helpers the office adapters share (IPONZ, WIPO, UKIPO, CIPO, JPO,
 * CNIPA): optional fields under exactOptionalPropertyTypes, Either → Effect,
 * owner ranking, local paging over a result list, and the errors every
 * adapter words the same way.
 */
import { Effect, Either } from "effect"
import { type ErrorCode, ToolError } from "../../Domain/ToolError.js"
import type { TrademarkDetail, TrademarkSummary } from "../../Domain/Trademark.js"
import type { TrademarkSearchType } from "../TrademarkProvider.js"

/** A trimmed value as text, undefined when absent or blank. */
export const presentText = (value: string | number | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined
  const t = String(value).trim()
  return t === "" ? undefined : t
}

/** Like presentText, with runs of white space folded to one space (free text from XML/JSON records). */
export const foldedText = (value: string | null | undefined): string | undefined => presentText(value?.replace(/\s+/g, " "))

/** `{ key: value }` when value is present, `{}` otherwise (exactOptionalPropertyTypes friendly). */
export const when = <K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } =>
  value === null || value === undefined ? {} : ({ [key]: value } as { [P in K]?: V })

/** The list when it has items, undefined when empty (for `when`: an empty list is left out of the record). */
export const listed = <T>(items: ReadonlyArray<T>): ReadonlyArray<T> | undefined => (items.length > 0 ? items : undefined)

/** An office's mark kinds: its wording (a pattern) → our feature and type. Order matters: the first match wins. */
export type MarkKindTable = ReadonlyArray<
  readonly [RegExp, NonNullable<TrademarkSummary["markFeature"]>, NonNullable<TrademarkDetail["markType"]>]
>

/** The office's wording looked up in its table: undefined when blank, OTHER/other when no pattern matches. */
export const markKindOf = (table: MarkKindTable, wording: string | null | undefined) => {
  if (wording === null || wording === undefined || wording.trim() === "") return undefined
  const hit = table.find(([pattern]) => pattern.test(wording))
  return hit !== undefined ? { feature: hit[1], type: hit[2] } : { feature: "OTHER" as const, type: "other" as const }
}

/** History oldest first (ISO dates compare as text); entries of the same day keep the order they were added in. */
export const oldestFirst = <E extends { readonly date: string }>(entries: ReadonlyArray<E>): Array<E> =>
  entries.map((e, i) => [e, i] as const).sort(([a, i], [b, j]) => (a.date < b.date ? -1 : a.date > b.date ? 1 : i - j)).map(([e]) => e)

/** In a search, a number that matches nothing is no result, not an error: the record as a list of one, or an empty list. */
export const oneOrNone = <A, R>(
  lookup: Effect.Effect<A, ToolError, R>,
  notFound: ErrorCode = "TRADEMARK_NOT_FOUND"
): Effect.Effect<Array<A>, ToolError, R> =>
  lookup.pipe(
    Effect.map((a) => [a]),
    Effect.catchIf((e) => e.code === notFound, () => Effect.succeed([]))
  )

export const fromEither = <A>(e: Either.Either<A, ToolError>): Effect.Effect<A, ToolError> =>
  Either.match(e, { onLeft: Effect.fail, onRight: Effect.succeed })

/** User text in a message: quoted, cut at 40 characters. */
export const shown = (s: string): string => JSON.stringify(s.length > 40 ? `${s.slice(0, 39)}…` : s)

/** Valid Nice classes only, unique and sorted. */
export const niceClassesOf = (classes: ReadonlyArray<number>): ReadonlyArray<number> =>
  [...new Set(classes.filter((c) => Number.isInteger(c) && c >= 1 && c <= 45))].sort((a, b) => a - b)

/** "09" / "9" / " 9 " → 9; anything else undefined. */
export const niceClassOf = (value: string | number | null | undefined): number | undefined => {
  if (value === null || value === undefined) return undefined
  const n = typeof value === "number" ? value : /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : Number.NaN
  return Number.isInteger(n) && n >= 1 && n <= 45 ? n : undefined
}

/** The calendar date of an ISO date or timestamp ("2024-06-14T10:00:00+13:00" → "2024-06-14"). */
export const isoDateOf = (value: string | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim())
  return m !== null && validDate(m[1]!, m[2]!, m[3]!) ? `${m[1]}-${m[2]}-${m[3]}` : undefined
}

/** YYYYMMDD (JPO) → YYYY-MM-DD. */
export const compactDateOf = (value: string | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim())
  return m !== null && validDate(m[1]!, m[2]!, m[3]!) ? `${m[1]}-${m[2]}-${m[3]}` : undefined
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]

/** "12 March 2019" / "12 Mar 2019" (UKIPO pages) → 2019-03-12. */
export const longDateOf = (value: string | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined
  const iso = isoDateOf(value)
  if (iso !== undefined) return iso
  const m = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?\s+(\d{4})$/.exec(value.trim())
  if (m === null) return undefined
  const month = MONTHS.findIndex((name) => name.startsWith(m[2]!.toLowerCase()) && m[2]!.length >= 3)
  if (month < 0) return undefined
  const [y, mo, d] = [m[3]!, String(month + 1).padStart(2, "0"), m[1]!.padStart(2, "0")]
  return validDate(y, mo, d) ? `${y}-${mo}-${d}` : undefined
}

const validDate = (y: string, m: string, d: string): boolean => {
  const t = Date.parse(`${y}-${m}-${d}T00:00:00Z`)
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(`${y}-${m}-${d}`)
}

/** A name compared without case, accents, spacing or punctuation ("Café-Soleil" = "cafe soleil"). */
export const looseKey = (s: string): string =>
  s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "")

/** Owner relevance: 0 exact, 1 prefix, 2 substring, 3 other (best over all owners). */
export const ownerRank = (owners: ReadonlyArray<string>, query: string): number => {
  const q = looseKey(query)
  let best = 3
  for (const owner of owners) {
    const o = looseKey(owner)
    best = Math.min(best, o === q ? 0 : o.startsWith(q) ? 1 : o.includes(q) ? 2 : 3)
  }
  return best
}

/** Stable sort by owner relevance; office order kept within a rank. */
export const rankByOwners = <T>(items: ReadonlyArray<T>, ownersOf: (t: T) => ReadonlyArray<string>, query: string): Array<T> =>
  items
    .map((item, i) => ({ item, i, rank: ownerRank(ownersOf(item), query) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.item)

/** A search needs some text: MISSING_REQUIRED_FIELD otherwise. */
export const requireQuery = (query: string): Effect.Effect<string, ToolError> => {
  const text = query.trim()
  return text === ""
    ? Effect.fail(
      ToolError.create("MISSING_REQUIRED_FIELD", "query must not be empty: give a mark name, an owner or a number.", {
        details: { field: "query" }
      })
    )
    : Effect.succeed(text)
}

/** Page size wanted, clamped to 1..max. */
export const clampLimit = (limit: number, max = 100): number => Math.max(1, Math.min(max, Math.floor(limit)))

/** Our search position: the absolute offset of the next result, as digits ("" or absent: the start). */
export const offsetOfPosition = (position: string | undefined): Either.Either<number, ToolError> => {
  if (position === undefined || position === "") return Either.right(0)
  return /^\d{1,9}$/.test(position)
    ? Either.right(Number(position))
    : Either.left(ToolError.invalidInput("cursor is not valid for this search: start again without a cursor.", { field: "cursor" }))
}

/** offsetOfPosition for offices without upstream paging, which page over one list themselves. */
export const offsetOf = (position: string | undefined): Effect.Effect<number, ToolError> => fromEither(offsetOfPosition(position))

const SEARCH_WORDS: Record<TrademarkSearchType, string> = { name: "name", owner: "owner", number: "number", fuzzy: "fuzzy" }

/**
 * NOT_SUPPORTED for a search type an office cannot serve, saying what works
 * instead: e.g. "WIPO (Madrid Monitor) does not support name search: ...".
 */
export const unsupportedSearch = (provider: string, searchType: TrademarkSearchType, why: string): ToolError =>
  ToolError.create("NOT_SUPPORTED", `${provider} does not support ${SEARCH_WORDS[searchType]} search: ${why}`, {
    provider,
    details: { searchType }
  })
