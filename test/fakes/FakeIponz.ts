/**
 * A fake IPONZ v5 API behind the MBIE gateway (Azure API Management;
 * upstream-offices.md §5 and §13.6) on FakeOfficeServer:
 *
 * - Every call needs `Ocp-Apim-Subscription-Key`: 401 APIM body without it
 *   ("missing subscription key") or with a wrong one ("invalid
 *   subscription key").
 * - `POST /trademarksearch`: JSON `{ClientRef, Title?, OwnerName?,
 *   ClassNumbers?}` (Title syntax in IponzTitle.ts); answers `{ClientRef,
 *   TotalResults, Trademarks}` with at most 2,000 records (no paging),
 *   newest number first. 400 for a body without criteria or a bad Title.
 * - `GET /trademarks/{number}`: digits without leading zeros; 404 when unknown.
 * - XML-shaped JSON: a single applicant / class / event is not wrapped in a list.
 * - APIM limits: `rateLimit` → 429 + Retry-After ("Rate limit is exceeded");
 *   `quota` → 403 "Out of call volume quota. Quota will be replenished in hh:mm:ss".
 */
import { Effect, type Scope } from "effect"
import { FakeOfficeServer, type FakeRequest, type FakeResponse } from "./FakeOfficeServer.js"
import { IPONZ_SEARCH_FIELDS, IPONZ_SEED } from "./IponzSeed.js"
import { matchesTitle, parseTitle, TitleError } from "./IponzTitle.js"

export const FAKE_IPONZ_KEY = "fake-iponz-subscription-key-4d2e9a"
export const IPONZ_SEARCH_PATH = "/trademarksearch"
export const IPONZ_DETAIL_PREFIX = "/trademarks/"
export const IPONZ_CAP = 2000

export interface FakeIponzOptions {
  readonly marks?: ReadonlyArray<Record<string, unknown>>
  /** Calls allowed per window before 429 (default: plenty). */
  readonly rateLimit?: { readonly limit: number; readonly windowSeconds: number }
  /** Calls allowed in all before the subscription's quota is spent (403). */
  readonly quota?: number
}

const apim = (status: number, message: string, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ statusCode: status, message })
})

const badRequest = (message: string): FakeResponse => ({
  status: 400,
  body: { Errors: [{ Code: "InvalidRequest", Message: message }], message }
})

const list = (v: unknown): ReadonlyArray<Record<string, unknown>> =>
  v === null || v === undefined ? [] : Array.isArray(v) ? v : [v as Record<string, unknown>]

export class FakeIponz {
  private window = { used: 0, start: Date.now() }
  private callsMade = 0

  private constructor(
    readonly server: FakeOfficeServer,
    readonly marks: Array<Record<string, unknown>>,
    private readonly options: FakeIponzOptions
  ) {}

  static async start(options: FakeIponzOptions = {}): Promise<FakeIponz> {
    const server = await FakeOfficeServer.start([])
    const fake = new FakeIponz(server, [...(options.marks ?? IPONZ_SEED)], options)
    server.addRoute({ method: "POST", path: IPONZ_SEARCH_PATH, handler: (req) => fake.gateway(req, () => fake.search(req)) })
    server.addRoute({
      method: "GET",
      path: `${IPONZ_DETAIL_PREFIX}:number`,
      handler: (req, p) => fake.gateway(req, () => fake.detail(p["number"]!))
    })
    return fake
  }

