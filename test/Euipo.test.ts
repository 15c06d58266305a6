import { assert, describe, it } from "@effect/vitest"
import { Effect, Either, Layer, Logger, LogLevel, Option } from "effect"
import type { AppConfigShape } from "../src/Config/AppConfig.js"
import type { ToolError } from "../src/Domain/ToolError.js"
import { appealText, decisionText, recordText } from "../src/Providers/Euipo/EuipoMapping.js"
import { buildEuipoQuery, euipoPageWindow, normaliseEuipoNumber } from "../src/Providers/Euipo/EuipoQuery.js"
import { EUIPO_STATUS, mapEuipoStatus } from "../src/Providers/Euipo/EuipoStatus.js"
import { DataPlaneLive } from "../src/Providers/index.js"
import { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import type { TrademarkSearchPage, TrademarkSearchParams } from "../src/Providers/TrademarkProvider.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import {
  API_PREFIX,
  FAKE_EUIPO_CLIENT_ID,
  FAKE_EUIPO_CLIENT_SECRET,
  FakeEuipo,
  type FakeEuipoOptions,
  TOKEN_PATH
} from "./fakes/FakeEuipo.js"
import { TestAppConfigLayer, withOfficeTimeout } from "./support/TestAppConfig.js"

/** Real backoff would only slow the suite: the retry count is what these tests check. */
const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 2 }

interface Setup {
  readonly env?: Record<string, string>
  readonly patch?: (c: AppConfigShape) => AppConfigShape
  readonly fake?: FakeEuipoOptions
}

/** A fake EUIPO on a real socket, and the data plane pointed at it (cache off unless `env` turns it on). */
const withEuipo = <A, E>(setup: Setup, body: (fake: FakeEuipo) => Effect.Effect<A, E, TrademarkProviders>) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeEuipo.scoped(setup.fake)
      // The limiter has its own tests; here it must not pace the suite.
      const env = { ...fake.env(), EUIPO_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0", ...setup.env }
      const config = TestAppConfigLayer(env, setup.patch)
      return yield* body(fake).pipe(
        Effect.provide(DataPlaneLive.pipe(Layer.provide(config))),
        Effect.provideService(UpstreamPolicy, FAST_RETRY),
        Logger.withMinimumLogLevel(LogLevel.Warning)
      )
    })
  )

const search = (params: Partial<TrademarkSearchParams> & { readonly query: string }) =>
  Effect.flatMap(TrademarkProviders, (r) => r.get("EU")).pipe(
    Effect.flatMap((p) => p.search({ searchType: "name", status: "all", limit: 20, ...params }))
  )
const detail = (number: string, includeHistory = false) =>
  Effect.flatMap(TrademarkProviders, (r) => r.get("EU")).pipe(Effect.flatMap((p) => p.getDetail(number, { includeHistory })))

const names = (page: { readonly results: ReadonlyArray<{ readonly name: string }> }) => page.results.map((r) => r.name)

/** No credential, token or gateway id in anything a user could see. */
const assertNoSecrets = (error: ToolError) => {
  const text = JSON.stringify(error) + error.toText()
  for (const secret of [FAKE_EUIPO_CLIENT_SECRET, FAKE_EUIPO_CLIENT_ID, "fake-token-"]) assert.notInclude(text, secret)
}

