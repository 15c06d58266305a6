/**
 * A TrademarkProvider over the local register for one jurisdiction. Results say
 * `source: "local"` and carry the as-of date of the bulk file they came from. Fuzzy search
 * generates candidates from the index and scores only those with the similarity ensemble
 * (the same scorer and cutoff as clearance), never scanning the register.
 */
import { Effect } from "effect"
import {
  makeMarkComparer,
  makeScorer,
  normalizeMark,
  passesCutoff,
  SIMILARITY_CONFIG,
  type SimilarityBreakdown
} from "../../Analysis/Similarity.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import { ToolError } from "../../Domain/ToolError.js"
import {
  formatTrademarkId,
  type StatusFilter,
  type TrademarkDetail,
  type TrademarkStatus,
  type TrademarkSummary
} from "../../Domain/Trademark.js"
import type { TrademarkProvider, TrademarkSearchPage, TrademarkSearchParams } from "../TrademarkProvider.js"
import { classesOfMask, classMask, numberKey, ownerKey } from "./MarkKeys.js"
import type { Cursor, DetailRow, Filters, MarkRow, RegisterQueries } from "./RegisterQueries.js"
import type { RegisterDetailExtras } from "./RegisterRecord.js"

export const localProviderName = (j: Jurisdiction): string => `LocalRegister/${j}`

const STATUSES_BY_FILTER: Record<StatusFilter, ReadonlyArray<TrademarkStatus> | undefined> = {
  all: undefined,
  live: ["registered", "pending", "opposed"],
  dead: ["abandoned", "cancelled", "expired"],
  pending: ["pending", "opposed"]
}

const MAX_LIMIT = 100

export const toSummary = (r: MarkRow, similarityScore?: number): TrademarkSummary => ({
  id: formatTrademarkId(r.jurisdiction, r.app_no),
  applicationNumber: r.app_no,
  ...(r.reg_no !== null ? { registrationNumber: r.reg_no } : {}),
  name: r.name,
  jurisdiction: r.jurisdiction,
  status: r.status,
  ...(r.status_desc !== null ? { statusDescription: r.status_desc } : {}),
  ...(r.filing_date !== null ? { filingDate: r.filing_date } : {}),
  ...(r.reg_date !== null ? { registrationDate: r.reg_date } : {}),
  ...(r.status_date !== null ? { statusDate: r.status_date } : {}),
  ...(r.owner !== null ? { owner: r.owner } : {}),
  niceClasses: classesOfMask(r.classes),
  ...(r.feature !== null ? { markFeature: r.feature as NonNullable<TrademarkSummary["markFeature"]> } : {}),
  ...(similarityScore !== undefined ? { similarityScore } : {}),
  source: "local",
  asOf: r.as_of
})

export const toDetail = (r: DetailRow, includeHistory: boolean): TrademarkDetail => {
  const extras = (r.detail === null ? {} : JSON.parse(r.detail)) as RegisterDetailExtras
  const { prosecutionHistory, ...rest } = extras
  const summary = toSummary(r)
  return {
    ...summary,
    ...rest,
    ...(rest.applicant === undefined && summary.owner !== undefined ? { applicant: { name: summary.owner } } : {}),
    ...(includeHistory && prosecutionHistory !== undefined ? { prosecutionHistory } : {})
  }
}

const encodeCursor = (c: Cursor): string => `${c.tier}.${c.offset}`

const decodeCursor = (position: string | undefined, tiered: boolean): Cursor | undefined => {
  if (position === undefined || position === "") return { tier: 0, offset: 0 }
  const m = tiered ? /^(\d)\.(\d{1,9})$/.exec(position) : /^()(\d{1,9})$/.exec(position)
  return m === null ? undefined : { tier: m[1] === "" ? 0 : Number(m[1]), offset: Number(m[2]) }
}

export interface SimilarMark {
  readonly trademark: TrademarkSummary
  readonly similarity: SimilarityBreakdown
}

export interface SimilarOptions {
  /** Score cutoff (fuzzy: 0.7; clearance passes its minSimilarityScore). */
  readonly threshold?: number
  readonly kind?: "fuzzy" | "clearance" | "watch"
  readonly niceClasses?: ReadonlyArray<number> | undefined
  readonly status?: StatusFilter
  readonly channels?: { readonly visual?: boolean; readonly phonetic?: boolean }
  /**
   * Clearance: the proposed classes, which decide which words are generic or descriptive when
   * marks are compared word by word (they do not filter; niceClasses does).
   */
  readonly wordClasses?: ReadonlyArray<number> | undefined
}

