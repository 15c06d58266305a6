import { assert, describe, it } from "@effect/vitest"
import { Effect, Either } from "effect"
import { JpoOffice } from "../src/Providers/Jpo/JpoOffice.js"
import { normaliseJpoNumber } from "../src/Providers/Jpo/JpoQuery.js"
import { jstDay, msUntilJstMidnight } from "../src/Providers/Jpo/JpoQuota.js"
import { deriveJpoStatus } from "../src/Providers/Jpo/JpoStatus.js"
import { JpoTrademarksSpec } from "../src/Providers/Jpo/JpoTrademarks.js"
import { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import { FAKE_JPO_PASSWORD, FAKE_JPO_USERNAME, FakeJpo, type FakeJpoOptions, JPO_API_PREFIX, JPO_TOKEN_PATH } from "./fakes/FakeJpo.js"
import { detailIn, type HarnessSetup, names, searchIn, secretsIn, withOfficeProvider } from "./support/OfficeHarness.js"
import { withOfficeTimeout } from "./support/TestAppConfig.js"

const withJpo = <A, E>(
  setup: HarnessSetup & { readonly fake?: FakeJpoOptions },
  body: (fake: FakeJpo) => Effect.Effect<A, E, TrademarkProviders>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeJpo.scoped(setup.fake)
      return yield* withOfficeProvider(JpoTrademarksSpec, { ...fake.env(), JPO_RATE_LIMIT: "60000", ...setup.env }, setup.patch, body(fake))
    })
  )

const search = searchIn("JP")
const detail = detailIn("JP")

