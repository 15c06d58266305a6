/**
 * A fake EUIPO (upstream-offices.md §3.1-3.2 and §13.2) on FakeOfficeServer:
 *
 * - `POST /oidc/accessToken`: form `grant_type=client_credentials&scope=uid`,
 *   credentials in the body or HTTP Basic; 401 `invalid_client` otherwise.
 * - `GET /trademark-search/trademarks?query=&page=&size=&sort=`: the RSQL
 *   subset of Rsql.ts; `size` 10..100 else 400 problem+json.
 * - `GET /trademark-search/trademarks/{n}`: `^(\d{9}|W\d{8}[A-Z]?)$`, 404
 *   problem+json when unknown.
 * - Every API call needs `X-IBM-Client-Id` (gateway 401 without it) and a
 *   live bearer token (401 problem+json otherwise); answers carry
 *   `X-RateLimit-Limit/Remaining/Reset`, and 429 + Retry-After once the
 *   budget (`rateLimit`) is spent.
 *
 * - `/goods-and-services/...`: the goods and services API (FakeEuipoGoodsServices.ts), same
 *   gateway and token rules.
 *
 * Knobs: `expireTokens()` (issued tokens stop working: exercises refresh on
 * 401), `rejectTokens` (every bearer fails: AUTH_FAILED after one refresh),
 * `tokenLifetimeSeconds`, plus FakeOfficeServer's scripted failures.
 */
import { Effect, type Scope } from "effect"
import { EUIPO_SEED, SEARCH_FIELDS } from "./EuipoSeed.js"
import { goodsAndServicesRoutes, GS_PREFIX } from "./FakeEuipoGoodsServices.js"
import { FakeOfficeServer, type FakeRequest, type FakeResponse } from "./FakeOfficeServer.js"
import { evaluateRsql, parseRsql, RsqlError } from "./Rsql.js"

export const FAKE_EUIPO_CLIENT_ID = "fake-euipo-client-id-7f3a"
export const FAKE_EUIPO_CLIENT_SECRET = "fake-euipo-secret-S3cr3t-9b1c"

export const TOKEN_PATH = "/oidc/accessToken"
export const API_PREFIX = "/trademark-search/trademarks"

const problem = (status: number, type: string, title: string, detail?: string): FakeResponse => ({
  status,
  headers: { "content-type": "application/problem+json" },
  body: JSON.stringify({ type, title, status, ...(detail !== undefined ? { detail } : {}), instance: "/trademark-search/trademarks" })
})

const FIELDS: Record<string, (m: Record<string, any>) => ReadonlyArray<string>> = {
  applicationNumber: (m) => [m.applicationNumber],
  "wordMarkSpecification.verbalElement": (m) => (m.wordMarkSpecification?.verbalElement ? [m.wordMarkSpecification.verbalElement] : []),
  "applicants.name": (m) => (m.applicants ?? []).map((a: any) => a.name).filter(Boolean),
  "applicants.identifier": (m) => (m.applicants ?? []).map((a: any) => a.identifier).filter(Boolean),
  "representatives.name": (m) => (m.representatives ?? []).map((a: any) => a.name).filter(Boolean),
  niceClasses: (m) => (m.niceClasses ?? []).map(String),
  status: (m) => (m.status ? [m.status] : []),
  markFeature: (m) => [m.markFeature],
  markKind: (m) => [m.markKind],
  markBasis: (m) => [m.markBasis],
  applicationDate: (m) => (m.applicationDate ? [m.applicationDate] : []),
  registrationDate: (m) => (m.registrationDate ? [m.registrationDate] : []),
  expiryDate: (m) => (m.expiryDate ? [m.expiryDate] : [])
}

export interface FakeEuipoOptions {
  readonly marks?: ReadonlyArray<Record<string, unknown>>
  readonly tokenLifetimeSeconds?: number
  /** Requests allowed per window before 429 (default: plenty). */
  readonly rateLimit?: { readonly limit: number; readonly windowSeconds: number }
  /** More EUIPO APIs behind the same gateway and token rules (designs, persons): `guard` wraps each handler. */
  readonly extraRoutes?: (
    guard: (req: FakeRequest, next: () => FakeResponse) => FakeResponse
  ) => ReadonlyArray<import("./FakeOfficeServer.js").FakeRoute>
}

