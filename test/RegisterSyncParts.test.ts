/** Register sync parts without a network: listing shapes, the retry policy on the virtual clock, progress lines, --office. */
import { it } from "@effect/vitest"
import { Duration, Effect, Either, Fiber, TestClock } from "effect"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect } from "vitest"
import { renderPrometheus } from "../src/Observability/Prometheus.js"
import { ckanFiles, odpFiles } from "../src/Providers/LocalRegister/Sync/OfficeListings.js"
import { HttpFailure, retryAfterMs, retryPolicy } from "../src/Providers/LocalRegister/Sync/SyncHttp.js"
import { makeDownloadProgress } from "../src/Providers/LocalRegister/Sync/SyncProgress.js"
import { resolveSources } from "../src/Providers/LocalRegister/Sync/SyncRunner.js"

const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", "sync", name), "utf8")) as unknown

describe("listings in the offices' shapes", () => {
  it("reads the USPTO ODP product answer (the documentation's own example): names, sizes, dates from the data range", () => {
    const files = Either.getOrThrow(
      odpFiles(fixture("odp-product-PTFWPRE.doc-example.json"), {
        baseUrl: "https://api.uspto.gov",
        product: "PTFWPRE",
        headers: { "X-API-KEY": "k" },
        backfile: true
      })
    )
    expect(files.map((f) => [f.name, f.date, f.size])).toEqual([
      ["2001-2010-patent-filewrapper-full-json.zip", "2010-12-31", 9981249979],
      ["2011-2020-patent-filewrapper-full-json.zip", "2020-12-31", 15506284270],
      ["2021-2024-patent-filewrapper-full-json.zip", "2024-05-07", 3378958164]
    ])
    expect(files[0]!.url).toBe("https://data.uspto.gov/files/PTFWPRE/2001-2010-patent-filewrapper-full-json.zip")
  })

  it("leaves documentation files out, dates apcYYMMDD files by their names, and refuses a shape it cannot read", () => {
    const answer = {
      bulkDataProductBag: [
        {
          productFileBag: {
            fileDataBag: [
              { fileName: "Trademark-Applications-Documentation.doc", fileTypeText: "Documentation", fileDataFromDate: "2026-03-01" },
              { fileName: "apc260228.zip", fileTypeText: "Data", fileDataFromDate: "2026-02-28", fileSize: "1234" }
            ]
          }
        }
      ]
    }
    const files = Either.getOrThrow(
      odpFiles(answer, { baseUrl: "https://api.uspto.gov", product: "TRTDXFAP", headers: {}, backfile: false })
    )
    expect(files).toEqual([
      {
        name: "apc260228.zip",
        date: "2026-02-28",
        size: 1234,
        url: "https://api.uspto.gov/api/v1/datasets/products/files/TRTDXFAP/apc260228.zip",
        headers: {},
        backfile: false
      }
    ])
    expect(Either.isLeft(odpFiles({ bulkDataProductBag: "no" }, { baseUrl: "x", product: "TRTDXFAP", headers: {}, backfile: false }))).toBe(
      true
    )
  })

  it("reads CKAN package_show: a dated name per release, the hash as a checksum, failures explained", () => {
    const answer = {
      success: true,
      result: {
        resources: [
          {
            name: "Trade marks",
            url: "https://data.gov.au/data/dataset/x/resource/y/download/tm.csv",
            format: "CSV",
            size: 10,
            last_modified: "2024-01-08T02:00:00",
            hash: "d41d8cd98f00b204e9800998ecf8427e"
          },
          {
            name: "Patents",
            url: "https://data.gov.au/data/dataset/x/resource/z/download/pat.csv",
            format: "CSV",
            last_modified: "2024-01-08T02:00:00"
          }
        ]
      }
    }
    const files = Either.getOrThrow(ckanFiles(answer, { dataset: "iprapid", accept: (r) => /trade/i.test(r.name) }))
    expect(files).toEqual([{
      name: "2024-01-08_tm.csv",
      url: answer.result.resources[0]!.url,
      date: "2024-01-08",
      size: 10,
      checksum: { algorithm: "md5", hex: "d41d8cd98f00b204e9800998ecf8427e" }
    }])
    expect(Either.getLeft(ckanFiles({ success: false, error: { message: "Not found" } }, { dataset: "nope", accept: () => true }))._tag)
      .toBe("Some")
  })
})

