import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/** CNIPA: the CNIPA trademark search site. Its defaults; every one can be overridden by a setting. */
export const CnipaOffice: OfficeDescriptor & { readonly jurisdiction: Jurisdiction } = {
  office: "CNIPA",
  providerName: "CNIPA",
  jurisdiction: "CN",
  defaultRateLimitPerMinute: 30,
  baseUrl: "https://wcjs.sbj.cnipa.gov.cn",
  credentials: []
}
