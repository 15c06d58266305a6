import { Effect, Either } from "effect"
import { ToolError } from "../../Domain/ToolError.js"

/**
 * Paging over an IP Australia search whose results are narrowed on our
 * side (words ORed upstream, partial name matches): our cursor is the
 * absolute upstream offset of the next record to read, so no result is
 * shown twice or skipped whatever was dropped, and a call reads a few
 * upstream pages to fill the page the user asked for.
 */

/** The offset a cursor carries ("0" or absent: the start). */
export const offsetOfCursor = (cursor: string | undefined, tool: string): Either.Either<number, ToolError> => {
  const c = cursor?.trim() ?? ""
  if (c === "") return Either.right(0)
  return /^\d{1,7}$/.test(c)
    ? Either.right(Number(c))
    : Either.left(
      ToolError.invalidInput(
        `cursor is not valid for ${tool}: pass pagination.cursor from the previous page unchanged, or leave it out to start again.`,
        {
          field: "cursor"
        }
      )
    )
}

export interface UpstreamPage<H> {
  /** The office's count of matches, when it gives one. */
  readonly total: number | undefined
  readonly items: ReadonlyArray<H>
}

export interface FilteredPage<A> {
  readonly kept: ReadonlyArray<A>
  /** Upstream records read in this call, and how many of them were dropped. */
  readonly scanned: number
  readonly filteredOut: number
  /** Upstream offset of the next record to read. */
  readonly position: number
  readonly hasMore: boolean
  readonly upstreamTotal: number | undefined
}

export interface ReadFilteredOptions<H, A, E> {
  readonly start: number
  readonly limit: number
  /** Upstream page size (the office's maximum: fewer requests). */
  readonly pageSize: number
  /** Upstream pages read at most in one call. */
  readonly maxPages: number
  readonly fetch: (pageNumber: number) => Effect.Effect<UpstreamPage<H>, E>
  /** The result for a record we keep; undefined drops it. */
  readonly select: (hit: H) => A | undefined
}

export const readFiltered = <H, A, E>(options: ReadFilteredOptions<H, A, E>): Effect.Effect<FilteredPage<A>, E> =>
  Effect.gen(function*() {
    const { limit, pageSize } = options
    const kept: Array<A> = []
    let position = options.start
    let scanned = 0
    let filteredOut = 0
    let upstreamTotal: number | undefined
    let exhausted = false
    let full = false
    for (let pages = 0; pages < options.maxPages && !exhausted && !full; pages++) {
      const pageNumber = Math.floor(position / pageSize)
      const skip = position - pageNumber * pageSize
      const page = yield* options.fetch(pageNumber)
      upstreamTotal = page.total ?? upstreamTotal
      const hits = page.items.slice(skip)
      for (const [i, hit] of hits.entries()) {
        if (kept.length === limit) {
          full = true
          position = pageNumber * pageSize + skip + i
          break
        }
        scanned++
        const selected = options.select(hit)
        if (selected !== undefined) kept.push(selected)
        else filteredOut++
      }
      if (!full) {
        position = pageNumber * pageSize + page.items.length
        exhausted = hits.length === 0 || page.items.length < pageSize || (upstreamTotal !== undefined && position >= upstreamTotal)
        full = kept.length === limit && !exhausted
      }
    }
    return { kept, scanned, filteredOut, position, hasMore: full || !exhausted, upstreamTotal }
  })