describe("retries", () => {
  it("reads Retry-After as seconds or a date, capped at an hour", () => {
    expect(retryAfterMs("30", 0)).toBe(30_000)
    expect(retryAfterMs(new Date(90_000).toUTCString(), 0)).toBe(90_000)
    expect(retryAfterMs("86400", 0)).toBe(3_600_000)
    expect(retryAfterMs(null, 0)).toBeUndefined()
  })

  it.effect("waits what Retry-After asks when it is longer than the backoff, then gives up after the retries", () =>
    Effect.gen(function*() {
      let attempts = 0
      const fail = Effect.suspend(() => {
        attempts++
        return Effect.fail(new HttpFailure({ url: "u", status: 429, reason: "HTTP 429", retryable: true, retryAfterMs: 30_000 }))
      })
      const fiber = yield* Effect.fork(Effect.retry(fail, retryPolicy<HttpFailure>({ retries: 2, baseMs: 1000 })))
      yield* TestClock.adjust(Duration.millis(1))
      expect(attempts).toBe(1)
      yield* TestClock.adjust(Duration.seconds(29))
      expect(attempts).toBe(1)
      yield* TestClock.adjust(Duration.seconds(1))
      expect(attempts).toBe(2)
      yield* TestClock.adjust(Duration.seconds(30))
      expect(attempts).toBe(3)
      const exit = yield* Fiber.await(fiber)
      expect(exit._tag).toBe("Failure")
    }))

  it.effect("does not retry what cannot get better (a refused key)", () =>
    Effect.gen(function*() {
      let attempts = 0
      const fail = Effect.suspend(() => {
        attempts++
        return Effect.fail(new HttpFailure({ url: "u", status: 403, reason: "HTTP 403", retryable: false }))
      })
      yield* Effect.either(Effect.retry(fail, retryPolicy<HttpFailure>({ retries: 5, baseMs: 1000 })))
      expect(attempts).toBe(1)
    }))
})

describe("progress and --office", () => {
  it("draws size, rate and time left on a terminal; plain lines otherwise", () => {
    let t = 0
    const out: Array<string> = []
    const tty = makeDownloadProgress({ write: (s) => out.push(s), tty: true, now: () => t, width: 10 })
    tty.start("apc240102.zip", 10_000_000, 0)
    t = 1000
    tty.update("apc240102.zip", 2_500_000)
    tty.finish("apc240102.zip", 10_000_000)
    expect(out[0]).toBe("\r\x1b[2Kapc240102.zip [###.......]  25% 2.5 MB of 10.0 MB, 2.5 MB/s, 3s left")
    expect(out[1]).toMatch(/^\r\x1b\[2Kapc240102\.zip: downloaded 10\.0 MB in 1s\n$/)
    const plain: Array<string> = []
    const p = makeDownloadProgress({ write: (s) => plain.push(s), tty: false, now: () => t, intervalMs: 5000 })
    t = 0
    p.start("f.zip", 100, 40)
    t = 5000
    p.update("f.zip", 100)
    expect(plain).toEqual(["f.zip: resuming after 40 B\n", "f.zip: 100.0%, 100 B of 100 B, 12 B/s, 0s left\n"])
  })

  it("maps offices to sources, the backfile first; refuses what it does not know", () => {
    expect(Either.getOrThrow(resolveSources(["US"], true, []))).toEqual(["uspto-annual", "uspto-daily"])
    expect(Either.getOrThrow(resolveSources(["au", "iprapid"], false, []))).toEqual(["iprapid"])
    expect(Either.getOrThrow(resolveSources([], false, ["uspto-daily", "iprapid"]))).toEqual(["uspto-daily", "iprapid"])
    expect(Either.getLeft(resolveSources(["XX"], false, []))._tag).toBe("Some")
  })
})

describe("/metrics", () => {
  it("renders the register sync figures per source in the Prometheus format", () => {
    const snapshot = {
      analyticsEnabled: true as const,
      uptimeSeconds: 1,
      memory: { rss: 1, heapUsed: 1, heapTotal: 1, external: 1 },
      totalCalls: 0,
      totalErrors: 0,
      tools: {},
      caches: {},
      rateLimiters: {},
      providerErrors: {},
      circuitBreakers: {},
      tables: {},
      keys: {},
      monitoring: {
        registerSync: { sources: { "uspto-daily": { lastSuccessAt: "2024-01-03T00:00:00.000Z", filesBehind: 2, marks: 1234 } } }
      },
      rejections: { unauthorized: 0, forbidden: 0, daily: 0, monthly: 0, sustained: 0, burst: 0, concurrency: 0 }
    }
    const text = renderPrometheus(snapshot)
    expect(text).toContain(`ipdata_register_sync_last_success_seconds{source="uspto-daily"} ${Date.parse("2024-01-03T00:00:00Z") / 1000}`)
    expect(text).toContain(`ipdata_register_sync_files_behind{source="uspto-daily"} 2`)
    expect(text).toContain(`ipdata_register_records{source="uspto-daily"} 1234`)
  })
})
