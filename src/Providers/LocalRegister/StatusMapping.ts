/**
 * Office status vocabularies → the normalised TrademarkStatus (upstream-offices.md §2.5, §3.6,
 * §4.5, §8, §9, §12). The office's own wording is kept in statusDescription by the importers.
 */
import { NOT_RENEWED, OPPOSITION_UNDER_WAY, tm5Status, type TrademarkStatus } from "../../Domain/Trademark.js"
import { EUIPO_STATUS } from "../Euipo/EuipoStatus.js"

// ---------------------------------------------------------------------------------------------
// EUIPO (§3.6): API enum (REGISTERED) and open-data wording ("Registration cancelled").
// ---------------------------------------------------------------------------------------------

// The API's codes (one table, shared with the adapter) plus the spellings EUIPO's bulk XML uses.
const EU_ENUM: Readonly<Record<string, TrademarkStatus>> = {
  ...EUIPO_STATUS,
  FILED: "pending",
  APPLICATION_UNDER_EXAMINATION: "pending",
  APPEAL_PENDING: "pending",
  APPLICATION_OPPOSED: "opposed",
  APPLICATION_WITHDRAWN: "abandoned",
  APPLICATION_REFUSED: "abandoned",
  REGISTRATION_CANCELLED: "cancelled",
  REGISTRATION_SURRENDERED: "cancelled",
  REGISTRATION_EXPIRED: "expired"
}

const enumKey = (s: string): string => s.trim().toUpperCase().replace(/[^A-Z]+/g, "_").replace(/^_|_$/g, "")

export const euStatus = (raw: string): TrademarkStatus => EU_ENUM[enumKey(raw)] ?? textStatus(raw)

// ---------------------------------------------------------------------------------------------
// IP Australia statusGroup + statusDetail (§4.5)
// ---------------------------------------------------------------------------------------------

export const auStatus = (group: string, detail = ""): TrademarkStatus => {
  const d = detail.toLowerCase()
  const key = enumKey(group)
  // "Removed - Not Renewed", "Ceased - Not Renewed": the renewal fee was not paid.
  if (/NOT_RENEWED/.test(key)) return "expired"
  switch (key) {
    case "REGISTERED":
    case "PROTECTED":
      return "registered"
    case "PENDING":
    case "ACCEPTED":
      return OPPOSITION_UNDER_WAY.test(d) ? "opposed" : "pending"
    // The register's stages before acceptance (IPGOD/IP RAPID status_code_desc).
    case "FILED":
    case "RECEIVED":
    case "PUBLISHED":
      return "pending"
    case "REFUSED":
    case "NEVER_REGISTERED":
    case "REJECTED":
    case "LAPSED":
    case "WITHDRAWN":
    case "NOT_FILED":
    case "NOT_PROTECTED":
      return "abandoned"
    case "REMOVED":
      return NOT_RENEWED.test(d) ? "expired" : "cancelled"
    case "CANCELLED":
    case "CEASED":
      return "cancelled"
    // Merged into another mark: its own status is no longer kept.
    case "LINKED":
    case "MERGED":
    case "DISCONTINUED":
      return "unknown"
    default:
      return textStatus(`${group} ${detail}`)
  }
}

// ---------------------------------------------------------------------------------------------
// WIPO ST.96 MarkCurrentStatusCode words, as CIPO's IP Horizons files use them (and WIPO's Global
// Brand Database reads them): test/fixtures/real/cipo/SOURCE.md.
// ---------------------------------------------------------------------------------------------

const ST96: Readonly<Record<string, TrademarkStatus>> = {
  "application filed": "pending",
  "filing date accorded": "pending",
  "classification checked": "pending",
  "application accepted": "pending",
  "application published": "pending",
  "appeal pending": "pending",
  "action before court of justice pending": "pending",
  "opposition pending": "opposed",
  "registration published": "registered",
  "revocation proceeding pending": "registered",
  "invalidity proceeding pending": "registered",
  "application refused": "abandoned",
  "application withdrawn": "abandoned",
  "interruption of proceeding": "abandoned",
  "conversion requested": "abandoned",
  "registration cancelled": "cancelled",
  "registration surrendered": "cancelled",
  "registration expired": "expired"
}

export const st96Status = (raw: string): TrademarkStatus => ST96[raw.trim().toLowerCase().replace(/\s+/g, " ")] ?? textStatus(raw)

// ---------------------------------------------------------------------------------------------
// Free-text labels (CIPO, UKIPO and anything else): TM5 first, then keywords.
// ---------------------------------------------------------------------------------------------

const KEYWORDS: ReadonlyArray<readonly [RegExp, TrademarkStatus]> = [
  [/oppos/i, "opposed"],
  [NOT_RENEWED, "expired"],
  [/cancel|expunged|revoked|invalidat|surrender|removed/i, "cancelled"],
  [/abandon|withdrawn|refused|rejected|never registered|dead/i, "abandoned"],
  [/regist|protected|issued/i, "registered"],
  [/filed|formali[sz]ed|search|exam|approved|advertised|allowed|published|pending|received|accept|appeal|new application/i, "pending"]
]

export const textStatus = (raw: string): TrademarkStatus => {
  const tm5 = tm5Status(raw)
  if (tm5 !== undefined) return tm5
  // "Registration pending" / "Application published" are pending; test those before "regist".
  if (/registration pending|pending registration|awaiting registration|opposition period|published for opposition/i.test(raw)) {
    return "pending"
  }
  if (/(cancellation|invalidity|revocation) (proceedings )?pending/i.test(raw)) return "registered"
  for (const [re, status] of KEYWORDS) if (re.test(raw)) return status
  return "unknown"
}
