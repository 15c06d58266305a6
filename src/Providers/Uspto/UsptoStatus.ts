import { tm5Status, type TrademarkStatus } from "../../Domain/Trademark.js"

/**
 * USPTO numeric status codes → normalised status (upstream-offices.md §2.5
 * and §12), as inclusive ranges. The first matching row wins, so the
 * specific codes come before the wide ranges.
 */
export const USPTO_STATUS_CODES: ReadonlyArray<readonly [from: number, to: number, status: TrademarkStatus]> = [
  // Opposition, interference, concurrent use.
  [771, 772, "opposed"],
  [774, 774, "opposed"],
  [801, 802, "opposed"],
  // Petition to revive, revived, reinstated: alive again.
  [612, 612, "pending"],
  [616, 616, "pending"],
  [672, 673, "pending"],
  // Abandoned (incomplete response, express, failure to respond, after appeal, no statement of use...).
  [600, 609, "abandoned"],
  [614, 614, "abandoned"],
  [618, 618, "abandoned"],
  // Notice of allowance withdrawn or cancelled, withdrawn before publication or issue.
  [689, 690, "abandoned"],
  [692, 694, "abandoned"],
  // Registered, §8/§15 accepted, renewed; 790 = registered with a cancellation pending.
  [700, 705, "registered"],
  [717, 717, "registered"],
  [790, 790, "registered"],
  [800, 800, "registered"],
  // Cancelled (§8, §7, court order, §18, §24...), IR cancelled (Madrid transformation).
  [710, 716, "cancelled"],
  [400, 403, "cancelled"],
  // Backfile registration cancelled or expired: ambiguous, the TM5 status decides when present.
  [626, 626, "cancelled"],
  [900, 900, "expired"],
  // New application, examination, publication (686), notice of allowance (688), statement of use, ex parte appeal.
  [630, 668, "pending"],
  [680, 682, "pending"],
  [686, 686, "pending"],
  [688, 688, "pending"],
  [744, 764, "pending"],
  [804, 804, "pending"],
  [806, 825, "pending"]
]

export const usptoStatusFromCode = (code: number | string | null | undefined): TrademarkStatus => {
  const n = typeof code === "number" ? code : Number(String(code ?? "").trim())
  if (code === null || code === undefined || !Number.isInteger(n)) return "unknown"
  return USPTO_STATUS_CODES.find(([from, to]) => n >= from && n <= to)?.[2] ?? "unknown"
}

/**
 * A TSDR record's status: the TM5 status when the record has one (the
 * office's own live/dead summary), refined by the numeric code: an
 * opposition code makes it opposed, code 900 makes a dead registration
 * expired. Without TM5, the numeric code alone.
 */
export const mapUsptoStatus = (
  code: number | string | null | undefined,
  tm5StatusDesc: string | null | undefined
): TrademarkStatus => {
  const byCode = usptoStatusFromCode(code)
  const byTm5 = tm5Status(tm5StatusDesc)
  if (byCode === "opposed" && (byTm5 === undefined || byTm5 === "pending")) return "opposed"
  if (byTm5 === undefined) return byCode
  if (byTm5 === "cancelled" && byCode === "expired") return "expired"
  return byTm5
}
