import { assert, describe, it } from "@effect/vitest"
import { Effect, Either, Layer, Logger, LogLevel, Schema } from "effect"
import type { AppConfigShape } from "../src/Config/AppConfig.js"
import type { ToolError } from "../src/Domain/ToolError.js"
import { UpstreamLive } from "../src/Providers/index.js"
import { IPAUSTRALIA_PRODUCTS, makeIpAustraliaApi } from "../src/Providers/IpAustralia/IpAustraliaApi.js"
import { toDesignDetail } from "../src/Providers/IpAustralia/IpAustraliaDesignMapping.js"
import { ownerNames, toDetail } from "../src/Providers/IpAustralia/IpAustraliaMapping.js"
import { auPageWindow, buildAuAdvancedSearch, normaliseAuNumber } from "../src/Providers/IpAustralia/IpAustraliaQuery.js"
import type { AuParty } from "../src/Providers/IpAustralia/IpAustraliaSchemas.js"
import { AU_STATUS_GROUPS, AU_STATUSES_FOR, mapAuStatus } from "../src/Providers/IpAustralia/IpAustraliaStatus.js"
import { IPAUSTRALIA_CAPABILITIES, IpAustraliaTrademarksSpec } from "../src/Providers/IpAustralia/IpAustraliaTrademarks.js"
import { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import { ownerRank } from "../src/Providers/Shared/AdapterSupport.js"
import type { TrademarkSearchPage, TrademarkSearchParams } from "../src/Providers/TrademarkProvider.js"
import { Cache } from "../src/Upstream/Cache.js"
import { ProviderRateLimiter } from "../src/Upstream/ProviderRateLimiter.js"
import { UpstreamHttp } from "../src/Upstream/UpstreamHttp.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import {
  FAKE_IPAUSTRALIA_CLIENT_ID,
  FAKE_IPAUSTRALIA_CLIENT_SECRET,
  FakeIpAustralia,
  type FakeIpAustraliaOptions,
  type FakeIpAustraliaProduct,
  TOKEN_PATH
} from "./fakes/FakeIpAustralia.js"
import { fakeTrademarkSearch, TM_BASE_PATH } from "./fakes/FakeIpAustraliaTrademarks.js"
import { TestAppConfigLayer, withOfficeTimeout } from "./support/TestAppConfig.js"

const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 2 }
const PAGE = `${TM_BASE_PATH}/page/advanced`
const DETAIL = `${TM_BASE_PATH}/trade-mark/`

interface Setup {
  readonly env?: Record<string, string>
  readonly patch?: (c: AppConfigShape) => AppConfigShape
  readonly fake?: FakeIpAustraliaOptions
}

const dataPlane = (env: Record<string, string>, patch?: (c: AppConfigShape) => AppConfigShape) =>
  TrademarkProviders.layer([IpAustraliaTrademarksSpec]).pipe(
    Layer.provideMerge(Layer.mergeAll(UpstreamLive, Cache.Default)),
    Layer.provideMerge(TestAppConfigLayer(env, patch))
  )
type DataPlane = Layer.Layer.Success<ReturnType<typeof dataPlane>>

/** A fake IP Australia on a real socket, and a registry holding the trade mark adapter (cache off). */
const withIpa = <A, E>(setup: Setup, body: (fake: FakeIpAustralia) => Effect.Effect<A, E, DataPlane>) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeIpAustralia.scoped(setup.fake)
      const env = { ...fake.env(), IPAUSTRALIA_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0", ...setup.env }
      return yield* body(fake).pipe(
        Effect.provide(dataPlane(env, setup.patch)),
        Effect.provideService(UpstreamPolicy, FAST_RETRY),
        Logger.withMinimumLogLevel(LogLevel.Warning)
      )
    })
  )

const search = (params: Partial<TrademarkSearchParams> & { readonly query: string }) =>
  Effect.flatMap(TrademarkProviders, (r) => r.get("AU")).pipe(
    Effect.flatMap((p) => p.search({ searchType: "name", status: "all", limit: 20, ...params }))
  )
const detail = (number: string, includeHistory = false) =>
  Effect.flatMap(TrademarkProviders, (r) => r.get("AU")).pipe(Effect.flatMap((p) => p.getDetail(number, { includeHistory })))

