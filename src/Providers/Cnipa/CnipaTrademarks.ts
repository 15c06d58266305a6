import { Effect } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { NO_CAPABILITIES, type TrademarkCapabilities, type TrademarkProvider } from "../TrademarkProvider.js"

const PROVIDER = "CNIPA"

/** Nothing is served live: every capability is off. */
export const CNIPA_CAPABILITIES: TrademarkCapabilities = NO_CAPABILITIES

export const CNIPA_NO_API =
  "CNIPA has no lawful public API: its trademark search (wcjs.sbj.cnipa.gov.cn) needs CAPTCHAs, phone verification and a login, blocks many regions, " +
  "and its bulk data is sold only by contract, so ipdata-mcp does not call it. " +
  "CN search works once CN data is in the local register: load it with `ipdata-mcp import <file> --jurisdiction CN --format <format>` (see `ipdata-mcp import --help`; DATA_DIR must be set). " +
  "Chinese marks filed through the Madrid system can be looked up at WIPO by their international registration number."

const unavailable = (what: string): ToolError =>
  ToolError.create("NOT_SUPPORTED", `${what} is not available for CN: ${CNIPA_NO_API}`, {
    provider: PROVIDER,
    details: { jurisdiction: "CN" }
  })

/**
 * China (upstream-offices.md §10.2): a provider that explains, on every
 * call, why there is no live CNIPA access and what works instead. It
 * never touches the network.
 */
export const makeCnipaTrademarks: Effect.Effect<TrademarkProvider> = Effect.succeed({
  jurisdiction: "CN",
  provider: PROVIDER,
  source: "live",
  capabilities: CNIPA_CAPABILITIES,
  search: (params) => Effect.fail(unavailable(`Trademark ${params.searchType} search`)),
  getDetail: (number) => Effect.fail(unavailable(`Trademark lookup (${JSON.stringify(number.trim().slice(0, 40))})`))
})

/** Registry entry: no credentials (ENABLE_CNIPA=false removes it, leaving CN to the local register alone). */
export const CnipaTrademarksSpec: TrademarkProviderSpec<never> = {
  jurisdiction: "CN",
  provider: PROVIDER,
  office: "CNIPA",
  source: "live",
  capabilities: CNIPA_CAPABILITIES,
  make: makeCnipaTrademarks
}
