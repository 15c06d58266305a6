import { HttpClientRequest } from "@effect/platform"
import { Effect } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import { decodeUpstream } from "../../Upstream/UpstreamDecode.js"
import { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { fromEither, oneOrNone, requireQuery, unsupportedSearch } from "../Shared/AdapterSupport.js"
import { parseUpstreamXml, unexpectedResponse } from "../Shared/MarkupDecode.js"
import { NUMBER_LOOKUP_ONLY, type TrademarkCapabilities, type TrademarkProvider } from "../TrademarkProvider.js"
import { irnOf, toWipoDetail, toWipoSummary } from "./WipoMapping.js"
import { normaliseWipoNumber } from "./WipoQuery.js"
import { WIPO_REPEATED, type WipoTradeMark, WipoTransaction } from "./WipoSchemas.js"

const PROVIDER = "WIPO"

export const WIPO_CAPABILITIES: TrademarkCapabilities = NUMBER_LOOKUP_ONLY

/** Why only numbers work, and what to do for names. */
export const WIPO_NUMBER_ONLY =
  "WIPO's Madrid Monitor serves one international registration at a time, by its number (e.g. 1234567); the Global Brand Database has no public API. " +
  "Name search for WIPO needs the local register: load Madrid data with `ipdata-mcp import` (DATA_DIR), or search the designated offices (EU, US, AU...) by name."

const notFound = (irn: string) =>
  ToolError.create(
    "TRADEMARK_NOT_FOUND",
    `International registration WIPO-${irn} not found in WIPO's Madrid Monitor. Check the number (6-7 digits, e.g. 1234567).`,
    {
      provider: PROVIDER
    }
  )

/**
 * International registrations from WIPO's Madrid Monitor, one record per IR
 * number (`/madrid/monitor/api/v1/data/{IRN}`, ST.66 XML; upstream-offices.md
 * §7). Calls go through the WIPO limiter (`WIPO_RATE_LIMIT`, default
 * 30/min) to stay within WIPO's fair use. No name or owner search.
 */
export const makeWipoTrademarks: Effect.Effect<TrademarkProvider, never, AppConfig | UpstreamHttp> = Effect.gen(function*() {
  const config = yield* AppConfig
  const upstream = yield* UpstreamHttp
  const base = `${config.offices.WIPO.baseUrl}/madrid/monitor/api/v1/data`

  const fetchRecord = (irn: string): Effect.Effect<WipoTradeMark, ToolError> =>
    Effect.gen(function*() {
      const res = yield* upstream.execute(
        "WIPO",
        HttpClientRequest.get(`${base}/${encodeURIComponent(irn)}`).pipe(HttpClientRequest.accept("application/xml, text/xml;q=0.9")),
        { notFound: "TRADEMARK_NOT_FOUND", notFoundMessage: notFound(irn).message }
      )
      const contentType = res.headers["content-type"] ?? ""
      if (/html/i.test(contentType) || /^\s*(<!doctype html|<html)/i.test(res.body)) {
        return yield* unexpectedResponse(
          PROVIDER,
          "WIPO answered with a web page instead of the XML record (Madrid Monitor may be asking for a CAPTCHA or be down for maintenance)"
        )
      }
      const parsed = yield* parseUpstreamXml(PROVIDER, res.body, { arrays: WIPO_REPEATED })
      if (typeof parsed !== "object" || parsed === null || !("Transaction" in parsed)) {
        const root = typeof parsed === "object" && parsed !== null ? Object.keys(parsed).find((k) => !k.startsWith("?")) : undefined
        return yield* unexpectedResponse(PROVIDER, `expected an ST.66 Transaction record${root !== undefined ? `, got <${root}>` : ""}`)
      }
      const transaction = yield* decodeUpstream(PROVIDER, WipoTransaction)(parsed)
      const marks =
        transaction.Transaction.TradeMarkTransactionBody?.TransactionContentDetails?.TransactionData?.TradeMarkDetails?.TradeMark ?? []
      // An unknown IR can also come back as an empty Transaction (200).
      const mark = marks.find((m) => irnOf(m) === irn) ?? marks[0]
      if (mark === undefined) return yield* notFound(irn)
      if (irnOf(mark) === "") {
        return yield* unexpectedResponse(
          PROVIDER,
          "the TradeMark record has neither RegistrationNumber nor ApplicationNumber (the IR number)"
        )
      }
      return mark
    })

  const search: TrademarkProvider["search"] = (params) =>
    Effect.gen(function*() {
      const text = yield* requireQuery(params.query)
      if (params.searchType !== "number") return yield* unsupportedSearch(PROVIDER, params.searchType, WIPO_NUMBER_ONLY)
      const irn = yield* fromEither(normaliseWipoNumber(text))
      const results = yield* oneOrNone(Effect.map(fetchRecord(irn), toWipoSummary))
      return { results, total: results.length }
    })

  const getDetail: TrademarkProvider["getDetail"] = (number, options) =>
    Effect.gen(function*() {
      const irn = yield* fromEither(normaliseWipoNumber(number))
      return toWipoDetail(yield* fetchRecord(irn), options.includeHistory)
    })

  return { jurisdiction: "WIPO", provider: PROVIDER, source: "live", capabilities: WIPO_CAPABILITIES, search, getDetail }
})

/** Registry entry: no credentials (ENABLE_WIPO=false turns it off). */
export const WipoTrademarksSpec: TrademarkProviderSpec<AppConfig | UpstreamHttp> = {
  jurisdiction: "WIPO",
  provider: PROVIDER,
  office: "WIPO",
  source: "live",
  capabilities: WIPO_CAPABILITIES,
  make: makeWipoTrademarks
}
