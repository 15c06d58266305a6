import { assert, describe, it } from "@effect/vitest"
import { Effect, Either } from "effect"
import type { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import { normaliseUkipoNumber } from "../src/Providers/Ukipo/UkipoQuery.js"
import { mapUkipoStatus, UKIPO_STATUS } from "../src/Providers/Ukipo/UkipoStatus.js"
import { UkipoTrademarksSpec } from "../src/Providers/Ukipo/UkipoTrademarks.js"
import { FakeUkipo, type FakeUkipoOptions, UKIPO_CASE_PREFIX } from "./fakes/FakeUkipo.js"
import { detailIn, type HarnessSetup, names, searchIn, withOfficeProvider } from "./support/OfficeHarness.js"
import { withOfficeTimeout } from "./support/TestAppConfig.js"

const withUkipo = <A, E>(
  setup: HarnessSetup & { readonly fake?: FakeUkipoOptions },
  body: (fake: FakeUkipo) => Effect.Effect<A, E, TrademarkProviders>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeUkipo.scoped(setup.fake)
      return yield* withOfficeProvider(
        UkipoTrademarksSpec,
        { ...fake.env(), UKIPO_RATE_LIMIT: "60000", ...setup.env },
        setup.patch,
        body(fake)
      )
    })
  )

const search = searchIn("GB")
const detail = detailIn("GB")

