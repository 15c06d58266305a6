import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import Database from "better-sqlite3"
import { ConfigProvider, Effect, Either, Layer } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { passesCutoff, scoreMarks } from "../src/Analysis/Similarity.js"
import type { Jurisdiction } from "../src/Domain/Jurisdiction.js"
import { CipoXml } from "../src/Providers/LocalRegister/Importers/CipoXml.js"
import { EuipoXml } from "../src/Providers/LocalRegister/Importers/EuipoXml.js"
import { IpRapidCsv } from "../src/Providers/LocalRegister/Importers/IpRapidCsv.js"
import { UkipoJournalXml } from "../src/Providers/LocalRegister/Importers/UkipoJournalXml.js"
import { UsptoXml } from "../src/Providers/LocalRegister/Importers/UsptoXml.js"
import { runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import { LocalRegister, makeLocalRegister } from "../src/Providers/LocalRegister/index.js"
import { registerPath, registerStats } from "../src/Providers/LocalRegister/RegisterDb.js"
import { AppConfigLive } from "../src/Providers/Offices.js"
import type { TrademarkSearchParams } from "../src/Providers/TrademarkProvider.js"

const SAMPLES = fileURLToPath(new URL("../samples/", import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), "local-register-provider-"))
const emptyDir = mkdtempSync(join(tmpdir(), "local-register-empty-"))
afterAll(() => {
  for (const dir of [dataDir, emptyDir]) rmSync(dir, { recursive: true, force: true })
})

beforeAll(async () => {
  const load = [
    ["uspto", UsptoXml, undefined],
    ["euipo", EuipoXml, undefined],
    ["iprapid", IpRapidCsv, undefined],
    ["cipo", CipoXml, undefined],
    ["ukipo", UkipoJournalXml, undefined],
    ["st96/JP-TMK-2024-01-05.xml", CipoXml, "JP"],
    ["st96/CN-TMK-2024-01-05.xml", CipoXml, "CN"],
    ["st96/WO-TMK-2024-01-05.xml", CipoXml, "WIPO"]
  ] as const
  for (const [path, format, jurisdiction] of load) {
    const s = await runImport({ dataDir, target: join(SAMPLES, path), format, jurisdiction })
    if (!s.ok) throw new Error(`sample import failed: ${JSON.stringify(s.files)}`)
  }
})

const register = makeLocalRegister({ dataDir, mode: "prefer" })

const search = (j: Jurisdiction, params: Partial<TrademarkSearchParams> & { query: string }) =>
  Effect.gen(function*() {
    const r = yield* register
    return yield* r.providerFor(j)!.search({ searchType: "name", status: "all", limit: 20, ...params })
  })

const names = (page: { readonly results: ReadonlyArray<{ readonly name: string }> }) => page.results.map((r) => r.name)

describe("LocalRegister service", () => {
  it.scoped("yields a local provider per jurisdiction present, with its as-of date", () =>
    Effect.gen(function*() {
      const r = yield* register
      expect(r.providers.map((p) => p.jurisdiction)).toEqual(["US", "EU", "AU", "WIPO", "GB", "CA", "JP", "CN"])
      expect(r.providers.every((p) => p.source === "local" && p.provider === `LocalRegister/${p.jurisdiction}`)).toBe(true)
      expect(r.providerFor("US")!.asOf).toBe("2024-01-03")
      expect(r.providerFor("GB")!.asOf).toBe("2024-01-12")
      expect(r.providerFor("NZ")).toBeUndefined()
    }))

  it.scoped("has no providers without DATA_DIR, without a register, or when LOCAL_REGISTER=off", () =>
    Effect.gen(function*() {
      expect((yield* makeLocalRegister({ dataDir: undefined, mode: "prefer" })).providers).toEqual([])
      expect((yield* makeLocalRegister({ dataDir: emptyDir, mode: "prefer" })).providers).toEqual([])
      expect((yield* makeLocalRegister({ dataDir, mode: "off" })).providers).toEqual([])
    }))
})

