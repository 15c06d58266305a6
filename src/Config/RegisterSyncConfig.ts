/**
 * Settings of the register sync (issue 19): which office bulk sources keep the local register
 * current, how often the server checks them, and where their listings live (overridable so tests
 * and mirrors can point elsewhere). Secrets are read as Redacted and never printed.
 */
import { Effect, Redacted } from "effect"
import { ConfigInvalid, readBool, readInt, readList, readSecret, readString, readUrl } from "./ConfigReader.js"

/** Every bulk source sync knows, by the name REGISTER_SYNC_SOURCES and `sync --office` use. */
export const SYNC_SOURCE_IDS = ["uspto-daily", "uspto-annual", "iprapid", "cipo-weekly", "euipo-opendata", "ukipo-journal"] as const
export type SyncSourceId = (typeof SYNC_SOURCE_IDS)[number]

export const isSyncSourceId = (s: string): s is SyncSourceId => (SYNC_SOURCE_IDS as ReadonlyArray<string>).includes(s)

export const readRegisterSync = Effect.gen(function*() {
  const sources = yield* readList("REGISTER_SYNC_SOURCES")
  const bad = sources.find((s) => !isSyncSourceId(s))
  if (bad !== undefined) {
    return yield* new ConfigInvalid({
      variable: "REGISTER_SYNC_SOURCES",
      value: sources.join(","),
      allowed: `a comma list of ${SYNC_SOURCE_IDS.join(", ")}`
    })
  }
  const odpKey = (yield* readSecret("USPTO_ODP_API_KEY")) ?? (yield* readSecret("USPTO_API_KEY"))
  return {
    /** REGISTER_SYNC: the server checks the sources and applies new files by itself (HTTP/SSE modes). */
    enabled: yield* readBool("REGISTER_SYNC", false),
    /** Seconds between two checks (the first runs at start). */
    intervalSeconds: yield* readInt("REGISTER_SYNC_INTERVAL", 21600, { min: 60, max: 7 * 86400 }),
    /** Sources the scheduled sync covers; empty = every source that is usable without a contract. */
    sources: sources as ReadonlyArray<SyncSourceId>,
    /** A tool answer warns when a jurisdiction's local data is older than this many days. */
    staleDays: yield* readInt("REGISTER_STALE_DAYS", 5, { min: 1, max: 3650 }),
    parallelDownloads: yield* readInt("REGISTER_SYNC_PARALLEL", 2, { min: 1, max: 8 }),
    /** Disk that must stay free after a download (MB). */
    minFreeMb: yield* readInt("REGISTER_SYNC_MIN_FREE_MB", 1024, { min: 0, max: 10_000_000 }),
    /** First sync without --since and --backfile: daily files of this many days back. */
    initialDays: yield* readInt("REGISTER_SYNC_INITIAL_DAYS", 14, { min: 1, max: 3650 }),
    usptoOdpUrl: yield* readUrl("USPTO_ODP_BASE_URL", "https://api.uspto.gov"),
    usptoOdpKey: odpKey as Redacted.Redacted<string> | undefined,
    /** data.gov.au CKAN and the IP RAPID dataset id (the id is configurable: see the README). */
    auCkanUrl: yield* readUrl("IPRAPID_CKAN_URL", "https://data.gov.au/data"),
    auDataset: yield* readString("IPRAPID_DATASET", "iprapid"),
    /** data.gov.uk CKAN and the Trade Marks Journal dataset id. */
    ukCkanUrl: yield* readUrl("UKIPO_CKAN_URL", "https://data.gov.uk"),
    ukDataset: yield* readString("UKIPO_JOURNAL_DATASET", "ipo-tmj"),
    /** Least time between two requests to one office (listings and downloads): its rate limit, politely. */
    requestSpacingMs: yield* readInt("REGISTER_SYNC_REQUEST_SPACING_MS", 1000, { min: 0, max: 600000 }),
    /** Longest one listing request may take. */
    listTimeoutMs: yield* readInt("REGISTER_SYNC_LIST_TIMEOUT_MS", 30000, { min: 1000, max: 600000 }),
    /** A download that receives nothing for this long is cut and resumed. */
    idleTimeoutMs: yield* readInt("REGISTER_SYNC_IDLE_TIMEOUT_MS", 60000, { min: 1000, max: 600000 })
  }
})

export type RegisterSyncSettings = Effect.Effect.Success<typeof readRegisterSync>
