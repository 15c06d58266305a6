/**
 * The fake Australian Trade Mark Search API (upstream-offices.md §4.2), a
 * product for FakeIpAustralia:
 *
 * - `POST /search/quick`: `{query, filters: {quickSearchType, status}, sort}`
 *   → `{count, trademarkIds}` (numbers only).
 * - `POST /search/advanced`: `{rows, sort}` → `{count, trademarkIds, request}`.
 * - `POST /page/advanced`: `{pageNumber (0-based), pageSize (1..100), sort,
 *   rows}` → `{count, trademarks: [ApiTrademark], request}`; a pageSize
 *   out of bounds is a 400.
 * - `GET /trade-mark/{number}`: the record; 404 when unknown, 400 when not
 *   1-7 digits.
 *
 * Row queries: `word` `{text, type: EXACT|PART|PREFIX|FUZZY}`, `owner` (plain text),
 * `classNumber {text, type: SINGLE}`, `statuses [...]`, `kinds [...]`,
 * ANDed within a row; rows combine left to right with `op` AND (default),
 * OR, NOT. Unknown fields are a 400. Quirk on purpose: PART, PREFIX and
 * FUZZY match word by word and OR the query's words ("GREEN APPLE" finds
 * GREEN LEAF), so clients must narrow to the phrase themselves.
 */
import type { FakeResponse } from "./FakeOfficeServer.js"
import { type FakeIpAustraliaProduct, ipaError, parseJsonBody } from "./IpAustraliaProducts.js"
import { IPAUSTRALIA_TM_SEED } from "./IpAustraliaSeed.js"

export const TM_BASE_PATH = "/public/australian-trade-mark-search-api/v1"

type Mark = Record<string, any>

const STATUS_GROUPS = new Set(["REGISTERED", "PENDING", "REFUSED", "NEVER_REGISTERED", "REMOVED", "DISCONTINUED"])
const TEXT_TYPES = new Set(["EXACT", "PART", "PREFIX", "FUZZY"])

class BadRequest extends Error {}

const tokens = (s: string): Array<string> => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t !== "")

const levenshtein = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]!
}

const textMatches = (values: ReadonlyArray<string>, spec: unknown, field: string): boolean => {
  const { text, type } = (spec ?? {}) as { text?: unknown; type?: unknown }
  if (typeof text !== "string" || text.trim() === "") throw new BadRequest(`${field}.text is required`)
  const kind = typeof type === "string" ? type : "PART"
  if (!TEXT_TYPES.has(kind)) throw new BadRequest(`${field}.type '${kind}' is not supported`)
  if (kind === "EXACT") return values.some((v) => v.trim().toLowerCase() === text.trim().toLowerCase())
  const want = tokens(text)
  const have = values.flatMap(tokens)
  return want.some((q) =>
    have.some((w) => (kind === "PREFIX" ? w.startsWith(q) : kind === "FUZZY" ? w.includes(q) || levenshtein(w, q) <= 2 : w.includes(q)))
  )
}

const rowMatches = (m: Mark, query: Record<string, unknown>): boolean => {
  const keys = Object.keys(query)
  if (keys.length === 0) throw new BadRequest("a row query needs at least one field")
  return keys.every((key) => {
    const value = query[key]
    switch (key) {
      case "word":
        return textMatches([(m.words ?? []).join(" ")], value, "word")
      case "owner":
        // Plain text in IP Australia's spec (TrademarkApiAdvancedSearch.owner: string), matched as a part.
        if (typeof value !== "string" || value.trim() === "") throw new BadRequest("owner must be a string")
        return textMatches((m.owner ?? []).map((o: Mark) => o.name ?? ""), { text: value, type: "PART" }, "owner")
      case "classNumber": {
        const c = (value ?? {}) as { text?: unknown }
        if (typeof c.text !== "string" || !/^\d{1,2}$/.test(c.text)) throw new BadRequest("classNumber.text must be a class number")
        return (m.goodsAndServices ?? []).some((g: Mark) => String(g.class) === String(Number(c.text)))
      }
      case "statuses": {
        if (!Array.isArray(value)) throw new BadRequest("statuses must be an array")
        for (const s of value) if (!STATUS_GROUPS.has(String(s))) throw new BadRequest(`Unsupported status '${String(s)}'`)
        return value.includes(m.statusGroup)
      }
      case "kinds":
        if (!Array.isArray(value)) throw new BadRequest("kinds must be an array")
        return (m.kind ?? []).some((k: string) => value.map((v) => String(v).toLowerCase()).includes(k.toLowerCase()))
      default:
        throw new BadRequest(`Unsupported query field '${key}'`)
    }
  })
}

const evaluateRows = (marks: ReadonlyArray<Mark>, rows: unknown): Array<Mark> => {
  if (!Array.isArray(rows) || rows.length === 0) throw new BadRequest("rows must be a non-empty array")
  let hits = new Set<Mark>()
  rows.forEach((row: { op?: unknown; query?: unknown }, i) => {
    if (typeof row?.query !== "object" || row.query === null) throw new BadRequest(`rows[${i}].query is required`)
    const matched = new Set(marks.filter((m) => rowMatches(m, row.query as Record<string, unknown>)))
    const op = i === 0 ? "AND" : String(row.op ?? "AND")
    if (i === 0) hits = matched
    else if (op === "AND") hits = new Set([...hits].filter((m) => matched.has(m)))
    else if (op === "OR") hits = new Set([...hits, ...matched])
    else if (op === "NOT") hits = new Set([...hits].filter((m) => !matched.has(m)))
    else throw new BadRequest(`rows[${i}].op '${op}' is not supported`)
  })
  return marks.filter((m) => hits.has(m))
}

