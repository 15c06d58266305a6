import type { Office } from "../Config/AppConfig.js"

/** Office → provider name as users see it in errors and metrics (matches PROVIDER_BY_JURISDICTION). */
const PROVIDER_NAMES: Record<Office, string> = {
  USPTO: "USPTO",
  EUIPO: "EUIPO",
  IPAUSTRALIA: "IPAustralia",
  IPONZ: "IPONZ",
  WIPO: "WIPO",
  UKIPO: "UKIPO",
  CIPO: "CIPO",
  JPO: "JPO",
  CNIPA: "CNIPA",
  EPO: "EPO"
}

export const providerName = (office: Office): string => PROVIDER_NAMES[office]