export class FakeEuipo {
  tokenLifetimeSeconds: number
  rejectTokens = false
  tokensIssued = 0
  private readonly validTokens = new Set<string>()
  private budget: { used: number; windowStart: number }

  private constructor(
    readonly server: FakeOfficeServer,
    readonly marks: Array<Record<string, unknown>>,
    readonly options: FakeEuipoOptions
  ) {
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3600
    this.budget = { used: 0, windowStart: Date.now() }
  }

  static async start(options: FakeEuipoOptions = {}): Promise<FakeEuipo> {
    const server = await FakeOfficeServer.start([])
    const fake = new FakeEuipo(server, [...(options.marks ?? EUIPO_SEED)], options)
    server.addRoute({ method: "POST", path: TOKEN_PATH, handler: (req) => fake.token(req) })
    server.addRoute({ method: "GET", path: API_PREFIX, handler: (req) => fake.guard(req, () => fake.search(req)) })
    server.addRoute({ method: "GET", path: `${API_PREFIX}/:number`, handler: (req, p) => fake.guard(req, () => fake.detail(p["number"]!)) })
    for (const route of goodsAndServicesRoutes((req, next) => fake.guard(req, next))) server.addRoute(route)
    for (const route of options.extraRoutes?.((req, next) => fake.guard(req, next)) ?? []) server.addRoute(route)
    return fake
  }