describe("EUIPO trademarks (against the fake EUIPO)", () => {
  it.live("name search finds substrings (APPLE also finds PINEAPPLE), normalised", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "apple" })
        assert.sameMembers(names(page), ["APPLE", "PINEAPPLE", "APPLE JACK", "SNAPPLEX", "GREEN APPLE STUDIO", "CRAB APPLE", "APPLEWOOD"])
        assert.strictEqual(page.total, 7)
        assert.isUndefined(page.nextPosition)
        const apple = page.results.find((r) => r.name === "APPLE")!
        assert.deepStrictEqual(apple, {
          id: "EU-018500001",
          applicationNumber: "018500001",
          registrationNumber: "018500001",
          name: "APPLE",
          jurisdiction: "EU",
          status: "registered",
          statusDescription: "REGISTERED",
          filingDate: "2021-06-10",
          registrationDate: "2021-11-02",
          owner: "Pomona Devices Ltd",
          niceClasses: [9, 42],
          markFeature: "WORD",
          hasImage: false,
          source: "live"
        })
        // Token and gateway header on the call; RSQL substring query; page size within bounds.
        const call = fake.server.requests.find((r) => r.path === API_PREFIX)!
        assert.match(String(call.headers.authorization), /^Bearer fake-token-/)
        assert.strictEqual(call.headers["x-ibm-client-id"], FAKE_EUIPO_CLIENT_ID)
        assert.strictEqual(call.query.get("query"), "wordMarkSpecification.verbalElement==\"*apple*\"")
        assert.strictEqual(call.query.get("size"), "20")
        assert.strictEqual(call.query.get("page"), "0")
      })))

  it.live("class filter (any listed class) and status filters are applied upstream", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        assert.deepStrictEqual(names(yield* search({ query: "apple", niceClasses: [32, 29] })), ["PINEAPPLE"])
        assert.sameMembers(names(yield* search({ query: "apple", niceClasses: [9, 31] })), ["APPLE", "SNAPPLEX", "CRAB APPLE"])
        assert.deepStrictEqual(names(yield* search({ query: "apple", status: "dead" })), ["SNAPPLEX"])
        assert.sameMembers(names(yield* search({ query: "apple", status: "pending" })), ["APPLE JACK", "GREEN APPLE STUDIO"])
        const live = yield* search({ query: "apple", status: "live" })
        assert.notInclude(names(live), "SNAPPLEX")
        assert.strictEqual(live.results.length, 6)
        const last = fake.server.requests.at(-1)!
        assert.match(last.query.get("query")!, /;status=in=\(.*REGISTERED.*\)$/)
        assert.isUndefined(live.unappliedFilters)
      })))

  it.live("owner search ranks exact, then prefix, then substring matches", () =>
    withEuipo({}, () =>
      Effect.gen(function*() {
        const page = yield* search({ query: "Kestrel Labs", searchType: "owner" })
        assert.deepStrictEqual(
          page.results.map((r) => r.owner),
          ["Kestrel Labs", "Kestrel Labs GmbH", "Kestrel Labs Holding SA", "Big Kestrel Labs BV"]
        )
      })))

  it.live("number search accepts EU prefixes, spaces, missing zeros and the W form", () =>
    withEuipo({}, () =>
      Effect.gen(function*() {
        assert.deepStrictEqual(names(yield* search({ query: "EU 19123456", searchType: "number" })), ["KESTREL"])
        assert.deepStrictEqual(names(yield* search({ query: "019-123-456", searchType: "number" })), ["KESTREL"])
        const ir = yield* search({ query: "w 1234567", searchType: "number" })
        assert.deepStrictEqual(ir.results.map((r) => [r.id, r.status]), [["EU-W01234567", "registered"]])
        const bad = yield* Effect.flip(search({ query: "not-a-number", searchType: "number" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "is not an EUIPO trade mark number")
      })))

  it.live("RSQL special characters in user text cannot break the query", () =>
    withEuipo({}, () =>
      Effect.gen(function*() {
        assert.deepStrictEqual(names(yield* search({ query: "\"quoted\" mark" })), ["\"QUOTED\" MARK"])
        assert.deepStrictEqual(names(yield* search({ query: "Quote; Semicolon & Co", searchType: "owner" })), ["\"QUOTED\" MARK"])
        // An injection attempt is just text that matches nothing.
        assert.deepStrictEqual(names(yield* search({ query: "x*\",status==REGISTERED,(applicationNumber==*" })), [])
      })))

  it.live("paging: clamped to EUIPO's 10..100, positions carry on without gaps or repeats", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        const seen: Array<string> = []
        let position: string | undefined
        let total = 0
        for (let i = 0; i < 10; i++) {
          const page: TrademarkSearchPage = yield* search({ query: "e", limit: 4, position })
          total = page.total!
          seen.push(...page.results.map((r) => r.applicationNumber))
          position = page.nextPosition
          if (position === undefined) break
        }
        assert.isAbove(total, 8)
        assert.strictEqual(seen.length, total)
        assert.strictEqual(new Set(seen).size, total)
        const sizes = fake.server.requests.filter((r) => r.path === API_PREFIX).map((r) => r.query.get("size"))
        assert.deepStrictEqual(new Set(sizes), new Set(["10"]))
        yield* search({ query: "e", limit: 500 })
        assert.strictEqual(fake.server.requests.at(-1)!.query.get("size"), "100")
        const bad = yield* Effect.flip(search({ query: "e", position: "page-2" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
      })))

  it.live("detail maps the record: goods & services in English, parties, priorities, dates, history by date", () =>
    withEuipo({}, () =>
      Effect.gen(function*() {
        const d = yield* detail("EU019123456", true)
        assert.strictEqual(d.id, "EU-019123456")
        assert.strictEqual(d.name, "KESTREL")
        assert.strictEqual(d.status, "registered")
        assert.strictEqual(d.statusDate, "2024-06-14")
        assert.deepStrictEqual(d.goodsAndServices, [
          { classNumber: 9, description: "Downloadable software; Computer hardware" },
          { classNumber: 42, description: "Software as a service [SaaS]" }
        ])
        assert.deepStrictEqual(d.applicant, { name: "Kestrel Labs GmbH" })
        assert.deepStrictEqual(d.representative, { name: "Muster & Partner" })
        assert.deepStrictEqual(d.priority, [{ date: "2023-09-01", country: "DE", number: "30 2023 123 456.7" }])
        assert.strictEqual(d.description, "Word mark")
        assert.deepStrictEqual(d.disclaimers, ["No exclusive right is claimed for the word LABS."])
        assert.strictEqual(d.markType, "word")
        assert.strictEqual(d.markNature, "STANDARD")
        assert.strictEqual(d.markBasis, "EU_TRADEMARK")
        assert.strictEqual(d.expirationDate, "2034-02-01")
        assert.strictEqual(d.renewalDate, "2034-02-01")
        assert.strictEqual(d.oppositionDeadline, "2024-06-05")
        assert.strictEqual(d.seniorityClaimed, false)
        assert.deepStrictEqual(
          d.prosecutionHistory?.map((h) => `${h.date} ${h.code}`),
          [
            "2024-02-01 FILED",
            "2024-03-05 PUBLISHED",
            "2024-04-10 OPPOSITION",
            "2024-05-30 DECISION",
            "2024-06-14 REGISTERED",
            "2024-06-14 STATUS",
            "2024-06-17 PUBLISHED",
            "2024-10-21 RECORD"
          ]
        )
        assert.strictEqual(d.prosecutionHistory?.[1]?.description, "Published (bulletin 2024/045, section A.1)")
        assert.strictEqual(d.prosecutionHistory?.[3]?.description, "Decision (opposition) in case B 3200001")
        assert.strictEqual(d.prosecutionHistory?.[7]?.description, "Recorded: transfer (R-778899)")
        assert.isUndefined((yield* detail("019123456")).prosecutionHistory)
        // A figurative mark without words still has a name; Vienna codes come through.
        const fig = yield* detail("18800030")
        assert.strictEqual(fig.name, "[figurative mark]")
        assert.strictEqual(fig.markType, "design")
        assert.deepStrictEqual(fig.designCodes, ["05.03.13", "26.01.01"])
      })))

  it("status mapping table (upstream-offices.md §12)", () => {
    const expected: Record<string, string> = {
      RECEIVED: "pending",
      UNDER_EXAMINATION: "pending",
      APPLICATION_PUBLISHED: "pending",
      START_OF_OPPOSITION_PERIOD: "pending",
      REGISTRATION_PENDING: "pending",
      ACCEPTANCE_PENDING: "pending",
      APPEALABLE: "pending",
      APPEALED: "pending",
      OPPOSITION_PENDING: "opposed",
      REGISTERED: "registered",
      ACCEPTED: "registered",
      CANCELLATION_PENDING: "registered",
      REFUSED: "abandoned",
      WITHDRAWN: "abandoned",
      CANCELLED: "cancelled",
      SURRENDERED: "cancelled",
      EXPIRED: "expired",
      REMOVED_FROM_REGISTER: "expired"
    }
    assert.deepStrictEqual({ ...EUIPO_STATUS }, expected)
    for (const [code, status] of Object.entries(expected)) assert.strictEqual(mapEuipoStatus(code.toLowerCase()), status)
    assert.strictEqual(mapEuipoStatus("SOMETHING_NEW"), "unknown")
    assert.strictEqual(mapEuipoStatus(undefined), "unknown")
  })

  it.live("every seeded status comes out as the table says, the office's code kept", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        for (const mark of fake.marks) {
          const d = yield* detail(String(mark.applicationNumber))
          assert.strictEqual(d.status, mapEuipoStatus(String(mark.status)), String(mark.status))
          assert.strictEqual(d.statusDescription, mark.status)
        }
      })))

  it("query building: escaping, number forms, page windows", () => {
    const q = (query: string, extra: Partial<TrademarkSearchParams> = {}) =>
      buildEuipoQuery({ query, searchType: "name", status: "all", limit: 10, ...extra })
    assert.deepStrictEqual(q("a\"b\\c"), Either.right("wordMarkSpecification.verbalElement==\"*a\\\"b\\\\c*\""))
    assert.strictEqual(Option.getOrThrow(Either.getLeft(q("**"))).code, "MISSING_REQUIRED_FIELD")
    assert.strictEqual(
      Either.getOrThrow(q("x", { searchType: "owner", niceClasses: [42, 9, 9, 99], status: "dead" })),
      "applicants.name==\"*x*\";niceClasses=in=(9,42);status=in=(WITHDRAWN,REFUSED,CANCELLED,SURRENDERED,EXPIRED,REMOVED_FROM_REGISTER)"
    )
    assert.deepStrictEqual(Either.getOrThrow(normaliseEuipoNumber("EM-18692868")), "018692868")
    assert.deepStrictEqual(Either.getOrThrow(normaliseEuipoNumber("W01234567A")), "W01234567A")
    assert.isTrue(Either.isLeft(normaliseEuipoNumber("1234567890")))
    assert.deepStrictEqual(Either.getOrThrow(euipoPageWindow(5, "5")), { page: 0, size: 10, skip: 5, take: 5, offset: 5 })
    assert.deepStrictEqual(Either.getOrThrow(euipoPageWindow(20, "40")), { page: 2, size: 20, skip: 0, take: 20, offset: 40 })
    assert.deepStrictEqual(Either.getOrThrow(euipoPageWindow(20, "")), { page: 0, size: 20, skip: 0, take: 20, offset: 0 })
    for (const bad of ["-1", "1e3", "abc", "1234567890"]) {
      const refused = euipoPageWindow(20, bad)
      assert.isTrue(Either.isLeft(refused), bad)
      if (Either.isLeft(refused)) {
        assert.strictEqual(refused.left.code, "INVALID_INPUT")
        assert.strictEqual(refused.left.message, "cursor is not valid for this search: start again without a cursor.")
      }
    }
  })

  it.live("missing credentials: PROVIDER_NOT_CONFIGURED naming EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET; no upstream call", () =>
    withEuipo({ env: { EUIPO_CLIENT_ID: "", EUIPO_CLIENT_SECRET: "" } }, (fake) =>
      Effect.gen(function*() {
        const registry = yield* TrademarkProviders
        const error = yield* Effect.flip(registry.get("EU"))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(error.message, "EUIPO provider is not configured. Set EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET to enable it.")
        assert.deepStrictEqual(registry.configured().filter((p) => p.jurisdiction === "EU"), [])
        const row = registry.describe().find((d) => d.jurisdiction === "EU")!
        assert.deepStrictEqual([row.configured, row.enabled, row.missingSettings], [false, true, [
          "EUIPO_CLIENT_ID",
          "EUIPO_CLIENT_SECRET"
        ]])
        assert.deepStrictEqual(registry.unavailable().map((u) => [u.jurisdiction, u.error.code]).find(([j]) => j === "EU"), [
          "EU",
          "PROVIDER_NOT_CONFIGURED"
        ])
        assert.strictEqual(fake.server.requests.length, 0)
      })))

  it.live("ENABLE_EUIPO=false: not configured, saying so", () =>
    withEuipo({ env: { ENABLE_EUIPO: "false" } }, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(Effect.flatMap(TrademarkProviders, (r) => r.get("EU")))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(error.message, "EUIPO provider is disabled (ENABLE_EUIPO=false is set). Set ENABLE_EUIPO=true to enable it.")
      })))

  it.live("an expired token: 401, one refresh, then the answer", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "kestrel" })
        fake.expireTokens()
        const page = yield* search({ query: "kestrel" })
        assert.isAbove(page.results.length, 0)
        assert.strictEqual(fake.tokenRequests(), 2)
        assert.strictEqual(fake.apiRequests(), 3)
      })))

  it.live("a token rejected even after a refresh is AUTH_FAILED (one refresh, no loop)", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        fake.rejectTokens = true
        const error = yield* Effect.flip(search({ query: "kestrel" }))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(error.provider, "EUIPO")
        assert.include(error.message, "Check EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET")
        assert.strictEqual(fake.tokenRequests(), 2)
        assert.strictEqual(fake.apiRequests(), 2)
        assertNoSecrets(error)
      })))

  it.live("wrong client secret: AUTH_FAILED from the token endpoint, the echoed secret scrubbed", () =>
    withEuipo({ env: { EUIPO_CLIENT_SECRET: "wrong-secret-value-0042" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search({ query: "kestrel" }))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.include(error.message, "token request")
        assert.notInclude(JSON.stringify(error), "wrong-secret-value-0042")
        assert.strictEqual(fake.apiRequests(), 0)
      })))

  it.live("unknown number: TRADEMARK_NOT_FOUND", () =>
    withEuipo({}, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(detail("018999999"))
        assert.strictEqual(error.code, "TRADEMARK_NOT_FOUND")
        assert.match(error.message, /^Trademark EU-018999999 not found at EUIPO\./)
        assert.isFalse(error.retryable)
      })))

  it.live("429: a Retry-After within the bound is honoured, then the call succeeds; beyond it RATE_LIMITED with the wait", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        fake.server.rateLimitNext("0", API_PREFIX)
        assert.isAbove((yield* search({ query: "kestrel" })).results.length, 0)
        assert.strictEqual(fake.apiRequests(), 2)
        fake.server.rateLimitNext("120", API_PREFIX)
        const error = yield* Effect.flip(search({ query: "apple" }))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.strictEqual(error.retryAfterMs, 120_000)
        assert.isTrue(error.retryable)
        assert.strictEqual(fake.apiRequests(), 3)
      })))

  it.live("the fake's own budget: X-RateLimit headers, then 429 + Retry-After", () =>
    withEuipo({ fake: { rateLimit: { limit: 2, windowSeconds: 60 } } }, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "a" })
        yield* search({ query: "b" })
        const error = yield* Effect.flip(search({ query: "c" }))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.isAtMost(error.retryAfterMs ?? 0, 60_000)
        assert.isAbove(error.retryAfterMs ?? 0, 30_000)
        assert.strictEqual(fake.apiRequests(), 3)
      })))

  it.live("a 5xx burst is retried: 2 failures then success = 3 upstream requests", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "kestrel" }) // token fetched
        fake.server.failNext(2, 503, API_PREFIX)
        const page = yield* search({ query: "kestrel" })
        assert.isAbove(page.results.length, 0)
        assert.strictEqual(fake.apiRequests(), 1 + 3)
      })))

  it.live("a lasting 5xx: 3 tries, then PROVIDER_ERROR", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        fake.server.failNext(5, 500, API_PREFIX)
        const error = yield* Effect.flip(detail("019123456"))
        assert.strictEqual(error.code, "PROVIDER_ERROR")
        assert.include(error.message, "EUIPO service error (HTTP 500)")
        assert.strictEqual(fake.apiRequests(), 3)
        assertNoSecrets(error)
      })))

  it.live("a silent upstream: PROVIDER_TIMEOUT after the office timeout", () =>
    withEuipo({ patch: (c) => withOfficeTimeout(c, "EUIPO", 150) }, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "kestrel" })
        fake.server.hangNext(API_PREFIX, 3)
        const error = yield* Effect.flip(search({ query: "apple" }))
        assert.strictEqual(error.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(error.provider, "EUIPO")
        assert.strictEqual(fake.apiRequests(), 1 + 3)
        // A slow answer past the timeout is abandoned and the retry gets through.
        fake.server.slowNext(400, API_PREFIX)
        assert.isAbove((yield* search({ query: "apple" })).results.length, 0)
        assert.strictEqual(fake.apiRequests(), 4 + 2)
      })))

  it.live("malformed bodies: PROVIDER_ERROR with a clear reason, never a half-filled record", () =>
    withEuipo({}, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "kestrel" })
        fake.server.malformedNext(API_PREFIX)
        const notJson = yield* Effect.flip(search({ query: "apple" }))
        assert.strictEqual(notJson.code, "PROVIDER_ERROR")
        assert.strictEqual(notJson.message, "EUIPO returned an unexpected response: the body is not valid JSON")
        fake.server.malformedNext(
          API_PREFIX,
          JSON.stringify({ trademarks: [{ applicationNumber: "018500001" }, { applicationNumber: 7 }] })
        )
        const wrongShape = yield* Effect.flip(search({ query: "apple" }))
        assert.strictEqual(
          wrongShape.message,
          "EUIPO returned an unexpected response: trademarks.1.applicationNumber: Expected string, actual 7"
        )
        fake.server.malformedNext(API_PREFIX, JSON.stringify({ applicationNumber: "019123456", goodsAndServices: "nine" }))
        const badDetail = yield* Effect.flip(detail("019123456"))
        assert.include(badDetail.message, "goodsAndServices")
      })))

  it.live("an office that cannot be reached: PROVIDER_UNAVAILABLE", () =>
    withEuipo({ env: { EUIPO_BASE_URL: "http://127.0.0.1:9" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search({ query: "kestrel" }))
        assert.strictEqual(error.code, "PROVIDER_UNAVAILABLE")
        assert.strictEqual(fake.tokenRequests(), 1)
      })))

  it.live("with the cache on: 10 concurrent identical searches make 1 upstream request, repeats are hits", () =>
    withEuipo({ env: { CACHE_TTL_SEARCH: "300", CACHE_TTL_STATUS: "3600" } }, (fake) =>
      Effect.gen(function*() {
        const pages = yield* Effect.all(Array.from({ length: 10 }, () => search({ query: "kestrel" })), { concurrency: "unbounded" })
        assert.strictEqual(new Set(pages.map((p) => JSON.stringify(p))).size, 1)
        assert.strictEqual(fake.apiRequests(), 1)
        yield* search({ query: "KESTREL " }) // same query, other spelling
        yield* detail("019123456")
        yield* detail("019123456")
        assert.strictEqual(fake.apiRequests(), 2)
        assert.strictEqual(fake.tokenRequests(), 1)
      })))

  it.live("the fake: X-IBM-Client-Id required even with a valid bearer, RSQL =all=, X-RateLimit headers, size bounds", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const fake = yield* FakeEuipo.scoped()
        const token = yield* Effect.promise(() =>
          fetch(`${fake.url}${TOKEN_PATH}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              grant_type: "client_credentials",
              scope: "uid",
              client_id: FAKE_EUIPO_CLIENT_ID,
              client_secret: FAKE_EUIPO_CLIENT_SECRET
            })
          }).then((r) => r.json() as Promise<{ access_token: string }>)
        )
        const res = yield* Effect.promise(() =>
          fetch(`${fake.url}${API_PREFIX}?size=10`, { headers: { authorization: `Bearer ${token.access_token}` } })
        )
        assert.strictEqual(res.status, 401)
        const ok = yield* Effect.promise(() =>
          fetch(`${fake.url}${API_PREFIX}?size=10&query=${encodeURIComponent("niceClasses=all=(9,42)")}`, {
            headers: { authorization: `Bearer ${token.access_token}`, "x-ibm-client-id": FAKE_EUIPO_CLIENT_ID }
          })
        )
        assert.strictEqual(ok.status, 200)
        assert.isNotNull(ok.headers.get("x-ratelimit-remaining"))
        assert.sameMembers(
          ((yield* Effect.promise(() => ok.json())) as { trademarks: Array<{ applicationNumber: string }> }).trademarks.map((t) =>
            t.applicationNumber
          ),
          ["019123456", "018500001"]
        )
        const small = yield* Effect.promise(() =>
          fetch(`${fake.url}${API_PREFIX}?size=5`, {
            headers: { authorization: `Bearer ${token.access_token}`, "x-ibm-client-id": FAKE_EUIPO_CLIENT_ID }
          })
        )
        assert.strictEqual(small.status, 400)
        assert.strictEqual(small.headers.get("content-type"), "application/problem+json")
      })
    ))
})

describe("EUIPO history wording shared by trade marks and designs", () => {
  it("appeals, records and decisions read the same for both", () => {
    assert.strictEqual(
      appealText({ appealNumber: "R 1234/2024-1", status: "PENDING_DECISION" }),
      "Appeal R 1234/2024-1 filed (pending decision)"
    )
    assert.strictEqual(appealText({ appealNumber: null, status: null }), "Appeal filed")
    assert.strictEqual(recordText({ recordNumber: null, recordKind: null }), "Recorded: entry")
    assert.strictEqual(decisionText(undefined, "ICD 1"), "Decision in case ICD 1")
  })
})
