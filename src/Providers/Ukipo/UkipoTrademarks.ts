import { HttpClientRequest } from "@effect/platform"
import { Clock, Effect } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import { decodeUpstream } from "../../Upstream/UpstreamDecode.js"
import { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { fromEither, oneOrNone, requireQuery, unsupportedSearch } from "../Shared/AdapterSupport.js"
import { parseUpstreamHtml, unexpectedResponse } from "../Shared/MarkupDecode.js"
import { NUMBER_LOOKUP_ONLY, type TrademarkCapabilities, type TrademarkProvider } from "../TrademarkProvider.js"
import { readUkipoCase, UkipoCase } from "./UkipoCasePage.js"
import { toUkipoDetail, toUkipoSummary } from "./UkipoMapping.js"
import { normaliseUkipoNumber } from "./UkipoQuery.js"

const PROVIDER = "UKIPO"

export const UKIPO_CAPABILITIES: TrademarkCapabilities = NUMBER_LOOKUP_ONLY

export const UKIPO_NUMBER_ONLY =
  "UKIPO has no public register API; ipdata-mcp reads the public case page of one trade mark at a time, by number (UK00003700947, 3700947 or GB-3700947). " +
  "Name search for GB needs the local register: load the weekly Trade Marks Journal with `ipdata-mcp import` (DATA_DIR)."

const notFound = (number: string) =>
  ToolError.create(
    "TRADEMARK_NOT_FOUND",
    `Trademark GB-${number} not found at UKIPO. Check the number (UK0000 followed by 7 digits, e.g. UK00003700947).`,
    {
      provider: PROVIDER
    }
  )

/**
 * UK trade marks from UKIPO's public case pages
 * (`/ipo-tmcase/page/Results/1/UK0000…`, HTML; upstream-offices.md §8),
 * one mark per number. No search: UKIPO publishes no API.
 */
export const makeUkipoTrademarks: Effect.Effect<TrademarkProvider, never, AppConfig | UpstreamHttp> = Effect.gen(function*() {
  const config = yield* AppConfig
  const upstream = yield* UpstreamHttp
  const baseUrl = config.offices.UKIPO.baseUrl

  const fetchCase = (number: string): Effect.Effect<UkipoCase, ToolError> =>
    Effect.gen(function*() {
      const res = yield* upstream.execute(
        "UKIPO",
        HttpClientRequest.get(`${baseUrl}/ipo-tmcase/page/Results/1/${encodeURIComponent(number)}`).pipe(
          HttpClientRequest.accept("text/html")
        ),
        { notFound: "TRADEMARK_NOT_FOUND", notFoundMessage: notFound(number).message }
      )
      const page = readUkipoCase(yield* parseUpstreamHtml(PROVIDER, res.body))
      if (page.kind === "notFound") return yield* notFound(number)
      if (page.kind === "unreadable") return yield* unexpectedResponse(PROVIDER, page.reason)
      const found = yield* decodeUpstream(PROVIDER, UkipoCase)(page.raw)
      // The site answers some unknown numbers with another case (or a search page): never show the wrong mark.
      if (found.number !== number) return yield* unexpectedResponse(PROVIDER, `asked for ${number}, the case page shows ${found.number}`)
      return found
    })

  const today = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString().slice(0, 10))

  const search: TrademarkProvider["search"] = (params) =>
    Effect.gen(function*() {
      const text = yield* requireQuery(params.query)
      if (params.searchType !== "number") return yield* unsupportedSearch(PROVIDER, params.searchType, UKIPO_NUMBER_ONLY)
      const number = yield* fromEither(normaliseUkipoNumber(text))
      const ctx = { today: yield* today, baseUrl }
      const results = yield* oneOrNone(Effect.map(fetchCase(number), (c) => toUkipoSummary(c, ctx)))
      return { results, total: results.length }
    })

  const getDetail: TrademarkProvider["getDetail"] = (number, options) =>
    Effect.gen(function*() {
      const normalised = yield* fromEither(normaliseUkipoNumber(number))
      const found = yield* fetchCase(normalised)
      return toUkipoDetail(found, options.includeHistory, { today: yield* today, baseUrl })
    })

  return { jurisdiction: "GB", provider: PROVIDER, source: "live", capabilities: UKIPO_CAPABILITIES, search, getDetail }
})

/** Registry entry: no credentials (ENABLE_UKIPO=false turns it off). */
export const UkipoTrademarksSpec: TrademarkProviderSpec<AppConfig | UpstreamHttp> = {
  jurisdiction: "GB",
  provider: PROVIDER,
  office: "UKIPO",
  source: "live",
  capabilities: UKIPO_CAPABILITIES,
  make: makeUkipoTrademarks
}
