/**
 * Live adapters on answers the offices produced (test/fixtures/real/, see each SOURCE.md): each real
 * answer is served by the office's fake on a real socket and run through the adapter, the output
 * checked field by field; requests are checked against the office's published specification where
 * there is a machine-readable one (JPO's OpenAPI definition).
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { CipoTrademarksSpec } from "../src/Providers/Cipo/CipoTrademarks.js"
import { mapIponzStatus } from "../src/Providers/Iponz/IponzStatus.js"
import { JpoTrademarksSpec } from "../src/Providers/Jpo/JpoTrademarks.js"
import type { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import { UsptoTrademarksSpec } from "../src/Providers/Uspto/UsptoTrademarks.js"
import { WipoTrademarksSpec } from "../src/Providers/Wipo/WipoTrademarks.js"
import { CIPO_SEARCH_PATH, FakeCipo } from "./fakes/FakeCipo.js"
import { FakeJpo, JPO_API_PREFIX } from "./fakes/FakeJpo.js"
import { FakeUspto } from "./fakes/FakeUspto.js"
import { FakeWipo, WIPO_DATA_PREFIX } from "./fakes/FakeWipo.js"
import { detailIn, searchIn, withOfficeProvider } from "./support/OfficeHarness.js"

const real = (p: string) => readFileSync(fileURLToPath(new URL(`./fixtures/real/${p}`, import.meta.url)), "utf8")
const realJson = (p: string) => JSON.parse(real(p))

const withFake = <F extends { env(): Record<string, string>; server: { close(): Promise<void> } }, A, E>(
  start: () => Promise<F>,
  spec: Parameters<typeof withOfficeProvider>[0],
  env: Record<string, string>,
  body: (fake: F) => Effect.Effect<A, E, TrademarkProviders>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* Effect.acquireRelease(Effect.promise(start), (f) => Effect.promise(() => f.server.close()))
      return yield* withOfficeProvider(spec, { ...fake.env(), ...env }, undefined, body(fake))
    })
  )

describe("USPTO TSDR: a real info.json answer (sn88326251) through the adapter", () => {
  const tsdr = realJson("uspto/tsdr-sn88326251-info.json").trademarks[0]
  it.live("status, dates, owner, classes, attorney, drawing and history as TSDR gives them", () =>
    withFake(() => FakeUspto.start({ marks: [tsdr] }), UsptoTrademarksSpec, { USPTO_RATE_LIMIT: "60000" }, () =>
      Effect.gen(function*() {
        const d = yield* detailIn("US")("88326251", true)
        assert.deepInclude(d, {
          id: "US-88326251",
          applicationNumber: "88326251",
          registrationNumber: "5845537",
          name: "88 HEAD IN THE CLOUDS",
          status: "registered",
          statusDescription:
            "Registered.  The registration date is used to determine when post-registration maintenance documents are due.",
          filingDate: "2019-03-05",
          registrationDate: "2019-08-27",
          statusDate: "2019-08-27",
          owner: "88Rising, Inc.",
          markFeature: "FIGURATIVE",
          source: "live"
        })
        assert.deepStrictEqual(d.niceClasses, [41])
        assert.deepStrictEqual(d.goodsAndServices, [{
          classNumber: 41,
          description: "Entertainment services, namely, arranging and conducting music and art festival"
        }])
        assert.strictEqual(d.markType, "combined")
        assert.strictEqual(d.description, tsdr.status.descOfMark)
        // Oldest first (the tools' order), TSDR's own codes and words.
        assert.deepStrictEqual(d.prosecutionHistory?.[0], {
          date: "2019-03-08",
          code: "NWAP",
          description: "NEW APPLICATION ENTERED IN TRAM"
        })
        assert.deepInclude(d.prosecutionHistory?.at(-1), { date: "2019-10-24" })
        assert.strictEqual(d.prosecutionHistory?.length, 11)
        // The registration number finds it too.
        assert.strictEqual((yield* detailIn("US")("rn5845537")).id, "US-88326251")
      })))
})

describe("JPO: the office's own example answers and its OpenAPI definition", () => {
  const example = realJson("jpo/app_progress-2018009480.json").result.data
  const spec = realJson("jpo/jpo_api_openapi.trademark-excerpt.json")
  const env = { JPO_RATE_LIMIT: "60000" }

  it.live("app_progress 2018009480: a live registration (erasureIdentifier '00'), readings as an object, classes, owner", () =>
    withFake(() => FakeJpo.start({ marks: [example] }), JpoTrademarksSpec, env, () =>
      Effect.gen(function*() {
        const d = yield* detailIn("JP")("2018-009480", true)
        assert.deepInclude(d, {
          id: "JP-2018009480",
          registrationNumber: "6036291",
          name: "Ｌｏｃａｌ　Ｓｐｅｃｉａｌｔｙ∞地域団体商標＼特許庁",
          status: "registered",
          filingDate: "2018-01-24",
          registrationDate: "2018-04-20",
          owner: "特許庁長官"
        })
        assert.deepStrictEqual(d.niceClasses, [9, 16, 41, 45])
        assert.include(d.description ?? "", "ローカルスペシャルティーチイキダンタイショーヒョートッキョチョー")
        assert.strictEqual(d.expirationDate, "2028-04-20")
        assert.isTrue((d.prosecutionHistory ?? []).some((h) => h.code === "A01" && h.description === "登録査定"))
      })))

  it.live("requests follow the definition: 10-digit application path, 7-digit registration path (zero-padded)", () =>
    withFake(
      () => FakeJpo.start({ marks: [{ ...example, registrationNumber: "0612345" }] }),
      JpoTrademarksSpec,
      env,
      (fake) =>
        Effect.gen(function*() {
          assert.strictEqual((yield* detailIn("JP")("612345")).applicationNumber, "2018009480")
          const paths = fake.server.requests.filter((r) => r.path.startsWith(JPO_API_PREFIX)).map((r) =>
            r.path.slice(JPO_API_PREFIX.length - "/trademark/v1/".length)
          )
          assert.deepStrictEqual(paths, [
            "/trademark/v1/case_number_reference/registration/0612345",
            "/trademark/v1/app_progress/2018009480"
          ])
          const progress = spec.paths["/trademark/v1/app_progress/{application number}"].parameters[0].schema.pattern
          const reference = spec.paths["/trademark/v1/case_number_reference/{kind}/{number}"].parameters[0].schema.pattern
          assert.match("2018009480", new RegExp(progress))
          assert.match("registration", new RegExp(reference))
          assert.match(paths[0]!.split("/").at(-1)!, /^\d{7}$/, "a 7-character fixed-length registration number (code index 01680)")
        })
    ))

  it.live("an expired token answers 200 with status 210 (the definition's code list): one refresh, then the answer", () =>
    withFake(() => FakeJpo.start({ marks: [example] }), JpoTrademarksSpec, env, (fake) =>
      Effect.gen(function*() {
        yield* detailIn("JP")("2018009480")
        fake.expireTokens()
        assert.strictEqual((yield* detailIn("JP")("2018009480")).registrationNumber, "6036291")
        assert.strictEqual(fake.tokenRequests(), 2)
      })))

  it.live("the definition's example errors: 107 not found, 204 a clear input error", () =>
    withFake(() => FakeJpo.start({ marks: [example] }), JpoTrademarksSpec, env, (fake) =>
      Effect.gen(function*() {
        fake.server.script({ headers: { "content-type": "application/json" }, body: real("jpo/app_progress-107.json") }, {
          match: JPO_API_PREFIX
        })
        assert.strictEqual((yield* Effect.flip(detailIn("JP")("2018009480"))).code, "TRADEMARK_NOT_FOUND")
        fake.server.script({ headers: { "content-type": "application/json" }, body: real("jpo/case_number_reference-204.json") }, {
          match: JPO_API_PREFIX
        })
        const bad = yield* Effect.flip(detailIn("JP")("6036291"))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "204")
      })))
})

describe("WIPO Madrid: a real Madrid record (IR 1892865, no RegistrationNumber and no status word)", () => {
  const notice = real("wipo/wo-1892865-notice.xml")
  const transaction =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Transaction xmlns=\"http://www.wipo.int/standards/XMLSchema/trademarks\">" +
    `<TradeMarkTransactionBody><TransactionContentDetails><TransactionData><TradeMarkDetails>${notice}</TradeMarkDetails></TransactionData></TransactionContentDetails></TradeMarkTransactionBody></Transaction>`

  // The recorder shortened the record to the parts it read: the verbal element (VOLKSWAGEN) is not in it.
  it.live("the IR number from ApplicationNumber, holder, class; registered (an IR exists once registered)", () =>
    withFake(() => FakeWipo.start(), WipoTrademarksSpec, { WIPO_RATE_LIMIT: "60000" }, (fake) =>
      Effect.gen(function*() {
        fake.server.script({ headers: { "content-type": "text/xml" }, body: transaction }, { match: WIPO_DATA_PREFIX })
        const d = yield* detailIn("WIPO")("1892865")
        assert.deepInclude(d, {
          id: "WIPO-1892865",
          applicationNumber: "1892865",
          registrationNumber: "1892865",
          name: "[word mark]",
          status: "registered",
          owner: "Volkswagen Aktiengesellschaft",
          markFeature: "WORD"
        })
        assert.deepStrictEqual(d.niceClasses, [9])
        assert.strictEqual(d.applicant?.country, "DE")
      })))

  it.live("WIPO's register entries decide a dead IR: Total Cancellation, Non Renewal", () =>
    withFake(() => FakeWipo.start(), WipoTrademarksSpec, { WIPO_RATE_LIMIT: "60000" }, (fake) =>
      Effect.gen(function*() {
        const withRecord = (kind: string) =>
          transaction.replace(
            "</TradeMark>",
            `<MarkRecordDetails><MarkRecord><BasicRecord><RecordEffectiveDate>2025-01-02</RecordEffectiveDate><BasicRecordKind>${kind}</BasicRecordKind></BasicRecord></MarkRecord></MarkRecordDetails></TradeMark>`
          )
        fake.server.script({ headers: { "content-type": "text/xml" }, body: withRecord("Total Cancellation") }, { match: WIPO_DATA_PREFIX })
        const cancelled = yield* detailIn("WIPO")("1892865", true)
        assert.strictEqual(cancelled.status, "cancelled")
        assert.deepStrictEqual(cancelled.prosecutionHistory, [{
          date: "2025-01-02",
          code: "Total Cancellation",
          description: "Total Cancellation"
        }])
        fake.server.script({ headers: { "content-type": "text/xml" }, body: withRecord("Non Renewal") }, { match: WIPO_DATA_PREFIX })
        assert.strictEqual((yield* detailIn("WIPO")("1892865")).status, "expired")
      })))
})

describe("CIPO: the live search's answer layout ({numFound, docs}) and request body", () => {
  it.live("a recorded hit decodes: number, words, CIPO's status word, classes, type", () =>
    withFake(() => FakeCipo.start(), CipoTrademarksSpec, { CIPO_RATE_LIMIT: "60000" }, (fake) =>
      Effect.gen(function*() {
        fake.server.script({ headers: { "content-type": "application/json" }, body: real("cipo/search-doc-1137536.json") }, {
          match: CIPO_SEARCH_PATH
        })
        const page = yield* searchIn("CA")({ query: "maple", searchType: "name", niceClasses: [29, 30] })
        assert.deepInclude(page.results[0]!, {
          id: "CA-1137536",
          applicationNumber: "1137536",
          name: "Les Délices de l'Érable & DESSIN",
          status: "cancelled",
          statusDescription: "EXPUNGED",
          markFeature: "FIGURATIVE"
        })
        assert.deepStrictEqual(page.results[0]!.niceClasses, [29, 30, 35, 43])
        // The UI's body: classes as a list of strings in nicetextfield1 (a class in textfield1 matches the whole register).
        assert.deepStrictEqual(fake.searchBodies().at(-1)!["nicetextfield1"], ["29", "30"])
      })))
})

describe("IPONZ: status words as IPONZ's glossary and process page define them", () => {
  it("Accepted and Awaiting registration are pending; a lapsed application is abandoned, a lapsed registration expired", () => {
    assert.strictEqual(mapIponzStatus("Under Examination"), "pending")
    assert.strictEqual(mapIponzStatus("Abeyance"), "pending")
    assert.strictEqual(mapIponzStatus("Accepted"), "pending")
    assert.strictEqual(mapIponzStatus("Awaiting registration"), "pending")
    assert.strictEqual(mapIponzStatus("Abandoned"), "abandoned")
    assert.strictEqual(mapIponzStatus("Lapsed", false), "abandoned")
    assert.strictEqual(mapIponzStatus("Lapsed", true), "expired")
  })
})
