import type { TrademarkStatus } from "../../Domain/Trademark.js"

/**
 * IPONZ `MarkCurrentStatusCode` (a label, not a code) → normalised status
 * (upstream-offices.md §5 and §12). Only "Under Examination" and
 * "Abeyance" are documented; the rest follow IPONZ's register wording.
 * The label is kept in `statusDescription`; anything else is `unknown`.
 */
export const IPONZ_STATUS: Readonly<Record<string, TrademarkStatus>> = {
  "under examination": "pending",
  abeyance: "pending",
  // IPONZ glossary: "Accepted" = published or about to be, may still be opposed; "Awaiting registration" =
  // the opposition period is over, registration to follow.
  accepted: "pending",
  "awaiting registration": "pending",
  advertised: "pending",
  opposed: "opposed",
  registered: "registered",
  protected: "registered",
  refused: "abandoned",
  withdrawn: "abandoned",
  abandoned: "abandoned",
  removed: "cancelled",
  cancelled: "cancelled",
  expired: "expired",
  // A registration that lapsed was not renewed; an application lapses too (IPONZ's process page: one
  // whose objections are not overcome "will lapse"): see mapIponzStatus.
  lapsed: "expired"
}

export const mapIponzStatus = (label: string | null | undefined, registered?: boolean): TrademarkStatus => {
  if (label === null || label === undefined) return "unknown"
  const key = label.trim().toLowerCase().replace(/\s+/g, " ")
  // A lapsed application never registered: abandoned, not expired.
  if (key === "lapsed" && registered === false) return "abandoned"
  return IPONZ_STATUS[key] ?? "unknown"
}

/** Whether the office's record shows a registration (IPONZ fills RegistrationNumber before that: the date decides). */
export const registeredOf = (r: { readonly RegistrationDate?: string | null | undefined }): boolean =>
  r.RegistrationDate !== null && r.RegistrationDate !== undefined && r.RegistrationDate.trim() !== ""
