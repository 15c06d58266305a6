import { assert, describe, it } from "@effect/vitest"
import { Effect, Either } from "effect"
import { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import { normaliseWipoNumber } from "../src/Providers/Wipo/WipoQuery.js"
import { mapWipoStatus, WIPO_STATUS } from "../src/Providers/Wipo/WipoStatus.js"
import { WIPO_CAPABILITIES, WipoTrademarksSpec } from "../src/Providers/Wipo/WipoTrademarks.js"
import { FakeWipo, type FakeWipoOptions, WIPO_DATA_PREFIX } from "./fakes/FakeWipo.js"
import { detailIn, type HarnessSetup, names, searchIn, withOfficeProvider } from "./support/OfficeHarness.js"
import { testAppConfig, withOfficeTimeout } from "./support/TestAppConfig.js"

const withWipo = <A, E>(
  setup: HarnessSetup & { readonly fake?: FakeWipoOptions },
  body: (fake: FakeWipo) => Effect.Effect<A, E, TrademarkProviders>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeWipo.scoped(setup.fake)
      return yield* withOfficeProvider(
        WipoTrademarksSpec,
        { ...fake.env(), WIPO_RATE_LIMIT: "60000", ...setup.env },
        setup.patch,
        body(fake)
      )
    })
  )

const search = searchIn("WIPO")
const detail = detailIn("WIPO")

