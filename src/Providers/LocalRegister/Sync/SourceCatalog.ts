/**
 * The bulk sources sync knows, per office: what the office publishes, how often, what it needs,
 * and how to list it. Sources that need a contract or registration sync cannot do are listed
 * too, and report why (the README table is built from the same facts).
 */
import { Clock, Effect, Either, Redacted } from "effect"
import type { RegisterSyncSettings, SyncSourceId } from "../../../Config/RegisterSyncConfig.js"
import type { Jurisdiction } from "../../../Domain/Jurisdiction.js"
import { ckanFiles, odpFiles } from "./OfficeListings.js"
import { getJson, type HttpFailure, makeRequestGate } from "./SyncHttp.js"
import { type ListedFile, type ListRequest, SourceUnavailable, type SyncSource } from "./SyncSource.js"
import { ukipoJournalFiles } from "./UkipoJournalListing.js"

/** The jurisdiction each source fills (the local register opens a provider for it before its first file). */
export const SOURCE_JURISDICTION: Readonly<Record<SyncSourceId, Jurisdiction>> = {
  "uspto-daily": "US",
  "uspto-annual": "US",
  iprapid: "AU",
  "ukipo-journal": "GB",
  "cipo-weekly": "CA",
  "euipo-opendata": "EU"
}

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
        jurisdiction: SOURCE_JURISDICTION["uspto-daily"],
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
        jurisdiction: SOURCE_JURISDICTION["uspto-annual"],
        format: "uspto-xml",
        title: "USPTO TRTYRAP: Trademark Full Text XML, annual backfile (every mark since 1884)",
        cadence: "yearly",
        cadenceDays: 366,
        needs: "a free Open Data Portal key (USPTO_ODP_API_KEY); about 13 million marks",
        gate: odpGate,
        list: odp("uspto-annual", "TRTYRAP", true)
      },
      // IP RAPID (checked 2026-11-26, public code, not the office's own page): CKAN dataset `iprapid` on data.gov.au
      // (package id 423000b8-5735-4447-bcb9-792644bcd7ea), whose data is ONE archive, resource
      // c79b3af6-3720-44ac-9e39-6a68f5635924 `.../download/iprapid.zip`, beside a data dictionary PDF
      // (`ip-rapid-data-dictionary.pdf`). The archive holds six relational tables for every IP right
      // (application.csv, application_description.csv, application_classification.csv, application_events.csv,
      // application_links.csv, party_activity.csv; an `ip_right_type` column, trade marks = "trade_mark"), per
      // marksignal's IP RAPID reader (code index id 55153234708) and a README citing the same dataset and dictionary
      // (code index id 55091929065). The file name carries no date: the listing's last_modified dates it.
      // iprapid-csv joins the archive's tables (Importers/IpRapidArchive.ts).
      {
        id: "iprapid",
        jurisdiction: SOURCE_JURISDICTION["iprapid"],
        format: "iprapid-csv",
        title: "IP Australia IP RAPID trade mark tables (data.gov.au CKAN)",
        cadence: "weekly",
        cadenceDays: 7,
        needs: "nothing (CC-BY 4.0); dataset iprapid (IPRAPID_DATASET); opt-in: a ~1.3 GB full snapshot re-read each week",
        gate: auGate,
        // The archive (zip) or a CSV table; never the dictionary PDF.
        list: ckan("iprapid", settings.auCkanUrl, settings.auDataset, auGate, (r) =>
          !/pdf/i.test(r.format) && (/\.(zip|csv)$/i.test(r.url) || /^(zip|csv)$/i.test(r.format.trim())))
      },
      // UKIPO: data.gov.uk lists the Trade Marks Journal as CKAN dataset `ipo-tmj` (code index id 68858598283); the
      // issues are www.ipo.gov.uk/t-tmj/tm-journals/<YYYY-NNN>/jnl.xml and jnl.zip (public links and parsers, docs/LOCAL_REGISTER.md).
      // The dataset's resources could not be checked; UkipoJournalListing.ts reads the forms they may take.
      {
        id: "ukipo-journal",
        jurisdiction: SOURCE_JURISDICTION["ukipo-journal"],
        format: "ukipo-journal-xml",
        title: "UKIPO Trade Marks Journal (weekly jnl.xml or jnl.zip; issues found through data.gov.uk CKAN)",
        cadence: "weekly",
        cadenceDays: 7,
        needs: "nothing; the dataset id is UKIPO_JOURNAL_DATASET (www.ipo.gov.uk may refuse data-centre addresses)",
        gate: ukGate,
        list: (request: ListRequest) =>
          Effect.gen(function*() {
            const url = `${settings.ukCkanUrl}/api/3/action/package_show?id=${encodeURIComponent(settings.ukDataset)}`
            const json = yield* getJson(url, {}, settings.listTimeoutMs, ukGate).pipe(Effect.mapError((e) =>
              unavailable("ukipo-journal", e)
            ))
            const today = day(yield* Clock.currentTimeMillis)
            const files = ukipoJournalFiles(json, { dataset: settings.ukDataset, since: request.since, today })
            return Either.isLeft(files) ? yield* unavailable("ukipo-journal", files.left) : files.right
          })
      },
      {
        id: "cipo-weekly",
        jurisdiction: SOURCE_JURISDICTION["cipo-weekly"],
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
        jurisdiction: SOURCE_JURISDICTION["euipo-opendata"],
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

/**
 * What REGISTER_SYNC covers by default: sources usable without a contract or registration whose files
 * the importers read. Not iprapid, though iprapid-csv now joins its tables: each week's archive is a
 * ~1.3 GB full snapshot of every IP right, downloaded and re-read whole (about 6,000 marks/s measured,
 * docs/LOCAL_REGISTER.md), and its layout is checked against public readers, not a real file; it stays
 * opt-in (REGISTER_SYNC_SOURCES). Nor ukipo-journal: no real journal file could be checked, the
 * `ipo-tmj` record's resources are unverified and www.ipo.gov.uk is reported to refuse data-centre
 * addresses (403), so as a default it would likely fail on every cycle; it stays opt-in until one run
 * from a deployment imports an issue (docs/LOCAL_REGISTER.md).
 */
export const AUTOMATIC_SOURCES: ReadonlyArray<SyncSourceId> = ["uspto-daily"]
