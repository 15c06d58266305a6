import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/** CIPO: the Canadian Trademarks Database. Its defaults; every one can be overridden by a setting. */
export const CipoOffice: OfficeDescriptor & { readonly jurisdiction: Jurisdiction } = {
  office: "CIPO",
  providerName: "CIPO",
  jurisdiction: "CA",
  defaultRateLimitPerMinute: 30,
  baseUrl: "https://ised-isde.canada.ca",
  credentials: []
}
