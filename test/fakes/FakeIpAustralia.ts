/**
 * A fake IP Australia API gateway (upstream-offices.md §4.1 and §13.1/13.3)
 * on FakeOfficeServer. One OAuth client and one rate budget for every
 * product; each product (trade marks, later designs and patents) is a
 * route table mounted under its base path:
 *
 * - `POST /public/external-token-api/v1/access_token`: form
 *   `grant_type=client_credentials`, credentials in the body or HTTP Basic;
 *   `{access_token, expires_in: 3600, token_type: "Bearer"}`; 401
 *   `invalid_client` otherwise.
 * - Every product call needs a live bearer token (401 otherwise), a
 *   contract for that product (403 `{"message": "Invalid Client"}` without
 *   one, although the token was issued), and budget left (429 +
 *   Retry-After).
 *
 * Adding a product: export a `FakeIpAustraliaProduct` (IpAustraliaProducts.ts:
 * name, basePath, routes relative to basePath, like `fakeTrademarkSearch`
 * in FakeIpAustraliaTrademarks.ts) and pass it in `products`. The gateway
 * checks (token, contract, budget) wrap its routes automatically.
 *
 * Knobs: `expireTokens()` (refresh on 401), `rejectTokens`, `contracts`
 * (remove a product to get the 403), `tokenLifetimeSeconds`, plus
 * FakeOfficeServer's scripted failures.
 */
import { Effect, type Scope } from "effect"
import { fakeTrademarkSearch } from "./FakeIpAustraliaTrademarks.js"
import { FakeOfficeServer, type FakeRequest, type FakeResponse } from "./FakeOfficeServer.js"
import { type FakeIpAustraliaProduct, ipaError } from "./IpAustraliaProducts.js"

export type { FakeIpAustraliaProduct } from "./IpAustraliaProducts.js"

export const FAKE_IPAUSTRALIA_CLIENT_ID = "fake-ipa-client-73oam0iel1n9"
export const FAKE_IPAUSTRALIA_CLIENT_SECRET = "fake-ipa-secret-17gt5kvgkgn82ocu"
export const TOKEN_PATH = "/public/external-token-api/v1/access_token"

export interface FakeIpAustraliaOptions {
  /** Products served (default: trade marks with the seed data). */
  readonly products?: ReadonlyArray<FakeIpAustraliaProduct>
  /** Products the client has a contract for (default: every product served). */
  readonly contracts?: ReadonlyArray<string>
  readonly tokenLifetimeSeconds?: number
  /** Requests allowed per window across all products before 429 (Base Tier: 600 a minute; default plenty). */
  readonly rateLimit?: { readonly limit: number; readonly windowSeconds: number }
}

export class FakeIpAustralia {
  tokenLifetimeSeconds: number
  rejectTokens = false
  tokensIssued = 0
  readonly contracts: Set<string>
  private readonly validTokens = new Set<string>()
  private budget: { used: number; windowStart: number }

  private constructor(
    readonly server: FakeOfficeServer,
    readonly products: ReadonlyArray<FakeIpAustraliaProduct>,
    readonly options: FakeIpAustraliaOptions
  ) {
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3600
    this.contracts = new Set(options.contracts ?? products.map((p) => p.name))
    this.budget = { used: 0, windowStart: Date.now() }
  }

  static async start(options: FakeIpAustraliaOptions = {}): Promise<FakeIpAustralia> {
    const server = await FakeOfficeServer.start([])
    const products = options.products ?? [fakeTrademarkSearch()]
    const fake = new FakeIpAustralia(server, products, options)
    server.addRoute({ method: "POST", path: TOKEN_PATH, handler: (req) => fake.token(req) })
    for (const product of products) {
      for (const route of product.routes) {
        server.addRoute({
          method: route.method,
          path: `${product.basePath}${route.path}`,
          handler: (req, params) => fake.guard(product, req, () => route.handler(req, params))
        })
      }
    }
    return fake
  }

  static scoped(options: FakeIpAustraliaOptions = {}): Effect.Effect<FakeIpAustralia, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeIpAustralia.start(options)),
      (f) => Effect.promise(() => f.server.close())
    )
  }

  get url(): string {
    return this.server.url
  }

  /** Settings that point every IP Australia adapter at this fake. */
  env(): Record<string, string> {
    return {
      IPAUSTRALIA_BASE_URL: this.url,
      IPAUSTRALIA_TOKEN_URL: `${this.url}${TOKEN_PATH}`,
      IPAUSTRALIA_CLIENT_ID: FAKE_IPAUSTRALIA_CLIENT_ID,
      IPAUSTRALIA_CLIENT_SECRET: FAKE_IPAUSTRALIA_CLIENT_SECRET
    }
  }

  product(name: string): FakeIpAustraliaProduct {
    const p = this.products.find((x) => x.name === name)
    if (p === undefined) throw new Error(`the fake serves no product ${name}`)
    return p
  }

  /** Every token issued so far stops working (as if expired early). */
  expireTokens(): void {
    this.validTokens.clear()
  }

  tokenRequests(): number {
    return this.server.count(TOKEN_PATH)
  }

  /** Requests to a product's API (or to all of them). */
  apiRequests(product?: string): number {
    return this.products.filter((p) => product === undefined || p.name === product).reduce((n, p) => n + this.server.count(p.basePath), 0)
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
    if (form.get("grant_type") !== "client_credentials") {
      return oauthError(400, "unsupported_grant_type", "Only client_credentials is supported")
    }
    if (id !== FAKE_IPAUSTRALIA_CLIENT_ID || secret !== FAKE_IPAUSTRALIA_CLIENT_SECRET) {
      // Echoes what it got, as real servers sometimes do: the client must scrub it.
      return oauthError(401, "invalid_client", `Client authentication failed (client_secret=${secret ?? ""})`)
    }
    this.tokensIssued++
    // JWT-shaped, like the real one.
    const token = `eyJraWQiOiJmYWtlIn0.${
      Buffer.from(`{"n":${this.tokensIssued},"r":"${Math.random().toString(36).slice(2)}"}`).toString("base64url")
    }.fakesignature${this.tokensIssued}`
    this.validTokens.add(token)
    setTimeout(() => this.validTokens.delete(token), this.tokenLifetimeSeconds * 1000).unref()
    return { body: { access_token: token, expires_in: this.tokenLifetimeSeconds, token_type: "Bearer" } }
  }

  private async guard(
    product: FakeIpAustraliaProduct,
    req: FakeRequest,
    next: () => FakeResponse | Promise<FakeResponse>
  ): Promise<FakeResponse> {
    const auth = req.headers.authorization ?? ""
    const token = auth.startsWith("Bearer ") ? auth.slice(7) : ""
    if (this.rejectTokens || !this.validTokens.has(token)) return ipaError(401, "Invalid or expired access token")
    // The gateway checks the contract after the token: a valid token is not enough.
    if (!this.contracts.has(product.name)) return ipaError(403, "Invalid Client")
    const now = Date.now()
    const rate = this.options.rateLimit ?? { limit: 10_000, windowSeconds: 60 }
    if (now - this.budget.windowStart >= rate.windowSeconds * 1000) this.budget = { used: 0, windowStart: now }
    if (this.budget.used >= rate.limit) {
      const resetS = Math.max(1, Math.ceil((this.budget.windowStart + rate.windowSeconds * 1000 - now) / 1000))
      return ipaError(429, "Too many requests", { "retry-after": String(resetS) })
    }
    this.budget.used++
    return next()
  }
}
