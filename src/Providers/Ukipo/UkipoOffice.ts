import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/** UKIPO: the UKIPO trade mark search pages. Its defaults; every one can be overridden by a setting. */
export const UkipoOffice: OfficeDescriptor & { readonly jurisdiction: Jurisdiction } = {
  office: "UKIPO",
  providerName: "UKIPO",
  jurisdiction: "GB",
  defaultRateLimitPerMinute: 30,
  baseUrl: "https://trademarks.ipo.gov.uk",
  credentials: []
}