describe("LocalRegister layer", () => {
  const withEnv = (env: Record<string, string>) => <A, E>(self: Effect.Effect<A, E, LocalRegister>) =>
    self.pipe(
      Effect.provide(LocalRegister.Default.pipe(Layer.provide(AppConfigLive))),
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))
    )

  it.scoped("reads DATA_DIR and LOCAL_REGISTER from the settings", () =>
    Effect.gen(function*() {
      const on = yield* LocalRegister.pipe(withEnv({ DATA_DIR: dataDir }))
      expect([on.mode, on.providers.length]).toEqual(["prefer", 8])
      const off = yield* LocalRegister.pipe(withEnv({ DATA_DIR: dataDir, LOCAL_REGISTER: "off" }))
      expect([off.mode, off.providers.length]).toEqual(["off", 0])
      const bad = yield* Effect.either(LocalRegister.pipe(withEnv({ DATA_DIR: dataDir, LOCAL_REGISTER: "sometimes" })))
      expect(Either.isLeft(bad) && String((bad.left as { message?: string }).message)).toContain("LOCAL_REGISTER")
    }))
})

describe("name search", () => {
  it.scoped("matches substrings: exact first, then prefix, then inside", () =>
    Effect.gen(function*() {
      const page = yield* search("US", { query: "apple" })
      expect(names(page)).toEqual(["APPLE", "APPLETON", "PINEAPPLE EXPRESS"])
      expect(page.total).toBe(3)
      expect(page.results.every((r) => r.source === "local" && r.asOf !== undefined)).toBe(true)
      expect(page.results[0]).toMatchObject({
        id: "US-97000101",
        owner: "Orchard Devices Inc.",
        niceClasses: [9, 42],
        status: "registered",
        asOf: "2024-01-02"
      })
    }))

  it.scoped("normalises like the similarity engine: case, accents, & and plurals", () =>
    Effect.gen(function*() {
      expect(names(yield* search("US", { query: "cafe" }))).toEqual(["CAFÉ SOLEIL", "ROCK & ROLL CAFE"])
      expect(names(yield* search("US", { query: "Rock and Roll" }))).toEqual(["ROCK & ROLL CAFE"])
      expect(names(yield* search("US", { query: "APPLES" }))).toEqual(["APPLE", "APPLETON", "PINEAPPLE EXPRESS"])
    }))

  it.scoped("pages with a cursor, without repeats", () =>
    Effect.gen(function*() {
      const seen: Array<string> = []
      let position: string | undefined
      do {
        const page = yield* search("US", { query: "apple", limit: 1, ...(position !== undefined ? { position } : {}) })
        seen.push(...names(page))
        position = page.nextPosition
      } while (position !== undefined)
      expect(seen).toEqual(["APPLE", "APPLETON", "PINEAPPLE EXPRESS"])
      const bad = yield* Effect.either(search("US", { query: "apple", position: "garbage" }))
      expect(Either.isLeft(bad) && bad.left.code).toBe("INVALID_INPUT")
    }))

  it.scoped("applies status and class filters", () =>
    Effect.gen(function*() {
      expect(names(yield* search("US", { query: "S", status: "dead" })).sort()).toEqual(["STARLIGHT", "SUNBURST"])
      expect(names(yield* search("US", { query: "MOON", status: "dead" }))).toEqual(["MOONBEAM"])
      expect(names(yield* search("US", { query: "MOON", status: "live" }))).toEqual([])
      expect(names(yield* search("US", { query: "ROCK", status: "pending" }))).toEqual(["ROCKET SKATES"])
      expect(names(yield* search("US", { query: "apple", niceClasses: [31, 39] }))).toEqual(["APPLETON", "PINEAPPLE EXPRESS"])
      const bad = yield* Effect.either(search("US", { query: "apple", niceClasses: [46] }))
      expect(Either.isLeft(bad) && bad.left.message).toContain("niceClasses")
    }))

  it.scoped("finds CJK marks by their characters", () =>
    Effect.gen(function*() {
      expect(names(yield* search("CN", { query: "华为" }))).toEqual(["华为"])
      expect(names(yield* search("JP", { query: "ケストレル" }))).toEqual(["ケストレル"])
    }))
})

