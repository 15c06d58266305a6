import { assert, describe, it } from "@effect/vitest"
import { Effect, Either, Layer, Logger, LogLevel } from "effect"
import type { AppConfigShape } from "../src/Config/AppConfig.js"
import type { DesignStatus } from "../src/Domain/Design.js"
import type { ToolError } from "../src/Domain/ToolError.js"
import { UpstreamLive } from "../src/Providers/index.js"
import {
  type AuDesignSearchParams,
  hasLocarno,
  parseAuDesignNumber,
  parseAuLocarno
} from "../src/Providers/IpAustralia/IpAustraliaDesignQuery.js"
import { IpAustraliaDesigns } from "../src/Providers/IpAustralia/IpAustraliaDesigns.js"
import { mapAuDesignStatus } from "../src/Providers/IpAustralia/IpAustraliaDesignStatus.js"
import { IpAustraliaPatents } from "../src/Providers/IpAustralia/IpAustraliaPatents.js"
import { IpAustraliaTrademarksSpec } from "../src/Providers/IpAustralia/IpAustraliaTrademarks.js"
import { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import { Cache } from "../src/Upstream/Cache.js"
import { ProviderRateLimiter } from "../src/Upstream/ProviderRateLimiter.js"
import { UpstreamHttp } from "../src/Upstream/UpstreamHttp.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import {
  FAKE_IPAUSTRALIA_CLIENT_ID,
  FAKE_IPAUSTRALIA_CLIENT_SECRET,
  FakeIpAustralia,
  type FakeIpAustraliaOptions,
  TOKEN_PATH
} from "./fakes/FakeIpAustralia.js"
import { DESIGN_BASE_PATH, type FakeDesignSearch, fakeDesignSearch } from "./fakes/FakeIpAustraliaDesigns.js"
import { fakePatentSearch } from "./fakes/FakeIpAustraliaPatents.js"
import { fakeTrademarkSearch } from "./fakes/FakeIpAustraliaTrademarks.js"
import { generatedDesigns } from "./fakes/IpAustraliaDesignSeed.js"
import { TestAppConfigLayer, withOfficeTimeout } from "./support/TestAppConfig.js"

const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 2 }

interface Setup {
  readonly env?: Record<string, string>
  readonly patch?: (c: AppConfigShape) => AppConfigShape
  readonly fake?: FakeIpAustraliaOptions
  readonly designs?: ReadonlyArray<Record<string, unknown>>
}

/** A fake IP Australia serving designs on a real socket, and the adapter pointed at it (cache off unless `env` turns it on). */
const withDesigns = <A, E>(
  setup: Setup,
  body: (fake: FakeIpAustralia, product: FakeDesignSearch) => Effect.Effect<A, E, IpAustraliaDesigns>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const product = fakeDesignSearch(setup.designs)
      const fake = yield* FakeIpAustralia.scoped({ products: [product], ...setup.fake })
      const env = { ...fake.env(), IPAUSTRALIA_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0", ...setup.env }
      const layer = IpAustraliaDesigns.layer.pipe(
        Layer.provide(Layer.mergeAll(UpstreamLive, Cache.Default)),
        Layer.provide(TestAppConfigLayer(env, setup.patch))
      )
      return yield* body(fake, product).pipe(
        Effect.provide(layer),
        Effect.provideService(UpstreamPolicy, FAST_RETRY),
        Logger.withMinimumLogLevel(LogLevel.Error)
      )
    })
  )

const search = (query: string, options: Partial<Omit<AuDesignSearchParams, "query">> = {}) =>
  Effect.flatMap(IpAustraliaDesigns, (d) => d.search({ query, searchType: "owner", status: "all", limit: 20, ...options }))
const status = (n: string) => Effect.flatMap(IpAustraliaDesigns, (d) => d.status(n))

const numbers = (page: { readonly results: ReadonlyArray<{ readonly designNumber: string }> }) => page.results.map((r) => r.designNumber)

const assertNoSecrets = (error: ToolError) => {
  const text = JSON.stringify(error) + error.toText()
  for (const secret of [FAKE_IPAUSTRALIA_CLIENT_SECRET, FAKE_IPAUSTRALIA_CLIENT_ID, "eyJraWQi"]) assert.notInclude(text, secret)
}