  static scoped(options: FakeIponzOptions = {}): Effect.Effect<FakeIponz, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeIponz.start(options)),
      (f) => Effect.promise(() => f.server.close())
    )
  }

  get url(): string {
    return this.server.url
  }

  /** Settings that point the IPONZ adapter at this fake. */
  env(): Record<string, string> {
    return { IPONZ_BASE_URL: this.url, IPONZ_API_KEY: FAKE_IPONZ_KEY }
  }

  searchRequests(): Array<Record<string, unknown>> {
    return this.server.requests.filter((r) => r.path === IPONZ_SEARCH_PATH).map((r) => JSON.parse(r.body) as Record<string, unknown>)
  }

  apiRequests(): number {
    return this.server.count((r) => r.path === IPONZ_SEARCH_PATH || r.path.startsWith(IPONZ_DETAIL_PREFIX))
  }

  private gateway(req: FakeRequest, next: () => FakeResponse): FakeResponse {
    const key = req.headers["ocp-apim-subscription-key"]
    if (key === undefined) {
      return apim(
        401,
        "Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API."
      )
    }
    if (key !== FAKE_IPONZ_KEY) {
      return apim(401, "Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.")
    }
    if (this.options.quota !== undefined && this.callsMade >= this.options.quota) {
      return apim(403, "Out of call volume quota. Quota will be replenished in 00:10:00.")
    }
    const rate = this.options.rateLimit ?? { limit: 10_000, windowSeconds: 60 }
    const now = Date.now()
    if (now - this.window.start >= rate.windowSeconds * 1000) this.window = { used: 0, start: now }
    if (this.window.used >= rate.limit) {
      const wait = Math.max(1, Math.ceil((this.window.start + rate.windowSeconds * 1000 - now) / 1000))
      return apim(429, `Rate limit is exceeded. Try again in ${wait} seconds.`, { "retry-after": String(wait) })
    }
    this.window.used++
    this.callsMade++
    return next()
  }

  private search(req: FakeRequest): FakeResponse {
    let body: Record<string, unknown>
    try {
      body = JSON.parse(req.body) as Record<string, unknown>
    } catch {
      return badRequest("The request body is not valid JSON.")
    }
    if (!(req.headers["content-type"] ?? "").includes("application/json")) return badRequest("Content-Type must be application/json.")
    const title = typeof body.Title === "string" ? body.Title : undefined
    const owner = typeof body.OwnerName === "string" ? body.OwnerName : undefined
    if (title === undefined && owner === undefined) {
      return badRequest("At least one search criterion is required (Title, OwnerName, date ranges).")
    }
    let hits = this.marks
    try {
      if (title !== undefined) {
        const node = parseTitle(title)
        hits = hits.filter((m) => typeof m.MarkVerbalElementText === "string" && matchesTitle(node, m.MarkVerbalElementText))
      }
      if (owner !== undefined) {
        const node = parseTitle(owner)
        hits = hits.filter((m) => list(m.Applicants).some((a) => typeof a.Name === "string" && matchesTitle(node, a.Name)))
      }
    } catch (e) {
      if (e instanceof TitleError) return badRequest(`Invalid search expression: ${e.message}`)
      throw e
    }
    const classes = Array.isArray(body.ClassNumbers) ? (body.ClassNumbers as Array<number>) : undefined
    if (classes !== undefined && classes.length > 0) {
      hits = hits.filter((m) => list(m.Classes).some((c) => classes.includes(Number(c.ClassNumber))))
    }
    const sorted = [...hits].sort((a, b) => Number(b.ApplicationNumber) - Number(a.ApplicationNumber))
    const records = sorted.slice(0, IPONZ_CAP).map((m) => {
      const item: Record<string, unknown> = {}
      for (const k of IPONZ_SEARCH_FIELDS) if (m[k] !== undefined) item[k] = m[k]
      return item
    })
    return {
      body: {
        ClientRef: typeof body.ClientRef === "string" ? body.ClientRef : null,
        TotalResults: sorted.length,
        // XML flattened: one result is not a list, none is null.
        Trademarks: records.length === 0 ? null : records.length === 1 ? records[0] : records
      }
    }
  }

  private detail(number: string): FakeResponse {
    if (!/^[1-9]\d{0,6}$/.test(number)) return badRequest(`'${number}' is not a valid trade mark number.`)
    const mark = this.marks.find((m) => String(m.ApplicationNumber) === number)
    if (mark === undefined) return { status: 404, body: { Errors: [{ Code: "NotFound", Message: `Trade mark ${number} was not found.` }] } }
    return { body: mark }
  }
}
