import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/** USPTO: TSDR (status and documents by number). Its defaults; every one can be overridden by a setting. */
export const UsptoOffice: OfficeDescriptor & { readonly jurisdiction: Jurisdiction } = {
  office: "USPTO",
  providerName: "USPTO",
  jurisdiction: "US",
  defaultRateLimitPerMinute: 60,
  baseUrl: "https://tsdrapi.uspto.gov",
  credentials: ["USPTO_API_KEY"]
}
