import { NOT_RENEWED, OPPOSITION_UNDER_WAY, type StatusFilter, type TrademarkStatus } from "../../Domain/Trademark.js"

/**
 * IP Australia `statusGroup` → normalised status (upstream-offices.md §4.5
 * and §12). PENDING and REMOVED need `statusDetail` to decide (opposed;
 * expired or cancelled): see `mapAuStatus`. Anything else is `unknown`.
 */
export const AU_STATUS_GROUPS: Readonly<Record<string, TrademarkStatus>> = {
  REGISTERED: "registered",
  PENDING: "pending",
  REFUSED: "abandoned",
  // Lapsed or withdrawn before registration.
  NEVER_REGISTERED: "abandoned",
  // Removed from the register: cancelled, or expired when it was not renewed.
  REMOVED: "cancelled",
  DISCONTINUED: "unknown"
}

export const mapAuStatus = (group: string | null | undefined, detail: string | null | undefined): TrademarkStatus => {
  const key = (group ?? "").trim().toUpperCase().replace(/[\s-]+/g, "_")
  const status = AU_STATUS_GROUPS[key] ?? "unknown"
  // "Under opposition" is opposed; "Accepted/in opposition period" is not (the domain's rules, shared with the local register).
  if (status === "pending" && OPPOSITION_UNDER_WAY.test(detail ?? "")) return "opposed"
  if (key === "REMOVED" && NOT_RENEWED.test(detail ?? "")) return "expired"
  return status
}

/**
 * Status groups to ask upstream for, per status filter (the advanced
 * search `statuses`); undefined for `all`. The mapped status is checked
 * again on our side, so a group that only sometimes fits (PENDING is
 * pending or opposed) stays correct.
 */
export const AU_STATUSES_FOR: Readonly<Record<StatusFilter, ReadonlyArray<string> | undefined>> = {
  all: undefined,
  live: ["REGISTERED", "PENDING"],
  dead: ["REFUSED", "NEVER_REGISTERED", "REMOVED"],
  pending: ["PENDING"]
}
