import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/** WIPO: WIPO Madrid Monitor. Its defaults; every one can be overridden by a setting. */
export const WipoOffice: OfficeDescriptor & { readonly jurisdiction: Jurisdiction } = {
  office: "WIPO",
  providerName: "WIPO",
  jurisdiction: "WIPO",
  defaultRateLimitPerMinute: 30,
  baseUrl: "https://www3.wipo.int",
  credentials: []
}
