import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"

/** EPO: Open Patent Services (patents only). Its defaults; every one can be overridden by a setting. */
export const EpoOffice: OfficeDescriptor = {
  office: "EPO",
  providerName: "EPO",
  defaultRateLimitPerMinute: 30,
  baseUrl: "https://ops.epo.org/3.2",
  tokenUrl: "https://ops.epo.org/3.2/auth/accesstoken",
  credentials: ["EPO_CONSUMER_KEY", "EPO_CONSUMER_SECRET"],
  oauth: { grant: "client_credentials", credentialsIn: "basic", defaultLifetimeSeconds: 1200 }
}
