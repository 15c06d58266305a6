/**
 * The fake Australian Design Search API (upstream-offices.md §4.3, §13.3),
 * a product for FakeIpAustralia:
 *
 * - `POST /search/quick`: `{query, filters: {classificationFilter: ["0202c"],
 *   statusFilter: ["REGISTERED"]}, changedSinceDate}` → `{count,
 *   designIds}` (numbers only, as documented: "a list of Australian Design
 *   Numbers").
 * - `POST /page/advanced`: `{pageNumber (0-based), pageSize (1..100),
 *   sort, rows: [{op?, query}]}` → `{count, designs: [full records],
 *   request}`; a pageSize out of bounds is a 400.
 * - `GET /design/{number}`: the record; 404 when unknown, 400 when not 9
 *   digits.
 *
 * Row queries: `owner` / `designer` / `productName` `{text, type:
 * EXACT|PART}`, `classification {text, type: EXACT|PREFIX}` compared on
 * compact codes ("06-01" is a prefix of "06-01C"; "0202c" = "02-02C"),
 * `statuses [...]`; ANDed within a row, rows combined left to right with
 * `op` AND (default), OR, NOT. Unknown fields are a 400. Quirk on purpose:
 * PART matches word by word and ORs the query's words ("Koala Furniture"
 * finds "Furniture of Koala"; "office chair" finds every chair), so
 * clients must narrow themselves.
 */
import type { FakeResponse } from "./FakeOfficeServer.js"
import { IPAUSTRALIA_DESIGN_SEED } from "./IpAustraliaDesignSeed.js"
import { type FakeIpAustraliaProduct, ipaError, parseJsonBody } from "./IpAustraliaProducts.js"

export const DESIGN_BASE_PATH = "/public/australian-design-search-api/v1"

type Design = Record<string, any>

const STATUS_GROUPS = new Set(["FILED", "REGISTERED", "PUBLISHED", "CEASED", "EXPIRED", "LAPSED", "WITHDRAWN", "REFUSED", "REVOKED"])

class BadRequest extends Error {}

const tokens = (s: string): Array<string> => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t !== "")
const compact = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, "")
const names = (parties: ReadonlyArray<Design> | undefined) => (parties ?? []).map((p) => String(p.name ?? ""))
const codesOf = (d: Design): Array<string> => (d.classifications ?? []).map((c: Design) => String(c.code))

const textMatches = (values: ReadonlyArray<string>, spec: unknown, field: string): boolean => {
  const { text, type = "PART" } = (spec ?? {}) as { text?: unknown; type?: unknown }
  if (typeof text !== "string" || text.trim() === "") throw new BadRequest(`${field}.text is required`)
  if (type === "EXACT") return values.some((v) => v.trim().toLowerCase() === text.trim().toLowerCase())
  if (type !== "PART") throw new BadRequest(`${field}.type '${String(type)}' is not supported`)
  const have = values.flatMap(tokens)
  return tokens(text).some((q) => have.some((w) => w.includes(q)))
}

const rowMatches = (d: Design, query: Record<string, unknown>): boolean => {
  const keys = Object.keys(query)
  if (keys.length === 0) throw new BadRequest("a row query needs at least one field")
  return keys.every((key) => {
    const value = query[key]
    switch (key) {
      case "owner":
        return textMatches(names(d.applicants), value, "owner")
      case "designer":
        return textMatches(names(d.designers), value, "designer")
      case "productName":
        return textMatches(d.productNames ?? [], value, "productName")
      case "classification": {
        const { text, type = "EXACT" } = (value ?? {}) as { text?: unknown; type?: unknown }
        if (typeof text !== "string" || !/^\d{2}/.test(text.trim())) throw new BadRequest("classification.text must be a Locarno code")
        if (type !== "EXACT" && type !== "PREFIX") throw new BadRequest(`classification.type '${String(type)}' is not supported`)
        const want = compact(text)
        return codesOf(d).some((c) => (type === "EXACT" ? compact(c) === want : compact(c).startsWith(want)))
      }
      case "statuses": {
        if (!Array.isArray(value)) throw new BadRequest("statuses must be an array")
        for (const s of value) if (!STATUS_GROUPS.has(String(s))) throw new BadRequest(`Unsupported status '${String(s)}'`)
        return value.includes(d.statusGroup)
      }
      default:
        throw new BadRequest(`Unsupported query field '${key}'`)
    }
  })
}