describe("owner search", () => {
  it.scoped("ranks exact, then prefix, then substring matches", () =>
    Effect.gen(function*() {
      const page = yield* search("US", { query: "Acme", searchType: "owner" })
      expect(page.results.map((r) => [r.name, r.owner])).toEqual([
        ["ROADRUNNER", "ACME"],
        ["ANVIL PRO", "Acme Holdings Ltd"],
        ["ROCKET SKATES", "New Acme Industries"]
      ])
    }))

  it.scoped("ignores case and punctuation, and reaches EUIPO applicants published apart from their marks", () =>
    Effect.gen(function*() {
      expect(names(yield* search("US", { query: "lens and light corp.", searchType: "owner" }))).toEqual(["PHOTOGRAPH"])
      expect(names(yield* search("EU", { query: "kestrel labs", searchType: "owner" }))).toEqual(["KESTREL"])
      expect(names(yield* search("US", { query: "lightkeepers", searchType: "owner" }))).toEqual(["HARBOR LIGHTS"])
    }))
})

describe("number search", () => {
  it.scoped("accepts the usual ways of writing application and registration numbers", () =>
    Effect.gen(function*() {
      for (const q of ["97000101", "sn 97-000101", "US97000101", "7,100,001"]) {
        expect(names(yield* search("US", { query: q, searchType: "number" }))).toEqual(["APPLE"])
      }
      expect(names(yield* search("EU", { query: "18900001", searchType: "number" }))).toEqual(["APPLE"])
      expect(names(yield* search("CA", { query: "TMA1100001", searchType: "number" }))).toEqual(["APPLE"])
      expect(names(yield* search("GB", { query: "UK00003900101", searchType: "number" }))).toEqual(["APPLE"])
      expect(names(yield* search("GB", { query: "3900101", searchType: "number" }))).toEqual(["APPLE"])
      const none = yield* Effect.either(search("US", { query: "apple", searchType: "number" }))
      expect(Either.isLeft(none) && none.left.code).toBe("INVALID_INPUT")
    }))
})

