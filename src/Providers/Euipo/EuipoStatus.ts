import { matchesStatusFilter, type StatusFilter, type TrademarkStatus } from "../../Domain/Trademark.js"

/**
 * EUIPO trade mark status → normalised status (upstream-offices.md §3.6 and
 * §12). The office's own code is kept in `statusDescription`; anything not
 * listed maps to `unknown`.
 */
export const EUIPO_STATUS: Readonly<Record<string, TrademarkStatus>> = {
  RECEIVED: "pending",
  UNDER_EXAMINATION: "pending",
  APPLICATION_PUBLISHED: "pending",
  START_OF_OPPOSITION_PERIOD: "pending",
  REGISTRATION_PENDING: "pending",
  ACCEPTANCE_PENDING: "pending",
  APPEALABLE: "pending",
  APPEALED: "pending",
  OPPOSITION_PENDING: "opposed",
  REGISTERED: "registered",
  ACCEPTED: "registered",
  // Registered but under attack: still registered; the description carries the flag.
  CANCELLATION_PENDING: "registered",
  WITHDRAWN: "abandoned",
  REFUSED: "abandoned",
  CANCELLED: "cancelled",
  SURRENDERED: "cancelled",
  EXPIRED: "expired",
  REMOVED_FROM_REGISTER: "expired"
}

export const mapEuipoStatus = (status: string | null | undefined): TrademarkStatus =>
  status === null || status === undefined ? "unknown" : (EUIPO_STATUS[status.trim().toUpperCase()] ?? "unknown")

/** The EUIPO codes a status filter keeps, for an upstream `status=in=(...)`; undefined for `all`. */
export const euipoStatusesFor = (filter: StatusFilter): ReadonlyArray<string> | undefined =>
  filter === "all" ? undefined : Object.keys(EUIPO_STATUS).filter((code) => matchesStatusFilter(EUIPO_STATUS[code]!, filter))
