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
  accepted: "pending",
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
  lapsed: "expired"
}

export const mapIponzStatus = (label: string | null | undefined): TrademarkStatus =>
  label === null || label === undefined ? "unknown" : (IPONZ_STATUS[label.trim().toLowerCase().replace(/\s+/g, " ")] ?? "unknown")
