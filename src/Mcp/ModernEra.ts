import { Either } from "effect"
import { LOGGING_LEVELS, type LoggingLevel } from "./ClientNotifier.js"
import { JSONRPC_INVALID_PARAMS, JSONRPC_METHOD_NOT_FOUND, RpcFailure } from "./JsonRpc.js"
import { SERVER_NAME, SERVER_TITLE, SERVER_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "./ServerInfo.js"

/**
 * MCP 2026-07-28 ("modern"): no handshake; every request names its revision
 * in `_meta`. The server is dual-era (basic/versioning): `initialize` keeps the
 * 2025 behaviour, a request that claims a modern revision is served modern.
 * The era decides only the envelope, never what a method does.
 */
export const MODERN_PROTOCOL_VERSIONS = ["2026-07-28"] as const
/** Every revision served, newest first (server/discover and -32022 list these). */
export const ALL_PROTOCOL_VERSIONS: ReadonlyArray<string> = [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS]

export const META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion"
export const META_CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities"
export const META_CLIENT_INFO = "io.modelcontextprotocol/clientInfo"
export const META_LOG_LEVEL = "io.modelcontextprotocol/logLevel"
export const META_SERVER_INFO = "io.modelcontextprotocol/serverInfo"

export const HEADER_MISMATCH = -32020
export const UNSUPPORTED_PROTOCOL_VERSION = -32022

/** Methods the 2026-07-28 revision removed; they answer -32601 (HTTP 404) in the modern era. */
const REMOVED_IN_MODERN: ReadonlySet<string> = new Set([
  "initialize",
  "ping",
  "logging/setLevel",
  "resources/subscribe",
  "resources/unsubscribe"
])
/** Methods that exist only in the modern era. */
const MODERN_ONLY: ReadonlySet<string> = new Set(["server/discover"])

export type Era =
  | { readonly _tag: "Legacy" }
  | {
    readonly _tag: "Modern"
    readonly version: string
    /** The per-request log level (`_meta` logLevel); none means no notifications/message. */
    readonly logLevel: LoggingLevel | undefined
  }

export const LEGACY: Era = { _tag: "Legacy" }

const isModernVersion = (v: unknown): v is string =>
  typeof v === "string" && (MODERN_PROTOCOL_VERSIONS as ReadonlyArray<string>).includes(v)
const isLegacyVersion = (v: unknown): boolean => typeof v === "string" && (SUPPORTED_PROTOCOL_VERSIONS as ReadonlyArray<string>).includes(v)
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v)

/** Reads a header the way HTTP means it: case-insensitive name, surrounding whitespace ignored. */
export type HeaderLookup = (name: string) => string | undefined

/**
 * Which era serves this message, or the modern-envelope error (-32602, -32020,
 * -32022) to answer with. Body first: `server/discover` or a `_meta`
 * protocolVersion that is not a 2025-era revision makes a request modern; on
 * HTTP so does a modern `MCP-Protocol-Version` header (then a missing `_meta`
 * is -32602, never a silent fall back to legacy).
 */
export const classify = (
  method: string,
  params: unknown,
  headers: HeaderLookup | undefined
): Either.Either<Era, RpcFailure> => {
  const meta = isObject(params) ? params["_meta"] : undefined
  const claimed = isObject(meta) ? meta[META_PROTOCOL_VERSION] : undefined
  const headerVersion = headers?.("mcp-protocol-version")
  const modern = method === "server/discover" ||
    (claimed !== undefined && !isLegacyVersion(claimed)) ||
    isModernVersion(headerVersion)
  if (!modern) return Either.right(LEGACY)

  const problems: Array<string> = []
  if (!isObject(meta)) problems.push("params._meta is missing")
  else {
    if (typeof claimed !== "string") problems.push(`_meta["${META_PROTOCOL_VERSION}"] must be a string`)
    if (!isObject(meta[META_CLIENT_CAPABILITIES])) problems.push(`_meta["${META_CLIENT_CAPABILITIES}"] must be an object`)
    const info = meta[META_CLIENT_INFO]
    if (info !== undefined && !(isObject(info) && typeof info["name"] === "string" && typeof info["version"] === "string")) {
      problems.push(`_meta["${META_CLIENT_INFO}"] must be {name, version}`)
    }
    const level = meta[META_LOG_LEVEL]
    if (level !== undefined && !(typeof level === "string" && (LOGGING_LEVELS as ReadonlyArray<string>).includes(level))) {
      problems.push(`_meta["${META_LOG_LEVEL}"] must be one of ${LOGGING_LEVELS.join(", ")}`)
    }
  }
  if (problems.length > 0) {
    return Either.left(
      new RpcFailure({
        code: JSONRPC_INVALID_PARAMS,
        message: `Invalid params: a ${MODERN_PROTOCOL_VERSIONS[0]} request needs _meta with protocolVersion and clientCapabilities: ${
          problems.join("; ")
        }`,
        data: { problems }
      })
    )
  }
  const version = claimed as string
  if (headers !== undefined && headerVersion !== version) {
    return Either.left(
      headerMismatch(
        headerVersion === undefined
          ? "the MCP-Protocol-Version header is missing"
          : `MCP-Protocol-Version header '${headerVersion}' does not match _meta protocolVersion '${version}'`
      )
    )
  }
  if (!isModernVersion(version)) {
    return Either.left(
      new RpcFailure({
        code: UNSUPPORTED_PROTOCOL_VERSION,
        message: `Unsupported protocol version: ${version}`,
        data: { supported: ALL_PROTOCOL_VERSIONS, requested: version }
      })
    )
  }
  return Either.right({
    _tag: "Modern",
    version,
    logLevel: (meta as Record<string, unknown>)[META_LOG_LEVEL] as LoggingLevel | undefined
  })
}