const names = (page: TrademarkSearchPage) => page.results.map((r) => r.name)
const lastBody = (fake: FakeIpAustralia) => JSON.parse(fake.server.requests.filter((r) => r.path === PAGE).at(-1)!.body)

const assertNoSecrets = (error: ToolError, extra: ReadonlyArray<string> = []) => {
  const text = JSON.stringify(error) + error.toText()
  for (const secret of [FAKE_IPAUSTRALIA_CLIENT_SECRET, FAKE_IPAUSTRALIA_CLIENT_ID, "eyJraWQi", ...extra]) assert.notInclude(text, secret)
}

describe("IP Australia trade marks (against the fake IP Australia)", () => {
  it.live("name search: substrings (APPLE finds PINEAPPLE) via paged advanced search, normalised", () =>
    withIpa({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "apple" })
        assert.sameMembers(names(page), ["APPLE", "PINEAPPLE", "APPLE JACK", "SNAPPLEX", "GREEN APPLE STUDIO", "CRAB APPLE", "APPLEWOOD"])
        assert.strictEqual(page.total, 7)
        assert.isUndefined(page.nextPosition)
        assert.deepStrictEqual(
          page.results.find((r) => r.name === "APPLE"),
          {
            id: "AU-2300001",
            applicationNumber: "2300001",
            registrationNumber: "2300001",
            name: "APPLE",
            jurisdiction: "AU",
            status: "registered",
            statusDescription: "Registered: Registered/protected",
            filingDate: "2021-06-10",
            registrationDate: "2022-01-12",
            statusDate: "2022-01-12",
            owner: "Pomona Devices Pty Ltd",
            niceClasses: [9, 42],
            markFeature: "WORD",
            hasImage: false,
            source: "live"
          }
        )
        const call = fake.server.requests.find((r) => r.path === PAGE)!
        assert.strictEqual(call.method, "POST")
        assert.match(String(call.headers.authorization), /^Bearer eyJ/)
        assert.include(String(call.headers["content-type"]), "application/json")
        assert.deepStrictEqual(JSON.parse(call.body), {
          pageNumber: 0,
          pageSize: 20,
          sort: { field: "NUMBER", direction: "DESCENDING" },
          rows: [{ query: { word: { text: "apple", type: "PART" } } }]
        })
        // The documented token request: a form with the credentials in the body.
        const token = fake.server.requests.find((r) => r.path === TOKEN_PATH)!
        assert.deepStrictEqual(Object.fromEntries(new URLSearchParams(token.body)), {
          grant_type: "client_credentials",
          client_id: FAKE_IPAUSTRALIA_CLIENT_ID,
          client_secret: FAKE_IPAUSTRALIA_CLIENT_SECRET
        })
      })))

  it.live("name search: upstream matches single words, the phrase is enforced here (GREEN APPLE is not GREEN LEAF)", () =>
    withIpa({}, () =>
      Effect.gen(function*() {
        const page = yield* search({ query: "Green  Apple" })
        assert.deepStrictEqual(names(page), ["GREEN APPLE STUDIO"])
        // Upstream counted 8 (any GREEN or APPLE mark): not a total for this search.
        assert.isUndefined(page.total)
      })))

  it.live("class filter (any listed class, one OR-ed row per class) and status filters, upstream and checked here", () =>
    withIpa({}, (fake) =>
      Effect.gen(function*() {
        assert.deepStrictEqual(names(yield* search({ query: "apple", niceClasses: [32, 29] })), ["PINEAPPLE"])
        assert.deepStrictEqual(lastBody(fake).rows, [
          { query: { word: { text: "apple", type: "PART" }, classNumber: { text: "29", type: "SINGLE" } } },
          { op: "OR", query: { word: { text: "apple", type: "PART" }, classNumber: { text: "32", type: "SINGLE" } } }
        ])
        assert.sameMembers(names(yield* search({ query: "apple", niceClasses: [9, 31] })), ["APPLE", "SNAPPLEX", "CRAB APPLE"])
        assert.deepStrictEqual(names(yield* search({ query: "apple", status: "dead" })), ["SNAPPLEX"])
        assert.deepStrictEqual(lastBody(fake).rows[0].query.statuses, ["REFUSED", "NEVER_REGISTERED", "REMOVED"])
        const pending = yield* search({ query: "apple", status: "pending" })
        assert.sameMembers(pending.results.map((r) => `${r.name}:${r.status}`), ["APPLE JACK:pending", "GREEN APPLE STUDIO:opposed"])
        const live = yield* search({ query: "apple", status: "live" })
        assert.strictEqual(live.results.length, 6)
        assert.notInclude(names(live), "SNAPPLEX")
        assert.isUndefined(live.unappliedFilters)
      })))

  it.live("owner search: exact, then prefix, then substring; owners matching only some words are dropped", () =>
    withIpa({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "Kestrel Labs", searchType: "owner" })
        assert.deepStrictEqual(
          page.results.map((r) => r.owner),
          ["Kestrel Labs", "Kestrel Labs Holdings Pty Ltd", "Kestrel Labs Pty Ltd", "Big Kestrel Labs Pty Ltd"]
        )
        assert.deepStrictEqual(lastBody(fake).rows, [{ query: { owner: "Kestrel Labs" } }])
        assert.deepStrictEqual((yield* search({ query: "quote; semicolon & co", searchType: "owner" })).results.map((r) => r.name), [
          "\"QUOTED\" MARK"
        ])
      })))

  it.live("number search: up to 7 digits, with or without AU; unknown is no result; bad input names the format", () =>
    withIpa({}, (fake) =>
      Effect.gen(function*() {
        for (const query of ["2198432", "AU 2198432", "au-2198432", "TM No. 2,198,432", "AU2198432"]) {
          const page = yield* search({ query, searchType: "number" })
          assert.deepStrictEqual(page.results.map((r) => r.id), ["AU-2198432"], query)
          assert.strictEqual(fake.server.requests.at(-1)!.path, `${DETAIL}2198432`, query)
        }
        assert.deepStrictEqual((yield* search({ query: "0600123", searchType: "number" })).results.map((r) => [r.id, r.status]), [[
          "AU-600123",
          "expired"
        ]])
        assert.deepStrictEqual((yield* search({ query: "9999999", searchType: "number" })).results, [])
        assert.deepStrictEqual((yield* search({ query: "2198432", searchType: "number", status: "dead" })).results, [])
        const bad = yield* Effect.flip(search({ query: "21984321", searchType: "number" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "is not an Australian trade mark number: use a trade mark number of up to 7 digits")
        const empty = yield* Effect.flip(search({ query: "  ", searchType: "number" }))
        assert.strictEqual(empty.code, "MISSING_REQUIRED_FIELD")
      })))

  it.live("paging: positions carry on without gaps or repeats; page size clamped to 100; a foreign cursor is refused", () =>
    withIpa({}, (fake) =>
      Effect.gen(function*() {
        const seen: Array<string> = []
        let position: string | undefined
        let total = 0
        for (let i = 0; i < 20; i++) {
          const page: TrademarkSearchPage = yield* search({ query: "e", limit: 4, position })
          total = page.total ?? total
          seen.push(...page.results.map((r) => r.applicationNumber))
          position = page.nextPosition
          if (position === undefined) break
        }
        assert.isAbove(total, 8)
        assert.strictEqual(seen.length, total)
        assert.strictEqual(new Set(seen).size, total)
        assert.deepStrictEqual(
          new Set(fake.server.requests.filter((r) => r.path === PAGE).map((r) => JSON.parse(r.body).pageSize)),
          new Set([4])
        )
        // Newest numbers first.
        assert.deepStrictEqual(seen, [...seen].sort((a, b) => Number(b) - Number(a)))
        yield* search({ query: "e", limit: 500 })
        assert.strictEqual(lastBody(fake).pageSize, 100)
        assert.strictEqual((yield* Effect.flip(search({ query: "e", position: "2.5" }))).code, "INVALID_INPUT")
      })))

  it.live("detail: goods & services, owner with address, address for service, dates, opposition deadline, history by date", () =>
    withIpa({}, () =>
      Effect.gen(function*() {
        const d = yield* detail("AU 2198432", true)
        assert.strictEqual(d.id, "AU-2198432")
        assert.strictEqual(d.name, "KESTREL")
        assert.strictEqual(d.status, "registered")
        assert.strictEqual(d.registrationNumber, "2198432")
        assert.deepStrictEqual(d.goodsAndServices, [
          { classNumber: 9, description: "Computer software; Mobile apps" },
          { classNumber: 42, description: "Software as a service" }
        ])
        assert.deepStrictEqual(d.applicant, {
          name: "Kestrel Holdings Pty Ltd",
          address: "1 George St, Sydney, NSW 2000, Australia",
          city: "Sydney",
          country: "Australia"
        })
        assert.deepStrictEqual(d.representative, {
          name: "Example IP Attorneys",
          address: "Level 5, 20 Bond St, Sydney, NSW 2000, Australia"
        })
        assert.strictEqual(d.markType, "word")
        assert.strictEqual(d.markNature, "STANDARD")
        assert.strictEqual(d.renewalDate, "2031-07-01")
        assert.strictEqual(d.expirationDate, "2031-07-01")
        assert.strictEqual(d.publicationDate, "2021-11-11")
        assert.isUndefined(d.oppositionDeadline)
        assert.deepStrictEqual(
          d.prosecutionHistory?.map((h) => `${h.date} ${h.code}`),
          [
            "2021-07-01 FILED",
            "2021-09-20 EXAMINED",
            "2021-11-02 ACCEPTED",
            "2021-11-11 ACCEPTANCE_ADVERTISED",
            "2022-03-15 REGISTERED",
            "2022-03-24 REGISTRATION_ADVERTISED"
          ]
        )
        assert.isUndefined((yield* detail("2198432")).prosecutionHistory)
        // Two months after advertised acceptance, clamped to the month's end.
        const accepted = yield* detail("2500029")
        assert.deepStrictEqual([accepted.status, accepted.oppositionDeadline], ["pending", "2025-02-28"])
        const removed = yield* detail("2300004", true)
        assert.deepStrictEqual(removed.prosecutionHistory?.at(-1), {
          date: "2019-03-03",
          code: "ENDED",
          description: "Ended: Removed: Not renewed"
        })
        assert.strictEqual(removed.statusDate, "2019-03-03")
      })))

  it.live("detail: figurative marks without words, combined, sound, colour and certification marks", () =>
    withIpa({}, () =>
      Effect.gen(function*() {
        const fig = yield* detail("2500025")
        assert.deepStrictEqual([fig.name, fig.markFeature, fig.markType, fig.hasImage], ["[figurative mark]", "FIGURATIVE", "design", true])
        assert.strictEqual(fig.imageUrl, "https://cdn2.search.ipaustralia.gov.au/2500025/TRADE_MARK/1.jpg")
        assert.strictEqual(fig.description, "Stylised device")
        assert.deepStrictEqual([(yield* detail("2300003")).markType, (yield* detail("2300003")).markFeature], ["combined", "FIGURATIVE"])
        assert.deepStrictEqual([(yield* detail("2500026")).markFeature, (yield* detail("2500026")).markType], ["SOUND", "sound"])
        assert.deepStrictEqual([(yield* detail("2500031")).markFeature, (yield* detail("2500031")).markType], ["COLOUR", "color"])
        assert.strictEqual((yield* detail("2500027")).markNature, "CERTIFICATION")
        // "All" is not a Nice class.
        assert.deepStrictEqual((yield* detail("2500028")).niceClasses, [25])
      })))

  it("status mapping table (upstream-offices.md §4.5, §12)", () => {
    assert.deepStrictEqual({ ...AU_STATUS_GROUPS }, {
      REGISTERED: "registered",
      PENDING: "pending",
      REFUSED: "abandoned",
      NEVER_REGISTERED: "abandoned",
      REMOVED: "cancelled",
      DISCONTINUED: "unknown"
    })
    const cases: ReadonlyArray<readonly [string, string, string]> = [
      ["REGISTERED", "Registered/protected", "registered"],
      ["PENDING", "Awaiting examination", "pending"],
      ["PENDING", "Under opposition", "opposed"],
      ["PENDING", "Accepted/in opposition period", "pending"],
      ["PENDING", "Opposition pending", "opposed"],
      ["REFUSED", "Refused", "abandoned"],
      ["NEVER_REGISTERED", "Lapsed/not protected", "abandoned"],
      ["never registered", "", "abandoned"],
      ["REMOVED", "Not renewed", "expired"],
      ["REMOVED", "Lapsed/not protected", "expired"],
      ["REMOVED", "Cancelled", "cancelled"],
      ["REMOVED", "Revoked by court order", "cancelled"],
      ["DISCONTINUED", "Converted", "unknown"],
      ["SOMETHING_NEW", "", "unknown"]
    ]
    for (const [group, detail, status] of cases) assert.strictEqual(mapAuStatus(group, detail), status, `${group} / ${detail}`)
    assert.strictEqual(mapAuStatus(undefined, undefined), "unknown")
    assert.deepStrictEqual(AU_STATUSES_FOR.pending, ["PENDING"])
    assert.isUndefined(AU_STATUSES_FOR.all)
  })

  it("one party, one reading: trade marks and designs trim names and addresses and fold runs of white space", () => {
    const party: AuParty = {
      name: "  Acme   Widgets\n Pty  Ltd ",
      structuredAddress: {
        addressLineText: ["  1   Main  Street ", "Level\t2", "  "],
        suburb: " North   Sydney ",
        state: "NSW",
        postalCode: "2060",
        countryName: " Australia "
      }
    }
    const name = "Acme Widgets Pty Ltd"
    const address = "1 Main Street, Level 2, North Sydney, NSW 2060, Australia"
    const mark = { number: "2500100", owner: [party], addressForService: [party] }
    const tmDetail = toDetail(mark, false)
    assert.deepStrictEqual(ownerNames(mark), [name])
    assert.strictEqual(tmDetail.owner, name)
    assert.deepStrictEqual(tmDetail.applicant, { name, address, city: "North Sydney", country: "Australia" })
    assert.deepStrictEqual(tmDetail.representative, { name, address })
    const design = toDesignDetail({ number: "202500100", applicants: [party], addressForService: [party], designers: [party] })
    assert.deepStrictEqual(design.applicants, [{ name, address, country: "AU" }])
    assert.deepStrictEqual(design.representatives, [{ name, address, country: "AU" }])
    assert.deepStrictEqual(design.designers?.map((d) => d.name), [name])
  })

  const tm = fakeTrademarkSearch()
  it.live("every seeded status comes out as the table says, with the office's words", () =>
    withIpa({ fake: { products: [tm] } }, () =>
      Effect.gen(function*() {
        for (const mark of tm.marks) {
          const d = yield* detail(String(mark.number))
          assert.strictEqual(d.status, mapAuStatus(mark.statusGroup, mark.statusDetail), String(mark.number))
          assert.include(d.statusDescription ?? "", mark.statusCode)
        }
        assert.strictEqual((yield* detail("2500024")).statusDescription, "Discontinued: Converted to a new number")
      })))

  it("numbers, page windows and request bodies", () => {
    const n = (s: string) => Either.getOrThrow(normaliseAuNumber(s))
    assert.deepStrictEqual([n("2198432"), n(" AU 2198432 "), n("AU:2198432"), n("2 198 432"), n("TM 600123"), n("00012")], [
      "2198432",
      "2198432",
      "2198432",
      "2198432",
      "600123",
      "12"
    ])
    for (const bad of ["", "0", "12345678", "AU-21984X2", "NZ 2198432"]) assert.isTrue(Either.isLeft(normaliseAuNumber(bad)), bad)
    assert.deepStrictEqual(Either.getOrThrow(auPageWindow(5, "7")), { pageNumber: 1, pageSize: 5, skip: 2, offset: 7 })
    assert.deepStrictEqual(Either.getOrThrow(auPageWindow(0, undefined)), { pageNumber: 0, pageSize: 1, skip: 0, offset: 0 })
    for (const bad of ["-1", "7.5", "x", "1234567890"]) {
      const refused = auPageWindow(5, bad)
      assert.isTrue(Either.isLeft(refused), bad)
      if (Either.isLeft(refused)) assert.strictEqual(refused.left.code, "INVALID_INPUT")
    }
    const window = Either.getOrThrow(auPageWindow(10, undefined))
    const body = Either.getOrThrow(
      buildAuAdvancedSearch({ query: " kestrel  ", searchType: "fuzzy", status: "live", limit: 10, niceClasses: [42, 42, 99] }, window)
    )
    assert.deepStrictEqual(body.rows, [{
      query: { word: { text: "kestrel", type: "FUZZY" }, statuses: ["REGISTERED", "PENDING"], classNumber: { text: "42", type: "SINGLE" } }
    }])
    assert.strictEqual(
      Either.getLeft(buildAuAdvancedSearch({ query: " ", searchType: "name", status: "all", limit: 10 }, window)).pipe((
        o
      ) => (o._tag === "Some" ? o.value.code : "")),
      "MISSING_REQUIRED_FIELD"
    )
    assert.deepStrictEqual(
      ["Kestrel Labs", "KESTREL LABS PTY", "Big Kestrel-Labs", "Labs of Kestrel"].map((o) => ownerRank([o], "kestrel labs")),
      [0, 1, 2, 3]
    )
  })

  it.live("capabilities: name, owner, number, filters, detail and history; fuzzy is scored by callers", () =>
    withIpa({}, () =>
      Effect.gen(function*() {
        const row = (yield* TrademarkProviders).describe().find((d) => d.jurisdiction === "AU")!
        assert.deepStrictEqual(row.capabilities, IPAUSTRALIA_CAPABILITIES)
        assert.deepStrictEqual(Object.entries(row.capabilities).filter(([, v]) => !v).map(([k]) => k), ["fuzzy"])
        assert.strictEqual(row.provider, "IPAustralia")
      })))

  it.live("missing credentials: PROVIDER_NOT_CONFIGURED naming both settings; no upstream call", () =>
    withIpa({ env: { IPAUSTRALIA_CLIENT_SECRET: "" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(Effect.flatMap(TrademarkProviders, (r) => r.get("AU")))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(error.message, "IPAustralia provider is not configured. Set IPAUSTRALIA_CLIENT_SECRET to enable it.")
        assert.strictEqual(fake.server.requests.length, 0)
      })))

  it.live("an expired token: 401, one refresh, then the answer", () =>
    withIpa({}, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "kestrel" })
        fake.expireTokens()
        const page = yield* search({ query: "kestrel" })
        assert.isAbove(page.results.length, 0)
        assert.strictEqual(fake.tokenRequests(), 2)
        assert.strictEqual(fake.apiRequests(), 3)
      })))

  it.live("a token rejected even after a refresh: AUTH_FAILED (one refresh, no loop)", () =>
    withIpa({}, (fake) =>
      Effect.gen(function*() {
        fake.rejectTokens = true
        const error = yield* Effect.flip(detail("2198432"))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.include(error.message, "Check IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET")
        assert.strictEqual(fake.tokenRequests(), 2)
        assert.strictEqual(fake.apiRequests(), 2)
        assertNoSecrets(error)
      })))

  it.live("wrong client secret: AUTH_FAILED from the token endpoint, the echoed secret scrubbed, no API call", () =>
    withIpa({ env: { IPAUSTRALIA_CLIENT_SECRET: "wrong-ipa-secret-0042" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search({ query: "kestrel" }))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.include(error.message, "token request")
        assertNoSecrets(error, ["wrong-ipa-secret-0042"])
        assert.strictEqual(fake.apiRequests(), 0)
      })))

  it.live("token OK but 403 Invalid Client: AUTH_FAILED saying the subscription has no contract for this API; not retried", () =>
    withIpa({ fake: { contracts: [] } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search({ query: "kestrel" }))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(error.provider, "IPAustralia")
        assert.isFalse(error.retryable)
        assert.strictEqual(
          error.message,
          "IPAustralia: IP Australia refused the request (HTTP 403: Invalid Client). The credentials work (a token was issued), but the subscription has no contract for the Australian Trade Mark Search API. In the IP Australia API portal, request access to the Australian Trade Mark Search API (Production, Base Tier) for the app whose client id is in IPAUSTRALIA_CLIENT_ID."
        )
        assert.deepStrictEqual(error.details, { status: 403, reason: "no_contract" })
        assert.strictEqual(fake.tokenRequests(), 1)
        assert.strictEqual(fake.apiRequests(), 1)
        assertNoSecrets(error)
      })))

  it.live("one token and one limiter for every IP Australia API: a second product reuses both, and names its own contract", () => {
    const designs: FakeIpAustraliaProduct = {
      name: "designs",
      basePath: IPAUSTRALIA_PRODUCTS.designs.basePath,
      routes: [{ method: "GET", path: "/design/:n", handler: (_req, p) => ({ body: { number: p["n"] } }) }]
    }
    return withIpa(
      { fake: { products: [fakeTrademarkSearch(), designs], contracts: ["trademarks", "designs"] } },
      (fake) =>
        Effect.gen(function*() {
          const designApi = yield* makeIpAustraliaApi(IPAUSTRALIA_PRODUCTS.designs)
          yield* search({ query: "kestrel" })
          assert.deepStrictEqual(yield* designApi.get("/design/202115234", Schema.Struct({ number: Schema.String })), {
            number: "202115234"
          })
          assert.strictEqual(fake.tokenRequests(), 1)
          assert.deepStrictEqual(Object.keys(yield* (yield* ProviderRateLimiter).stats()), ["ipaustralia"])
          const upstreamStats = yield* (yield* UpstreamHttp).stats()
          assert.deepStrictEqual([upstreamStats["IPAustralia"]?.requests, upstreamStats["IPAustralia-Designs"]?.requests], [1, 1])
          fake.contracts.delete("designs")
          const error = yield* Effect.flip(designApi.get("/design/202115234", Schema.Struct({ number: Schema.String })))
          assert.strictEqual(error.provider, "IPAustralia-Designs")
          assert.include(error.message, "no contract for the Australian Design Search API")
          assert.isAbove((yield* search({ query: "kestrel" })).results.length, 0)
        })
    )
  })

  it.live("429: a short Retry-After is waited out; the shared budget spent gives RATE_LIMITED with the wait", () =>
    withIpa({ fake: { rateLimit: { limit: 2, windowSeconds: 60 } } }, (fake) =>
      Effect.gen(function*() {
        fake.server.rateLimitNext("0", TM_BASE_PATH)
        assert.isAbove((yield* search({ query: "kestrel" })).results.length, 0)
        yield* detail("2198432")
        const error = yield* Effect.flip(search({ query: "apple" }))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.isTrue(error.retryable)
        assert.isAbove(error.retryAfterMs ?? 0, 30_000)
        assert.strictEqual(fake.apiRequests(), 4)
      })))

  it.live("5xx: a burst is retried; a lasting one is PROVIDER_UNAVAILABLE after 3 tries", () =>
    withIpa({}, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "kestrel" })
        fake.server.failNext(2, 503, TM_BASE_PATH)
        assert.isAbove((yield* search({ query: "kestrel" })).results.length, 0)
        assert.strictEqual(fake.apiRequests(), 1 + 3)
        fake.server.failNext(5, 502, TM_BASE_PATH)
        const error = yield* Effect.flip(detail("2198432"))
        assert.strictEqual(error.code, "PROVIDER_UNAVAILABLE")
        assert.include(error.message, "IPAustralia is unavailable (HTTP 502)")
        assert.strictEqual(fake.apiRequests(), 4 + 3)
        assertNoSecrets(error)
      })))

  it.live("a silent upstream: PROVIDER_TIMEOUT after the office timeout; a slow answer is abandoned and retried", () =>
    withIpa({ patch: (c) => withOfficeTimeout(c, "IPAUSTRALIA", 150) }, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "kestrel" })
        fake.server.hangNext(TM_BASE_PATH, 3)
        const error = yield* Effect.flip(search({ query: "apple" }))
        assert.strictEqual(error.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(error.provider, "IPAustralia")
        fake.server.slowNext(400, TM_BASE_PATH)
        assert.isAbove((yield* search({ query: "apple" })).results.length, 0)
        assert.strictEqual(fake.apiRequests(), 1 + 3 + 2)
      })))

  it.live("malformed bodies: PROVIDER_ERROR with a clear reason, never a half-filled record", () =>
    withIpa({}, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "kestrel" })
        fake.server.malformedNext(TM_BASE_PATH)
        const notJson = yield* Effect.flip(search({ query: "apple" }))
        assert.strictEqual(notJson.message, "IPAustralia returned an unexpected response: the body is not valid JSON")
        fake.server.malformedNext(TM_BASE_PATH, JSON.stringify({ count: 2, trademarks: [{ number: "1" }, { number: 2 }] }))
        const shape = yield* Effect.flip(search({ query: "apple" }))
        assert.strictEqual(shape.message, "IPAustralia returned an unexpected response: trademarks.1.number: Expected string, actual 2")
        fake.server.malformedNext(TM_BASE_PATH, JSON.stringify({ number: "2198432", goodsAndServices: "nine" }))
        assert.include((yield* Effect.flip(detail("2198432"))).message, "goodsAndServices")
      })))

  it.live("unknown number: TRADEMARK_NOT_FOUND; unreachable office: PROVIDER_UNAVAILABLE", () =>
    withIpa({}, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(detail("9999999"))
        assert.strictEqual(error.code, "TRADEMARK_NOT_FOUND")
        assert.match(error.message, /^Trademark AU-9999999 not found at IP Australia\./)
      })).pipe(
        Effect.zipRight(
          withIpa({ env: { IPAUSTRALIA_BASE_URL: "http://127.0.0.1:9" } }, (fake) =>
            Effect.gen(function*() {
              const error = yield* Effect.flip(search({ query: "kestrel" }))
              assert.strictEqual(error.code, "PROVIDER_UNAVAILABLE")
              assert.strictEqual(fake.tokenRequests(), 1)
            }))
        )
      ))

  it.live("the fake: Basic credentials accepted, quick search returns ids only, bounds and unknown fields are 400s", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const fake = yield* FakeIpAustralia.scoped()
        const tokenRes = yield* Effect.promise(() =>
          fetch(`${fake.url}${TOKEN_PATH}`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              authorization: `Basic ${Buffer.from(`${FAKE_IPAUSTRALIA_CLIENT_ID}:${FAKE_IPAUSTRALIA_CLIENT_SECRET}`).toString("base64")}`
            },
            body: "grant_type=client_credentials"
          }).then((r) => r.json() as Promise<{ access_token: string; expires_in: number }>)
        )
        assert.strictEqual(tokenRes.expires_in, 3600)
        const post = (path: string, body: unknown) =>
          Effect.promise(() =>
            fetch(`${fake.url}${TM_BASE_PATH}${path}`, {
              method: "POST",
              headers: { authorization: `Bearer ${tokenRes.access_token}`, "content-type": "application/json" },
              body: JSON.stringify(body)
            }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }))
          )
        const quick = yield* post("/search/quick", {
          query: "KESTREL",
          filters: { quickSearchType: ["WORD"], status: ["REGISTERED"] },
          sort: { field: "NUMBER", direction: "ASCENDING" }
        })
        assert.deepStrictEqual(quick.body, { count: 1, trademarkIds: ["2198432"] })
        const byOwner = yield* post("/search/quick", { query: "Pomona", filters: { quickSearchType: ["NAME"] } })
        assert.deepStrictEqual(byOwner.body.trademarkIds, ["2300001", "2300005", "2500025"])
        assert.strictEqual((yield* post("/page/advanced", { pageSize: 101, rows: [{ query: { word: { text: "a" } } }] })).status, 400)
        const unknown = yield* post("/page/advanced", { rows: [{ query: { colour: "red" } }] })
        assert.deepStrictEqual([unknown.status, unknown.body.message], [400, "Unsupported query field 'colour'"])
        const advanced = yield* post("/search/advanced", {
          rows: [{ query: { word: { text: "apple", type: "EXACT" } } }, { op: "OR", query: { word: { text: "pineapple", type: "EXACT" } } }]
        })
        assert.deepStrictEqual(advanced.body.trademarkIds, ["2300001", "2300002"])
        const noToken = yield* Effect.promise(() => fetch(`${fake.url}${TM_BASE_PATH}/trade-mark/2198432`))
        assert.strictEqual(noToken.status, 401)
      })
    ))
})
