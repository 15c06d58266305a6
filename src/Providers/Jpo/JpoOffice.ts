import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/** JPO: the JPO patent information API (registered users). Its defaults; every one can be overridden by a setting. */
export const JpoOffice: OfficeDescriptor & { readonly jurisdiction: Jurisdiction } = {
  office: "JPO",
  providerName: "JPO",
  jurisdiction: "JP",
  defaultRateLimitPerMinute: 30,
  baseUrl: "https://ip-data.jpo.go.jp",
  tokenUrl: "https://ip-data.jpo.go.jp/auth/token",
  credentials: ["JPO_API_USERNAME", "JPO_API_PASSWORD"],
  oauth: { grant: "password", credentialsIn: "body" }
}
