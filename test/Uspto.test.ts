import { assert, describe, it } from "@effect/vitest"
import { Effect, Either, Layer, Logger, LogLevel } from "effect"
import type { AppConfigShape } from "../src/Config/AppConfig.js"
import type { ToolError } from "../src/Domain/ToolError.js"
import { tm5Status } from "../src/Domain/Trademark.js"
import { UpstreamLive } from "../src/Providers/index.js"
import { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import type { TrademarkSearchParams } from "../src/Providers/TrademarkProvider.js"
import { parseUsptoNumber } from "../src/Providers/Uspto/UsptoNumbers.js"
import { mapUsptoStatus, USPTO_STATUS_CODES, usptoStatusFromCode } from "../src/Providers/Uspto/UsptoStatus.js"
import { USPTO_CAPABILITIES, UsptoTrademarksSpec } from "../src/Providers/Uspto/UsptoTrademarks.js"
import { Cache } from "../src/Upstream/Cache.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import { CASE_STATUS_PREFIX, FAKE_USPTO_API_KEY, FakeUspto, type FakeUsptoOptions } from "./fakes/FakeUspto.js"
import { TestAppConfigLayer, withOfficeTimeout } from "./support/TestAppConfig.js"

/** Real backoff would only slow the suite: the retry count is what these tests check. */
const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 2 }

interface Setup {
  readonly env?: Record<string, string>
  readonly patch?: (c: AppConfigShape) => AppConfigShape
  readonly fake?: FakeUsptoOptions
}

/** A fake TSDR on a real socket and a registry holding the USPTO adapter (cache off unless `env` turns it on). */
const withUspto = <A, E>(setup: Setup, body: (fake: FakeUspto) => Effect.Effect<A, E, TrademarkProviders>) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeUspto.scoped(setup.fake)
      const env = { ...fake.env(), USPTO_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0", ...setup.env }
      const dataPlane = TrademarkProviders.layer([UsptoTrademarksSpec]).pipe(
        Layer.provideMerge(Layer.mergeAll(UpstreamLive, Cache.Default)),
        Layer.provide(TestAppConfigLayer(env, setup.patch))
      )
      return yield* body(fake).pipe(
        Effect.provide(dataPlane),
        Effect.provideService(UpstreamPolicy, FAST_RETRY),
        Logger.withMinimumLogLevel(LogLevel.Warning)
      )
    })
  )

const search = (params: Partial<TrademarkSearchParams> & { readonly query: string }) =>
  Effect.flatMap(TrademarkProviders, (r) => r.get("US")).pipe(
    Effect.flatMap((p) => p.search({ searchType: "number", status: "all", limit: 20, ...params }))
  )
const detail = (number: string, includeHistory = false) =>
  Effect.flatMap(TrademarkProviders, (r) => r.get("US")).pipe(Effect.flatMap((p) => p.getDetail(number, { includeHistory })))

const assertNoSecrets = (error: ToolError, extra: ReadonlyArray<string> = []) => {
  const text = JSON.stringify(error) + error.toText()
  for (const secret of [FAKE_USPTO_API_KEY, ...extra]) assert.notInclude(text, secret)
}