  static scoped(options: FakeEuipoOptions = {}): Effect.Effect<FakeEuipo, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeEuipo.start(options)),
      (f) => Effect.promise(() => f.server.close())
    )
  }

  get url(): string {
    return this.server.url
  }

  /** Settings that point the EUIPO adapter at this fake. */
  env(): Record<string, string> {
    return {
      EUIPO_BASE_URL: this.url,
      EUIPO_TOKEN_URL: `${this.url}${TOKEN_PATH}`,
      EUIPO_CLIENT_ID: FAKE_EUIPO_CLIENT_ID,
      EUIPO_CLIENT_SECRET: FAKE_EUIPO_CLIENT_SECRET
    }
  }

  /** Every token issued so far stops working (as if expired early). */
  expireTokens(): void {
    this.validTokens.clear()
  }

  tokenRequests(): number {
    return this.server.count(TOKEN_PATH)
  }

  apiRequests(): number {
    return this.server.count(API_PREFIX)
  }

  /** Requests to the goods and services API. */
  gsRequests(): number {
    return this.server.count(GS_PREFIX)
  }

  private token(req: FakeRequest): FakeResponse {
    const form = new URLSearchParams(req.body)
    let id = form.get("client_id")
    let secret = form.get("client_secret")
    const auth = req.headers.authorization
    if (auth?.startsWith("Basic ")) {
      const [u, p] = Buffer.from(auth.slice(6), "base64").toString("utf8").split(":")
      id = u ?? null
      secret = p ?? null
    }
    const oauthError = (status: number, error: string, description: string): FakeResponse => ({
      status,
      body: { error, error_description: description }
    })
    if (!(req.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
      return oauthError(400, "invalid_request", "Expected a form body")
    }
    if (form.get("grant_type") !== "client_credentials") return oauthError(400, "unsupported_grant_type", "Only client_credentials")
    if (form.get("scope") !== "uid") return oauthError(400, "invalid_scope", "scope must be uid")
    if (id !== FAKE_EUIPO_CLIENT_ID || secret !== FAKE_EUIPO_CLIENT_SECRET) {
      // Real servers sometimes echo what they got: the client must scrub it.
      return oauthError(401, "invalid_client", `Client authentication failed for client_secret=${secret ?? ""}`)
    }
    this.tokensIssued++
    const token = `fake-token-${this.tokensIssued}-${Math.random().toString(36).slice(2)}`
    this.validTokens.add(token)
    setTimeout(() => this.validTokens.delete(token), this.tokenLifetimeSeconds * 1000).unref()
    return { body: { access_token: token, token_type: "Bearer", expires_in: this.tokenLifetimeSeconds } }
  }

  private guard(req: FakeRequest, next: () => FakeResponse): FakeResponse {
    if (req.headers["x-ibm-client-id"] !== FAKE_EUIPO_CLIENT_ID) {
      return { status: 401, body: { httpCode: "401", httpMessage: "Unauthorized", moreInformation: "Client id not registered." } }
    }
    const auth = req.headers.authorization ?? ""
    const token = auth.startsWith("Bearer ") ? auth.slice(7) : ""
    if (this.rejectTokens || !this.validTokens.has(token)) {
      return problem(401, "/problems/unauthorized", "Unauthorized", "The access token is invalid or has expired")
    }
    const now = Date.now()
    const rate = this.options.rateLimit ?? { limit: 10_000, windowSeconds: 60 }
    if (now - this.budget.windowStart >= rate.windowSeconds * 1000) this.budget = { used: 0, windowStart: now }
    const resetS = Math.max(1, Math.ceil((this.budget.windowStart + rate.windowSeconds * 1000 - now) / 1000))
    if (this.budget.used >= rate.limit) {
      const r = problem(429, "/problems/too-many-requests", "Too Many Requests")
      return {
        ...r,
        headers: {
          ...r.headers,
          "retry-after": String(resetS),
          "x-ratelimit-limit": String(rate.limit),
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": String(resetS)
        }
      }
    }
    this.budget.used++
    const res = next()
    return {
      ...res,
      headers: {
        ...res.headers,
        "x-ratelimit-limit": String(rate.limit),
        "x-ratelimit-remaining": String(rate.limit - this.budget.used),
        "x-ratelimit-reset": String(resetS)
      }
    }
  }

  private search(req: FakeRequest): FakeResponse {
    const size = Number(req.query.get("size") ?? "10")
    const page = Number(req.query.get("page") ?? "0")
    if (!Number.isInteger(size) || size < 10 || size > 100) {
      return problem(400, "/problems/input-validation-error", "Bad Request", "size: must be between 10 and 100")
    }
    if (!Number.isInteger(page) || page < 0) return problem(400, "/problems/input-validation-error", "Bad Request", "page: must be >= 0")
    const query = req.query.get("query")
    let hits = this.marks
    if (query !== null && query !== "") {
      try {
        const node = parseRsql(query)
        hits = hits.filter((m) =>
          evaluateRsql(node, (selector) => {
            const f = FIELDS[selector]
            if (f === undefined) throw new RsqlError(`Query error: Unknown field: ${selector}`)
            return f(m)
          })
        )
      } catch (e) {
        if (e instanceof RsqlError) return problem(400, "/problems/input-validation-error", "Bad Request", e.message)
        throw e
      }
    }
    const sort = req.query.get("sort")
    if (sort !== null) {
      const [field, dir] = sort.split(":")
      if (field !== "applicationNumber") {
        return problem(400, "/problems/input-validation-error", "Bad Request", `sort: unsupported field ${field}`)
      }
      hits = [...hits].sort((a, b) => String(a.applicationNumber).localeCompare(String(b.applicationNumber)) * (dir === "desc" ? -1 : 1))
    }
    const slice = hits.slice(page * size, page * size + size).map((m) => {
      const item: Record<string, unknown> = {}
      for (const k of SEARCH_FIELDS) if (m[k] !== undefined) item[k] = m[k]
      return item
    })
    return { body: { trademarks: slice, size, totalElements: hits.length, totalPages: Math.ceil(hits.length / size), page } }
  }

  private detail(number: string): FakeResponse {
    if (!/^(\d{9}|W\d{8}[A-Z]?)$/.test(number)) {
      return problem(400, "/problems/input-validation-error", "Bad Request", `applicationNumber: must match ^(\\d{9}|W\\d{8}[A-Z]?)$`)
    }
    const mark = this.marks.find((m) => m.applicationNumber === number)
    if (mark === undefined) return problem(404, "/problems/not-found-error", "Not Found", `Trademark with number '${number}' not found`)
    // EUIPO's Trademark (detail) schema has no niceClasses: the classes come with goodsAndServices.
    const { niceClasses: _classes, ...record } = mark
    return { body: record }
  }
}
