/**
 * Office status vocabularies → the normalised TrademarkStatus (upstream-offices.md §2.5, §3.6,
 * §4.5, §8, §9, §12). The office's own wording is kept in statusDescription by the importers.
 */
import type { TrademarkStatus } from "../../Domain/Trademark.js"

// ---------------------------------------------------------------------------------------------
// USPTO numeric status codes (§2.5)
// ---------------------------------------------------------------------------------------------

const inRanges = (n: number, ranges: ReadonlyArray<readonly [number, number]>): boolean =>
  ranges.some(([lo, hi]) => n >= lo && n <= hi)

export const usStatusFromCode = (code: string | undefined): TrademarkStatus => {
  const n = Number(code)
  if (code === undefined || !Number.isInteger(n)) return "unknown"
  if (inRanges(n, [[771, 772], [774, 774], [801, 802]])) return "opposed"
  if (inRanges(n, [[612, 612], [616, 616], [672, 673]])) return "pending"
  if (inRanges(n, [[600, 609], [614, 614], [618, 618], [689, 690], [692, 694]])) return "abandoned"
  if (inRanges(n, [[700, 705], [717, 717], [790, 790], [800, 800]])) return "registered"
  if (inRanges(n, [[710, 716], [400, 403], [626, 626]])) return "cancelled"
  if (n === 900) return "expired"
  if (inRanges(n, [[630, 668], [680, 682], [686, 686], [688, 688], [744, 764], [804, 804], [806, 825]])) return "pending"
  return "unknown"
}

/** Office wording for the codes seen most; others get a generic text naming the code. */
const US_STATUS_TEXT: Readonly<Record<number, string>> = {
  600: "Abandoned - incomplete response",
  601: "Abandoned - express",
  602: "Abandoned - failure to respond or late response",
  603: "Abandoned - after ex parte appeal",
  604: "Abandoned - after inter partes decision",
  606: "Abandoned - no statement of use filed",
  630: "New application - record initialized, not assigned to examiner",
  641: "Non-final action - mailed",
  661: "Response after non-final action - entered",
  681: "Publication/issue review complete",
  686: "Published for opposition",
  688: "Notice of allowance - issued",
  700: "Registered",
  702: "Registered and renewed",
  710: "Cancelled - Section 8",
  774: "Opposition pending",
  790: "Cancellation pending",
  800: "Registered and renewed",
  900: "Expired"
}

export const usStatusText = (code: string | undefined): string | undefined => {
  if (code === undefined || code === "") return undefined
  return US_STATUS_TEXT[Number(code)] ?? `USPTO status code ${code}`
}

// ---------------------------------------------------------------------------------------------
// TM5 common status descriptors: LIVE|DEAD / APPLICATION|REGISTRATION / detail (§2.5, §9)
// ---------------------------------------------------------------------------------------------

/** An opposition under way ("Opposed", "Opposition pending"), not "Published for opposition". */
const OPPOSED = /\bopposed\b|opposition (?:pending|filed|proceeding)|under opposition/i

export const tm5Status = (descriptor: string): TrademarkStatus | undefined => {
  const m = /^\s*(LIVE|DEAD)\s*\/\s*(APPLICATION|REGISTRATION)\s*(?:\/\s*(.*))?$/i.exec(descriptor)
  if (m === null) return undefined
  const live = m[1]!.toUpperCase() === "LIVE"
  const registration = m[2]!.toUpperCase() === "REGISTRATION"
  const detail = (m[3] ?? "").toLowerCase()
  if (live) return registration ? "registered" : OPPOSED.test(detail) ? "opposed" : "pending"
  if (!registration) return "abandoned"
  return detail.includes("expir") ? "expired" : "cancelled"
}

// ---------------------------------------------------------------------------------------------
// EUIPO (§3.6): API enum (REGISTERED) and open-data wording ("Registration cancelled").
// ---------------------------------------------------------------------------------------------

const EU_ENUM: Readonly<Record<string, TrademarkStatus>> = {
  RECEIVED: "pending",
  FILED: "pending",
  UNDER_EXAMINATION: "pending",
  APPLICATION_UNDER_EXAMINATION: "pending",
  APPLICATION_PUBLISHED: "pending",
  START_OF_OPPOSITION_PERIOD: "pending",
  REGISTRATION_PENDING: "pending",
  ACCEPTANCE_PENDING: "pending",
  APPEALABLE: "pending",
  APPEALED: "pending",
  APPEAL_PENDING: "pending",
  OPPOSITION_PENDING: "opposed",
  APPLICATION_OPPOSED: "opposed",
  REGISTERED: "registered",
  ACCEPTED: "registered",
  CANCELLATION_PENDING: "registered",
  WITHDRAWN: "abandoned",
  APPLICATION_WITHDRAWN: "abandoned",
  REFUSED: "abandoned",
  APPLICATION_REFUSED: "abandoned",
  CANCELLED: "cancelled",
  REGISTRATION_CANCELLED: "cancelled",
  SURRENDERED: "cancelled",
  REGISTRATION_SURRENDERED: "cancelled",
  EXPIRED: "expired",
  REGISTRATION_EXPIRED: "expired",
  REMOVED_FROM_REGISTER: "expired"
}

const enumKey = (s: string): string => s.trim().toUpperCase().replace(/[^A-Z]+/g, "_").replace(/^_|_$/g, "")

export const euStatus = (raw: string): TrademarkStatus => EU_ENUM[enumKey(raw)] ?? textStatus(raw)

// ---------------------------------------------------------------------------------------------
// IP Australia statusGroup + statusDetail (§4.5)
// ---------------------------------------------------------------------------------------------

export const auStatus = (group: string, detail = ""): TrademarkStatus => {
  const d = detail.toLowerCase()
  switch (enumKey(group)) {
    case "REGISTERED":
      return "registered"
    case "PENDING":
      return OPPOSED.test(d) ? "opposed" : "pending"
    case "REFUSED":
    case "NEVER_REGISTERED":
      return "abandoned"
    case "REMOVED":
      return d.includes("not renewed") || d.includes("lapsed") || d.includes("expir") ? "expired" : "cancelled"
    case "DISCONTINUED":
      return "unknown"
    default:
      return textStatus(`${group} ${detail}`)
  }
}

// ---------------------------------------------------------------------------------------------
// Free-text labels (CIPO, UKIPO and anything else): TM5 first, then keywords.
// ---------------------------------------------------------------------------------------------

const KEYWORDS: ReadonlyArray<readonly [RegExp, TrademarkStatus]> = [
  [/oppos/i, "opposed"],
  [/expir|not renewed|lapsed/i, "expired"],
  [/cancel|expunged|revoked|invalidat|surrender|removed/i, "cancelled"],
  [/abandon|withdrawn|refused|rejected|never registered|dead/i, "abandoned"],
  [/regist|protected|issued/i, "registered"],
  [/filed|formali[sz]ed|search|exam|approved|advertised|allowed|published|pending|received|accept|appeal|new application/i, "pending"]
]

export const textStatus = (raw: string): TrademarkStatus => {
  const tm5 = tm5Status(raw)
  if (tm5 !== undefined) return tm5
  // "Registration pending" / "Application published" are pending; test those before "regist".
  if (/registration pending|pending registration|awaiting registration|opposition period|published for opposition/i.test(raw)) return "pending"
  if (/(cancellation|invalidity|revocation) (proceedings )?pending/i.test(raw)) return "registered"
  for (const [re, status] of KEYWORDS) if (re.test(raw)) return status
  return "unknown"
}
