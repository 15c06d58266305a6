import { createRequire } from "node:module"

// package.json sits two levels up from both src/Mcp and dist/Mcp.
const pkg = createRequire(import.meta.url)("../../package.json") as { name: string; version: string }

export const SERVER_NAME = pkg.name
export const SERVER_VERSION = pkg.version
export const SERVER_TITLE = "IP Data (trademarks, designs, patents)"

export const SUPPORTED_PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"] as const
export const LATEST_PROTOCOL_VERSION = SUPPORTED_PROTOCOL_VERSIONS[0]

export const SERVER_INSTRUCTIONS = [
  "This server gives one consistent view of trademark, design and patent data from the US (USPTO), EU (EUIPO),",
  "AU (IP Australia), NZ (IPONZ), WIPO (Madrid), GB (UKIPO), CA (CIPO), JP (JPO) and CN offices and the European Patent Office.",
  "Use trademark_search to find marks by name, owner, number or fuzzy similarity; trademark_status for one mark's",
  "details and history; trademark_clearance to assess a proposed mark's conflicts before filing; distinctiveness_hints",
  "for how strong a proposed mark is; nice_class_lookup and suggest_nice_classes to pick Nice classes; the *_gs_* tools",
  "to draft, validate and translate goods and services; the design and patent tools for EU/AU designs and AU/EP patents;",
  "and the watch/webhook tools to monitor a portfolio. Tool errors come back as results with isError and a stable",
  "code (e.g. PROVIDER_NOT_CONFIGURED names the settings to set). Results are information, not legal advice."
].join(" ")