describe("IP Australia designs: numbers, Locarno codes, status groups", () => {
  it("design numbers with or without AU / AU-D-, spaces and dashes; clear errors otherwise", () => {
    for (const input of ["202115234", "AU202115234", "AU 2021 15234", "AU-D-202115234", "2021-15234"]) {
      assert.deepStrictEqual(parseAuDesignNumber(input), Either.right("202115234"), input)
    }
    for (const input of ["20211523", "2021152345", "302115234", "chair"]) {
      const e = parseAuDesignNumber(input)
      assert.isTrue(Either.isLeft(e), input)
      if (Either.isLeft(e)) {
        assert.include(
          e.left.message,
          "is not an Australian design number: use 9 digits, the filing year then a 5-digit sequence (e.g. 202115234)"
        )
      }
    }
  })

  it("Locarno: AU's dashed and suffixed codes, dots, a class alone; a bare code matches suffixed ones, a suffix only its own", () => {
    assert.deepStrictEqual(parseAuLocarno("06-01", "q"), Either.right({ normalized: "06.01", auCode: "06-01" }))
    assert.deepStrictEqual(parseAuLocarno("06.01", "q"), Either.right({ normalized: "06.01", auCode: "06-01" }))
    assert.deepStrictEqual(parseAuLocarno("09-01e", "q"), Either.right({ normalized: "09.01", auCode: "09-01", suffix: "E" }))
    assert.deepStrictEqual(parseAuLocarno("6", "q"), Either.right({ normalized: "06", auCode: "06" }))
    const bad = parseAuLocarno("chairs", "locarnoClasses")
    assert.isTrue(Either.isLeft(bad) && bad.left.code === "INVALID_INPUT" && bad.left.details?.["field"] === "locarnoClasses")
    const bare = Either.getOrThrow(parseAuLocarno("09-01", "q"))
    assert.isTrue(hasLocarno(bare, ["09-01E"]))
    assert.isTrue(hasLocarno(Either.getOrThrow(parseAuLocarno("09", "q")), ["09-07"]))
    assert.isFalse(hasLocarno(Either.getOrThrow(parseAuLocarno("09-01A", "q")), ["09-01E"]))
    assert.isFalse(hasLocarno(bare, ["09-07"]))
  })

  it("status table: every AU group to §2.3, details refining registered and ceased, anything else unknown", () => {
    const cases: ReadonlyArray<readonly [string, string, DesignStatus]> = [
      ["FILED", "Awaiting formalities check", "pending"],
      ["REGISTERED", "Registered: Not certified", "registered"],
      ["REGISTERED", "Certified", "certified"],
      ["REGISTERED", "Revocation pending", "invalidity_pending"],
      ["PUBLISHED", "Published - not registered", "unknown"],
      ["CEASED", "Not renewed", "expired"],
      ["CEASED", "Surrendered by owner", "surrendered"],
      ["EXPIRED", "Maximum term reached", "expired"],
      ["LAPSED", "Application lapsed", "withdrawn"],
      ["WITHDRAWN", "Withdrawn by applicant", "withdrawn"],
      ["REFUSED", "Refused after examination", "refused"],
      ["REVOKED", "Registration revoked", "invalidated"],
      ["Registered", "", "registered"],
      ["SOMETHING_NEW", "", "unknown"]
    ]
    for (const [group, detail, expected] of cases) assert.strictEqual(mapAuDesignStatus(group, detail), expected, `${group} / ${detail}`)
    assert.strictEqual(mapAuDesignStatus("REGISTERED", "", true), "certified")
    assert.strictEqual(mapAuDesignStatus(undefined, undefined), "unknown")
  })
})