describe("WIPO Madrid Monitor (against the fake WIPO)", () => {
  it.live("number search: IR numbers with prefixes, spaces, dots, leading zeros and the letter suffix", () =>
    withWipo({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "IR 1 234 567", searchType: "number" })
        assert.deepStrictEqual(page.results, [
          {
            id: "WIPO-1234567",
            applicationNumber: "1234567",
            registrationNumber: "1234567",
            name: "HAYABUSA SOFT",
            jurisdiction: "WIPO",
            status: "registered",
            statusDescription: "Active",
            filingDate: "2019-05-14",
            registrationDate: "2019-05-14",
            statusDate: "2019-05-14",
            owner: "Hayabusa Kabushiki Kaisha",
            niceClasses: [9, 42],
            markFeature: "WORD",
            hasImage: false,
            source: "live"
          }
        ])
        assert.strictEqual(page.total, 1)
        assert.deepStrictEqual(names(yield* search({ query: "WO-0.987.654", searchType: "number" })), ["VIEUX MOULIN"])
        assert.deepStrictEqual((yield* search({ query: "1234567a", searchType: "number" })).results.map((r) => r.owner), [
          "Hayabusa Europe BV"
        ])
        assert.deepStrictEqual(
          fake.server.requests.map((r) => r.path),
          [`${WIPO_DATA_PREFIX}1234567`, `${WIPO_DATA_PREFIX}987654`, `${WIPO_DATA_PREFIX}1234567A`]
        )
        assert.match(String(fake.server.requests[0]!.headers.accept), /application\/xml/)
        // Unknown: no result (404 page, or an empty Transaction).
        assert.strictEqual((yield* search({ query: "7654321", searchType: "number" })).results.length, 0)
        const bad = yield* Effect.flip(search({ query: "12345678", searchType: "number" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "is not an international registration number: use an international registration number of 6-7 digits")
      })))

  it.live("name, owner and fuzzy search: NOT_SUPPORTED saying name search needs the local register; no call made", () =>
    withWipo({}, (fake) =>
      Effect.gen(function*() {
        for (const searchType of ["name", "owner", "fuzzy"] as const) {
          const error = yield* Effect.flip(search({ query: "hayabusa", searchType }))
          assert.strictEqual(error.code, "NOT_SUPPORTED")
          assert.strictEqual(error.provider, "WIPO")
          assert.include(error.message, `WIPO does not support ${searchType} search`)
          assert.include(error.message, "Name search for WIPO needs the local register")
          assert.include(error.message, "ipdata-mcp import")
          assert.include(error.message, "by its number")
        }
        assert.strictEqual(fake.calls(), 0)
        assert.deepStrictEqual(
          { ...WIPO_CAPABILITIES },
          { name: false, owner: false, number: true, fuzzy: false, classFilter: false, statusFilter: false, detail: true, history: true }
        )
      })))

  it.live("detail: ST.66 mapped (namespaces dropped): goods in English, holder, representative, priority, designations, history by date", () =>
    withWipo({}, () =>
      Effect.gen(function*() {
        const d = yield* detail("1234567", true)
        assert.strictEqual(d.id, "WIPO-1234567")
        assert.deepStrictEqual(d.goodsAndServices, [
          { classNumber: 9, description: "Computer software" },
          { classNumber: 42, description: "Software as a service" }
        ])
        assert.deepStrictEqual(d.applicant, { name: "Hayabusa Kabushiki Kaisha", address: "1 Main Street, Capital City", country: "JP" })
        assert.deepStrictEqual(d.representative, { name: "Tokkyo & Partners", address: "1 Main Street, Capital City" })
        assert.deepStrictEqual(d.priority, [{ date: "2018-11-20", country: "JP", number: "2018-123456" }])
        assert.deepStrictEqual(d.designations, ["US", "EM", "CN", "AU"])
        assert.strictEqual(d.expirationDate, "2029-05-14")
        assert.strictEqual(d.renewalDate, "2029-05-14")
        assert.strictEqual(d.markType, "word")
        assert.strictEqual(d.markNature, "STANDARD")
        assert.deepStrictEqual(d.prosecutionHistory, [
          { date: "2019-05-14", code: "ENN", description: "International registration" },
          { date: "2019-11-30", code: "GP", description: "Statement of grant of protection made under Rule 18ter(1) (CN)" },
          { date: "2020-03-09", code: "RFNP", description: "Provisional refusal (US)" }
        ])
        assert.isUndefined((yield* detail("1234567")).prosecutionHistory)
        const figurative = yield* detail("1234576")
        assert.strictEqual(figurative.name, "[figurative mark]")
        assert.strictEqual(figurative.markType, "design")
        assert.strictEqual(figurative.imageUrl, "https://www3.wipo.int/madrid/monitor/api/v1/image/WO5000001234576")
        assert.deepStrictEqual(figurative.designCodes, ["03.01.08", "26.04.02"])
        const combined = yield* detail("1234570")
        assert.strictEqual(combined.markType, "combined")
        assert.isUndefined(combined.renewalDate)
        assert.deepStrictEqual((yield* detail("1234573")).disclaimers, ["No exclusive right to LABS"])
        assert.strictEqual((yield* detail("1234581")).markNature, "CERTIFICATION")
        assert.strictEqual((yield* detail("1234582")).owner, "First Holder AG; Second Holder GmbH")
        assert.isUndefined((yield* detail("1234582")).applicant?.address)
        assert.strictEqual((yield* detail("1234575")).name, "ÉTOILE DU NORD")
      })))

  it("status mapping table (upstream-offices.md §7, §12)", () => {
    assert.deepStrictEqual(
      { ...WIPO_STATUS },
      {
        active: "registered",
        registered: "registered",
        protected: "registered",
        pending: "pending",
        expired: "expired",
        "not renewed": "expired",
        ceased: "cancelled",
        "ceased effect": "cancelled",
        cancelled: "cancelled",
        "totally cancelled": "cancelled",
        renounced: "cancelled",
        inactive: "cancelled"
      }
    )
    assert.strictEqual(mapWipoStatus(" ACTIVE "), "registered")
    assert.strictEqual(mapWipoStatus("Something Unheard"), "unknown")
    assert.strictEqual(mapWipoStatus(undefined), "unknown")
  })

  it.live("every seeded status comes out as the table says, WIPO's label kept", () =>
    withWipo({}, (fake) =>
      Effect.gen(function*() {
        for (const mark of fake.marks) {
          const d = yield* detail(mark.irn)
          assert.strictEqual(d.status, mapWipoStatus(mark.status), mark.status)
          assert.strictEqual(d.statusDescription, mark.status)
        }
      })))

  it("number forms", () => {
    assert.strictEqual(Either.getOrThrow(normaliseWipoNumber("WIPO 1234567")), "1234567")
    assert.strictEqual(Either.getOrThrow(normaliseWipoNumber("mm-654321")), "654321")
    assert.strictEqual(Either.getOrThrow(normaliseWipoNumber("1,234,567 B")), "1234567B")
    assert.isTrue(Either.isLeft(normaliseWipoNumber("0000000")))
    assert.isTrue(Either.isLeft(normaliseWipoNumber("W01234567")))
  })

  it.live("unknown IR: TRADEMARK_NOT_FOUND from a 404 page and from an empty Transaction", () =>
    withWipo({ fake: { emptyFor: ["7777777"] } }, () =>
      Effect.gen(function*() {
        const missing = yield* Effect.flip(detail("7654321"))
        assert.strictEqual(missing.code, "TRADEMARK_NOT_FOUND")
        assert.match(missing.message, /^International registration WIPO-7654321 not found in WIPO's Madrid Monitor\./)
        const empty = yield* Effect.flip(detail("7777777"))
        assert.strictEqual(empty.code, "TRADEMARK_NOT_FOUND")
        assert.strictEqual((yield* search({ query: "7777777", searchType: "number" })).results.length, 0)
      })))

  it.live("the WIPO limiter keeps calls within WIPO_RATE_LIMIT (default 30/min): beyond the wait bound, RATE_LIMITED without a call", () =>
    Effect.gen(function*() {
      assert.strictEqual((yield* testAppConfig({})).offices.WIPO.rateLimitPerMinute, 30)
      yield* withWipo({ env: { WIPO_RATE_LIMIT: "1", RATE_LIMIT_MAX_WAIT_MS: "0" } }, (fake) =>
        Effect.gen(function*() {
          yield* detail("1234567")
          const error = yield* Effect.flip(detail("1234568"))
          assert.strictEqual(error.code, "RATE_LIMITED")
          assert.include(error.message, "WIPO is rate limited (1 requests/minute)")
          assert.isAbove(error.retryAfterMs ?? 0, 0)
          assert.strictEqual(fake.calls(), 1)
        }))
    }))

  it.live("WIPO's own fair-use 429 (Retry-After 60): RATE_LIMITED with the wait", () =>
    withWipo({ fake: { fairUsePerMinute: 1 } }, (fake) =>
      Effect.gen(function*() {
        yield* detail("1234567")
        const error = yield* Effect.flip(detail("1234568"))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.strictEqual(error.retryAfterMs, 60_000)
        assert.strictEqual(fake.calls(), 2)
      })))

  it.live("a CAPTCHA page instead of XML: PROVIDER_ERROR saying so", () =>
    withWipo({}, (fake) =>
      Effect.gen(function*() {
        fake.captchaNext()
        const error = yield* Effect.flip(detail("1234567"))
        assert.strictEqual(error.code, "PROVIDER_ERROR")
        assert.include(error.message, "WIPO answered with a web page instead of the XML record")
      })))

  it.live("malformed XML, a foreign root and a record missing its number: PROVIDER_ERROR with the reason", () =>
    withWipo({}, (fake) =>
      Effect.gen(function*() {
        const xml = { "content-type": "application/xml" }
        fake.server.script({ headers: xml, body: "<Transaction><TradeMark></Transaction>" })
        assert.match(
          (yield* Effect.flip(detail("1234567"))).message,
          /^WIPO returned an unexpected response: the body is not well-formed XML/
        )
        fake.server.script({ headers: xml, body: `<?xml version="1.0"?><Error><Message>busy</Message></Error>` })
        assert.strictEqual(
          (yield* Effect.flip(detail("1234567"))).message,
          "WIPO returned an unexpected response: expected an ST.66 Transaction record, got <Error>"
        )
        fake.server.script({
          headers: xml,
          body:
            `<Transaction><TradeMarkTransactionBody><TransactionContentDetails><TransactionData><TradeMarkDetails><TradeMark><MarkFeature>Word</MarkFeature></TradeMark></TradeMarkDetails></TransactionData></TransactionContentDetails></TradeMarkTransactionBody></Transaction>`
        })
        const shape = yield* Effect.flip(detail("1234567"))
        assert.strictEqual(shape.code, "PROVIDER_ERROR")
        assert.include(shape.message, "RegistrationNumber", shape.message)
        fake.server.script({ headers: xml, body: `<!DOCTYPE x [<!ENTITY a "aaaa">]><Transaction>&a;</Transaction>` })
        assert.include((yield* Effect.flip(detail("1234567"))).message, "declares entities")
        fake.server.script({ headers: xml, body: "" })
        assert.include((yield* Effect.flip(detail("1234567"))).message, "the body was empty")
      })))

  it.live("5xx burst retried; a silent upstream is PROVIDER_TIMEOUT", () =>
    withWipo({ patch: (c) => withOfficeTimeout(c, "WIPO", 150) }, (fake) =>
      Effect.gen(function*() {
        fake.server.failNext(2, 502, WIPO_DATA_PREFIX)
        assert.strictEqual((yield* detail("1234567")).name, "HAYABUSA SOFT")
        assert.strictEqual(fake.calls(), 3)
        fake.server.hangNext(WIPO_DATA_PREFIX, 3)
        const error = yield* Effect.flip(detail("1234567"))
        assert.strictEqual(error.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(error.provider, "WIPO")
      })))

  it.live("ENABLE_WIPO=false: PROVIDER_NOT_CONFIGURED saying it is disabled", () =>
    withWipo({ env: { ENABLE_WIPO: "false" } }, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(Effect.flatMap(TrademarkProviders, (r) => r.get("WIPO")))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(error.message, "WIPO provider is disabled (ENABLE_WIPO=false is set). Set ENABLE_WIPO=true to enable it.")
      })))
})
