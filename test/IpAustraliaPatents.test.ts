import { assert, describe, it } from "@effect/vitest"
import { Effect, Either, Layer, Logger, LogLevel } from "effect"
import type { AppConfigShape } from "../src/Config/AppConfig.js"
import type { PatentStatus } from "../src/Domain/Patent.js"
import type { ToolError } from "../src/Domain/ToolError.js"
import { UpstreamLive } from "../src/Providers/index.js"
import { offsetOfCursor } from "../src/Providers/IpAustralia/IpAustraliaPaging.js"
import {
  containsEveryWord,
  looksLikeAuPatentNumber,
  parseAuPatentNumber,
  parsePctNumber,
  significantWords
} from "../src/Providers/IpAustralia/IpAustraliaPatentQuery.js"
import { type AuPatentSearchParams, IpAustraliaPatents } from "../src/Providers/IpAustralia/IpAustraliaPatents.js"
import { AU_PATENT_STATUS_CODES, mapAuPatentStatus } from "../src/Providers/IpAustralia/IpAustraliaPatentStatus.js"
import { rootOf } from "../src/Providers/IpAustralia/IpAustraliaWords.js"
import { Cache } from "../src/Upstream/Cache.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import {
  FAKE_IPAUSTRALIA_CLIENT_ID,
  FAKE_IPAUSTRALIA_CLIENT_SECRET,
  FakeIpAustralia,
  type FakeIpAustraliaOptions,
  TOKEN_PATH
} from "./fakes/FakeIpAustralia.js"
import { type FakePatentSearch, fakePatentSearch, PATENT_BASE_PATH } from "./fakes/FakeIpAustraliaPatents.js"
import { generatedPatents } from "./fakes/IpAustraliaPatentSeed.js"
import { TestAppConfigLayer, withOfficeTimeout } from "./support/TestAppConfig.js"

const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 2 }
const QUICK = `${PATENT_BASE_PATH}/search/quick`

interface Setup {
  readonly env?: Record<string, string>
  readonly patch?: (c: AppConfigShape) => AppConfigShape
  readonly fake?: FakeIpAustraliaOptions
  readonly patents?: ReadonlyArray<Record<string, unknown>>
}

