/**
 * REGISTER_SYNC in the server: a run at start, the next after REGISTER_SYNC_INTERVAL on the
 * (virtual) clock, only while this instance holds the lease; figures for /metrics.
 */
import { it } from "@effect/vitest"
import { Context, Duration, Effect, Layer, TestClock } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, expect } from "vitest"
import { REGISTER_SYNC_LEASE, RegisterSyncJob } from "../src/Services/RegisterSync/RegisterSyncJob.js"
import { LeaderLease } from "../src/Services/Watches/LeaderLease.js"
import { usptoDailyZip } from "./support/BulkSamples.js"
import { API_KEY, type FakeBulkOffices, startFakeBulkOffices } from "./support/FakeBulkOffices.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

let office: FakeBulkOffices
let dataDir: string

beforeEach(async () => {
  office = await startFakeBulkOffices()
  dataDir = mkdtempSync(join(tmpdir(), "ipdata-syncjob-"))
})

afterEach(async () => {
  await office.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Built inside the test (after the virtual clock is set), living until the test ends. */
const startJob = (lease: Layer.Layer<LeaderLease>) => Layer.build(jobLayer(lease)).pipe(Effect.map(Context.get(RegisterSyncJob)))

const jobLayer = (lease: Layer.Layer<LeaderLease>) =>
  RegisterSyncJob.Default.pipe(
    Layer.provide(
      Layer.merge(
        TestAppConfigLayer({
          DATA_DIR: dataDir,
          REGISTER_SYNC: "true",
          REGISTER_SYNC_INTERVAL: "3600",
          REGISTER_SYNC_SOURCES: "uspto-daily",
          REGISTER_SYNC_MIN_FREE_MB: "0",
          REGISTER_SYNC_REQUEST_SPACING_MS: "0",
          USPTO_ODP_BASE_URL: office.apiUrl,
          USPTO_ODP_API_KEY: API_KEY
        }),
        lease
      )
    )
  )

/**
 * Real I/O (HTTP, SQLite, the import's worker thread) runs on the real event loop: wait for it
 * without moving the virtual clock. The bound is wall time, not a count of polls: a worker thread
 * starting on a loaded machine took longer than 400 short polls.
 */
const until = (check: () => boolean) =>
  Effect.gen(function*() {
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline && !check()) {
      yield* Effect.promise(() => new Promise((r) => setImmediate(r)).then(() => new Promise((r) => setTimeout(r, 5))))
    }
    expect(check()).toBe(true)
  })

const addDaily = (date: string, serial: number, name: string) =>
  Effect.promise(async () => {
    const z = await usptoDailyZip(date, [{ serial, name }])
    office.files.push({ product: "TRTDXFAP", name: z.name, date, body: z.body })
  })

it.scoped("runs at start, then again after the interval on the virtual clock, applying only the new file", () =>
  Effect.gen(function*() {
    yield* TestClock.setTime(Date.parse("2024-01-03T12:00:00Z"))
    yield* addDaily("2024-01-02", 90000001, "QUOKKALUX")
    const job = yield* startJob(LeaderLease.memory)
    yield* until(() => job.stats().runs === 1)
    expect(job.stats()).toMatchObject({ enabled: true, leader: true, failedRuns: 0 })
    expect(job.stats().sources["uspto-daily"]).toMatchObject({
      jurisdiction: "US",
      lastFileApplied: "apc240102.zip",
      filesBehind: 0,
      marks: 1
    })
    yield* addDaily("2024-01-03", 90000002, "ZEPHYRINE")
    yield* TestClock.adjust(Duration.minutes(59))
    yield* Effect.promise(() => new Promise((r) => setTimeout(r, 50)))
    expect(job.stats().runs).toBe(1)
    yield* TestClock.adjust(Duration.minutes(1))
    yield* until(() => job.stats().runs === 2)
    expect(job.stats().sources["uspto-daily"]).toMatchObject({ lastFileApplied: "apc240103.zip", marks: 2 })
    expect(office.seen.filter((s) => s.host === "cdn")).toHaveLength(2)
  }))

/** The lease held by another instance for a century. */
const heldElsewhere = Layer.effect(
  LeaderLease,
  Effect.gen(function*() {
    const lease = yield* LeaderLease
    yield* Effect.orDie(lease.acquire(REGISTER_SYNC_LEASE, "other-instance", 0, 100 * 365 * 86_400_000))
    return lease
  })
).pipe(Layer.provide(LeaderLease.memory))

it.scoped("an instance that does not hold the lease never syncs", () =>
  Effect.gen(function*() {
    yield* addDaily("2024-01-02", 90000001, "QUOKKALUX")
    const job = yield* startJob(heldElsewhere)
    yield* TestClock.adjust(Duration.hours(3))
    yield* Effect.promise(() => new Promise((r) => setTimeout(r, 50)))
    expect(job.stats()).toMatchObject({ enabled: true, leader: false, runs: 0 })
    expect(office.seen).toEqual([])
  }))