export interface LocalTrademarkProvider extends TrademarkProvider {
  readonly source: "local"
  /** As-of date of the newest data for this jurisdiction. */
  readonly asOf: string | undefined
  /** Scored near matches (for clearance and watches, which pick their own cutoff and channels). */
  readonly similar: (mark: string, options?: SimilarOptions) => Effect.Effect<ReadonlyArray<SimilarMark>, ToolError>
}

export const makeLocalRegisterProvider = (
  queries: RegisterQueries,
  j: Jurisdiction,
  asOfSetting: string | undefined | (() => string | undefined),
  /**
   * Why this jurisdiction cannot answer yet (REGISTER_SYNC is loading it into a new register),
   * or undefined once it holds searchable data: every call fails with that error until then.
   */
  notReady: () => ToolError | undefined = () => undefined
): LocalTrademarkProvider => {
  // A function when the register can move on while the server runs (REGISTER_SYNC).
  const currentAsOf = typeof asOfSetting === "function" ? asOfSetting : () => asOfSetting
  const provider = localProviderName(j)
  const fail = (e: unknown): ToolError =>
    e instanceof ToolError
      ? e
      : ToolError.create("PROVIDER_ERROR", `The local register could not be read: ${e instanceof Error ? e.message : String(e)}`, {
        provider,
        retryable: true
      })
  const run = <A>(f: () => A): Effect.Effect<A, ToolError> => Effect.try({ try: f, catch: fail })

  const filtersOf = (niceClasses: ReadonlyArray<number> | undefined, status: StatusFilter | undefined): Filters | ToolError => {
    const bad = (niceClasses ?? []).find((c) => !Number.isInteger(c) || c < 1 || c > 45)
    if (bad !== undefined) return ToolError.invalidInput(`niceClasses: ${bad} is not a Nice class; use whole numbers from 1 to 45.`)
    return {
      statuses: STATUSES_BY_FILTER[status ?? "all"],
      classMask: niceClasses !== undefined && niceClasses.length > 0 ? classMask(niceClasses) : undefined
    }
  }

  const scored = (mark: string, filters: Filters, options: SimilarOptions) => {
    const kind = options.kind ?? "fuzzy"
    const cutoff = options.threshold ??
      (kind === "clearance" ? SIMILARITY_CONFIG.thresholds.clearanceDefault : SIMILARITY_CONFIG.thresholds.fuzzySearchCutoff)
    const scoreOptions = { jurisdiction: j, ...(options.channels !== undefined ? { channels: options.channels } : {}) }
    const kept: Array<{ id: number; breakdown: SimilarityBreakdown }> = []
    const candidates = queries.fuzzyCandidates(j, normalizeMark(mark), filters, kind === "clearance")
    if (kind === "clearance") {
      // Clearance compares word by word too: a candidate found through one shared word is
      // scored on what it shares, not dropped by a whole-string score (Elements.ts).
      const comparer = makeMarkComparer(mark, { ...scoreOptions, classes: options.wordClasses ?? [] })
      for (const c of candidates) {
        const m = comparer.atLeast(c.name, cutoff, j)
        if (m !== undefined) kept.push({ id: c.id, breakdown: m.breakdown })
      }
    } else {
      const scorer = makeScorer(mark, scoreOptions)
      for (const c of candidates) {
        const b = scorer.atLeast(c.name, cutoff, j)
        if (b !== undefined && passesCutoff(mark, c.name, b.score, kind, cutoff)) kept.push({ id: c.id, breakdown: b })
      }
    }
    return kept.sort((a, b) => b.breakdown.score - a.breakdown.score || a.id - b.id)
  }

  /** `body`, unless the register is still loading this jurisdiction. */
  const whenReady = <A>(body: () => Effect.Effect<A, ToolError>): Effect.Effect<A, ToolError> =>
    Effect.suspend(() => {
      const error = notReady()
      return error === undefined ? body() : Effect.fail(error)
    })

  const search = (params: TrademarkSearchParams): Effect.Effect<TrademarkSearchPage, ToolError> =>
    whenReady(() => {
      const query = params.query.trim()
      if (query === "") return Effect.fail(ToolError.invalidInput("query: give a mark name, owner or number to search for."))
      const filters = filtersOf(params.niceClasses, params.status)
      if (filters instanceof ToolError) return Effect.fail(filters)
      const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(params.limit)))
      const tiered = params.searchType === "name" || params.searchType === "owner"
      const cursor = decodeCursor(params.position, tiered)
      if (cursor === undefined) {
        return Effect.fail(ToolError.invalidInput("cursor: not a cursor from a previous page of this search; start again without it."))
      }
      switch (params.searchType) {
        case "name":
        case "owner": {
          const key = params.searchType === "name" ? normalizeMark(query) : ownerKey(query)
          if (key === "") return Effect.fail(ToolError.invalidInput(`query: "${query}" has no letters or digits to search for.`))
          return run(() => {
            const page = params.searchType === "name"
              ? queries.byName(j, key, filters, cursor, limit)
              : queries.byOwner(j, key, filters, cursor, limit)
            return {
              results: page.rows.map((r) => toSummary(r)),
              ...(page.next !== undefined
                ? { nextPosition: encodeCursor(page.next) }
                : params.position === undefined
                ? { total: page.rows.length }
                : {})
            }
          })
        }
        case "number": {
          const key = numberKey(query)
          if (key === undefined) {
            return Effect.fail(
              ToolError.invalidInput(`query: "${query}" has no digits; number search needs an application or registration number.`)
            )
          }
          return run(() => {
            const rows = queries.byNumber(j, query, key, filters, cursor.offset, limit + 1)
            const more = rows.length > limit
            return {
              results: rows.slice(0, limit).map((r) => toSummary(r)),
              ...(more ? { nextPosition: String(cursor.offset + limit) } : { total: cursor.offset + rows.length })
            }
          })
        }
        case "fuzzy":
          return run(() => {
            const kept = scored(query, filters, {})
            const page = kept.slice(cursor.offset, cursor.offset + limit)
            const scoreOf = new Map(page.map((k) => [k.id, k.breakdown.score]))
            return {
              results: queries.rowsByIds(page.map((k) => k.id)).map((r) => toSummary(r, scoreOf.get(r.id))),
              total: kept.length,
              ...(cursor.offset + limit < kept.length ? { nextPosition: String(cursor.offset + limit) } : {})
            }
          })
      }
    })

  return {
    jurisdiction: j,
    provider,
    source: "local",
    get asOf() {
      return currentAsOf()
    },
    capabilities: {
      name: true,
      owner: true,
      number: true,
      fuzzy: true,
      classFilter: true,
      statusFilter: true,
      detail: true,
      history: true
    },
    search,
    getDetail: (number, options) =>
      whenReady(() => {
        const asOf = currentAsOf()
        const raw = number.trim()
        if (raw === "") return Effect.fail(ToolError.invalidInput("identifier: give an application or registration number."))
        return run(() => queries.detail(j, raw, numberKey(raw))).pipe(
          Effect.flatMap((row) =>
            row === undefined
              ? Effect.fail(
                ToolError.create(
                  "TRADEMARK_NOT_FOUND",
                  `No ${j} trade mark numbered ${raw} in the local register${asOf !== undefined ? ` (data as of ${asOf})` : ""}.`,
                  {
                    provider
                  }
                )
              )
              : Effect.succeed(toDetail(row, options.includeHistory))
          )
        )
      }),
    similar: (mark, options = {}) =>
      whenReady(() => {
        if (mark.trim() === "") return Effect.fail(ToolError.invalidInput("proposedMark: give the mark to compare."))
        const filters = filtersOf(options.niceClasses, options.status)
        if (filters instanceof ToolError) return Effect.fail(filters)
        return run(() => {
          const kept = scored(mark, filters, options)
          const scoreOf = new Map(kept.map((k) => [k.id, k.breakdown]))
          return queries.rowsByIds(kept.map((k) => k.id)).map((r) => ({
            trademark: toSummary(r, scoreOf.get(r.id)!.score),
            similarity: scoreOf.get(r.id)!
          }))
        })
      })
  }
}
