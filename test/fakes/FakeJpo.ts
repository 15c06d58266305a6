/**
 * A fake JPO Patent Information Retrieval API (upstream-offices.md §10.1,
 * §13.7) on FakeOfficeServer:
 *
 * - `POST /auth/token`: OAuth2 password grant (`grant_type=password`,
 *   `username`, `password`, form body); 400 `invalid_grant` for wrong
 *   credentials, 400 `unsupported_grant_type` for anything else.
 * - `GET /api/trademark/v1/app_progress/{10 digits}` and
 *   `GET /api/trademark/v1/case_number_reference/{application|registration}/{n}`:
 *   a live bearer token is required (401 otherwise). Every answer is
 *   HTTP 200 with `{result: {statusCode, errorMessage, remainAccessCount, data}}`:
 *   100 data, 107 no data, 203 daily limit reached, 208 illegal characters.
 * - Daily quota per API (`dailyQuota`, default 200): each call counts;
 *   `remainAccessCount` says what is left; then 203.
 * - `expireTokens()`, `unexpectedNext()` (status 999).
 */
import { Effect, type Scope } from "effect"
import { FakeOfficeServer, type FakeRequest, type FakeResponse } from "./FakeOfficeServer.js"
import { JPO_SEED } from "./JpoSeed.js"

export const FAKE_JPO_USERNAME = "fake-jpo-user"
export const FAKE_JPO_PASSWORD = "fake-jpo-Passw0rd-77"
export const JPO_TOKEN_PATH = "/auth/token"
export const JPO_API_PREFIX = "/api/trademark/v1/"

export interface FakeJpoOptions {
  readonly marks?: ReadonlyArray<Record<string, unknown>>
  readonly dailyQuota?: number
  readonly tokenLifetimeSeconds?: number
}

const MESSAGES: Record<string, string> = {
  "100": "",
  "107": "該当するデータがありません。",
  "203": "1日のアクセス上限を超過したため、取得できませんでした。",
  "204": "パラメーターの入力された値に問題があります。",
  "208": "「タブ文字、,、 :、|」の文字は利用できません。",
  "210": "無効なトークンです。",
  "999": "想定外のエラーが発生しました。"
}

export class FakeJpo {
  tokensIssued = 0
  private readonly validTokens = new Set<string>()
  private readonly used = new Map<string, number>()

  private constructor(
    readonly server: FakeOfficeServer,
    readonly marks: ReadonlyArray<Record<string, unknown>>,
    private readonly options: FakeJpoOptions
  ) {}

  static async start(options: FakeJpoOptions = {}): Promise<FakeJpo> {
    const server = await FakeOfficeServer.start([])
    const fake = new FakeJpo(server, options.marks ?? JPO_SEED, options)
    server.addRoute({ method: "POST", path: JPO_TOKEN_PATH, handler: (req) => fake.token(req) })
    server.addRoute({
      method: "GET",
      path: `${JPO_API_PREFIX}app_progress/:n`,
      handler: (req, p) => fake.guard(req, "app_progress", () => fake.progress(p["n"]!))
    })
    server.addRoute({
      method: "GET",
      path: `${JPO_API_PREFIX}case_number_reference/:kind/:n`,
      handler: (req, p) => fake.guard(req, "case_number_reference", () => fake.reference(p["kind"]!, p["n"]!))
    })
    return fake
  }

  static scoped(options: FakeJpoOptions = {}): Effect.Effect<FakeJpo, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeJpo.start(options)),
      (f) => Effect.promise(() => f.server.close())
    )
  }

  get url(): string {
    return this.server.url
  }

  env(): Record<string, string> {
    return {
      JPO_BASE_URL: this.url,
      JPO_TOKEN_URL: `${this.url}${JPO_TOKEN_PATH}`,
      JPO_API_USERNAME: FAKE_JPO_USERNAME,
      JPO_API_PASSWORD: FAKE_JPO_PASSWORD
    }
  }

  expireTokens(): void {
    this.validTokens.clear()
  }

  unexpectedNext(): void {
    this.server.script({ body: { result: { statusCode: "999", errorMessage: MESSAGES["999"], remainAccessCount: "", data: {} } } }, {
      match: JPO_API_PREFIX
    })
  }

  tokenRequests(): number {
    return this.server.count(JPO_TOKEN_PATH)
  }

  apiRequests(): number {
    return this.server.count(JPO_API_PREFIX)
  }

  private token(req: FakeRequest): FakeResponse {
    const form = new URLSearchParams(req.body)
    const oauthError = (error: string, description: string): FakeResponse => ({
      status: 400,
      body: { error, error_description: description }
    })
    if (form.get("grant_type") !== "password") return oauthError("unsupported_grant_type", "grant_type must be password")
    if (form.get("username") !== FAKE_JPO_USERNAME || form.get("password") !== FAKE_JPO_PASSWORD) {
      return oauthError("invalid_grant", "Invalid username or password")
    }
    this.tokensIssued++
    const token = `jpo-token-${this.tokensIssued}-${Math.random().toString(36).slice(2)}`
    this.validTokens.add(token)
    const lifetime = this.options.tokenLifetimeSeconds ?? 3600
    setTimeout(() => this.validTokens.delete(token), lifetime * 1000).unref()
    return { body: { access_token: token, token_type: "Bearer", expires_in: lifetime, refresh_token: `refresh-${token}`, scope: "" } }
  }

  private guard(req: FakeRequest, api: string, next: () => { code: string; data?: unknown }): FakeResponse {
    const auth = req.headers.authorization ?? ""
    if (!auth.startsWith("Bearer ")) {
      return { status: 401, body: { error: "invalid_token", error_description: "The access token is missing" } }
    }
    // JPO's spec: a token it does not accept is HTTP 200 with status 210.
    if (!this.validTokens.has(auth.slice(7))) return this.answer("210", "")
    const quota = this.options.dailyQuota ?? 200
    const used = this.used.get(api) ?? 0
    if (used >= quota) return this.answer("203", "0")
    this.used.set(api, used + 1)
    const { code, data } = next()
    return this.answer(code, String(quota - used - 1), data)
  }

  private answer(code: string, remain: string, data: unknown = {}): FakeResponse {
    // HTTP 200 whatever happened: the outcome is in result.statusCode.
    return { body: { result: { statusCode: code, errorMessage: MESSAGES[code] ?? "", remainAccessCount: remain, data } } }
  }

  private progress(n: string): { code: string; data?: unknown } {
    if (!/^\d{10}$/.test(n)) return { code: "208" }
    const mark = this.marks.find((m) => m.applicationNumber === n)
    return mark === undefined ? { code: "107" } : { code: "100", data: mark }
  }

  private reference(kind: string, n: string): { code: string; data?: unknown } {
    if (!/^\d{1,10}$/.test(n) || (kind !== "application" && kind !== "registration")) return { code: "208" }
    // JPO's spec: a registration number is 7 characters, an application number 10 (else 204).
    if ((kind === "registration" && !/^\d{7}$/.test(n)) || (kind === "application" && !/^\d{10}$/.test(n))) return { code: "204" }
    const mark = this.marks.find((
      m
    ) => (kind === "application" ? m.applicationNumber === n : String(m.registrationNumber ?? "").padStart(7, "0") === n))
    if (mark === undefined) return { code: "107" }
    return {
      code: "100",
      data: { applicationNumber: mark.applicationNumber, registrationNumber: mark.registrationNumber, publicationNumber: "" }
    }
  }
}