describe("USPTO TSDR trademarks (against the fake TSDR)", () => {
  it.live("number search: the one mark, normalised; the key header and the case path are TSDR's", () =>
    withUspto({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "97001234" })
        assert.deepStrictEqual(page.results, [
          {
            id: "US-97001234",
            applicationNumber: "97001234",
            registrationNumber: "7012345",
            name: "CLOUDBOOKS",
            jurisdiction: "US",
            status: "registered",
            statusDescription: "Registered.",
            filingDate: "2021-08-30",
            registrationDate: "2023-04-11",
            statusDate: "2023-04-11",
            owner: "Cloudbooks Inc.",
            niceClasses: [42],
            imageUrl: "https://tsdr.uspto.gov/img/97001234/large",
            markFeature: "FIGURATIVE",
            hasImage: true,
            source: "live"
          }
        ])
        assert.strictEqual(page.total, 1)
        assert.isUndefined(page.nextPosition)
        const call = fake.server.requests.at(-1)!
        assert.strictEqual(call.path, `${CASE_STATUS_PREFIX}/sn97001234/info`)
        assert.strictEqual(call.headers["uspto-api-key"], FAKE_USPTO_API_KEY)
        assert.include(String(call.headers.accept), "application/json")
      })))

  it.live("number search accepts serial and registration forms: 97/001,234, sn, US-, Reg. No. 7,012,345, rn", () =>
    withUspto({}, (fake) =>
      Effect.gen(function*() {
        for (const query of ["97/001,234", "sn97001234", "SN 97-001234", "US-97001234", "US 97001234", "Serial No. 97001234"]) {
          const page = yield* search({ query })
          assert.deepStrictEqual(page.results.map((r) => r.id), ["US-97001234"], query)
          assert.strictEqual(fake.server.requests.at(-1)!.path, `${CASE_STATUS_PREFIX}/sn97001234/info`, query)
        }
        for (const query of ["7012345", "rn7012345", "RN 7,012,345", "Reg. No. 7,012,345", "U.S. Reg. No. 7012345", "US-rn7012345"]) {
          const page = yield* search({ query })
          assert.deepStrictEqual(page.results.map((r) => r.id), ["US-97001234"], query)
          assert.strictEqual(fake.server.requests.at(-1)!.path, `${CASE_STATUS_PREFIX}/rn7012345/info`, query)
        }
        // Old registrations have fewer digits: padded to TSDR's 7.
        const old = yield* search({ query: "Reg. No. 1,987,654" })
        assert.deepStrictEqual(old.results.map((r) => [r.id, r.status]), [["US-74666666", "expired"]])
        const bad = yield* Effect.flip(search({ query: "970012345" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "is not a USPTO trademark number")
        assert.include(bad.message, "8-digit serial number")
      })))

  it.live("number search: an unknown number is no result (404 or an empty trademarks list); filters apply to the one mark", () =>
    withUspto({}, (fake) =>
      Effect.gen(function*() {
        assert.deepStrictEqual((yield* search({ query: "99999999" })).results, [])
        fake.unknownAs = "empty"
        assert.deepStrictEqual((yield* search({ query: "99999999" })).results, [])
        assert.deepStrictEqual((yield* search({ query: "97001234", status: "dead" })).results, [])
        assert.strictEqual((yield* search({ query: "97001234", status: "live" })).results.length, 1)
        assert.deepStrictEqual((yield* search({ query: "97001234", niceClasses: [9] })).results, [])
        assert.strictEqual((yield* search({ query: "97001234", niceClasses: [9, 42] })).results.length, 1)
      })))

  it.live("name, owner and fuzzy searches: NOT_SUPPORTED, saying there is no USPTO search API and how to load the local register", () =>
    withUspto({}, (fake) =>
      Effect.gen(function*() {
        for (const searchType of ["name", "owner", "fuzzy"] as const) {
          const error = yield* Effect.flip(search({ query: "cloudbooks", searchType }))
          assert.strictEqual(error.code, "NOT_SUPPORTED")
          assert.strictEqual(error.provider, "USPTO")
          assert.isFalse(error.retryable)
          assert.include(error.message, `USPTO has no official trademark search API, so a live US ${searchType} search is not possible`)
          assert.include(error.message, "use searchType \"number\"")
          assert.include(error.message, "ipdata-mcp import <file> --format uspto-xml")
          assert.include(error.message, "TRTDXFAP")
          assert.deepStrictEqual(error.details, { supportedSearchTypes: ["number"], localRegisterFormat: "uspto-xml" })
        }
        assert.strictEqual(fake.server.requests.length, 0)
        const registry = yield* TrademarkProviders
        const row = registry.describe().find((d) => d.jurisdiction === "US")!
        assert.deepStrictEqual(row.capabilities, USPTO_CAPABILITIES)
        assert.deepStrictEqual(
          Object.entries(row.capabilities).filter(([, v]) => v).map(([k]) => k),
          ["number", "detail", "history"]
        )
      })))

  it.live("detail: goods & services still on file, current owner, attorney, basis, nature, design codes, history oldest first", () =>
    withUspto({}, () =>
      Effect.gen(function*() {
        const d = yield* detail("97001234", true)
        assert.strictEqual(d.id, "US-97001234")
        assert.strictEqual(d.registrationNumber, "7012345")
        assert.strictEqual(d.markType, "combined")
        assert.strictEqual(d.description, "The mark consists of a cloud above the word CLOUDBOOKS.")
        // The deleted class 9 entry is gone; class 42 stays.
        assert.deepStrictEqual(d.goodsAndServices, [{
          classNumber: 42,
          description: "Software as a service featuring bookkeeping software"
        }])
        assert.deepStrictEqual(d.niceClasses, [42])
        // The registrant (party type 30), not the original applicant (10).
        assert.deepStrictEqual(d.applicant, {
          name: "Cloudbooks Inc.",
          address: "500 Congress Ave, Suite 200",
          city: "Austin",
          country: "US"
        })
        assert.strictEqual(d.owner, "Cloudbooks Inc.")
        assert.strictEqual(d.attorney, "JANE ROE")
        assert.deepStrictEqual(d.representative, { name: "JANE ROE", address: "1 Main St, Austin, 78701, US" })
        assert.deepStrictEqual(d.disclaimers, ["\"BOOKS\""])
        assert.deepStrictEqual(d.designCodes, ["010325", "200101"])
        assert.strictEqual(d.markNature, "STANDARD")
        assert.strictEqual(d.markBasis, "1(a) use in commerce")
        assert.strictEqual(d.publicationDate, "2022-10-04")
        assert.deepStrictEqual(
          d.prosecutionHistory?.map((h) => `${h.date} ${h.code}`),
          ["2021-09-02 NWAP", "2022-10-04 PUBO", "2022-10-04 NPUB", "2022-11-29 NOAM", "2023-02-20 SUPC", "2023-04-11 R.PR"]
        )
        assert.strictEqual(d.prosecutionHistory?.[5]?.description, "REGISTERED-PRINCIPAL REGISTER")
        assert.isUndefined((yield* detail("sn97001234")).prosecutionHistory)
        // The same case by registration number.
        assert.strictEqual((yield* detail("Reg. No. 7,012,345")).applicationNumber, "97001234")
      })))

  it.live("detail: design-only and sound marks get a name; certification and membership marks their nature", () =>
    withUspto({}, () =>
      Effect.gen(function*() {
        const design = yield* detail("97000006")
        assert.deepStrictEqual([design.name, design.markFeature, design.markType, design.hasImage], [
          "[figurative mark]",
          "FIGURATIVE",
          "design",
          true
        ])
        const sound = yield* detail("97000007")
        assert.deepStrictEqual([sound.name, sound.markFeature, sound.markType, sound.hasImage, sound.imageUrl], [
          "[sound mark]",
          "SOUND",
          "sound",
          false,
          undefined
        ])
        const cert = yield* detail("97000010")
        assert.strictEqual(cert.markNature, "CERTIFICATION")
        // US-only class A is not a Nice class.
        assert.deepStrictEqual(cert.niceClasses, [])
        assert.strictEqual((yield* detail("97000011")).markNature, "COLLECTIVE")
        const word = yield* detail("97111111")
        assert.deepStrictEqual([word.markFeature, word.hasImage, word.imageUrl], ["WORD", false, undefined])
      })))

  it("status mapping table (upstream-offices.md §2.5, §12)", () => {
    const byCode: Record<number, string> = {
      600: "abandoned",
      602: "abandoned",
      609: "abandoned",
      614: "abandoned",
      618: "abandoned",
      612: "pending",
      616: "pending",
      672: "pending",
      673: "pending",
      630: "pending",
      641: "pending",
      668: "pending",
      680: "pending",
      682: "pending",
      686: "pending",
      688: "pending",
      744: "pending",
      757: "pending",
      760: "pending",
      764: "pending",
      804: "pending",
      806: "pending",
      825: "pending",
      689: "abandoned",
      690: "abandoned",
      692: "abandoned",
      694: "abandoned",
      771: "opposed",
      772: "opposed",
      774: "opposed",
      801: "opposed",
      802: "opposed",
      700: "registered",
      705: "registered",
      717: "registered",
      790: "registered",
      800: "registered",
      710: "cancelled",
      716: "cancelled",
      400: "cancelled",
      403: "cancelled",
      626: "cancelled",
      900: "expired",
      773: "pending",
      624: "registered",
      715: "pending",
      779: "abandoned",
      778: "registered",
      999: "unknown",
      691: "unknown",
      620: "unknown",
      969: "unknown"
    }
    for (const [code, status] of Object.entries(byCode)) {
      assert.strictEqual(usptoStatusFromCode(Number(code)), status, `code ${code}`)
      assert.strictEqual(usptoStatusFromCode(code), status, `code "${code}"`)
    }
    assert.strictEqual(usptoStatusFromCode(undefined), "unknown")
    assert.strictEqual(usptoStatusFromCode("n/a"), "unknown")
    assert.isAbove(USPTO_STATUS_CODES.length, 20)
    const tm5: Record<string, string | undefined> = {
      "LIVE/APPLICATION/Under Examination": "pending",
      "LIVE/APPLICATION/Opposition Pending": "opposed",
      "LIVE/APPLICATION/Published for Opposition": "pending",
      "LIVE/REGISTRATION/Issued and Active": "registered",
      "DEAD/APPLICATION/Refused/Dismissed or Invalidated": "abandoned",
      "DEAD/REGISTRATION/Cancelled/Invalidated": "cancelled",
      "DEAD/REGISTRATION/Expired": "expired",
      "live / application": "pending",
      Registered: undefined
    }
    for (const [descriptor, status] of Object.entries(tm5)) assert.strictEqual(tm5Status(descriptor), status, descriptor)
    // TM5 decides; an opposition code refines a live application, 900 a dead registration; no TM5, the code.
    assert.strictEqual(mapUsptoStatus(774, "LIVE/APPLICATION/Published for Opposition"), "opposed")
    assert.strictEqual(mapUsptoStatus(626, "DEAD/REGISTRATION/Expired"), "expired")
    assert.strictEqual(mapUsptoStatus(900, "DEAD/REGISTRATION/Cancelled/Invalidated"), "expired")
    assert.strictEqual(mapUsptoStatus(602, "LIVE/APPLICATION/Under Examination"), "pending")
    assert.strictEqual(mapUsptoStatus(688, undefined), "pending")
    assert.strictEqual(mapUsptoStatus(undefined, undefined), "unknown")
  })

  it.live("every seeded status comes out as the table says, with the office's words (TSDR boilerplate trimmed)", () =>
    withUspto({}, (fake) =>
      Effect.gen(function*() {
        const expected: Record<string, string> = {
          "97001234": "registered",
          "97111111": "pending",
          "97222222": "pending",
          "90333333": "opposed",
          "88444444": "abandoned",
          "87555555": "cancelled",
          "74666666": "expired",
          "75777777": "registered",
          "86888888": "registered",
          "98999999": "pending",
          "98000001": "pending",
          "85000002": "expired",
          "85000003": "cancelled",
          "79000004": "cancelled",
          "97000005": "unknown",
          "97000008": "abandoned",
          "97000009": "opposed",
          "97000012": "pending",
          "97000013": "abandoned",
          "97000014": "registered",
          "97000015": "cancelled",
          "97000017": "cancelled"
        }
        for (const [serial, status] of Object.entries(expected)) assert.strictEqual((yield* detail(serial)).status, status, serial)
        assert.strictEqual(
          (yield* detail("87555555")).statusDescription,
          "Registration cancelled because registrant did not file an acceptable declaration under Section 8."
        )
        assert.strictEqual(
          (yield* detail("86888888")).statusDescription,
          "A cancellation proceeding is pending at the Trademark Trial and Appeal Board."
        )
        // And every other seeded record agrees with the mapping functions.
        for (const mark of fake.marks) {
          const d = yield* detail(String(mark.status.serialNumber))
          assert.strictEqual(d.status, mapUsptoStatus(mark.status.status, mark.status.tm5StatusDesc), String(mark.status.serialNumber))
          assert.isNotEmpty(d.statusDescription)
        }
      })))

  it("number parsing: forms, padding and clear errors", () => {
    const ok = (s: string) => Either.getOrThrow(parseUsptoNumber(s)).caseId
    assert.strictEqual(ok(" 97 001 234 "), "sn97001234")
    assert.strictEqual(ok("Application No. 97001234"), "sn97001234")
    assert.strictEqual(ok("us97001234"), "sn97001234")
    assert.strictEqual(ok("Registration Number 0238145"), "rn0238145")
    assert.strictEqual(ok("238,145"), "rn0238145")
    assert.strictEqual(ok("Reg. #7012345"), "rn7012345")
    const err = (s: string) => Either.getLeft(parseUsptoNumber(s)).pipe((o) => (o._tag === "Some" ? o.value : undefined))!
    assert.include(err("sn9700123").message, "a serial number has 8 digits, this has 7")
    assert.include(err("rn97001234").message, "a registration number has at most 7 digits, this has 8")
    assert.include(err("97-00A-1234").message, "characters other than digits")
    assert.include(err("Reg. No.").message, "no digits")
    assert.strictEqual(err("0").code, "INVALID_INPUT")
    assert.deepStrictEqual(err("123456789").details, { field: "query" })
  })

  it.live("unknown number: TRADEMARK_NOT_FOUND on a 404 and on an empty trademarks list", () =>
    withUspto({}, (fake) =>
      Effect.gen(function*() {
        const on404 = yield* Effect.flip(detail("99999999"))
        assert.strictEqual(on404.code, "TRADEMARK_NOT_FOUND")
        assert.match(on404.message, /^Trademark US-99999999 not found at USPTO \(no case with serial number 99999999\)\./)
        fake.unknownAs = "empty"
        const onEmpty = yield* Effect.flip(detail("rn6999999"))
        assert.strictEqual(onEmpty.code, "TRADEMARK_NOT_FOUND")
        assert.include(onEmpty.message, "registration number 6999999")
        assert.isFalse(onEmpty.retryable)
      })))

  it.live("missing key: PROVIDER_NOT_CONFIGURED naming USPTO_API_KEY; no upstream call", () =>
    withUspto({ env: { USPTO_API_KEY: "" } }, (fake) =>
      Effect.gen(function*() {
        const registry = yield* TrademarkProviders
        const error = yield* Effect.flip(registry.get("US"))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(error.message, "USPTO provider is not configured. Set USPTO_API_KEY to enable it.")
        assert.deepStrictEqual(registry.describe()[0]!.missingSettings, ["USPTO_API_KEY"])
        assert.strictEqual(fake.server.requests.length, 0)
      })))

  it.live("ENABLE_USPTO=false: not configured, saying so", () =>
    withUspto({ env: { ENABLE_USPTO: "false" } }, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(Effect.flatMap(TrademarkProviders, (r) => r.get("US")))
        assert.strictEqual(error.message, "USPTO provider is disabled (ENABLE_USPTO=false is set). Set ENABLE_USPTO=true to enable it.")
      })))

  it.live("a rejected key: AUTH_FAILED naming USPTO_API_KEY, the echoed key scrubbed, not retried", () =>
    withUspto({ env: { USPTO_API_KEY: "wrong-uspto-key-77aa" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(detail("97001234"))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(error.provider, "USPTO")
        assert.include(error.message, "Authentication failed for USPTO (HTTP 401)")
        assert.include(error.message, "Check USPTO_API_KEY.")
        assertNoSecrets(error, ["wrong-uspto-key-77aa"])
        assert.strictEqual(fake.apiRequests(), 1)
      })))

  it.live("429: a short Retry-After is waited out; the fake's per-minute budget gives RATE_LIMITED with the wait", () =>
    withUspto({ fake: { rateLimit: { limit: 3, windowSeconds: 60 } } }, (fake) =>
      Effect.gen(function*() {
        fake.server.rateLimitNext("0", CASE_STATUS_PREFIX)
        assert.strictEqual((yield* detail("97001234")).name, "CLOUDBOOKS")
        assert.strictEqual(fake.apiRequests(), 2)
        // The scripted 429 never reached the budget: the retry was the first of 3.
        yield* detail("97111111")
        yield* detail("97222222")
        const error = yield* Effect.flip(detail("90333333"))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.isTrue(error.retryable)
        assert.isAbove(error.retryAfterMs ?? 0, 30_000)
        assert.isAtMost(error.retryAfterMs ?? 0, 60_000)
      })))

  it.live("5xx: a burst is retried (2 failures + success = 3 requests); a lasting one is PROVIDER_ERROR after 3 tries", () =>
    withUspto({}, (fake) =>
      Effect.gen(function*() {
        fake.server.failNext(2, 503, CASE_STATUS_PREFIX)
        assert.strictEqual((yield* detail("97001234")).name, "CLOUDBOOKS")
        assert.strictEqual(fake.apiRequests(), 3)
        fake.server.failNext(5, 500, CASE_STATUS_PREFIX)
        const error = yield* Effect.flip(search({ query: "97001234" }))
        assert.strictEqual(error.code, "PROVIDER_ERROR")
        assert.include(error.message, "USPTO service error (HTTP 500)")
        assert.strictEqual(fake.apiRequests(), 6)
        assertNoSecrets(error)
      })))

  it.live("a silent TSDR: PROVIDER_TIMEOUT after the office timeout", () =>
    withUspto({ patch: (c) => withOfficeTimeout(c, "USPTO", 150) }, (fake) =>
      Effect.gen(function*() {
        fake.server.hangNext(CASE_STATUS_PREFIX, 3)
        const error = yield* Effect.flip(detail("97001234"))
        assert.strictEqual(error.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(error.provider, "USPTO")
        assert.strictEqual(fake.apiRequests(), 3)
        fake.server.slowNext(400, CASE_STATUS_PREFIX)
        assert.strictEqual((yield* detail("97001234")).name, "CLOUDBOOKS")
      })))

  it.live("malformed bodies: PROVIDER_ERROR with a clear reason, never a half-filled record", () =>
    withUspto({}, (fake) =>
      Effect.gen(function*() {
        fake.server.malformedNext(CASE_STATUS_PREFIX, "<html><body>Service maintenance</body></html>")
        const html = yield* Effect.flip(detail("97001234"))
        assert.strictEqual(html.code, "PROVIDER_ERROR")
        assert.strictEqual(html.message, "USPTO returned an unexpected response: the body is not valid JSON")
        fake.server.malformedNext(CASE_STATUS_PREFIX, JSON.stringify({ trademarks: [{ status: { markElement: "X" } }] }))
        const missing = yield* Effect.flip(detail("97001234"))
        assert.strictEqual(missing.message, "USPTO returned an unexpected response: trademarks.0.status.serialNumber: is missing")
        fake.server.malformedNext(CASE_STATUS_PREFIX, JSON.stringify({ transactionList: [] }))
        const shape = yield* Effect.flip(search({ query: "97001234" }))
        assert.include(shape.message, "trademarks: is missing")
      })))

  it.live("an office that cannot be reached: PROVIDER_UNAVAILABLE", () =>
    withUspto({ env: { USPTO_BASE_URL: "http://127.0.0.1:9" } }, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(detail("97001234"))
        assert.strictEqual(error.code, "PROVIDER_UNAVAILABLE")
        assert.strictEqual(error.provider, "USPTO")
      })))

  it.live("with the cache on: repeated lookups make one upstream request", () =>
    withUspto({ env: { CACHE_TTL_SEARCH: "300", CACHE_TTL_STATUS: "3600" } }, (fake) =>
      Effect.gen(function*() {
        yield* Effect.all(Array.from({ length: 5 }, () => detail("97001234")), { concurrency: "unbounded" })
        yield* detail("97001234")
        assert.strictEqual(fake.apiRequests(), 1)
      })))

  it.live("the fake: key required, info.xml is ST.96, malformed case ids are 400", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const fake = yield* FakeUspto.scoped()
        const get = (path: string, key?: string) =>
          Effect.promise(() => fetch(`${fake.url}${path}`, { headers: key !== undefined ? { "USPTO-API-KEY": key } : {} }))
        assert.strictEqual((yield* get(`${CASE_STATUS_PREFIX}/sn97001234/info`)).status, 401)
        const xml = yield* get(`${CASE_STATUS_PREFIX}/sn97001234/info.xml`, FAKE_USPTO_API_KEY)
        assert.strictEqual(xml.headers.get("content-type"), "application/xml")
        const body = yield* Effect.promise(() => xml.text())
        assert.include(body, "<ns2:MarkVerbalElementText>CLOUDBOOKS</ns2:MarkVerbalElementText>")
        assert.include(body, "<ns2:MarkCurrentStatusCode>700</ns2:MarkCurrentStatusCode>")
        const json = yield* get(`${CASE_STATUS_PREFIX}/rn7012345/info.json`, FAKE_USPTO_API_KEY)
        assert.strictEqual(json.status, 200)
        assert.strictEqual((yield* get(`${CASE_STATUS_PREFIX}/sn970012/info`, FAKE_USPTO_API_KEY)).status, 400)
      })
    ))
})
