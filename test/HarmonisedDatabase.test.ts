import { assert, describe, it } from "@effect/vitest"
import { Effect, Logger, LogLevel } from "effect"
import type { ToolError } from "../src/Domain/ToolError.js"
import { HarmonisedDatabase } from "../src/Providers/Euipo/HarmonisedDatabase.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import { FAKE_EUIPO_CLIENT_ID, FAKE_EUIPO_CLIENT_SECRET, FakeEuipo, TOKEN_PATH } from "./fakes/FakeEuipo.js"
import { GS_PREFIX } from "./fakes/FakeEuipoGoodsServices.js"
import { liveHdbLayer } from "./support/HarmonisedDatabaseHarness.js"

const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 2 }

/** The live adapter pointed at a fake EUIPO (class cache off unless `env` turns it on). */
const withHdb = <A, E>(env: Record<string, string>, body: (fake: FakeEuipo) => Effect.Effect<A, E, HarmonisedDatabase>) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeEuipo.scoped()
      const layer = liveHdbLayer({ ...fake.env(), EUIPO_RATE_LIMIT: "60000", CACHE_TTL_CLASS: "0", ...env })
      return yield* body(fake).pipe(
        Effect.provide(layer),
        Effect.provideService(UpstreamPolicy, FAST_RETRY),
        Logger.withMinimumLogLevel(LogLevel.Error)
      )
    })
  )

const hdb = HarmonisedDatabase

const assertNoSecrets = (error: ToolError) => {
  const text = JSON.stringify(error) + error.toText()
  for (const secret of [FAKE_EUIPO_CLIENT_SECRET, FAKE_EUIPO_CLIENT_ID, "fake-token-"]) assert.notInclude(text, secret)
}

