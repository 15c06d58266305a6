import type { OfficeDescriptor } from "../../Config/OfficeDescriptor.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/** EUIPO: the EUIPO API gateway (OAuth client credentials). Its defaults; every one can be overridden by a setting. */
export const EuipoOffice: OfficeDescriptor & { readonly jurisdiction: Jurisdiction } = {
  office: "EUIPO",
  providerName: "EUIPO",
  jurisdiction: "EU",
  defaultRateLimitPerMinute: 60,
  baseUrl: "https://api.euipo.europa.eu",
  tokenUrl: "https://euipo.europa.eu/cas-server-webapp/oidc/accessToken",
  credentials: ["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"],
  oauth: { grant: "client_credentials", credentialsIn: "body", scope: "uid" },
  sandbox: {
    setting: "EUIPO_SANDBOX",
    baseUrl: "https://api-sandbox.euipo.europa.eu",
    tokenUrl: "https://auth-sandbox.euipo.europa.eu/oidc/accessToken",
    credentials: ["EUIPO_SANDBOX_CLIENT_ID", "EUIPO_SANDBOX_CLIENT_SECRET"]
  }
}
