import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/** IPONZ: the IPONZ API on the NZ business gateway. Its defaults; every one can be overridden by a setting. */
export const IponzOffice: OfficeDescriptor & { readonly jurisdiction: Jurisdiction } = {
  office: "IPONZ",
  providerName: "IPONZ",
  jurisdiction: "NZ",
  defaultRateLimitPerMinute: 60,
  baseUrl: "https://api.business.govt.nz/gateway/iponz/v5",
  credentials: ["IPONZ_API_KEY"]
}
