import type { TrademarkStatus } from "../../Domain/Trademark.js"

/**
 * Madrid Monitor's status of an international registration → normalised
 * status (upstream-offices.md §7, **unverified** vocabulary: "Active",
 * "Expired", "Ceased"). An IR exists only once registered, so there is no
 * application stage; refusals happen per designation and show in the
 * history. The label is kept in `statusDescription`.
 */
export const WIPO_STATUS: Readonly<Record<string, TrademarkStatus>> = {
  active: "registered",
  registered: "registered",
  protected: "registered",
  pending: "pending",
  expired: "expired",
  "not renewed": "expired",
  ceased: "cancelled",
  "ceased effect": "cancelled",
  cancelled: "cancelled",
  "totally cancelled": "cancelled",
  renounced: "cancelled",
  inactive: "cancelled"
}

export const mapWipoStatus = (label: string | null | undefined): TrademarkStatus =>
  label === null || label === undefined ? "unknown" : (WIPO_STATUS[label.trim().toLowerCase().replace(/\s+/g, " ")] ?? "unknown")