describe("fuzzy search", () => {
  it.scoped("finds near spellings and sound-alikes, scored by the ensemble, best first", () =>
    Effect.gen(function*() {
      const page = yield* search("US", { query: "KESTRELL", searchType: "fuzzy" })
      expect(names(page)).toEqual(["KESTREL", "KESTRAL"])
      const scores = page.results.map((r) => r.similarityScore!)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
      for (const r of page.results) expect(r.similarityScore).toBe(scoreMarks("KESTRELL", r.name, { jurisdiction: "US" }).score)
      expect(names(yield* search("US", { query: "PHOTOGRAF", searchType: "fuzzy" })).sort()).toEqual(["FOTOGRAF", "PHOTOGRAPH"])
      expect(names(yield* search("US", { query: "NOVALUX", searchType: "fuzzy" }))).toEqual(["NOVALUX", "NOVALUCKS"])
      expect(names(yield* search("US", { query: "BLUE OCEAN", searchType: "fuzzy" })).sort()).toEqual(["BLUE OCEAN", "BLUEOCEAN"])
      expect(names(yield* search("CN", { query: "HUAWEI", searchType: "fuzzy" }))).toEqual(["华为"])
    }))

  it.scoped("returns exactly what scoring the whole register would, on every sample jurisdiction", () =>
    Effect.gen(function*() {
      const r = yield* register
      const db = new Database(registerPath(dataDir), { readonly: true })
      try {
        for (const p of r.providers) {
          const all = db.prepare("SELECT name FROM marks WHERE jurisdiction = ? AND name != ''").pluck().all(p.jurisdiction) as Array<
            string
          >
          for (
            const query of ["KESTREL", "KWIK", "APPEL", "ZEPHIR", "NOVALUKS", "NOVALUX", "HARBOUR LIGHTS", "ROCK N ROLL CAFE", "TERA NOVA"]
          ) {
            const expected = all
              .filter((name) => passesCutoff(query, name, scoreMarks(query, name, { jurisdiction: p.jurisdiction }).score, "fuzzy"))
              .sort()
            const page = yield* p.search({ query, searchType: "fuzzy", status: "all", limit: 100 })
            expect([query, p.jurisdiction, names(page).sort()]).toEqual([query, p.jurisdiction, expected])
          }
        }
      } finally {
        db.close()
      }
    }))

  it.scoped("applies filters before scoring, and clearance may ask for a lower cutoff", () =>
    Effect.gen(function*() {
      expect(names(yield* search("US", { query: "KESTREL", searchType: "fuzzy", niceClasses: [25] }))).toEqual(["KESTRAL"])
      expect(names(yield* search("US", { query: "KESTREL", searchType: "fuzzy", status: "pending" }))).toEqual([])
      const r = yield* register
      const similar = yield* r.providerFor("US")!.similar("ZEPHYR", { kind: "clearance", threshold: 0.6 })
      expect(similar.map((s) => s.trademark.name)).toEqual(["ZEPHYR", "ZEFIR"])
      expect(similar[1]!.similarity.score).toBeGreaterThanOrEqual(0.6)
      // ZEFIR sounds like ZEPHYR (same coarse sound key): fuzzy search finds it too, below the original.
      expect(names(yield* search("US", { query: "ZEPHYR", searchType: "fuzzy" }))).toEqual(["ZEPHYR", "ZEFIR"])
    }))
})

describe("detail", () => {
  it.scoped("returns the trademark schema with source and as-of date, history on request", () =>
    Effect.gen(function*() {
      const r = yield* register
      const us = r.providerFor("US")!
      const d = yield* us.getDetail("97000101", { includeHistory: true })
      expect(d).toMatchObject({
        id: "US-97000101",
        name: "APPLE",
        registrationNumber: "7100001",
        source: "local",
        asOf: "2024-01-02",
        markType: "word",
        attorney: "Jane Roe",
        applicant: { name: "Orchard Devices Inc.", city: "Springfield" },
        goodsAndServices: [{ classNumber: 9 }, { classNumber: 42 }],
        prosecutionHistory: [{ code: "NWAP" }]
      })
      expect((yield* us.getDetail("7100001", { includeHistory: false })).prosecutionHistory).toBeUndefined()
      expect((yield* r.providerFor("EU")!.getDetail("018900015", { includeHistory: false })).applicant).toEqual({
        name: "Kestrel Labs GmbH"
      })
      const missing = yield* Effect.either(us.getDetail("99999999", { includeHistory: false }))
      expect(Either.isLeft(missing) && missing.left).toMatchObject({ code: "TRADEMARK_NOT_FOUND", provider: "LocalRegister/US" })
      expect(Either.isLeft(missing) && missing.left.message).toContain("as of 2024-01-03")
    }))
})

describe("register stats", () => {
  it("counts marks per jurisdiction and status, with the as-of dates", () => {
    const db = new Database(registerPath(dataDir), { readonly: true })
    try {
      const stats = registerStats(db)
      const us = stats.jurisdictions.find((j) => j.jurisdiction === "US")!
      expect(us).toMatchObject({ marks: 26, asOf: "2024-01-03", oldestAsOf: "2024-01-02" })
      expect(us.byStatus).toEqual({ registered: 16, pending: 5, opposed: 2, abandoned: 1, cancelled: 1, expired: 1 })
      expect(stats.jurisdictions.map((j) => j.jurisdiction)).toEqual(["US", "EU", "AU", "WIPO", "GB", "CA", "JP", "CN"])
      expect(stats.imports.every((i) => i.state === "done")).toBe(true)
    } finally {
      db.close()
    }
  })
})