describe("IP Australia designs (against the fake IP Australia)", () => {
  it.live("owner search: paged advanced search; the partial match enforced here and ranked exact > prefix > substring", () =>
    withDesigns({}, (fake, product) =>
      Effect.gen(function*() {
        const page = yield* search("Koala Furniture")
        assert.deepStrictEqual(numbers(page), ["202210004", "202440019", "202210002", "202115235", "202115234", "202210001"])
        assert.deepStrictEqual([page.totalResults, page.upstreamTotalResults, page.filteredOut, page.hasMore], [6, 7, 1, false])
        assert.deepStrictEqual(product.pages[0], {
          pageNumber: 0,
          pageSize: 100,
          sort: { field: "NUMBER", direction: "DESCENDING" },
          rows: [{ query: { owner: { text: "Koala Furniture", type: "PART" } } }]
        })
        assert.match(
          String(fake.server.requests.find((r) => r.path === `${DESIGN_BASE_PATH}/page/advanced`)!.headers.authorization),
          /^Bearer eyJ/
        )
        assert.deepStrictEqual(
          page.results.find((r) => r.designNumber === "202210002"),
          {
            id: "AU-D-202210002",
            designNumber: "202210002",
            jurisdiction: "AU",
            status: "certified",
            statusDescription: "Registered: Certified",
            locarnoClasses: ["06-01C"],
            locarnoClassesNormalized: ["06.01"],
            applicants: [{ name: "Koala Furniture Holdings Pty Ltd" }],
            applicationNumber: "202210002",
            filingDate: "2022-01-10",
            registrationDate: "2022-02-14",
            productIndication: "Armchair; Chair (arm)",
            source: "live"
          }
        )
      })))

  it.live("status filter: sent upstream as status groups and checked again here", () =>
    withDesigns({}, (_fake, product) =>
      Effect.gen(function*() {
        assert.deepStrictEqual(numbers(yield* search("Koala Furniture", { status: "registered" })), [
          "202210004",
          "202440019",
          "202210002",
          "202115235",
          "202115234"
        ])
        assert.deepStrictEqual(product.pages[0]!["rows"], [{
          query: { owner: { text: "Koala Furniture", type: "PART" }, statuses: ["REGISTERED"] }
        }])
        assert.deepStrictEqual(numbers(yield* search("Koala Furniture", { status: "pending" })), ["202210001"])
        assert.deepStrictEqual(numbers(yield* search("Lumen Studio", { status: "dead" })), ["202330002"])
        // Revocation pending is still live; published-only is neither live nor dead.
        assert.deepStrictEqual(numbers(yield* search("Lumen Studio", { status: "live" })), ["202330003"])
        assert.deepStrictEqual(numbers(yield* search("Lumen Studio")), ["202330003", "202330002", "202330001"])
      })))

  it.live("designer, product (every word) and number searches", () =>
    withDesigns({}, (fake, product) =>
      Effect.gen(function*() {
        assert.sameMembers(numbers(yield* search("hughes", { searchType: "designer" })), [
          "202115235",
          "202210002",
          "202210004",
          "202115234"
        ])
        const office = yield* search("office chair", { searchType: "product" })
        assert.deepStrictEqual(numbers(office), ["202210001"])
        assert.deepStrictEqual([office.upstreamTotalResults, office.filteredOut], [5, 4])
        // Sent upstream as significant stems ("chairs" → chair), narrowed to whole words here (Armchair alone is not a chair).
        assert.deepStrictEqual(numbers(yield* search("the chairs", { searchType: "product" })), [
          "202440019",
          "202210002",
          "202210001",
          "202115235",
          "202115234"
        ])
        assert.deepStrictEqual(product.pages.at(-1)!["rows"], [{ query: { productName: { text: "chair", type: "PART" } } }])
        assert.deepStrictEqual(numbers(yield* search("Bottle caps", { searchType: "product" })), ["200512346"])
        assert.deepStrictEqual(product.pages.at(-1)!["rows"], [{ query: { productName: { text: "bottle cap", type: "PART" } } }])
        assert.deepStrictEqual(numbers(yield* search("AU 202115234", { searchType: "number" })), ["202115234"])
        assert.deepStrictEqual(fake.server.requests.at(-1)!.path, `${DESIGN_BASE_PATH}/design/202115234`)
        assert.deepStrictEqual((yield* search("202199999", { searchType: "number" })).results, [])
        assert.deepStrictEqual((yield* search("202115234", { searchType: "number", status: "dead" })).results, [])
        const bad = yield* Effect.flip(search("20211", { searchType: "number" }))
        assert.deepStrictEqual([bad.code, bad.details], ["INVALID_INPUT", { field: "query" }])
      })))

  it.live("classification: a bare code finds AU's suffixed codes, a suffix only its own, a class all subclasses; the Locarno filter combines with any search", () =>
    withDesigns({}, (fake, product) =>
      Effect.gen(function*() {
        assert.sameMembers(numbers(yield* search("06-01", { searchType: "classification" })), [
          "202115235",
          "202210001",
          "202210002",
          "202210004",
          "202115234"
        ])
        assert.deepStrictEqual(product.pages[0]!["rows"], [{ query: { classification: { text: "06-01", type: "PREFIX" } } }])
        assert.deepStrictEqual(numbers(yield* search("06-01C", { searchType: "classification" })), ["202210002"])
        assert.strictEqual((yield* search("06", { searchType: "classification" })).results.length, 7)
        assert.sameMembers(numbers(yield* search("09.01", { searchType: "classification" })), ["202012345", "202012348", "202012347"])
        const filtered = yield* search("Outback", { locarnoClasses: ["09-01", "09.01"] })
        assert.deepStrictEqual(numbers(filtered), ["202012347", "202012345"])
        assert.deepStrictEqual(product.pages.at(-1)!["rows"], [{
          query: { owner: { text: "Outback", type: "PART" }, classification: { text: "09-01", type: "PREFIX" } }
        }])
        const twoClasses = yield* search("Outback", { locarnoClasses: ["09-07", "25-03"] })
        assert.deepStrictEqual(numbers(twoClasses), ["202440017", "200512346"])
        const before = fake.apiRequests()
        const bad = yield* Effect.flip(search("Outback", { locarnoClasses: ["bottles"] }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "\"bottles\" is not a Locarno class or subclass: NN or NN.NN")
        assert.deepStrictEqual(bad.details, { field: "locarnoClasses" })
        assert.strictEqual((yield* Effect.flip(search("bottle", { searchType: "classification" }))).details?.["field"], "query")
        assert.strictEqual(fake.apiRequests(), before)
      })))

  it.live("paging: cursor is the next upstream offset; pages of 100 read upstream; every match once", () =>
    withDesigns({ designs: generatedDesigns(250) }, (_fake, product) =>
      Effect.gen(function*() {
        const first = yield* search("office chair", { searchType: "product", limit: 50 })
        assert.deepStrictEqual([first.results.length, first.hasMore, first.cursor, first.upstreamTotalResults], [50, true, "100", 250])
        const second = yield* search("office chair", { searchType: "product", limit: 50, cursor: first.cursor })
        assert.deepStrictEqual([second.results.length, second.hasMore, second.cursor], [50, true, "200"])
        const third = yield* search("office chair", { searchType: "product", limit: 50, cursor: second.cursor })
        assert.deepStrictEqual([third.results.length, third.hasMore, third.cursor], [25, false, undefined])
        assert.strictEqual(new Set([...numbers(first), ...numbers(second), ...numbers(third)]).size, 125)
        assert.deepStrictEqual(product.pages.map((b) => b["pageNumber"]), [0, 1, 2])
        const small = yield* search("office chair", { searchType: "product", limit: 5 })
        assert.deepStrictEqual([small.results.length, small.cursor], [5, "10"])
        assert.strictEqual((yield* Effect.flip(search("office chair", { searchType: "product", cursor: "next" }))).code, "INVALID_INPUT")
      })))

  it.live("detail: the full record with AU's extras; currentStatus with its date", () =>
    withDesigns({}, () =>
      Effect.gen(function*() {
        const result = yield* status("AU-D-202115234")
        assert.deepStrictEqual(result.currentStatus, {
          code: "certified",
          description: "Registered: Certified",
          date: "2022-05-20",
          isLive: true
        })
        assert.deepStrictEqual(result.design, {
          id: "AU-D-202115234",
          designNumber: "202115234",
          jurisdiction: "AU",
          status: "certified",
          statusDescription: "Registered: Certified",
          locarnoClasses: ["06-01"],
          locarnoClassesNormalized: ["06.01"],
          applicants: [{ name: "Koala Furniture Pty Ltd", address: "12 Eucalypt Way, Richmond, VIC 3121, Australia", country: "AU" }],
          applicationNumber: "202115234",
          filingDate: "2021-09-01",
          registrationDate: "2021-10-19",
          expiryDate: "2031-09-01",
          representatives: [{ name: "Wattle IP Pty Ltd", address: "Level 5, 1 Collins St, Melbourne, VIC 3000, Australia", country: "AU" }],
          productIndication: "Chair; Dining chair",
          source: "live",
          effectiveDate: "2021-03-15",
          statusDate: "2022-05-20",
          renewalStatus: "Renewal due 2026-09-01",
          priorities: [{ country: "NZ", number: "431234", date: "2021-03-15" }],
          designers: [{ name: "Hughes, Olivia" }, { name: "Tran, Minh" }],
          prosecutionHistory: [
            { date: "2021-09-01", code: "FILED", description: "Application filed" },
            { date: "2021-10-19", code: "REGISTRATION", description: "Registered" },
            { date: "2022-05-20", code: "CERTIFICATION", description: "Certified after examination" }
          ],
          productNames: ["Chair", "Dining chair"],
          indicators: { awaitingExamination: false, underExamination: false, inGracePeriod: false, certified: true },
          relatedDesigns: [{ number: "202115235", relationship: "Same applicant, same day" }],
          statementOfNovelty: "Newness and distinctiveness reside in the shape of the backrest and the tapered legs.",
          imageUrls: [
            "https://pericles.ipaustralia.gov.au/designs/202115234/1.jpg",
            "https://pericles.ipaustralia.gov.au/designs/202115234/2.jpg"
          ]
        })
        assert.deepStrictEqual(result.notes, [])
      })))

  it.live("status through the adapter: each AU lifecycle state, with notes where the status needs words", () =>
    withDesigns({}, () =>
      Effect.gen(function*() {
        const expected: Record<string, readonly [DesignStatus, boolean, string]> = {
          "202115235": ["registered", true, "2021-10-20"],
          "202210001": ["pending", true, "2022-11-03"],
          "202330003": ["invalidity_pending", true, "2023-02-03"],
          "202330001": ["unknown", false, "2023-07-01"],
          "202012345": ["expired", false, "2025-03-03"],
          "200512346": ["expired", false, "2015-02-02"],
          "202330004": ["surrendered", false, "2024-01-01"],
          "202012348": ["withdrawn", false, "2020-08-08"],
          "201912001": ["refused", false, "2019-02-02"],
          "202330002": ["invalidated", false, "2024-06-06"]
        }
        for (const [number, [code, isLive, date]] of Object.entries(expected)) {
          const r = yield* status(number)
          assert.deepStrictEqual([r.currentStatus.code, r.currentStatus.isLive, r.currentStatus.date], [code, isLive, date], number)
        }
        assert.include((yield* status("202330001")).notes[0], "Published without registration")
        assert.include((yield* status("202115235")).notes[0], "not certified")
        assert.deepStrictEqual((yield* status("202440010")).design.indicators, {
          awaitingExamination: true,
          underExamination: false,
          inGracePeriod: false
        })
      })))

  it.live("unknown design: DESIGN_NOT_FOUND naming the number and format; a malformed number never reaches the office", () =>
    withDesigns({}, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(status("202199999"))
        assert.strictEqual(error.code, "DESIGN_NOT_FOUND")
        assert.strictEqual(error.provider, "IPAustralia-Designs")
        assert.match(error.message, /^Design AU-D-202199999 not found at IP Australia\. Check the design number: 9 digits/)
        const before = fake.apiRequests()
        const bad = yield* Effect.flip(status("2021-1523"))
        assert.deepStrictEqual([bad.code, bad.details], ["INVALID_INPUT", { field: "designNumber" }])
        assert.strictEqual(fake.apiRequests(), before)
      })))

  it.live("missing credentials: PROVIDER_NOT_CONFIGURED naming IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET, no request", () =>
    withDesigns({ env: { IPAUSTRALIA_CLIENT_ID: "", IPAUSTRALIA_CLIENT_SECRET: "" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search("Koala"))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(
          error.message,
          "IPAustralia-Designs provider is not configured. Set IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET to enable it."
        )
        assert.deepStrictEqual(error.details, { settings: ["IPAUSTRALIA_CLIENT_ID", "IPAUSTRALIA_CLIENT_SECRET"] })
        assert.strictEqual((yield* Effect.flip(status("202115234"))).code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(fake.server.requests.length, 0)
      })).pipe(
        Effect.zipRight(
          withDesigns({ env: { IPAUSTRALIA_CLIENT_SECRET: "" } }, () =>
            Effect.gen(function*() {
              const error = yield* Effect.flip(status("202115234"))
              assert.strictEqual(
                error.message,
                "IPAustralia-Designs provider is not configured. Set IPAUSTRALIA_CLIENT_SECRET to enable it."
              )
            }))
        )
      ))

  it.live("token OK but 403 Invalid Client: AUTH_FAILED naming the Australian Design Search API contract", () =>
    withDesigns({ fake: { contracts: ["patents"] } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(status("202115234"))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(error.provider, "IPAustralia-Designs")
        assert.include(error.message, "HTTP 403: Invalid Client")
        assert.include(error.message, "no contract for the Australian Design Search API")
        assert.isFalse(error.retryable)
        assert.deepStrictEqual([fake.tokenRequests(), fake.apiRequests()], [1, 1])
        assertNoSecrets(error)
      })))

  it.live("an expired token: 401, one refresh, then the answer; a rejected one: AUTH_FAILED after one refresh", () =>
    withDesigns({}, (fake) =>
      Effect.gen(function*() {
        yield* search("Koala")
        fake.expireTokens()
        assert.isAbove((yield* search("Koala")).results.length, 0)
        assert.deepStrictEqual([fake.tokenRequests(), fake.apiRequests()], [2, 3])
        fake.rejectTokens = true
        const error = yield* Effect.flip(status("202115234"))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(fake.tokenRequests(), 3)
        assertNoSecrets(error)
      })))

  it.live("429 with Retry-After: RATE_LIMITED with the wait, and the office paused for it", () =>
    withDesigns({}, (fake) =>
      Effect.gen(function*() {
        yield* status("202115234")
        fake.server.rateLimitNext("90", DESIGN_BASE_PATH, 3)
        const limited = yield* Effect.flip(search("Koala"))
        assert.deepStrictEqual([limited.code, limited.provider, limited.retryAfterMs], ["RATE_LIMITED", "IPAustralia-Designs", 90_000])
        assertNoSecrets(limited)
        const before = fake.apiRequests()
        assert.strictEqual((yield* Effect.flip(status("202115234"))).code, "RATE_LIMITED")
        assert.strictEqual(fake.apiRequests(), before)
      })))

  it.live("malformed bodies: PROVIDER_ERROR naming what was wrong; a silent office: PROVIDER_TIMEOUT", () =>
    withDesigns({ patch: (c) => withOfficeTimeout(c, "IPAUSTRALIA", 150) }, (fake) =>
      Effect.gen(function*() {
        fake.server.malformedNext(DESIGN_BASE_PATH)
        assert.strictEqual(
          (yield* Effect.flip(search("Koala"))).message,
          "IPAustralia-Designs returned an unexpected response: the body is not valid JSON"
        )
        fake.server.malformedNext(DESIGN_BASE_PATH, JSON.stringify({ count: 1, designs: [{ number: 202115234 }] }))
        assert.strictEqual(
          (yield* Effect.flip(search("Koala"))).message,
          "IPAustralia-Designs returned an unexpected response: designs.0.number: Expected string, actual 202115234"
        )
        fake.server.malformedNext(DESIGN_BASE_PATH, JSON.stringify({ number: "202115234", classifications: "06-01" }))
        assert.include((yield* Effect.flip(status("202115234"))).message, "classifications")
        fake.server.hangNext(DESIGN_BASE_PATH, 3)
        assert.strictEqual((yield* Effect.flip(status("202115234"))).code, "PROVIDER_TIMEOUT")
      })))

  it.live("the fake: quick search returns design numbers only, compact class filters; page bounds and unknown fields are 400s", () =>
    withDesigns({}, (fake) =>
      Effect.gen(function*() {
        const token = yield* Effect.promise(() =>
          fetch(`${fake.url}${TOKEN_PATH}`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              authorization: `Basic ${Buffer.from(`${FAKE_IPAUSTRALIA_CLIENT_ID}:${FAKE_IPAUSTRALIA_CLIENT_SECRET}`).toString("base64")}`
            },
            body: "grant_type=client_credentials"
          }).then((r) => r.json() as Promise<{ access_token: string }>)
        )
        const post = (path: string, body: unknown) =>
          Effect.promise(() =>
            fetch(`${fake.url}${DESIGN_BASE_PATH}${path}`, {
              method: "POST",
              headers: { authorization: `Bearer ${token.access_token}`, "content-type": "application/json" },
              body: JSON.stringify(body)
            }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }))
          )
        const quick = yield* post("/search/quick", {
          query: "chair",
          filters: { classificationFilter: ["0601c"], statusFilter: ["REGISTERED"] }
        })
        assert.deepStrictEqual(quick, { status: 200, body: { count: 1, designIds: ["202210002"] } })
        assert.strictEqual((yield* post("/page/advanced", { pageSize: 101, rows: [{ query: { owner: { text: "a" } } }] })).status, 400)
        const unknown = yield* post("/page/advanced", { rows: [{ query: { colour: "red" } }] })
        assert.deepStrictEqual([unknown.status, unknown.body["message"]], [400, "Unsupported query field 'colour'"])
      })))
})