const sorted = (marks: Array<Mark>, sort: unknown): Array<Mark> => {
  const { field = "NUMBER", direction = "ASCENDING" } = (sort ?? {}) as { field?: string; direction?: string }
  if (field !== "NUMBER" && field !== "WORDS") throw new BadRequest(`sort.field '${field}' is not supported`)
  if (direction !== "ASCENDING" && direction !== "DESCENDING") throw new BadRequest(`sort.direction '${direction}' is not supported`)
  const key = (m: Mark) => (field === "NUMBER" ? Number(m.number) : (m.words ?? []).join(" "))
  return [...marks].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (direction === "DESCENDING" ? -1 : 1))
}

/** Runs a handler on a JSON body; bad input of any kind is a 400 `{message}`. */
const withBody = (body: string, run: (b: Record<string, unknown>) => FakeResponse): FakeResponse => {
  const parsed = parseJsonBody(body)
  if (!parsed.ok) return parsed.error
  try {
    return run(parsed.value)
  } catch (e) {
    if (e instanceof BadRequest) return ipaError(400, e.message)
    throw e
  }
}

export interface FakeTrademarkSearch extends FakeIpAustraliaProduct {
  readonly marks: Array<Mark>
}

/** The trade mark product, over `marks` (default: the seed). */
export const fakeTrademarkSearch = (marks: ReadonlyArray<Record<string, unknown>> = IPAUSTRALIA_TM_SEED): FakeTrademarkSearch => {
  const data: Array<Mark> = [...marks]
  return {
    name: "trademarks",
    basePath: TM_BASE_PATH,
    marks: data,
    routes: [
      {
        method: "POST",
        path: "/search/quick",
        handler: (req) =>
          withBody(req.body, (b) => {
            if (typeof b.query !== "string" || b.query.trim() === "") throw new BadRequest("query is required")
            const filters = (b.filters ?? {}) as { quickSearchType?: Array<string>; status?: Array<string> }
            const types = filters.quickSearchType ?? ["WORD"]
            let hits = data.filter((m) =>
              types.some((t) =>
                t === "WORD"
                  ? textMatches([(m.words ?? []).join(" ")], { text: b.query, type: "PART" }, "query")
                  : t === "NAME"
                  ? textMatches((m.owner ?? []).map((o: Mark) => o.name ?? ""), { text: b.query, type: "PART" }, "query")
                  : t === "NUMBER"
                  ? m.number === String(b.query).trim()
                  : t === "IR_NUMBER"
                  ? m.irNumber === String(b.query).trim()
                  : (() => {
                    throw new BadRequest(`Unsupported quickSearchType '${t}'`)
                  })()
              )
            )
            if (filters.status !== undefined) hits = hits.filter((m) => filters.status!.includes(m.statusGroup))
            return { body: { count: hits.length, trademarkIds: sorted(hits, b.sort).map((m) => m.number) } }
          })
      },
      {
        method: "POST",
        path: "/search/advanced",
        handler: (req) =>
          withBody(req.body, (b) => {
            const hits = sorted(evaluateRows(data, b.rows), b.sort)
            return { body: { count: hits.length, trademarkIds: hits.map((m) => m.number), request: b } }
          })
      },
      {
        method: "POST",
        path: "/page/advanced",
        handler: (req) =>
          withBody(req.body, (b) => {
            const pageSize = b.pageSize ?? 20
            const pageNumber = b.pageNumber ?? 0
            if (typeof pageSize !== "number" || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
              throw new BadRequest("pageSize must be between 1 and 100")
            }
            if (typeof pageNumber !== "number" || !Number.isInteger(pageNumber) || pageNumber < 0) {
              throw new BadRequest("pageNumber must be 0 or more")
            }
            const hits = sorted(evaluateRows(data, b.rows), b.sort)
            // ApiAdvancedSearchPageResult: aggregations, count, request, trademarks (all required in the spec).
            const byStatus: Record<string, number> = {}
            for (const m of hits) byStatus[String(m.statusGroup)] = (byStatus[String(m.statusGroup)] ?? 0) + 1
            return {
              body: {
                count: hits.length,
                trademarks: hits.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
                request: b,
                aggregations: { status: byStatus }
              }
            }
          })
      },
      {
        method: "GET",
        path: "/trade-mark/:number",
        handler: (_req, p) => {
          const number = p["number"]!
          if (!/^\d{1,7}$/.test(number)) return ipaError(400, `Invalid trade mark number '${number}'`)
          const mark = data.find((m) => m.number === number)
          // NotFound in the spec: {"error": "Trade Mark [123456789123456789] not found"}.
          return mark === undefined
            ? {
              status: 404,
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ error: `Trade Mark [${number}] not found` })
            }
            : { body: mark }
        }
      }
    ]
  }
}
