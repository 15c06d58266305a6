import { type DesignStatus, type DesignStatusFilter, matchesDesignStatusFilter } from "../../Domain/Design.js"

/**
 * EUIPO design status → normalised status (upstream-offices.md §3.6). The
 * office's own code is kept in `statusDescription`; anything not listed
 * maps to `unknown`.
 */
export const EUIPO_DESIGN_STATUS: Readonly<Record<string, DesignStatus>> = {
  RECEIVED: "pending",
  UNDER_EXAMINATION: "pending",
  REGISTRATION_PENDING: "pending",
  APPEALABLE: "pending",
  APPEALED: "pending",
  REGISTERED: "registered",
  REGISTERED_AND_FULLY_PUBLISHED: "registered",
  // Registered, publication deferred (up to 30 months).
  REGISTERED_AND_SUBJECT_TO_DEFERMENT: "registered_deferred",
  INVALIDITY_PROCEDURE_PENDING: "invalidity_pending",
  DESIGN_DECLARED_INVALID: "invalidated",
  // The design never took effect (e.g. deferment ended without the fees): our reading is "invalidated".
  LACK_OF_EFFECTS: "invalidated",
  SURRENDERED: "surrendered",
  EXPIRED: "expired",
  WITHDRAWN: "withdrawn",
  REFUSED: "refused",
  // A multiple application split into new ones: this record lives on in them.
  SPLIT: "converted"
}

export const mapEuipoDesignStatus = (status: string | null | undefined): DesignStatus =>
  status === null || status === undefined ? "unknown" : (EUIPO_DESIGN_STATUS[status.trim().toUpperCase()] ?? "unknown")

/** The EUIPO codes a status filter keeps, for an upstream `status=in=(...)`; undefined for `all`. */
export const euipoDesignStatusesFor = (filter: DesignStatusFilter): ReadonlyArray<string> | undefined =>
  filter === "all"
    ? undefined
    : Object.keys(EUIPO_DESIGN_STATUS).filter((code) => matchesDesignStatusFilter(EUIPO_DESIGN_STATUS[code]!, filter))