describe("IP Australia: one token and one limiter for trade marks, designs and patents", () => {
  it.live("a call to each API: one token request, one limiter key, three providers in the upstream stats", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const fake = yield* FakeIpAustralia.scoped({ products: [fakeTrademarkSearch(), fakeDesignSearch(), fakePatentSearch()] })
        const env = { ...fake.env(), IPAUSTRALIA_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0" }
        const layer = Layer.mergeAll(
          TrademarkProviders.layer([IpAustraliaTrademarksSpec]),
          IpAustraliaDesigns.layer,
          IpAustraliaPatents.layer
        ).pipe(
          Layer.provideMerge(Layer.mergeAll(UpstreamLive, Cache.Default)),
          Layer.provideMerge(TestAppConfigLayer(env))
        )
        yield* Effect.gen(function*() {
          const trademarks = yield* (yield* TrademarkProviders).get("AU")
          const [tm, design, patent] = yield* Effect.all(
            [
              trademarks.search({ query: "kestrel", searchType: "name", status: "all", limit: 20 }),
              Effect.flatMap(IpAustraliaDesigns, (d) => d.search({ query: "Koala", searchType: "owner", status: "all", limit: 20 })),
              Effect.flatMap(IpAustraliaPatents, (p) => p.status("2020267890", { includeDocuments: false }))
            ],
            { concurrency: 3 }
          )
          assert.isAbove(tm.results.length, 0)
          assert.isAbove(design.results.length, 0)
          assert.strictEqual(patent.patent.status, "sealed")
          assert.strictEqual(fake.tokenRequests(), 1)
          assert.deepStrictEqual(Object.keys(yield* (yield* ProviderRateLimiter).stats()), ["ipaustralia"])
          const stats = yield* (yield* UpstreamHttp).stats()
          assert.deepStrictEqual(
            [stats["IPAustralia"]?.requests, stats["IPAustralia-Designs"]?.requests, stats["IPAustralia-Patents"]?.requests],
            [1, 1, 1]
          )
          // A contract missing for one API leaves the others working.
          fake.contracts.delete("patents")
          assert.include(
            (yield* Effect.flip(Effect.flatMap(IpAustraliaPatents, (p) => p.status("2020267890", { includeDocuments: false })))).message,
            "Australian Patent Search API"
          )
          assert.isAbove((yield* Effect.flatMap(IpAustraliaDesigns, (d) => d.status("202115234"))).design.designNumber.length, 0)
          assert.strictEqual(fake.tokenRequests(), 1)
        }).pipe(Effect.provide(layer), Effect.provideService(UpstreamPolicy, FAST_RETRY), Logger.withMinimumLogLevel(LogLevel.Error))
      })
    ))
})
