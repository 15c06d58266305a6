import { Effect, Layer } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import type { Office } from "../Config/AppConfig.js"
import { ConfigInvalid } from "../Config/ConfigReader.js"
import { ToolVisibility } from "../Mcp/ToolVisibility.js"

/**
 * Every tool's area (the MCP_TOOLS selection can name an area instead of its
 * tools) and the offices it cannot work without (none: it works offline or
 * falls back to the local register and public sources, so it is never hidden).
 */
export const TOOL_CATALOG: Readonly<Record<string, { readonly area: string; readonly offices: ReadonlyArray<Office> }>> = {
  nice_class_lookup: { area: "classification", offices: [] },
  suggest_nice_classes: { area: "classification", offices: [] },
  generate_gs_specification: { area: "classification", offices: [] },
  validate_gs_terms: { area: "classification", offices: [] },
  translate_gs_terms: { area: "classification", offices: ["EUIPO"] },
  trademark_search: { area: "trademark", offices: [] },
  trademark_status: { area: "trademark", offices: [] },
  trademark_clearance: { area: "trademark", offices: [] },
  distinctiveness_hints: { area: "trademark", offices: [] },
  eu_design_search: { area: "designs", offices: ["EUIPO"] },
  eu_design_status: { area: "designs", offices: ["EUIPO"] },
  au_design_search: { area: "designs", offices: ["IPAUSTRALIA"] },
  au_design_status: { area: "designs", offices: ["IPAUSTRALIA"] },
  au_patent_search: { area: "patents", offices: ["IPAUSTRALIA"] },
  au_patent_status: { area: "patents", offices: ["IPAUSTRALIA"] },
  ep_patent_search: { area: "patents", offices: ["EPO"] },
  ep_patent_status: { area: "patents", offices: ["EPO"] },
  patent_family_search: { area: "patents", offices: ["EPO"] },
  eu_person_lookup: { area: "persons", offices: ["EUIPO"] },
  eu_applicant_portfolio: { area: "persons", offices: ["EUIPO"] },
  create_watch: { area: "monitoring", offices: [] },
  list_watches: { area: "monitoring", offices: [] },
  manage_watch: { area: "monitoring", offices: [] },
  get_watch_events: { area: "monitoring", offices: [] },
  acknowledge_events: { area: "monitoring", offices: [] },
  register_webhook: { area: "monitoring", offices: [] },
  manage_webhook: { area: "monitoring", offices: [] },
  get_delivery_log: { area: "monitoring", offices: [] },
  portfolio_analytics: { area: "monitoring", offices: [] }
}

export const TOOL_AREAS: ReadonlyArray<string> = [...new Set(Object.values(TOOL_CATALOG).map((t) => t.area))]

export interface VisibilitySettings {
  /** MCP_TOOLS: tool names and area names; empty = every tool. */
  readonly include: ReadonlyArray<string>
  /** MCP_HIDE_UNCONFIGURED_TOOLS: leave out of tools/list the tools none of whose offices is configured. */
  readonly hideUnconfigured: boolean
}

/** The rules for `settings`, or the setting to fix when it names something unknown. */
export const visibilityRules = (settings: VisibilitySettings, configured: (office: Office) => boolean) =>
  Effect.gen(function*() {
    const unknown = settings.include.filter((n) => TOOL_CATALOG[n] === undefined && !TOOL_AREAS.includes(n))
    if (unknown.length > 0) {
      return yield* new ConfigInvalid({
        variable: "MCP_TOOLS",
        value: unknown.join(","),
        allowed: `tool names and areas (${TOOL_AREAS.join(", ")}), comma-separated`
      })
    }
    const selected = (name: string) => {
      if (settings.include.length === 0) return true
      const entry = TOOL_CATALOG[name]
      return settings.include.includes(name) || (entry !== undefined && settings.include.includes(entry.area))
    }
    const usable = (name: string) => {
      const offices = TOOL_CATALOG[name]?.offices ?? []
      return offices.length === 0 || offices.some(configured)
    }
    return ToolVisibility.of({
      listed: (name) => selected(name) && (!settings.hideUnconfigured || usable(name)),
      callable: selected
    })
  })

/** ToolVisibility from AppConfig: an office counts as configured when enabled with every required setting present. */
export const ToolVisibilityLive = Layer.effect(
  ToolVisibility,
  Effect.gen(function*() {
    const config = yield* AppConfig
    return yield* visibilityRules(config.tools, (office) => {
      const s = config.offices[office]
      return s.enabled && s.requiredSettings.every((name) => s.credentials[name] !== undefined)
    })
  })
)
