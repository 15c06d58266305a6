/**
 * Office status vocabularies → the normalised TrademarkStatus (upstream-offices.md §2.5, §3.6,
 * §4.5, §8, §9, §12). The office's own wording is kept in statusDescription by the importers.
 */
import { OPPOSITION_UNDER_WAY, tm5Status, type TrademarkStatus } from "../../Domain/Trademark.js"

// ---------------------------------------------------------------------------------------------
// USPTO status wording (§2.5); the status itself comes from the live adapter's code table
// (Uspto/UsptoStatus.ts), so live and local answers agree.
// ---------------------------------------------------------------------------------------------

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
      return OPPOSITION_UNDER_WAY.test(d) ? "opposed" : "pending"
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
