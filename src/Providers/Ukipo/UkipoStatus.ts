import type { TrademarkStatus } from "../../Domain/Trademark.js"

/**
 * UKIPO case-page status labels → normalised status (upstream-offices.md §8,
 * §12; the vocabulary is **unverified**, so unknown labels fall back to
 * keywords). "Dead" alone needs the record: see `mapUkipoStatus`.
 */
export const UKIPO_STATUS: Readonly<Record<string, TrademarkStatus>> = {
  filed: "pending",
  "new application": "pending",
  "awaiting examination": "pending",
  examination: "pending",
  "under examination": "pending",
  "application published": "pending",
  published: "pending",
  "opposition period": "pending",
  opposed: "opposed",
  "opposition pending": "opposed",
  registered: "registered",
  protected: "registered",
  withdrawn: "abandoned",
  refused: "abandoned",
  abandoned: "abandoned",
  surrendered: "cancelled",
  revoked: "cancelled",
  invalidated: "cancelled",
  cancelled: "cancelled",
  removed: "expired",
  expired: "expired",
  "not renewed": "expired"
}

const KEYWORDS: ReadonlyArray<readonly [RegExp, TrademarkStatus]> = [
  [/oppos/i, "opposed"],
  [/expir|not renewed|removed/i, "expired"],
  [/surrender|revok|invalid|cancel/i, "cancelled"],
  [/withdraw|refus|abandon/i, "abandoned"]
]

export interface UkipoStatusContext {
  /** The mark was entered in the register at some point. */
  readonly wasRegistered: boolean
  /** Renewal date (YYYY-MM-DD), if the page shows one. */
  readonly renewalDate?: string | undefined
  /** Today (YYYY-MM-DD), to tell an expired registration from a cancelled one. */
  readonly today: string
}

/**
 * A label from the table, else keywords ("Dead - Withdrawn"). A bare
 * "Dead" is abandoned when never registered; a dead registration past its
 * renewal date expired, otherwise it was cancelled.
 */
export const mapUkipoStatus = (label: string | null | undefined, ctx: UkipoStatusContext): TrademarkStatus => {
  if (label === null || label === undefined) return "unknown"
  const key = label.trim().toLowerCase().replace(/\s+/g, " ")
  const listed = UKIPO_STATUS[key]
  if (listed !== undefined) return listed
  if (!/^dead\b/.test(key)) return "unknown"
  const hit = KEYWORDS.find(([re]) => re.test(key))
  if (hit !== undefined) return hit[1]
  if (!ctx.wasRegistered) return "abandoned"
  return ctx.renewalDate !== undefined && ctx.renewalDate <= ctx.today ? "expired" : "cancelled"
}
