import { isIP } from "node:net"
import type { AppConfigShape } from "../Config/AppConfig.js"

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1", "[::1]"])

export const isLoopbackHost = (host: string): boolean => {
  const h = host.toLowerCase().replace(/^\[|\]$/g, "")
  return LOOPBACK_NAMES.has(h) || h.startsWith("127.") || h === "::1" || h.endsWith(".localhost")
}

/** The hostname part of a Host header ("127.0.0.1:3000", "[::1]:80", "example.com"). */
export const hostnameOf = (hostHeader: string): string => {
  const h = hostHeader.trim().toLowerCase()
  if (h.startsWith("[")) return h.slice(1, h.indexOf("]"))
  if (isIP(h) === 6) return h
  const colon = h.lastIndexOf(":")
  return colon === -1 ? h : h.slice(0, colon)
}

type HttpSettings = AppConfigShape["http"]

/**
 * DNS-rebinding protection: bound to loopback, only loopback Host/Origin
 * values (or allow-listed ones) are served; a foreign one gets 403.
 */
export const checkHostAndOrigin = (
  settings: HttpSettings,
  boundHost: string,
  host: string | undefined,
  origin: string | undefined
): string | undefined => {
  const boundToLoopback = isLoopbackHost(boundHost)
  if (host !== undefined) {
    const name = hostnameOf(host)
    const listed = settings.allowedHosts.some((h) => h.toLowerCase() === name || h.toLowerCase() === host.toLowerCase())
    if (boundToLoopback && !isLoopbackHost(name) && !listed) return `Host "${host}" is not allowed`
    if (!boundToLoopback && settings.allowedHosts.length > 0 && !listed) return `Host "${host}" is not allowed`
  }
  if (origin !== undefined && origin !== "null") {
    let originHost: string
    try {
      originHost = new URL(origin).hostname
    } catch {
      return `Origin "${origin}" is not a valid origin`
    }
    const listed = settings.allowedOrigins.includes(origin) || settings.corsOrigins.includes(origin) || settings.corsOrigins.includes("*")
    if (!isLoopbackHost(originHost) && !listed) return `Origin "${origin}" is not allowed`
  }
  return undefined
}

export const corsHeaders = (settings: HttpSettings, origin: string | undefined): Record<string, string> => {
  if (settings.corsOrigins.length === 0) return {}
  const any = settings.corsOrigins.includes("*")
  if (!any && (origin === undefined || !settings.corsOrigins.includes(origin))) return {}
  return {
    "access-control-allow-origin": any ? "*" : origin!,
    "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
    "access-control-allow-headers": "Content-Type, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID",
    "access-control-expose-headers":
      "Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Scope, Mcp-Session-Id",
    "access-control-max-age": "600",
    ...(any ? {} : { vary: "Origin" })
  }
}