const headerMismatch = (detail: string) => new RpcFailure({ code: HEADER_MISMATCH, message: `Header mismatch: ${detail}` })

/** `=?base64?...?=` is how a client sends a value that is not plain header-safe ASCII. */
const decodeHeaderValue = (raw: string): string | undefined => {
  const value = raw.trim()
  const m = /^=\?base64\?(.*)\?=$/.exec(value)
  if (m === null) return value
  const b64 = m[1] ?? ""
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0) return undefined
  return Buffer.from(b64, "base64").toString("utf8")
}

/** Where `Mcp-Name` comes from, per method. */
const NAME_SOURCE: Record<string, "name" | "uri"> = { "tools/call": "name", "prompts/get": "name", "resources/read": "uri" }

/**
 * The Streamable HTTP standard headers of a modern request (SEP-2243):
 * `Mcp-Method` always, `Mcp-Name` where the body has a name or uri; both must
 * match the body exactly (values are case-sensitive). Notifications are exempt.
 */
export const checkStandardHeaders = (method: string, params: unknown, headers: HeaderLookup): RpcFailure | undefined => {
  const m = headers("mcp-method")
  if (m === undefined) return headerMismatch("the Mcp-Method header is missing")
  if (m.trim() !== method) return headerMismatch(`Mcp-Method header '${m.trim()}' does not match body method '${method}'`)
  const source = NAME_SOURCE[method]
  if (source === undefined) return undefined
  const bodyValue = isObject(params) ? params[source] : undefined
  if (typeof bodyValue !== "string") return undefined
  const raw = headers("mcp-name")
  if (raw === undefined) return headerMismatch(`the Mcp-Name header is missing (body params.${source} is '${bodyValue}')`)
  const decoded = decodeHeaderValue(raw)
  if (decoded === undefined) return headerMismatch("the Mcp-Name header has invalid Base64")
  if (decoded !== bodyValue) return headerMismatch(`Mcp-Name header value '${decoded}' does not match body params.${source} '${bodyValue}'`)
  return undefined
}

/** A method the era does not define: -32601 (HTTP 404 in the modern era). */
export const methodOutsideEra = (era: Era, method: string): RpcFailure | undefined =>
  (era._tag === "Modern" ? REMOVED_IN_MODERN.has(method) : MODERN_ONLY.has(method))
    ? new RpcFailure({
      code: JSONRPC_METHOD_NOT_FOUND,
      message: era._tag === "Modern"
        ? `Method not found: ${method} is not part of MCP ${era.version}`
        : `Method not found: ${method} needs _meta["${META_PROTOCOL_VERSION}"] (MCP ${MODERN_PROTOCOL_VERSIONS[0]})`
    })
    : undefined

export const SERVER_IMPLEMENTATION = { name: SERVER_NAME, title: SERVER_TITLE, version: SERVER_VERSION }

/** How long a client may cache a list or read result, and whether it may share it across callers. */
export interface CacheHint {
  readonly ttlMs: number
  readonly cacheScope: "public" | "private"
}

/**
 * The modern envelope of a result: `resultType` always, the server's identity
 * in `_meta`, and `ttlMs`/`cacheScope` on cacheable results.
 */
export const modernResult = (result: unknown, cache: CacheHint | undefined): unknown => {
  const base = isObject(result) ? result : {}
  const meta = isObject(base["_meta"]) ? base["_meta"] : {}
  return {
    ...base,
    ...(cache !== undefined ? { ttlMs: cache.ttlMs, cacheScope: cache.cacheScope } : {}),
    resultType: "complete",
    _meta: { ...meta, [META_SERVER_INFO]: SERVER_IMPLEMENTATION }
  }
}

/** HTTP status of a modern-era error produced before dispatch (the validation ladder); handler errors stay 200. */
export const modernErrorStatus = (code: number): number | undefined =>
  code === JSONRPC_METHOD_NOT_FOUND
    ? 404
    : code === HEADER_MISMATCH || code === UNSUPPORTED_PROTOCOL_VERSION || code === -32021
    ? 400
    : undefined

/** Whether an HTTP body is a modern request, so an unknown MCP-Protocol-Version header is the core's to answer (-32022). */
export const bodyClaimsModern = (payload: unknown): boolean => {
  if (!isObject(payload)) return false
  const method = payload["method"]
  const params = payload["params"]
  const meta = isObject(params) ? params["_meta"] : undefined
  return method === "server/discover" ||
    (isObject(meta) && meta[META_PROTOCOL_VERSION] !== undefined && !isLegacyVersion(meta[META_PROTOCOL_VERSION]))
}
