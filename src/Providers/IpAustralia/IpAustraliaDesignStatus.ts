import type { DesignStatus, DesignStatusFilter } from "../../Domain/Design.js"

/**
 * IP Australia design `statusGroup` → normalised design status
 * (reference-interface §2.3). Only REGISTERED is documented (as a filter
 * value); the others are our reading of the register's lifecycle (filed,
 * registered, certified after examination, published without
 * registration, ceased when not renewed, expired at the end of the term,
 * lapsed or withdrawn before registration, refused, revoked). `statusDetail`
 * refines: certified, revocation pending, surrendered. The office's words
 * always travel in `statusDescription`.
 */
export const AU_DESIGN_STATUS_GROUPS: Readonly<Record<string, DesignStatus>> = {
  FILED: "pending",
  PENDING: "pending",
  REGISTERED: "registered",
  CERTIFIED: "certified",
  // Published instead of registered: public, but no right; neither live nor dead.
  PUBLISHED: "unknown",
  CEASED: "expired",
  EXPIRED: "expired",
  LAPSED: "withdrawn",
  WITHDRAWN: "withdrawn",
  REFUSED: "refused",
  REVOKED: "invalidated"
}

const CERTIFIED = /(?<!not\s)\bcertified\b/i
const REVOCATION_PENDING = /revocation (?:pending|requested|proceedings)|under revocation/i
const SURRENDERED = /surrender/i

const keyOf = (group: string) =>
  group
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_")

export const mapAuDesignStatus = (
  group: string | null | undefined,
  detail: string | null | undefined,
  certifiedIndicator?: boolean
): DesignStatus => {
  const status = AU_DESIGN_STATUS_GROUPS[keyOf(group ?? "")] ?? "unknown"
  const d = detail ?? ""
  if (status === "registered") {
    if (REVOCATION_PENDING.test(d)) return "invalidity_pending"
    if (certifiedIndicator === true || CERTIFIED.test(d)) return "certified"
  }
  if (status === "expired" && SURRENDERED.test(d)) return "surrendered"
  return status
}

/**
 * Status groups to ask upstream for, per filter; undefined for `all`. The
 * mapped status is checked again on our side (REGISTERED may be
 * invalidity_pending, which `live` and `registered` both keep).
 */
export const AU_DESIGN_STATUSES_FOR: Readonly<Record<DesignStatusFilter, ReadonlyArray<string> | undefined>> = {
  all: undefined,
  live: ["FILED", "REGISTERED"],
  dead: ["CEASED", "EXPIRED", "LAPSED", "WITHDRAWN", "REFUSED", "REVOKED"],
  registered: ["REGISTERED"],
  pending: ["FILED"]
}
