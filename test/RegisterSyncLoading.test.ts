/**
 * A register that REGISTER_SYNC is still creating: the server makes the file, opens a provider for
 * each jurisdiction the sync fills, answers "loading: N of M files applied" from the sync ledger
 * until the first file is in, then answers from the data with no reopening. And the IP RAPID
 * listing in its real shape (one dated archive beside a dictionary PDF).
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { readRegisterSync, type RegisterSyncSettings } from "../src/Config/RegisterSyncConfig.js"
import { UsptoXml } from "../src/Providers/LocalRegister/Importers/UsptoXml.js"
import { runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import { makeLocalRegister } from "../src/Providers/LocalRegister/index.js"
import { openRegister, registerPath } from "../src/Providers/LocalRegister/RegisterDb.js"
import { makeSources } from "../src/Providers/LocalRegister/Sync/SourceCatalog.js"
import { SyncLedger } from "../src/Providers/LocalRegister/Sync/SyncLedger.js"
import { readSample } from "./support/BulkSamples.js"
import { type FakeBulkOffices, IPRAPID_PACKAGE_ID, startFakeBulkOffices } from "./support/FakeBulkOffices.js"

const dirs: Array<string> = []
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "register-loading-"))
  dirs.push(d)
  return d
}
let office: FakeBulkOffices
beforeAll(async () => {
  office = await startFakeBulkOffices()
})
afterAll(async () => {
  await office.close()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const SCOPE = { sources: ["uspto-daily"] as const, intervalSeconds: 21600 }
const nameSearch = { searchType: "name", status: "all", limit: 10, query: "apple" } as const

/** Writes to the ledger as a sync run does, on its own connection. */
const withLedger = (dataDir: string, f: (l: SyncLedger) => void) => {
  const db = openRegister(registerPath(dataDir))!
  try {
    f(new SyncLedger(db))
  } finally {
    db.close()
  }
}

describe("a register being created by REGISTER_SYNC", () => {
  it.scoped("is created when absent, and its US provider says how far the load is until the first file is in", () =>
    Effect.gen(function*() {
      const dataDir = tempDir()
      const r = yield* makeLocalRegister({ dataDir, mode: "prefer", sync: SCOPE })
      expect(existsSync(registerPath(dataDir))).toBe(true)
      // Created beside and linked into place: no scratch file is left.
      expect(readdirSync(dataDir).filter((f) => f.includes("creating"))).toEqual([])
      expect(r.providers.map((p) => p.jurisdiction)).toEqual(["US"])
      const us = r.providerFor("US")!
      expect(us.asOf).toBeUndefined()

      const listing = yield* Effect.flip(us.search(nameSearch))
      expect(listing.code).toBe("PROVIDER_UNAVAILABLE")
      expect(listing.retryable).toBe(true)
      expect(listing.message).toMatch(/The US local register is loading: register sync is listing the office's files \(uspto-daily\)/)

      withLedger(dataDir, (l) => l.listed("uspto-daily", "US", 0, undefined))
      expect((yield* Effect.flip(us.search(nameSearch))).message).toMatch(
        /has no data yet: register sync found no file to apply \(uspto-daily\); it looks again every 6 h/
      )
      withLedger(dataDir, (l) => l.listed("uspto-daily", "US", 3, "2024-01-04"))
      expect((yield* Effect.flip(us.search(nameSearch))).message).toMatch(/is loading: 0 of 3 files applied/)
      expect((yield* Effect.flip(us.getDetail("78000001", { includeHistory: false }))).code).toBe("PROVIDER_UNAVAILABLE")
      expect((yield* Effect.flip(us.similar("APPLE"))).code).toBe("PROVIDER_UNAVAILABLE")

      withLedger(dataDir, (l) => l.checked("uspto-daily", "US", "2024-01-05T00:00:00Z", { ok: false, error: "HTTP 503" }))
      expect((yield* Effect.flip(us.search(nameSearch))).message).toMatch(
        /has no data yet: register sync could not fetch it \(uspto-daily: HTTP 503\); it tries again every 6 h/
      )

      // The first file applied (the importer writes on its own connection): the same provider answers.
      const imported = yield* Effect.promise(() =>
        runImport({ dataDir, target: join(import.meta.dirname, "..", "samples", "uspto"), format: UsptoXml })
      )
      expect(imported.ok).toBe(true)
      const page = yield* us.search(nameSearch)
      expect(page.results.length).toBeGreaterThan(0)
      expect(us.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }))

  it("counts files behind down as they apply, so N of M stays current mid-run", () => {
    const dataDir = tempDir()
    withLedger(dataDir, (l) => {
      l.listed("uspto-daily", "US", 2, "2024-01-03")
      l.downloaded("uspto-daily", "apc240102.zip", "2024-01-02", 10, "ab", "2024-01-05T00:00:00Z")
      l.applied("uspto-daily", "apc240102.zip", { added: 1, changed: 0, removed: 0, unchanged: 0, rejected: 0 }, undefined, "t")
    })
    const db = openRegister(registerPath(dataDir), { readonly: true })!
    try {
      expect(db.prepare("SELECT files_behind FROM sync_sources WHERE source = 'uspto-daily'").pluck().get()).toBe(1)
    } finally {
      db.close()
    }
  })

  it.scoped("without sync (or under stdio) nothing is created and no provider is opened", () =>
    Effect.gen(function*() {
      const dataDir = tempDir()
      const r = yield* makeLocalRegister({ dataDir, mode: "prefer" })
      expect(r.providers).toEqual([])
      expect(existsSync(registerPath(dataDir))).toBe(false)
    }))
})

describe("IP RAPID listing in its published shape", () => {
  const settings = (): RegisterSyncSettings =>
    Effect.runSync(
      readRegisterSync.pipe(
        Effect.withConfigProvider(
          ConfigProvider.fromMap(new Map([["IPRAPID_CKAN_URL", `${office.apiUrl}/data`], ["REGISTER_SYNC_REQUEST_SPACING_MS", "0"]]))
        ),
        Effect.orDie
      )
    )

  it.effect("takes the dated iprapid.zip archive, leaves the data dictionary PDF out, by slug or package id", () =>
    Effect.gen(function*() {
      office.files.push({
        product: "CKAN",
        name: "iprapid.zip",
        date: "2026-11-20",
        body: readSample("samples/iprapid/iprapid_trade_marks_20240101.csv")
      })
      for (const dataset of ["iprapid", IPRAPID_PACKAGE_ID]) {
        const sources = yield* makeSources({ ...settings(), auDataset: dataset })
        const files = yield* sources.find((s) => s.id === "iprapid")!.list({ since: "2026-01-01", backfile: false })
        expect(files.map((f) => [f.name, f.date])).toEqual([["2026-11-20_iprapid.zip", "2026-11-20"]])
      }
    }))
})