describe("HarmonisedDatabase against the fake EUIPO goods and services API", () => {
  it.live("validate: harmonised terms with concept ids, problems for bad ones, in the order sent", () =>
    withHdb({}, (fake) =>
      Effect.gen(function*() {
        const db = yield* hdb
        assert.isTrue(db.configured)
        const out = yield* db.validate("en", [
          { classNumber: 9, terms: ["Downloadable software", "Gadgets & gizmos", "Magic boxes"] },
          { classNumber: 25, terms: ["Clothing", "clothing"] }
        ])
        assert.deepStrictEqual(out.map((c) => c.classNumber), [9, 25])
        const [software, gadgets, magic] = out[0]!.terms
        assert.deepInclude(software!, { text: "Downloadable software", harmonized: true, conceptId: "9001" })
        assert.isFalse(gadgets!.harmonized)
        assert.deepInclude(gadgets!.errors[0]!, { type: "/problems/invalid-character", invalidChar: "&", position: 9 })
        assert.deepInclude(magic!, { harmonized: false, errors: [], warnings: [] })
        assert.strictEqual(out[1]!.terms[1]!.warnings[0]!.type, "/problems/duplicated-term")
        // The request: the gateway header, a bearer token and the documented body.
        const call = fake.server.requests.find((r) => r.path === `${GS_PREFIX}/classification-validation`)!
        assert.strictEqual(call.headers["x-ibm-client-id"], FAKE_EUIPO_CLIENT_ID)
        assert.match(String(call.headers.authorization), /^Bearer fake-token-/)
        assert.deepStrictEqual(JSON.parse(call.body), {
          sourceLanguage: "en",
          goodsAndServices: [
            { classNumber: 9, terms: ["Downloadable software", "Gadgets & gizmos", "Magic boxes"] },
            { classNumber: 25, terms: ["Clothing", "clothing"] }
          ]
        })
      })))

  it.live("translate: harmonised translations per language; unknown terms are left out", () =>
    withHdb({}, () =>
      Effect.gen(function*() {
        const db = yield* hdb
        const out = yield* db.translate("en", ["de", "fr"], [{ classNumber: 25, terms: ["Clothing", "Footwear", "Ninja suits"] }])
        assert.deepStrictEqual(out["de"], [{ classNumber: 25, terms: ["Bekleidungsstücke", "Schuhwaren"] }])
        assert.deepStrictEqual(out["fr"], [{ classNumber: 25, terms: ["Vêtements", "Chaussures"] }])
      })))

  it.live("term search: matching terms, class filter repeated, size clamped to the API's 10..100", () =>
    withHdb({}, (fake) =>
      Effect.gen(function*() {
        const db = yield* hdb
        const all = yield* db.searchTerms({ language: "en", text: "software", size: 3 })
        assert.isAtMost(all.length, 3)
        assert.isTrue(all.every((t) => /software/i.test(t.text)))
        const in42 = yield* db.searchTerms({ language: "en", text: "software", classNumbers: [42, 42], size: 50 })
        assert.isTrue(in42.length > 0 && in42.every((t) => t.classNumber === 42))
        const de = yield* db.searchTerms({ language: "de", text: "hemd", classNumbers: [25] })
        assert.deepStrictEqual(de.map((t) => [t.text, t.conceptId, t.taxonomyParentId]), [["Hemden", "25002", "P25"]])
        const calls = fake.server.requests.filter((r) => r.path === `${GS_PREFIX}/terms`)
        assert.deepStrictEqual(calls.map((c) => c.query.get("size")), ["10", "50", "10"])
        assert.deepStrictEqual(calls[1]!.query.getAll("classNumber"), ["42"])
        assert.strictEqual(calls[2]!.query.get("language"), "de")
      })))

  it.live("class headings in a language; empty headings are dropped", () =>
    withHdb({}, () =>
      Effect.gen(function*() {
        const db = yield* hdb
        const de = yield* db.classHeadings("de")
        assert.strictEqual(de.length, 45)
        assert.strictEqual(de.find((h) => h.classNumber === 25)!.heading, "Bekleidungsstücke, Schuhwaren, Kopfbedeckungen")
        const fr = yield* db.classHeadings("fr")
        assert.deepStrictEqual(fr.map((h) => h.classNumber), [9, 25, 35, 42, 43])
      })))

  it.live("an expired token is refreshed once on 401 and the call succeeds", () =>
    withHdb({}, (fake) =>
      Effect.gen(function*() {
        const db = yield* hdb
        yield* db.classHeadings("de")
        assert.strictEqual(fake.tokenRequests(), 1)
        fake.expireTokens()
        const again = yield* db.validate("en", [{ classNumber: 9, terms: ["Mobile apps"] }])
        assert.isTrue(again[0]!.terms[0]!.harmonized)
        assert.strictEqual(fake.tokenRequests(), 2)
        assert.strictEqual(fake.server.count(TOKEN_PATH), 2)
      })))

  it.live("a token that keeps failing is AUTH_FAILED naming the settings, with no secret in it", () =>
    withHdb({}, (fake) =>
      Effect.gen(function*() {
        fake.rejectTokens = true
        const error = yield* Effect.flip(Effect.flatMap(hdb, (db) => db.classHeadings("de")))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(error.provider, "EUIPO-GS")
        assert.include(error.message, "EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET")
        assertNoSecrets(error)
      })))

  it.live("a malformed body is PROVIDER_ERROR naming the problem; a 400 carries the office's reason", () =>
    withHdb({}, (fake) =>
      Effect.gen(function*() {
        fake.server.malformedNext(GS_PREFIX, "{\"headings\": [{\"classNumber\": \"nine\"}]}")
        const bad = yield* Effect.flip(Effect.flatMap(hdb, (db) => db.classHeadings("de")))
        assert.strictEqual(bad.code, "PROVIDER_ERROR")
        assert.include(bad.message, "EUIPO-GS returned an unexpected response")
        assert.include(bad.message, "headings.0.classNumber")
        const rejected = yield* Effect.flip(Effect.flatMap(hdb, (db) => db.classHeadings("ga")))
        assert.strictEqual(rejected.code, "PROVIDER_ERROR")
        assert.include(rejected.message, "language: is required and must be a supported language")
      })))

  it.live("5xx bursts are retried; 429 is RATE_LIMITED when Retry-After is beyond the wait bound", () =>
    withHdb({ RATE_LIMIT_MAX_WAIT_MS: "1000" }, (fake) =>
      Effect.gen(function*() {
        fake.server.failNext(2, 503, GS_PREFIX)
        const ok = yield* Effect.flatMap(hdb, (db) => db.classHeadings("de"))
        assert.strictEqual(ok.length, 45)
        fake.server.rateLimitNext("120", GS_PREFIX)
        const limited = yield* Effect.flip(Effect.flatMap(hdb, (db) => db.classHeadings("fr")))
        assert.strictEqual(limited.code, "RATE_LIMITED")
        assert.strictEqual(limited.retryAfterMs, 120_000)
      })))

  it.live("answers are cached in the class category", () =>
    withHdb({ CACHE_TTL_CLASS: "3600" }, (fake) =>
      Effect.gen(function*() {
        const db = yield* hdb
        yield* db.classHeadings("de")
        yield* db.classHeadings("de")
        yield* db.validate("en", [{ classNumber: 9, terms: ["Mobile apps"] }])
        yield* db.validate("en", [{ classNumber: 9, terms: ["Mobile apps"] }])
        assert.strictEqual(fake.gsRequests(), 2)
      })))

  it.effect("without credentials every call is PROVIDER_NOT_CONFIGURED naming the settings", () =>
    Effect.gen(function*() {
      const db = yield* hdb
      assert.isFalse(db.configured)
      assert.deepStrictEqual(db.missingSettings, ["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"])
      const error = yield* Effect.flip(db.validate("en", [{ classNumber: 9, terms: ["x"] }]))
      assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
      assert.strictEqual(error.provider, "EUIPO-GS")
      assert.include(error.message, "Set EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET to enable it")
    }).pipe(Effect.provide(liveHdbLayer({}))))

  it.effect("the sandbox names its own settings; ENABLE_EUIPO=false says how to switch it on", () =>
    Effect.gen(function*() {
      const sandbox = yield* Effect.provide(hdb, liveHdbLayer({ EUIPO_SANDBOX: "true" }))
      assert.deepStrictEqual(sandbox.missingSettings, ["EUIPO_SANDBOX_CLIENT_ID", "EUIPO_SANDBOX_CLIENT_SECRET"])
      const off = yield* Effect.provide(hdb, liveHdbLayer({ ENABLE_EUIPO: "false", EUIPO_CLIENT_ID: "a", EUIPO_CLIENT_SECRET: "b" }))
      assert.isFalse(off.configured)
      const error = yield* Effect.flip(off.classHeadings("de"))
      assert.include(error.message, "ENABLE_EUIPO=true")
    }))
})