describe("JPO trademarks (against the fake JPO API)", () => {
  it.live("number search with the password-grant token: application numbers in several forms, normalised", () =>
    withJpo({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "2023-012345", searchType: "number" })
        assert.deepStrictEqual(page.results, [
          {
            id: "JP-2023012345",
            applicationNumber: "2023012345",
            registrationNumber: "6712345",
            name: "KESTREL",
            jurisdiction: "JP",
            status: "registered",
            statusDescription: "Registered (registration 6712345)",
            filingDate: "2023-02-10",
            registrationDate: "2023-08-15",
            statusDate: "2023-08-15",
            owner: "株式会社ケストレル",
            niceClasses: [9, 42],
            source: "live"
          }
        ])
        for (const form of ["2023012345", "商願2023-12345", "JP 2023/012345", "２０２３－０１２３４５"]) {
          assert.deepStrictEqual(names(yield* search({ query: form, searchType: "number" })), ["KESTREL"], form)
        }
        const token = fake.server.requests.find((r) => r.path === JPO_TOKEN_PATH)!
        const form = new URLSearchParams(token.body)
        assert.deepStrictEqual([form.get("grant_type"), form.get("username"), form.get("password")], [
          "password",
          FAKE_JPO_USERNAME,
          FAKE_JPO_PASSWORD
        ])
        assert.strictEqual(fake.tokenRequests(), 1)
        const call = fake.server.requests.find((r) => r.path.startsWith(JPO_API_PREFIX))!
        assert.strictEqual(call.path, `${JPO_API_PREFIX}app_progress/2023012345`)
        assert.match(String(call.headers.authorization), /^Bearer jpo-token-/)
        assert.deepStrictEqual(JpoOffice.oauth, { grant: "password", credentialsIn: "body" })
      })))

  it.live("registration numbers go through case_number_reference first", () =>
    withJpo({}, (fake) =>
      Effect.gen(function*() {
        for (const form of ["6712345", "登録第6712345号", "Reg. 6,712,345"]) {
          assert.deepStrictEqual(names(yield* search({ query: form, searchType: "number" })), ["KESTREL"], form)
        }
        assert.deepStrictEqual(
          fake.server.requests.filter((r) => r.path.startsWith(JPO_API_PREFIX)).slice(0, 2).map((r) => r.path),
          [`${JPO_API_PREFIX}case_number_reference/registration/6712345`, `${JPO_API_PREFIX}app_progress/2023012345`]
        )
        assert.strictEqual((yield* detail("6712345")).id, "JP-2023012345")
      })))

  it.live("name, owner and fuzzy search: NOT_SUPPORTED naming what works; no call made", () =>
    withJpo({}, (fake) =>
      Effect.gen(function*() {
        for (const searchType of ["name", "owner", "fuzzy"] as const) {
          const error = yield* Effect.flip(search({ query: "kestrel", searchType }))
          assert.strictEqual(error.code, "NOT_SUPPORTED")
          assert.include(error.message, `JPO does not support ${searchType} search`)
          assert.include(error.message, "application number (e.g. 2023-012345) or registration number (e.g. 6712345)")
          assert.include(error.message, "Name search for JP needs the local register")
        }
        assert.strictEqual(fake.server.requests.length, 0)
      })))

  it.live("detail: goods grouped per class, applicant and attorney, priority, expiry/renewal, history by date", () =>
    withJpo({}, () =>
      Effect.gen(function*() {
        const d = yield* detail("2023-012345", true)
        assert.deepStrictEqual(d.goodsAndServices, [
          { classNumber: 9, description: "電子計算機用プログラム; スマートフォン用アプリケーション" },
          { classNumber: 42, description: "電子計算機用プログラムの提供" }
        ])
        assert.deepStrictEqual(d.applicant, { name: "株式会社ケストレル" })
        assert.deepStrictEqual(d.representative, { name: "特許業務法人 見本国際特許事務所" })
        assert.strictEqual(d.attorney, "特許業務法人 見本国際特許事務所")
        assert.deepStrictEqual(d.priority, [{ date: "2022-10-01", country: "US", number: "TM2022-001" }])
        assert.strictEqual(d.expirationDate, "2033-08-15")
        assert.strictEqual(d.renewalDate, "2033-08-15")
        assert.strictEqual(d.description, "Reading: ケストレル")
        assert.deepStrictEqual(d.prosecutionHistory, [
          { date: "2023-02-10", code: "FILED", description: "Application filed" },
          { date: "2023-02-10", code: "A63", description: "商標登録願" },
          { date: "2023-08-15", code: "A01", description: "登録査定" },
          { date: "2023-08-15", code: "REGISTERED", description: "Registered (registration 6712345)" }
        ])
        assert.isUndefined((yield* detail("2023012345")).prosecutionHistory)
        const figurative = yield* detail("2015033333")
        assert.strictEqual(figurative.name, "[figurative mark]")
        const pending = yield* detail("2024000001")
        assert.strictEqual(pending.publicationDate, "2024-03-01")
        assert.isUndefined(pending.registrationNumber)
        assert.isUndefined(pending.renewalDate)
      })))

  it("status derivation table (upstream-offices.md §10.1, §12)", () => {
    const cases: ReadonlyArray<readonly [Parameters<typeof deriveJpoStatus>[0], string]> = [
      [{}, "pending"],
      [{ registrationNumber: "", disappearanceDate: "" }, "pending"],
      [{ disappearanceDate: "20230601" }, "abandoned"],
      [{ registrationNumber: "6712345", expireDate: "20330815" }, "registered"],
      [{ registrationNumber: "4911111", expireDate: "20151201", disappearanceDate: "20151202", erasureIdentifier: "01" }, "expired"],
      [{ registrationNumber: "4911111", expireDate: "20151201", disappearanceDate: "20151201" }, "expired"],
      [{ registrationNumber: "5322222", expireDate: "20200910", disappearanceDate: "20140101", erasureIdentifier: "02" }, "cancelled"],
      [{ registrationNumber: "5322222", erasureIdentifier: "02" }, "cancelled"]
    ]
    for (const [fields, status] of cases) assert.strictEqual(deriveJpoStatus(fields).status, status, JSON.stringify(fields))
    assert.strictEqual(deriveJpoStatus(cases[6]![0]).description, "Registration 5322222 erased 2014-01-01 (erasure identifier 02)")
  })

  it.live("every seeded record's status is derived as the table says", () =>
    withJpo({}, (fake) =>
      Effect.gen(function*() {
        const want: Record<string, string> = {
          "2023012345": "registered",
          "2024000001": "pending",
          "2022054321": "abandoned",
          "2005011111": "expired",
          "2010022222": "cancelled",
          "2015033333": "registered",
          "2019044444": "registered",
          "2001000001": "registered",
          "2020011111": "registered",
          "2020022222": "abandoned",
          "2021033333": "registered",
          "2021044444": "pending",
          "2022055555": "cancelled",
          "2008066666": "expired",
          "2024077777": "pending",
          "2023088888": "registered",
          "2012099999": "expired",
          "2025000100": "pending",
          "2016012121": "registered",
          "2018034343": "abandoned"
        }
        assert.strictEqual(fake.marks.length, Object.keys(want).length)
        for (const mark of fake.marks) {
          const d = yield* detail(String(mark.applicationNumber))
          assert.strictEqual(d.status, want[d.applicationNumber], d.applicationNumber)
          assert.strictEqual(d.statusDescription, deriveJpoStatus(mark as Parameters<typeof deriveJpoStatus>[0]).description)
        }
      })))

  it("number forms and the Japan-time day", () => {
    assert.deepStrictEqual(Either.getOrThrow(normaliseJpoNumber("2023-1")), { kind: "application", number: "2023000001" })
    assert.deepStrictEqual(Either.getOrThrow(normaliseJpoNumber("R 123")), { kind: "registration", number: "123" })
    assert.deepStrictEqual(Either.getOrThrow(normaliseJpoNumber("2012345")), { kind: "registration", number: "2012345" })
    const era = Either.getLeft(normaliseJpoNumber("平成20-012345"))
    assert.isTrue(era._tag === "Some" && era.value.message.includes("Western year"))
    assert.isTrue(Either.isLeft(normaliseJpoNumber("12345678")))
    // 2025-01-01T14:59:59Z is 23:59:59 in Tokyo; one second later it is the next day.
    assert.strictEqual(jstDay(Date.parse("2025-01-01T14:59:59Z")), "2025-01-01")
    assert.strictEqual(jstDay(Date.parse("2025-01-01T15:00:00Z")), "2025-01-02")
    assert.strictEqual(msUntilJstMidnight(Date.parse("2025-01-01T14:00:00Z")), 3_600_000)
  })

  it.live("status 107 (HTTP 200): TRADEMARK_NOT_FOUND; a search finds nothing", () =>
    withJpo({}, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(detail("2023-999999"))
        assert.strictEqual(error.code, "TRADEMARK_NOT_FOUND")
        assert.strictEqual(
          error.message,
          "Trademark JP-2023999999 not found at JPO (JPO status 107: no data). The JPO API covers trademark filings from 2001 on."
        )
        const reg = yield* Effect.flip(detail("6999999"))
        assert.strictEqual(reg.code, "TRADEMARK_NOT_FOUND")
        assert.include(reg.message, "Trademark with registration number 6999999 not found at JPO")
        assert.strictEqual((yield* search({ query: "2023-999999", searchType: "number" })).results.length, 0)
      })))

  it.live("daily quota: once JPO says 0 calls remain, QUOTA_EXCEEDED (with the daily quota and the wait to midnight in Japan) without a request", () =>
    withJpo({ fake: { dailyQuota: 2 } }, (fake) =>
      Effect.gen(function*() {
        yield* detail("2023012345")
        yield* detail("2024000001") // remainAccessCount "0"
        const requests = fake.apiRequests()
        const error = yield* Effect.flip(detail("2019044444"))
        assert.strictEqual(error.code, "QUOTA_EXCEEDED")
        assert.strictEqual(fake.apiRequests(), requests)
        assert.include(error.message, "JPO's daily access quota for the trademark app_progress API (2 calls a day) is used up")
        assert.include(error.message, "resets at midnight Japan time")
        assert.isAbove(error.retryAfterMs ?? 0, 0)
        assert.isAtMost(error.retryAfterMs ?? 0, 86_400_000)
        assert.deepStrictEqual([error.details?.["api"], error.details?.["dailyQuota"]], ["app_progress", 2])
        // Another API has its own quota: the registration lookup still goes out, then app_progress stops it.
        assert.strictEqual((yield* Effect.flip(search({ query: "6712345", searchType: "number" }))).code, "QUOTA_EXCEEDED")
        assert.deepStrictEqual(fake.server.requests.at(-1)!.path, `${JPO_API_PREFIX}case_number_reference/registration/6712345`)
        assert.strictEqual(fake.apiRequests(), requests + 1)
      })))

  it.live("status 203 in an HTTP 200 answer: QUOTA_EXCEEDED quoting JPO; the API is then skipped until the reset", () =>
    withJpo({ fake: { dailyQuota: 0 } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(detail("2023012345"))
        assert.strictEqual(error.code, "QUOTA_EXCEEDED")
        assert.include(error.message, "JPO status 203: 1日のアクセス上限を超過したため、取得できませんでした。")
        assert.isFalse(error.retryable)
        assert.strictEqual(fake.apiRequests(), 1)
        assert.strictEqual((yield* Effect.flip(detail("2023012345"))).code, "QUOTA_EXCEEDED")
        assert.strictEqual(fake.apiRequests(), 1)
      })))

  it.live("statuses 208 and 999 and unknown codes: INVALID_INPUT, retryable PROVIDER_ERROR, PROVIDER_ERROR", () =>
    withJpo({}, (fake) =>
      Effect.gen(function*() {
        fake.server.script({
          body: {
            result: { statusCode: "208", errorMessage: "案件番号に不正な文字が含まれています。", remainAccessCount: "150", data: {} }
          }
        }, { match: JPO_API_PREFIX })
        const illegal = yield* Effect.flip(detail("2023012345"))
        assert.strictEqual(illegal.code, "INVALID_INPUT")
        assert.include(illegal.message, "JPO status 208")
        fake.unexpectedNext()
        const unexpected = yield* Effect.flip(detail("2023012345"))
        assert.strictEqual(unexpected.code, "PROVIDER_ERROR")
        assert.isTrue(unexpected.retryable)
        assert.include(unexpected.message, "JPO status 999: 想定外のエラーが発生しました。")
        fake.server.script({ body: { result: { statusCode: "777", errorMessage: "", remainAccessCount: "1", data: {} } } }, {
          match: JPO_API_PREFIX
        })
        const other = yield* Effect.flip(detail("2023012345"))
        assert.strictEqual(other.message, "JPO answered with status 777.")
        assert.isFalse(other.retryable)
      })))

  it.live("missing credentials: PROVIDER_NOT_CONFIGURED naming JPO_API_USERNAME and JPO_API_PASSWORD; no call", () =>
    withJpo({ env: { JPO_API_PASSWORD: "" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(Effect.flatMap(TrademarkProviders, (r) => r.get("JP")))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(error.message, "JPO provider is not configured. Set JPO_API_PASSWORD to enable it.")
        const neither = yield* Effect.flip(
          withOfficeProvider(
            JpoTrademarksSpec,
            { JPO_API_USERNAME: "", JPO_API_PASSWORD: "" },
            undefined,
            Effect.flatMap(TrademarkProviders, (r) => r.get("JP"))
          )
        )
        assert.strictEqual(neither.message, "JPO provider is not configured. Set JPO_API_USERNAME and JPO_API_PASSWORD to enable it.")
        assert.strictEqual(fake.server.requests.length, 0)
      })))

  it.live("a wrong password: AUTH_FAILED from the token endpoint naming both settings, the password never shown", () =>
    withJpo({ env: { JPO_API_PASSWORD: "wrong-password-value-42" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(detail("2023012345"))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.include(error.message, "token request")
        assert.include(error.message, "Check JPO_API_USERNAME and JPO_API_PASSWORD")
        assert.deepStrictEqual(secretsIn(error, ["wrong-password-value-42", FAKE_JPO_PASSWORD]), [])
        assert.strictEqual(fake.apiRequests(), 0)
      })))

  it.live("an expired token: status 210 in a 200 answer (JPO spec), one refresh, then the answer", () =>
    withJpo({}, (fake) =>
      Effect.gen(function*() {
        yield* detail("2023012345")
        fake.expireTokens()
        assert.strictEqual((yield* detail("2023012345")).name, "KESTREL")
        assert.strictEqual(fake.tokenRequests(), 2)
        assert.strictEqual(fake.apiRequests(), 3)
      })))

  it.live("transport errors: 5xx burst retried, a silent API is PROVIDER_TIMEOUT, a bad envelope is PROVIDER_ERROR", () =>
    withJpo({ patch: (c) => withOfficeTimeout(c, "JPO", 150) }, (fake) =>
      Effect.gen(function*() {
        yield* detail("2023012345")
        fake.server.failNext(2, 503, JPO_API_PREFIX)
        assert.strictEqual((yield* detail("2023012345")).name, "KESTREL")
        assert.strictEqual(fake.apiRequests(), 1 + 3)
        fake.server.hangNext(JPO_API_PREFIX, 3)
        assert.strictEqual((yield* Effect.flip(detail("2023012345"))).code, "PROVIDER_TIMEOUT")
        fake.server.malformedNext(JPO_API_PREFIX, JSON.stringify({ status: "ok" }))
        const envelope = yield* Effect.flip(detail("2023012345"))
        assert.strictEqual(envelope.code, "PROVIDER_ERROR")
        assert.include(envelope.message, "result")
        fake.server.malformedNext(
          JPO_API_PREFIX,
          JSON.stringify({
            result: { statusCode: "100", remainAccessCount: "10", data: { applicationNumber: "2023012345", goodsServiceInformation: "09" } }
          })
        )
        assert.include((yield* Effect.flip(detail("2023012345"))).message, "goodsServiceInformation")
      })))
})
