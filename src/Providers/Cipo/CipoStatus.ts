import { tm5Status, type TrademarkStatus } from "../../Domain/Trademark.js"

/**
 * CIPO's own status words → normalised status (upstream-offices.md §9;
 * only "REGISTERED" is confirmed, the rest are CIPO's published stages).
 * The TM5 descriptor, when CIPO gives one, decides first (`mapCipoStatus`).
 */
export const CIPO_STATUS: Readonly<Record<string, TrademarkStatus>> = {
  filed: "pending",
  formalized: "pending",
  searched: "pending",
  approved: "pending",
  advertised: "pending",
  allowed: "pending",
  default: "pending",
  opposed: "opposed",
  registered: "registered",
  abandoned: "abandoned",
  refused: "abandoned",
  expunged: "cancelled",
  cancelled: "cancelled"
}

/** TM5 descriptor first (it tells expired from cancelled), then CIPO's word. */
export const mapCipoStatus = (cipoStatus: string | null | undefined, tm5: string | null | undefined): TrademarkStatus =>
  tm5Status(tm5) ??
    (cipoStatus === null || cipoStatus === undefined ? "unknown" : (CIPO_STATUS[cipoStatus.trim().toLowerCase()] ?? "unknown"))

/** "REGISTERED (LIVE/REGISTRATION/Issued and Active)": both of CIPO's wordings. */
export const cipoStatusText = (cipoStatus: string | null | undefined, tm5: string | null | undefined): string | undefined => {
  const own = cipoStatus?.trim() || undefined
  const common = tm5?.trim() || undefined
  return own !== undefined && common !== undefined ? `${own} (${common})` : (own ?? common)
}
