import { Schema } from "effect"
import { Jurisdiction } from "./Jurisdiction.js"

/** Normalised trademark status (reference-interface §2.3). */
export const TrademarkStatus = Schema.Literal(
  "registered",
  "pending",
  "abandoned",
  "cancelled",
  "expired",
  "opposed",
  "unknown"
).annotations({ description: "Normalised status: registered, pending, abandoned, cancelled, expired, opposed or unknown" })
export type TrademarkStatus = typeof TrademarkStatus.Type

/** Live: registered, or on its way there (pending, opposed). The `live` status filter keeps exactly these. */
export const isLiveStatus = (s: TrademarkStatus): boolean => s === "registered" || s === "pending" || s === "opposed"

/** Dead: abandoned, cancelled or expired. The `dead` status filter keeps exactly these. */
export const isDeadStatus = (s: TrademarkStatus): boolean => s === "abandoned" || s === "cancelled" || s === "expired"

/** Status filter of the search tools. `live` = registered + pending + opposed (`isLiveStatus`), `dead` = abandoned + cancelled + expired (`isDeadStatus`). */
export const StatusFilter = Schema.Literal("all", "live", "dead", "pending")
export type StatusFilter = typeof StatusFilter.Type

export const matchesStatusFilter = (status: TrademarkStatus, filter: StatusFilter): boolean => {
  switch (filter) {
    case "all":
      return true
    case "live":
      return isLiveStatus(status)
    case "dead":
      return isDeadStatus(status)
    case "pending":
      return status === "pending" || status === "opposed"
  }
}

/**
 * An opposition under way ("Opposition Pending", "Opposed", "Under opposition", "Opposition lodged"), not
 * "Published for Opposition" or "in opposition period" (open to opposition, none filed). One rule for the
 * TM5 descriptor and IP Australia's status detail (live adapter and local register).
 */
export const OPPOSITION_UNDER_WAY = /\bopposed\b|under opposition|opposition (?:pending|filed|lodged|proceeding|instituted)/i

/**
 * Wording that says a registration ran out with its term ("Expired", "Not renewed", "Non-renewal",
 * "Lapsed"): expired, where any other end is cancelled. One rule for the TM5 descriptor, IP Australia's
 * REMOVED detail (live adapter and local register) and free-text labels.
 */
export const NOT_RENEWED = /expir|not renewed|non[- ]renewal|lapsed/i

/**
 * The TM5 common status descriptor (`LIVE|DEAD / APPLICATION|REGISTRATION / detail`, used by the
 * USPTO, CIPO and the other TM5 offices) as a normalised status; undefined when the text is not
 * one. The one rule for every office and the local register: "Published for Opposition" is still
 * pending, only an opposition under way is opposed (`OPPOSITION_UNDER_WAY`); a dead registration that
 * expired or was not renewed is expired (`NOT_RENEWED`), any other dead registration cancelled; a dead
 * application is abandoned.
 */
export const tm5Status = (descriptor: string | null | undefined): TrademarkStatus | undefined => {
  const m = /^\s*(LIVE|DEAD)\s*\/\s*(APPLICATION|REGISTRATION)\s*(?:\/\s*(.*))?$/i.exec(descriptor ?? "")
  if (m === null) return undefined
  const live = m[1]!.toUpperCase() === "LIVE"
  const registration = m[2]!.toUpperCase() === "REGISTRATION"
  const detail = m[3] ?? ""
  if (live) return registration ? "registered" : OPPOSITION_UNDER_WAY.test(detail) ? "opposed" : "pending"
  if (!registration) return "abandoned"
  return NOT_RENEWED.test(detail) ? "expired" : "cancelled"
}

export const MarkFeature = Schema.Literal(
  "WORD",
  "FIGURATIVE",
  "SHAPE_3D",
  "COLOUR",
  "SOUND",
  "HOLOGRAM",
  "POSITION",
  "PATTERN",
  "MOTION",
  "MULTIMEDIA",
  "OTHER"
)

const IsoDate = Schema.String.annotations({ description: "ISO 8601 date (YYYY-MM-DD)" })
const NiceClassNumber = Schema.Int.pipe(Schema.between(1, 45))

/** Where a record came from: a live office API, or the local register (bulk data). */
export const RecordSource = Schema.Literal("live", "local")

export const TrademarkSummary = Schema.Struct({
  id: Schema.String.annotations({ description: "{JURISDICTION}-{applicationNumber}, e.g. US-87654321" }),
  applicationNumber: Schema.String,
  registrationNumber: Schema.optional(Schema.String),
  name: Schema.String,
  jurisdiction: Jurisdiction,
  status: TrademarkStatus,
  statusDescription: Schema.optional(Schema.String.annotations({ description: "The office's own wording of the status" })),
  filingDate: Schema.optional(IsoDate),
  registrationDate: Schema.optional(IsoDate),
  statusDate: Schema.optional(IsoDate),
  owner: Schema.optional(Schema.String),
  niceClasses: Schema.Array(NiceClassNumber),
  imageUrl: Schema.optional(Schema.String),
  markFeature: Schema.optional(MarkFeature),
  hasImage: Schema.optional(Schema.Boolean),
  similarityScore: Schema.optional(Schema.Number),
  source: Schema.optional(RecordSource),
  asOf: Schema.optional(Schema.String.annotations({ description: "Date of the data (local register: the bulk file's date)" }))
})
export type TrademarkSummary = typeof TrademarkSummary.Type

export const HistoryEntry = Schema.Struct({
  date: Schema.String,
  code: Schema.String,
  description: Schema.String
})
export type HistoryEntry = typeof HistoryEntry.Type

export const TrademarkDetail = Schema.Struct({
  ...TrademarkSummary.fields,
  description: Schema.optional(Schema.String),
  markType: Schema.optional(
    Schema.Literal("word", "design", "combined", "sound", "motion", "color", "position", "pattern", "hologram", "other")
  ),
  goodsAndServices: Schema.optional(Schema.Array(Schema.Struct({ classNumber: NiceClassNumber, description: Schema.String }))),
  applicant: Schema.optional(
    Schema.Struct({
      name: Schema.String,
      address: Schema.optional(Schema.String),
      city: Schema.optional(Schema.String),
      country: Schema.optional(Schema.String)
    })
  ),
  representative: Schema.optional(Schema.Struct({ name: Schema.String, address: Schema.optional(Schema.String) })),
  priority: Schema.optional(Schema.Array(Schema.Struct({ date: Schema.String, country: Schema.String, number: Schema.String }))),
  expirationDate: Schema.optional(IsoDate),
  renewalDate: Schema.optional(IsoDate),
  disclaimers: Schema.optional(Schema.Array(Schema.String)),
  designCodes: Schema.optional(Schema.Array(Schema.String)),
  endorsements: Schema.optional(Schema.Array(Schema.String)),
  attorney: Schema.optional(Schema.String),
  markNature: Schema.optional(Schema.Literal("STANDARD", "COLLECTIVE", "CERTIFICATION")),
  markBasis: Schema.optional(Schema.String),
  publicationDate: Schema.optional(IsoDate),
  oppositionDeadline: Schema.optional(IsoDate),
  seniorityClaimed: Schema.optional(Schema.Boolean),
  designations: Schema.optional(Schema.Array(Schema.String)),
  associatedDesigns: Schema.optional(Schema.Array(Schema.String)),
  prosecutionHistory: Schema.optional(Schema.Array(HistoryEntry))
})
export type TrademarkDetail = typeof TrademarkDetail.Type

export const formatTrademarkId = (jurisdiction: string, applicationNumber: string): string => `${jurisdiction}-${applicationNumber}`