/** A fake IP Australia serving patents on a real socket, and the adapter pointed at it (cache off unless `env` turns it on). */
const withPatents = <A, E>(
  setup: Setup,
  body: (fake: FakeIpAustralia, product: FakePatentSearch) => Effect.Effect<A, E, IpAustraliaPatents>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const product = fakePatentSearch(setup.patents)
      const fake = yield* FakeIpAustralia.scoped({ products: [product], ...setup.fake })
      const env = { ...fake.env(), IPAUSTRALIA_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0", ...setup.env }
      const layer = IpAustraliaPatents.layer.pipe(
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

const search = (query: string, options: Partial<Omit<AuPatentSearchParams, "query">> = {}) =>
  Effect.flatMap(IpAustraliaPatents, (p) => p.search({ query, searchMode: "QUICK_NO_ABSTRACT", limit: 20, ...options }))
const status = (n: string, includeDocuments = false) => Effect.flatMap(IpAustraliaPatents, (p) => p.status(n, { includeDocuments }))

const numbers = (page: { readonly results: ReadonlyArray<{ readonly applicationNumber: string }> }) =>
  page.results.map((r) => r.applicationNumber)

const assertNoSecrets = (error: ToolError) => {
  const text = JSON.stringify(error) + error.toText()
  for (const secret of [FAKE_IPAUSTRALIA_CLIENT_SECRET, FAKE_IPAUSTRALIA_CLIENT_ID, "eyJraWQi"]) assert.notInclude(text, secret)
}

describe("IP Australia patents: numbers, words, status codes", () => {
  it("application numbers with or without AU, separators and kind codes; clear errors otherwise", () => {
    for (const input of ["2020267890", "AU2020267890", "AU2020267890 A1", "AU 2020/267890 B2", "au-p-2020267890", " 2020 267 890 "]) {
      assert.deepStrictEqual(parseAuPatentNumber(input), Either.right("2020267890"), input)
    }
    for (const input of ["20201234", "abc", "3020267890", "AU20202678901"]) {
      const e = parseAuPatentNumber(input)
      assert.isTrue(Either.isLeft(e), input)
      if (Either.isLeft(e)) {
        assert.strictEqual(e.left.code, "INVALID_INPUT")
        assert.include(
          e.left.message,
          "is not an Australian patent application number: use 10 digits, the filing year then a 6-digit sequence (e.g. 2020267890)"
        )
        assert.deepStrictEqual(e.left.details, { field: "applicationNumber" })
      }
    }
    assert.isTrue(looksLikeAuPatentNumber("AU2020267890 A1"))
    assert.isTrue(looksLikeAuPatentNumber("20201234"))
    assert.isFalse(looksLikeAuPatentNumber("5G antenna"))
    assert.isFalse(looksLikeAuPatentNumber("2020"))
    assert.strictEqual(parsePctNumber("pct/us2020/028456"), "PCT/US2020/028456")
    assert.isUndefined(parsePctNumber("PCT cooling"))
  })

  it("significant words: stop words dropped, plurals folded; every word must appear as a word", () => {
    assert.deepStrictEqual(significantWords("A battery for the Batteries of garden-tools"), ["battery", "garden", "tool"])
    assert.deepStrictEqual(significantWords("the of and"), [])
    assert.deepStrictEqual(["batteries", "chairs", "boxes", "toys", "glass"].map(rootOf), ["batter", "chair", "box", "toy", "glass"])
    assert.isTrue(containsEveryWord(["lithium", "battery"], ["Cathode material for lithium-ion batteries"]))
    assert.isFalse(containsEveryWord(["lithium", "battery"], ["Lithium extraction from brine"]))
    // Whole words: "cat" is not in "cathode".
    assert.isFalse(containsEveryWord(["cat"], ["Cathode material"]))
    assert.deepStrictEqual(offsetOfCursor(undefined, "t"), Either.right(0))
    assert.deepStrictEqual(offsetOfCursor("40", "t"), Either.right(40))
    assert.isTrue(Either.isLeft(offsetOfCursor("page-2", "t")))
  })

  it("status table: every AU code to §2.3, spelled-out forms too, anything else unknown", () => {
    const expected: Record<string, PatentStatus> = {
      FILED: "filed",
      OPI: "filed",
      "Open to Public Inspection": "filed",
      EXAMINATION_REQUESTED: "under_examination",
      "Under Examination": "under_examination",
      ACCEPTED: "accepted",
      OPPOSED: "accepted",
      SEALED: "sealed",
      CERTIFIED: "sealed",
      CEASED: "ceased",
      LAPSED: "lapsed",
      EXPIRED: "expired",
      REVOKED: "revoked",
      WITHDRAWN: "withdrawn",
      REFUSED: "refused",
      PROVISIONAL_ONLY: "unknown",
      "": "unknown"
    }
    for (const [code, status] of Object.entries(expected)) assert.strictEqual(mapAuPatentStatus(code), status, code)
    assert.strictEqual(mapAuPatentStatus(undefined), "unknown")
    const targets = new Set(Object.values(AU_PATENT_STATUS_CODES))
    for (
      const s of ["filed", "under_examination", "accepted", "sealed", "ceased", "lapsed", "expired", "revoked", "withdrawn", "refused"]
    ) {
      assert.isTrue(targets.has(s as PatentStatus), s)
    }
  })
})

describe("IP Australia patents (against the fake IP Australia)", () => {
  it.live("keyword search: upstream ORs the words; only results with every word are kept, and the count dropped is reported", () =>
    withPatents({}, (fake, product) =>
      Effect.gen(function*() {
        const page = yield* search("lithium battery")
        assert.deepStrictEqual(numbers(page), ["2024210101", "2023201234", "2022204444", "2020267890"])
        assert.strictEqual(page.upstreamTotalResults, 14)
        assert.deepStrictEqual(page.wordFilter, { applied: true, significantWords: ["lithium", "battery"], scanned: 14, filteredOut: 10 })
        assert.strictEqual(page.totalResults, 4)
        assert.isFalse(page.hasMore)
        assert.strictEqual(page.searchType, "DETAILS")
        assert.deepStrictEqual(product.searches[0], {
          query: "lithium battery",
          searchType: "DETAILS",
          searchMode: "QUICK_NO_ABSTRACT",
          pageNumber: 0,
          pageSize: 50,
          sort: { field: "APPLICATION_NUMBER", direction: "DESC" }
        })
        const call = fake.server.requests.find((r) => r.path === QUICK)!
        assert.match(String(call.headers.authorization), /^Bearer eyJ/)
        assert.deepStrictEqual(
          page.results.find((r) => r.applicationNumber === "2020267890"),
          {
            id: "AU-P-2020267890",
            applicationNumber: "2020267890",
            jurisdiction: "AU",
            status: "sealed",
            statusDescription: "SEALED (granted and in force)",
            applicants: [{ name: "Example Battery Co" }],
            pctNumber: "PCT/US2020/028456",
            title: "Cathode material for lithium-ion batteries",
            patentType: "Standard",
            filingDate: "2020-04-15",
            priorityDate: "2019-04-16",
            expiryDate: "2040-04-15",
            inventors: [{ name: "Smith, Alex" }],
            ipcClassification: [
              { code: "H01M 4/525", sequence: 1 },
              { code: "H01M 10/0525", sequence: 2 }
            ],
            familyId: "68172345",
            source: "live"
          }
        )
      })))

  it.live("QUICK_ABSTRACT also searches abstracts (and checks them); stop words do not count", () =>
    withPatents({}, (_fake, product) =>
      Effect.gen(function*() {
        const page = yield* search("lithium battery", { searchMode: "QUICK_ABSTRACT" })
        assert.sameMembers(numbers(page), ["2024210101", "2023201234", "2022204444", "2020267890", "2021244444", "2017202020"])
        assert.strictEqual(product.searches[0]!["searchMode"], "QUICK_ABSTRACT")
        assert.isDefined(page.results[0]!.abstract)
        const garden = yield* search("a battery for the garden")
        assert.deepStrictEqual(numbers(garden), ["2016201616"])
        assert.deepStrictEqual(garden.wordFilter.significantWords, ["battery", "garden"])
      })))

  it.live("one significant word: no narrowing, the upstream total stands", () =>
    withPatents({}, () =>
      Effect.gen(function*() {
        const page = yield* search("coffee")
        assert.deepStrictEqual(numbers(page), ["2022266666", "2022255555"])
        assert.strictEqual(page.totalResults, 2)
        assert.deepStrictEqual(page.wordFilter, { applied: false, significantWords: ["coffee"], scanned: 2, filteredOut: 0 })
      })))

  it.live("full-text mode: results are not narrowed (the matched text is not in results) and it says so", () =>
    withPatents({}, () =>
      Effect.gen(function*() {
        const page = yield* search("alumina garnet", { searchMode: "ADVANCED_FULL_TEXT" })
        assert.isFalse(page.wordFilter.applied)
        assert.include(page.wordFilter.note ?? "", "not narrowed to every word")
        assert.sameMembers(numbers(page), ["2020267890", "2022204444"])
      })))

  it.live("numbers: an application number or PCT number is an ID lookup; a malformed number is INVALID_INPUT without a request", () =>
    withPatents({}, (fake, product) =>
      Effect.gen(function*() {
        const byNumber = yield* search("AU2020267890 A1")
        assert.deepStrictEqual(numbers(byNumber), ["2020267890"])
        assert.strictEqual(byNumber.searchType, "ID")
        assert.deepStrictEqual([product.searches[0]!["query"], product.searches[0]!["searchType"]], ["2020267890", "ID"])
        const byPct = yield* search("PCT/US2020/028456")
        assert.deepStrictEqual(numbers(byPct), ["2020267890"])
        const none = yield* search("2099999999")
        assert.deepStrictEqual([none.results.length, none.hasMore], [0, false])
        const before = fake.apiRequests()
        const error = yield* Effect.flip(search("20201234"))
        assert.strictEqual(error.code, "INVALID_INPUT")
        assert.include(error.message, "\"20201234\" is not an Australian patent application number: use 10 digits")
        assert.deepStrictEqual(error.details, { field: "query" })
        assert.strictEqual(fake.apiRequests(), before)
        assert.strictEqual((yield* Effect.flip(search("   "))).code, "MISSING_REQUIRED_FIELD")
        assert.strictEqual((yield* Effect.flip(search("coffee", { cursor: "page2" }))).code, "INVALID_INPUT")
      })))

  it.live("paging with the filter: full pages while any remain, upstream read 50 at a time, no result twice or lost", () =>
    withPatents({ patents: generatedPatents(120, "widget", "gear") }, (_fake, product) =>
      Effect.gen(function*() {
        const first = yield* search("widget gear")
        assert.strictEqual(first.results.length, 20)
        assert.deepStrictEqual([first.hasMore, first.cursor, first.upstreamTotalResults, first.wordFilter.filteredOut], [
          true,
          "40",
          120,
          20
        ])
        assert.isUndefined(first.totalResults)
        const second = yield* search("widget gear", { cursor: first.cursor })
        assert.deepStrictEqual([second.results.length, second.hasMore, second.cursor], [20, true, "80"])
        const third = yield* search("widget gear", { cursor: second.cursor })
        assert.deepStrictEqual([third.results.length, third.hasMore, third.cursor], [20, false, undefined])
        const all = [...numbers(first), ...numbers(second), ...numbers(third)]
        assert.strictEqual(new Set(all).size, 60)
        for (const r of [...first.results, ...second.results, ...third.results]) assert.include(r.title ?? "", "gear")
        assert.isTrue(product.searches.every((b) => b["pageSize"] === 50))
        assert.deepStrictEqual(
          product.searches.map((b) => b["pageNumber"]),
          [0, 0, 1, 1, 2]
        )
      })))

  it.live("paging without the filter: limit honoured, cursor is the next offset", () =>
    withPatents({ patents: generatedPatents(70, "widget", "gear") }, () =>
      Effect.gen(function*() {
        const first = yield* search("widget", { limit: 50 })
        assert.deepStrictEqual([first.results.length, first.hasMore, first.cursor, first.totalResults], [50, true, "50", 70])
        const second = yield* search("widget", { limit: 50, cursor: first.cursor })
        assert.deepStrictEqual([second.results.length, second.hasMore], [20, false])
      })))

  it.live("a filter that drops everything: at most 4 upstream pages a call, then an empty page that says how many were dropped", () =>
    withPatents({ patents: generatedPatents(260, "widget", "gear") }, (_fake, product) =>
      Effect.gen(function*() {
        const page = yield* search("widget zebra")
        assert.deepStrictEqual([page.results.length, page.hasMore, page.cursor], [0, true, "200"])
        assert.deepStrictEqual([page.wordFilter.scanned, page.wordFilter.filteredOut], [200, 200])
        assert.include(page.wordFilter.note ?? "", "200 of 200 results read lacked some word")
        assert.strictEqual(product.searches.length, 4)
        const rest = yield* search("widget zebra", { cursor: page.cursor })
        assert.deepStrictEqual([rest.results.length, rest.hasMore, rest.wordFilter.filteredOut], [0, false, 60])
      })))

  it.live("detail: the full record normalised; claims and description only with includeDocuments", () =>
    withPatents({}, () =>
      Effect.gen(function*() {
        const result = yield* status("AU 2020267890 B2")
        assert.deepStrictEqual(result.currentStatus, {
          code: "sealed",
          description: "SEALED (granted and in force)",
          date: "2022-09-29",
          isLive: true
        })
        assert.deepStrictEqual(result.patent, {
          id: "AU-P-2020267890",
          applicationNumber: "2020267890",
          jurisdiction: "AU",
          status: "sealed",
          statusDescription: "SEALED (granted and in force)",
          applicants: [{ name: "Example Battery Co" }],
          pctNumber: "PCT/US2020/028456",
          wipoNumber: "WO2020/214567",
          title: "Cathode material for lithium-ion batteries",
          patentType: "Standard",
          filingDate: "2020-04-15",
          priorityDate: "2019-04-16",
          expiryDate: "2040-04-15",
          inventors: [{ name: "Smith, Alex" }],
          ipcClassification: [
            { code: "H01M 4/525", sequence: 1 },
            { code: "H01M 10/0525", sequence: 2 }
          ],
          familyId: "68172345",
          abstract: "A cathode comprising a nickel-rich layered oxide coated with alumina.",
          source: "live",
          owners: [{ name: "Example Battery Co", country: "US" }],
          representatives: [{ name: "Example IP Attorneys" }],
          pctDetails: { pctNumber: "PCT/US2020/028456", nationalPhaseEntryDate: "2021-10-15" },
          conventionDetails: [{ applicationNumber: "62/834,567", priorityCountryCode: "US", filingDate: "2019-04-16" }],
          lifecycle: {
            filedDate: "2020-04-15",
            opiDate: "2020-10-22",
            examinationRequestedDate: "2021-11-01",
            acceptanceDate: "2022-06-02",
            acceptancePublishedDate: "2022-06-16",
            sealingDate: "2022-09-29",
            inForceToDate: "2026-04-15",
            expiryDate: "2040-04-15"
          },
          statusHistory: [
            { code: "FILED", date: "2020-04-15" },
            { code: "OPI", date: "2020-10-22" },
            { code: "EXAMINATION_REQUESTED", date: "2021-11-01" },
            { code: "ACCEPTED", date: "2022-06-02" },
            { code: "SEALED", date: "2022-09-29" }
          ],
          relatedPatents: [{ relationship: "Divisional", number: "2022209999" }],
          publishedDocuments: [
            { documentTypeCode: "A1", documentName: "2020267890-A1.pdf", hasAbstract: true, hasClaims: true, hasDescription: false },
            { documentTypeCode: "B2", documentName: "2020267890-B2.pdf", hasAbstract: true, hasClaims: true, hasDescription: true }
          ],
          conventionApplicationIndicator: true
        })
        const withDocs = yield* status("2020267890", true)
        assert.strictEqual(withDocs.patent.claims, "1. A cathode material comprising a layered oxide coated with alumina.")
        assert.strictEqual(withDocs.patent.description, "Field: lithium-ion batteries. Background ...")
      })))

  it.live("status through the adapter: innovation patents certified = sealed, opposed = accepted + under opposition, unknown codes kept", () =>
    withPatents({}, () =>
      Effect.gen(function*() {
        const innovation = yield* status("2018101010")
        assert.deepStrictEqual([innovation.patent.status, innovation.patent.patentType, innovation.patent.statusDescription], [
          "sealed",
          "Innovation",
          "CERTIFIED"
        ])
        const opposed = yield* status("2021300303")
        assert.deepStrictEqual([opposed.patent.status, opposed.patent.currentlyUnderOpposition], ["accepted", true])
        assert.include(opposed.notes, "The application is under opposition.")
        const odd = yield* status("2024299999")
        assert.deepStrictEqual(odd.currentStatus, { code: "unknown", description: "PROVISIONAL_ONLY", date: "2024-04-04", isLive: false })
        const lapsed = yield* status("2017202020")
        assert.deepStrictEqual([lapsed.patent.status, lapsed.currentStatus.isLive], ["lapsed", false])
      })))

  it.live("unknown number: PATENT_NOT_FOUND naming the number and format; a malformed one never reaches the office", () =>
    withPatents({}, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(status("2099999999"))
        assert.strictEqual(error.code, "PATENT_NOT_FOUND")
        assert.strictEqual(error.provider, "IPAustralia-Patents")
        assert.match(error.message, /^Patent AU-P-2099999999 not found at IP Australia\. Check the application number: 10 digits/)
        const before = fake.apiRequests()
        assert.strictEqual((yield* Effect.flip(status("12345"))).code, "INVALID_INPUT")
        assert.strictEqual(fake.apiRequests(), before)
      })))

  it.live("missing credentials: PROVIDER_NOT_CONFIGURED naming IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET, no request", () =>
    withPatents({ env: { IPAUSTRALIA_CLIENT_ID: "", IPAUSTRALIA_CLIENT_SECRET: "" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search("lithium"))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(error.provider, "IPAustralia-Patents")
        assert.strictEqual(
          error.message,
          "IPAustralia-Patents provider is not configured. Set IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET to enable it."
        )
        assert.strictEqual((yield* Effect.flip(status("2020267890"))).code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(fake.server.requests.length, 0)
      })).pipe(
        Effect.zipRight(
          withPatents({ env: { ENABLE_IPAUSTRALIA: "false" } }, (fake) =>
            Effect.gen(function*() {
              const error = yield* Effect.flip(search("lithium"))
              assert.strictEqual(
                error.message,
                "IPAustralia-Patents provider is disabled (ENABLE_IPAUSTRALIA=false is set). Set ENABLE_IPAUSTRALIA=true to enable it."
              )
              assert.strictEqual(fake.server.requests.length, 0)
            }))
        )
      ))

  it.live("token OK but 403 Invalid Client: AUTH_FAILED naming the Australian Patent Search API contract", () =>
    withPatents({ fake: { contracts: ["trademarks"] } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search("lithium"))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(error.provider, "IPAustralia-Patents")
        assert.include(error.message, "the subscription has no contract for the Australian Patent Search API")
        assert.include(error.message, "IPAUSTRALIA_CLIENT_ID")
        assert.deepStrictEqual([fake.tokenRequests(), fake.apiRequests()], [1, 1])
        assertNoSecrets(error)
      })))

  it.live("an expired token: 401, one refresh, then the answer", () =>
    withPatents({}, (fake) =>
      Effect.gen(function*() {
        yield* status("2020267890")
        fake.expireTokens()
        assert.strictEqual((yield* status("2020267890")).patent.status, "sealed")
        assert.deepStrictEqual([fake.tokenRequests(), fake.apiRequests()], [2, 3])
        assert.strictEqual(fake.server.count(TOKEN_PATH), 2)
      })))

  it.live("429: the office's budget spent gives RATE_LIMITED with its Retry-After; a 5xx burst is retried", () =>
    withPatents({ fake: { rateLimit: { limit: 1, windowSeconds: 60 } } }, (fake) =>
      Effect.gen(function*() {
        yield* search("coffee")
        const error = yield* Effect.flip(search("lithium"))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.strictEqual(error.provider, "IPAustralia-Patents")
        assert.isAbove(error.retryAfterMs ?? 0, 30_000)
        assertNoSecrets(error)
        assert.isAtLeast(fake.apiRequests(), 2)
      })).pipe(
        Effect.zipRight(
          withPatents({}, (fake) =>
            Effect.gen(function*() {
              fake.server.failNext(2, 503, PATENT_BASE_PATH)
              assert.strictEqual((yield* search("coffee")).results.length, 2)
              fake.server.failNext(5, 502, PATENT_BASE_PATH)
              const error = yield* Effect.flip(status("2020267890"))
              assert.strictEqual(error.code, "PROVIDER_UNAVAILABLE")
              assert.include(error.message, "IPAustralia-Patents is unavailable (HTTP 502)")
            }))
        )
      ))

  it.live("malformed bodies: PROVIDER_ERROR with the reason; a silent office: PROVIDER_TIMEOUT", () =>
    withPatents({ patch: (c) => withOfficeTimeout(c, "IPAUSTRALIA", 150) }, (fake) =>
      Effect.gen(function*() {
        fake.server.malformedNext(PATENT_BASE_PATH)
        assert.strictEqual(
          (yield* Effect.flip(search("coffee"))).message,
          "IPAustralia-Patents returned an unexpected response: the body is not valid JSON"
        )
        fake.server.malformedNext(PATENT_BASE_PATH, JSON.stringify({ totalHits: 1, results: [{ applicationNumber: 2020267890 }] }))
        assert.strictEqual(
          (yield* Effect.flip(search("coffee"))).message,
          "IPAustralia-Patents returned an unexpected response: results.0.applicationNumber: Expected string, actual 2020267890"
        )
        fake.server.malformedNext(PATENT_BASE_PATH, JSON.stringify({ bibliographicData: {} }))
        const detail = yield* Effect.flip(status("2020267890"))
        assert.strictEqual(detail.code, "PROVIDER_ERROR")
        assert.include(detail.message, "bibliographicData.applicationNumber")
        fake.server.hangNext(PATENT_BASE_PATH, 3)
        const timeout = yield* Effect.flip(status("2020267890"))
        assert.strictEqual(timeout.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(timeout.provider, "IPAustralia-Patents")
      })))

  it.live("the fake: pageSize over 50, unknown modes and bad numbers are 400s; Quick Search ORs the words", () =>
    withPatents({}, (fake) =>
      Effect.gen(function*() {
        const token = yield* Effect.promise(() =>
          fetch(`${fake.url}${TOKEN_PATH}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: `grant_type=client_credentials&client_id=${FAKE_IPAUSTRALIA_CLIENT_ID}&client_secret=${FAKE_IPAUSTRALIA_CLIENT_SECRET}`
          }).then((r) => r.json() as Promise<{ access_token: string }>)
        )
        const post = (body: unknown) =>
          Effect.promise(() =>
            fetch(`${fake.url}${QUICK}`, {
              method: "POST",
              headers: { authorization: `Bearer ${token.access_token}`, "content-type": "application/json" },
              body: JSON.stringify(body)
            }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }))
          )
        assert.deepStrictEqual(yield* post({ query: "coffee", pageSize: 51 }), {
          status: 400,
          body: { status: 400, message: "pageSize must be between 1 and 50" }
        })
        assert.strictEqual((yield* post({ query: "coffee", searchMode: "FUZZY" })).status, 400)
        const or = yield* post({ query: "zinc coffee", pageSize: 50 })
        assert.strictEqual(or.body["totalHits"], 3)
        assert.notProperty(or.body["results"][0], "abstractText")
        const bad = yield* Effect.promise(() =>
          fetch(`${fake.url}${PATENT_BASE_PATH}/patent/123`, { headers: { authorization: `Bearer ${token.access_token}` } })
        )
        assert.strictEqual(bad.status, 400)
      })))
})