describe("UKIPO case pages (against the fake UKIPO)", () => {
  it.live("number search: UK00003700947, 3700947, GB-3700947 and spaced forms read the same case page", () =>
    withUkipo({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "UK00003700947", searchType: "number" })
        assert.deepStrictEqual(page.results, [
          {
            id: "GB-UK00003700947",
            applicationNumber: "UK00003700947",
            registrationNumber: "UK00003700947",
            name: "KESTREL",
            jurisdiction: "GB",
            status: "registered",
            statusDescription: "Registered",
            filingDate: "2021-10-12",
            registrationDate: "2022-01-21",
            owner: "Kestrel Labs Ltd",
            niceClasses: [9, 42],
            markFeature: "WORD",
            hasImage: false,
            source: "live"
          }
        ])
        for (const form of ["3700947", "GB-3700947", "uk 0000 3700947", "GB3700947"]) {
          assert.deepStrictEqual(names(yield* search({ query: form, searchType: "number" })), ["KESTREL"], form)
        }
        assert.deepStrictEqual(new Set(fake.server.requests.map((r) => r.path)), new Set([`${UKIPO_CASE_PREFIX}UK00003700947`]))
        assert.deepStrictEqual(names(yield* search({ query: "UK00918012345", searchType: "number" })), ["KESTREL AIR"])
        assert.strictEqual((yield* search({ query: "3999999", searchType: "number" })).results.length, 0)
        const bad = yield* Effect.flip(search({ query: "12345678", searchType: "number" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "is not a UK trade mark number: use UK0000 followed by 7 digits")
      })))

  it.live("name and owner search: NOT_SUPPORTED pointing at number lookup and the local register; no call made", () =>
    withUkipo({}, (fake) =>
      Effect.gen(function*() {
        for (const searchType of ["name", "owner", "fuzzy"] as const) {
          const error = yield* Effect.flip(search({ query: "kestrel", searchType }))
          assert.strictEqual(error.code, "NOT_SUPPORTED")
          assert.include(error.message, `UKIPO does not support ${searchType} search`)
          assert.include(error.message, "by number (UK00003700947, 3700947 or GB-3700947)")
          assert.include(error.message, "Name search for GB needs the local register")
        }
        assert.strictEqual(fake.calls(), 0)
      })))

  it.live("detail: long dates, goods & services, owner address lines, representative, disclaimer, renewal, publications as history", () =>
    withUkipo({}, () =>
      Effect.gen(function*() {
        const d = yield* detail("GB-3700947", true)
        assert.deepStrictEqual(d.goodsAndServices, [
          { classNumber: 9, description: "Computer software; downloadable software applications." },
          { classNumber: 42, description: "Software as a service." }
        ])
        assert.deepStrictEqual(d.applicant, { name: "Kestrel Labs Ltd", address: "1 High Street, London, EC1A 1AA" })
        assert.deepStrictEqual(d.representative, { name: "Marks & Clerk LLP", address: "90 Long Acre, London" })
        assert.deepStrictEqual(d.disclaimers, ["Registration of this mark shall give no right to the exclusive use of the word LABS."])
        assert.strictEqual(d.renewalDate, "2031-10-12")
        assert.strictEqual(d.expirationDate, "2031-10-12")
        assert.strictEqual(d.publicationDate, "2021-11-11")
        assert.strictEqual(d.markType, "word")
        assert.deepStrictEqual(d.prosecutionHistory, [
          { date: "2021-10-12", code: "FILED", description: "Application filed" },
          { date: "2021-11-11", code: "JOURNAL", description: "Application published (Trade Marks Journal 2021/011)" },
          { date: "2022-01-21", code: "JOURNAL", description: "Registered (Trade Marks Journal 2022/001)" },
          { date: "2022-01-21", code: "REGISTERED", description: "Entered in the register" }
        ])
        assert.isUndefined((yield* detail("3700947")).prosecutionHistory)
        const figurative = yield* detail("3123465")
        assert.strictEqual(figurative.name, "[figurative mark]")
        assert.strictEqual(figurative.markType, "design")
        assert.match(figurative.imageUrl ?? "", /^http:\/\/127\.0\.0\.1:\d+\/ipo-tmcase\/img\/UK00003123465\.jpg$/)
        assert.strictEqual((yield* detail("3700950")).markType, "combined")
        const joint = yield* detail("3123468")
        assert.strictEqual(joint.owner, "Alpha Ltd; Beta LLP")
        assert.isUndefined(joint.applicant?.address)
        const pending = yield* detail("3700948")
        assert.isUndefined(pending.registrationNumber)
        assert.isUndefined(pending.renewalDate)
      })))

  it("status mapping table (upstream-offices.md §8, §12), with Dead resolved from the record", () => {
    assert.deepStrictEqual(Object.keys(UKIPO_STATUS).length, 22)
    const ctx = { wasRegistered: false, today: "2025-06-01" }
    const expected: Record<string, string> = {
      Filed: "pending",
      Examination: "pending",
      "Application published": "pending",
      Opposed: "opposed",
      Registered: "registered",
      Protected: "registered",
      Withdrawn: "abandoned",
      Refused: "abandoned",
      Surrendered: "cancelled",
      Revoked: "cancelled",
      Invalidated: "cancelled",
      Removed: "expired",
      Expired: "expired",
      "Dead - Withdrawn": "abandoned",
      "Dead - Expired": "expired",
      "Dead - Revoked": "cancelled",
      "Awaiting Godot": "unknown"
    }
    for (const [label, status] of Object.entries(expected)) assert.strictEqual(mapUkipoStatus(label, ctx), status, label)
    assert.strictEqual(mapUkipoStatus("Dead", ctx), "abandoned")
    assert.strictEqual(mapUkipoStatus("Dead", { wasRegistered: true, renewalDate: "2013-08-08", today: "2025-06-01" }), "expired")
    assert.strictEqual(mapUkipoStatus("Dead", { wasRegistered: true, renewalDate: "2030-09-09", today: "2025-06-01" }), "cancelled")
    assert.strictEqual(mapUkipoStatus(undefined, ctx), "unknown")
  })

  it.live("every seeded status comes out as expected, UKIPO's label kept", () =>
    withUkipo({}, (fake) =>
      Effect.gen(function*() {
        const expected: Record<string, string> = {
          UK00002123461: "expired",
          UK00003123462: "cancelled",
          UK00003123463: "abandoned",
          UK00003123466: "unknown",
          UK00801234567: "registered"
        }
        for (const mark of fake.marks) {
          const d = yield* detail(mark.number)
          assert.strictEqual(d.statusDescription, mark.status)
          assert.strictEqual(d.status, expected[mark.number] ?? UKIPO_STATUS[mark.status.toLowerCase()] ?? "abandoned", mark.number)
        }
      })))

  it("number forms", () => {
    assert.strictEqual(Either.getOrThrow(normaliseUkipoNumber("2123456")), "UK00002123456")
    assert.strictEqual(Either.getOrThrow(normaliseUkipoNumber("gb 00801234567")), "UK00801234567")
    assert.strictEqual(Either.getOrThrow(normaliseUkipoNumber("12")), "UK00000000012")
    assert.isTrue(Either.isLeft(normaliseUkipoNumber("UK0000")))
    assert.isTrue(Either.isLeft(normaliseUkipoNumber("EU018012345")))
  })

  it.live("unknown number: TRADEMARK_NOT_FOUND from UKIPO's 200 'no trade mark found' page and from a 404", () =>
    withUkipo({ fake: { missingAs404: ["UK00003999998"] } }, () =>
      Effect.gen(function*() {
        const page = yield* Effect.flip(detail("3999999"))
        assert.strictEqual(page.code, "TRADEMARK_NOT_FOUND")
        assert.match(page.message, /^Trademark GB-UK00003999999 not found at UKIPO\./)
        assert.strictEqual((yield* Effect.flip(detail("3999998"))).code, "TRADEMARK_NOT_FOUND")
      })))

  it.live("a changed layout, the wrong case or a non-HTML body: PROVIDER_ERROR, never a half-read record", () =>
    withUkipo({}, (fake) =>
      Effect.gen(function*() {
        fake.relayoutNext()
        const relayout = yield* Effect.flip(detail("3700947"))
        assert.strictEqual(relayout.code, "PROVIDER_ERROR")
        assert.strictEqual(
          relayout.message,
          "UKIPO returned an unexpected response: the case page has no trade mark number or status (the page layout may have changed)"
        )
        fake.wrongCaseNext()
        assert.strictEqual(
          (yield* Effect.flip(detail("3700947"))).message,
          "UKIPO returned an unexpected response: asked for UK00003700947, the case page shows UK00003700948"
        )
        fake.server.script({ headers: { "content-type": "application/json" }, body: "{\"error\":\"maintenance\"}" })
        assert.strictEqual(
          (yield* Effect.flip(detail("3700947"))).message,
          "UKIPO returned an unexpected response: the body is not an HTML page"
        )
        fake.server.script({
          headers: { "content-type": "text/html" },
          body: `<html><body><main><dl><dt>Trade mark number</dt><dd>UK00003700947</dd><dt>Status</dt><dd> </dd></dl></main></body></html>`
        })
        const noStatus = yield* Effect.flip(detail("3700947"))
        assert.strictEqual(noStatus.code, "PROVIDER_ERROR")
        assert.include(noStatus.message, "status")
      })))

  it.live("5xx burst retried; UKIPO's 429 with a Retry-After beyond the wait bound is RATE_LIMITED", () =>
    withUkipo({ fake: { perMinute: 1 } }, (fake) =>
      Effect.gen(function*() {
        fake.server.failNext(2, 503, UKIPO_CASE_PREFIX)
        assert.strictEqual((yield* detail("3700947")).name, "KESTREL")
        assert.strictEqual(fake.calls(), 3)
        const limited = yield* Effect.flip(detail("3700948"))
        assert.strictEqual(limited.code, "RATE_LIMITED")
        assert.strictEqual(limited.retryAfterMs, 60_000)
        assert.strictEqual(fake.calls(), 4)
      })))

  it.live("a silent site: PROVIDER_TIMEOUT after the office timeout", () =>
    withUkipo({ patch: (c) => withOfficeTimeout(c, "UKIPO", 150) }, (fake) =>
      Effect.gen(function*() {
        fake.server.hangNext(UKIPO_CASE_PREFIX, 3)
        const silent = yield* Effect.flip(detail("3700947"))
        assert.strictEqual(silent.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(silent.provider, "UKIPO")
        assert.strictEqual(fake.calls(), 3)
      })))
})