const evaluateRows = (designs: ReadonlyArray<Design>, rows: unknown): Array<Design> => {
  if (!Array.isArray(rows) || rows.length === 0) throw new BadRequest("rows must be a non-empty array")
  let hits = new Set<Design>()
  rows.forEach((row: { op?: unknown; query?: unknown }, i) => {
    if (typeof row?.query !== "object" || row.query === null) throw new BadRequest(`rows[${i}].query is required`)
    const matched = new Set(designs.filter((d) => rowMatches(d, row.query as Record<string, unknown>)))
    const op = i === 0 ? "AND" : String(row.op ?? "AND")
    if (i === 0) hits = matched
    else if (op === "AND") hits = new Set([...hits].filter((d) => matched.has(d)))
    else if (op === "OR") hits = new Set([...hits, ...matched])
    else if (op === "NOT") hits = new Set([...hits].filter((d) => !matched.has(d)))
    else throw new BadRequest(`rows[${i}].op '${op}' is not supported`)
  })
  return designs.filter((d) => hits.has(d))
}

const sorted = (designs: Array<Design>, sort: unknown): Array<Design> => {
  const { field = "NUMBER", direction = "ASCENDING" } = (sort ?? {}) as { field?: string; direction?: string }
  if (field !== "NUMBER" && field !== "FILING_DATE") throw new BadRequest(`sort.field '${field}' is not supported`)
  if (direction !== "ASCENDING" && direction !== "DESCENDING") throw new BadRequest(`sort.direction '${direction}' is not supported`)
  const key = (d: Design) => (field === "NUMBER" ? Number(d.number) : String(d.filingDate ?? ""))
  return [...designs].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (direction === "DESCENDING" ? -1 : 1))
}

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

export interface FakeDesignSearch extends FakeIpAustraliaProduct {
  readonly designs: Array<Design>
  /** Bodies of every paged advanced search received, parsed. */
  readonly pages: Array<Record<string, unknown>>
}

/** The design product, over `designs` (default: the seed). */
export const fakeDesignSearch = (designs: ReadonlyArray<Record<string, unknown>> = IPAUSTRALIA_DESIGN_SEED): FakeDesignSearch => {
  const data: Array<Design> = [...designs]
  const pages: Array<Record<string, unknown>> = []
  return {
    name: "designs",
    basePath: DESIGN_BASE_PATH,
    designs: data,
    pages,
    routes: [
      {
        method: "POST",
        path: "/search/quick",
        handler: (req) =>
          withBody(req.body, (b) => {
            if (typeof b.query !== "string" || b.query.trim() === "") throw new BadRequest("query is required")
            const filters = (b.filters ?? {}) as { classificationFilter?: Array<string>; statusFilter?: Array<string> }
            let hits = data.filter(
              (d) =>
                d.number === b.query ||
                textMatches(
                  [...(d.productNames ?? []), ...names(d.applicants), ...names(d.designers)],
                  { text: b.query, type: "PART" },
                  "query"
                )
            )
            if (filters.classificationFilter !== undefined) {
              const wanted = filters.classificationFilter.map(compact)
              hits = hits.filter((d) => codesOf(d).some((c) => wanted.some((w) => compact(c).startsWith(w))))
            }
            if (filters.statusFilter !== undefined) hits = hits.filter((d) => filters.statusFilter!.includes(d.statusGroup))
            return { body: { count: hits.length, designIds: sorted(hits, b.sort).map((d) => d.number) } }
          })
      },
      {
        method: "POST",
        path: "/page/advanced",
        handler: (req) =>
          withBody(req.body, (b) => {
            pages.push(b)
            const pageSize = b.pageSize ?? 20
            const pageNumber = b.pageNumber ?? 0
            if (typeof pageSize !== "number" || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
              throw new BadRequest("pageSize must be between 1 and 100")
            }
            if (typeof pageNumber !== "number" || !Number.isInteger(pageNumber) || pageNumber < 0) {
              throw new BadRequest("pageNumber must be 0 or more")
            }
            const hits = sorted(evaluateRows(data, b.rows), b.sort)
            return { body: { count: hits.length, designs: hits.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize), request: b } }
          })
      },
      {
        method: "GET",
        path: "/design/:number",
        handler: (_req, p) => {
          const number = p["number"]!
          if (!/^\d{9}$/.test(number)) return ipaError(400, `Invalid design number '${number}'`)
          const design = data.find((d) => d.number === number)
          return design === undefined ? ipaError(404, "Design not found") : { body: design }
        }
      }
    ]
  }
}
