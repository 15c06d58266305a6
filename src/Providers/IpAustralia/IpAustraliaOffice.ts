import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/** IPAustralia: the IP Australia API (OAuth client credentials). Its defaults; every one can be overridden by a setting. */
export const IpAustraliaOffice: OfficeDescriptor & { readonly jurisdiction: Jurisdiction } = {
  office: "IPAUSTRALIA",
  providerName: "IPAustralia",
  jurisdiction: "AU",
  defaultRateLimitPerMinute: 500,
  baseUrl: "https://production.api.ipaustralia.gov.au",
  tokenUrl: "https://production.api.ipaustralia.gov.au/public/external-token-api/v1/access_token",
  credentials: ["IPAUSTRALIA_CLIENT_ID", "IPAUSTRALIA_CLIENT_SECRET"],
  oauth: { grant: "client_credentials", credentialsIn: "body" },
  sandbox: {
    setting: "IPAUSTRALIA_TEST_ENV",
    baseUrl: "https://test.api.ipaustralia.gov.au",
    tokenUrl: "https://test.api.ipaustralia.gov.au/public/external-token-api/v1/access_token"
  }
}
