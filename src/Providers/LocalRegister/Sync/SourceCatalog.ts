/**
 * The bulk sources sync knows, per office: what the office publishes, how often, what it needs,
 * and how to list it. Sources that need a contract or registration sync cannot do are listed
 * too, and report why (the README table is built from the same facts).
 */
import { Clock, Effect, Either, Redacted } from "effect"
import type { RegisterSyncSettings, SyncSourceId } from "../../../Config/RegisterSyncConfig.js"
import { ckanFiles, odpFiles } from "./OfficeListings.js"
import { getJson, type HttpFailure, makeRequestGate } from "./SyncHttp.js"
import { type ListedFile, type ListRequest, SourceUnavailable, type SyncSource } from "./SyncSource.js"

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

const unavailable = (source: SyncSourceId, e: HttpFailure | string, permanentStatus = false) =>
  new SourceUnavailable({
    source,
    reason: typeof e === "string" ? e : e.message,
    permanent: typeof e === "string" ? permanentStatus : e.status === 401 || e.status === 403
  })

/** Every source, built from the settings; `list` needs no services (tests drive it with TestClock). */
export const makeSources = (settings: RegisterSyncSettings) =>
  Effect.gen(function*() {
    const odpGate = yield* makeRequestGate(settings.requestSpacingMs)
    const auGate = yield* makeRequestGate(settings.requestSpacingMs)
    const ukGate = yield* makeRequestGate(settings.requestSpacingMs)
    const manualGate = yield* makeRequestGate(0)
    const odpHeaders = (): Record<string, string> | undefined =>
      settings.usptoOdpKey === undefined ? undefined : { "X-API-KEY": Redacted.value(settings.usptoOdpKey) }

    const odp = (id: SyncSourceId, product: string, backfile: boolean) => (request: ListRequest) =>
      Effect.gen(function*() {
        const headers = odpHeaders()
        if (headers === undefined) {
          return yield* new SourceUnavailable({
            source: id,
            reason: "needs a USPTO Open Data Portal API key: get one free at https://data.uspto.gov (My ODP) and set USPTO_ODP_API_KEY.",
            permanent: true
          })
        }
        const today = day(yield* Clock.currentTimeMillis)
        const query = backfile ? "includeFiles=true" : `fileDataFromDate=${request.since}&fileDataToDate=${today}&includeFiles=true`
        const url = `${settings.usptoOdpUrl}/api/v1/datasets/products/${product}?${query}`
        const json = yield* getJson(url, headers, settings.listTimeoutMs, odpGate).pipe(Effect.mapError((e) => unavailable(id, e)))
        const files = odpFiles(json, { baseUrl: settings.usptoOdpUrl, product, headers, backfile })
        if (Either.isLeft(files)) return yield* unavailable(id, files.left)
        return backfile ? files.right : files.right.filter((f) => f.date >= request.since)
      })

    const ckan =
      (id: SyncSourceId, base: string, dataset: string, gate: typeof auGate, accept: Parameters<typeof ckanFiles>[1]["accept"]) =>
      (request: ListRequest) =>
        Effect.gen(function*() {
          const url = `${base}/api/3/action/package_show?id=${encodeURIComponent(dataset)}`
          const json = yield* getJson(url, {}, settings.listTimeoutMs, gate).pipe(Effect.mapError((e) => unavailable(id, e)))
          const files = ckanFiles(json, { dataset, accept })
          if (Either.isLeft(files)) return yield* unavailable(id, files.left)
          return files.right.filter((f) => f.date >= request.since)
        })

    const manual = (id: SyncSourceId, reason: string) => (_: ListRequest) =>
      Effect.fail(new SourceUnavailable({ source: id, reason, permanent: true })) as Effect.Effect<
        ReadonlyArray<ListedFile>,
        SourceUnavailable
      >

    const sources: ReadonlyArray<SyncSource> = [
      {
        id: "uspto-daily",
        jurisdiction: "US",
        format: "uspto-xml",
        title: "USPTO TRTDXFAP: Trademark Full Text XML, daily applications (apcYYMMDD.zip)",
        cadence: "daily (weekdays)",
        cadenceDays: 1,
        needs: "a free Open Data Portal key (USPTO_ODP_API_KEY)",
        gate: odpGate,
        list: odp("uspto-daily", "TRTDXFAP", false)
      },
      {
        id: "uspto-annual",
        jurisdiction: "US",
        format: "uspto-xml",
        title: "USPTO TRTYRAP: Trademark Full Text XML, annual backfile (every mark since 1884)",
        cadence: "yearly",
        cadenceDays: 366,
        needs: "a free Open Data Portal key (USPTO_ODP_API_KEY); about 13 million marks",
        gate: odpGate,
        list: odp("uspto-annual", "TRTYRAP", true)
      },
      {
        id: "iprapid",
        jurisdiction: "AU",
        format: "iprapid-csv",
        title: "IP Australia IP RAPID trade mark tables (data.gov.au CKAN)",
        cadence: "weekly",
        cadenceDays: 7,
        needs: "nothing (CC-BY 4.0); the dataset id is IPRAPID_DATASET",
        gate: auGate,
        list: ckan("iprapid", settings.auCkanUrl, settings.auDataset, auGate, (r) =>
          /trade.?mark|\btm\b/i.test(`${r.name} ${r.url}`) && /csv|zip|^$/i.test(r.format))
      },
      {
        id: "ukipo-journal",
        jurisdiction: "GB",
        format: "ukipo-journal-xml",
        title: "UKIPO Trade Marks Journal XML (data.gov.uk CKAN)",
        cadence: "weekly",
        cadenceDays: 7,
        needs: "nothing; the dataset id is UKIPO_JOURNAL_DATASET",
        gate: ukGate,
        list: ckan("ukipo-journal", settings.ukCkanUrl, settings.ukDataset, ukGate, (r) =>
          /xml|zip/i.test(r.format) || /\.(xml|zip)$/i.test(r.url))
      },
      {
        id: "cipo-weekly",
        jurisdiction: "CA",
        format: "cipo-xml",
        title: "CIPO IP Horizons weekly trademark XML (WIPO ST.96)",
        cadence: "weekly",
        cadenceDays: 7,
        needs: "accepting CIPO's IP Horizons terms; files are fetched by hand",
        gate: manualGate,
        list: manual(
          "cipo-weekly",
          "CIPO publishes IP Horizons through its own download pages after accepting terms, with no machine-readable listing sync could verify; download the weekly files and run: ipdata-mcp import <dir> --format cipo-xml"
        )
      },
      {
        id: "euipo-opendata",
        jurisdiction: "EU",
        format: "euipo-xml",
        title: "EUIPO Open Data trade mark XML (full and daily diff files)",
        cadence: "daily",
        cadenceDays: 1,
        needs: "registration on the EUIPO Open Data Platform (access is granted per user)",
        gate: manualGate,
        list: manual(
          "euipo-opendata",
          "EUIPO open data is delivered to registered users of its Open Data Platform; sync cannot fetch it without that access. Download the files and run: ipdata-mcp import <dir> --format euipo-xml"
        )
      }
    ]
    return sources
  })

/** Sources usable without a contract or registration (what REGISTER_SYNC covers by default). */
export const AUTOMATIC_SOURCES: ReadonlyArray<SyncSourceId> = ["uspto-daily", "iprapid", "ukipo-journal"]
