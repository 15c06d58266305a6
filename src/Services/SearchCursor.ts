import { Either } from "effect"
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { ToolError } from "../Domain/ToolError.js"

/**
 * An opaque, tamper-evident cursor for multi-office searches: it carries each
 * office's next position and is bound to the search it came from.
 */
export interface CursorState {
  /** Fingerprint of the search (query, type, filters, offices, limit). */
  readonly search: string
  /** Next upstream position per office still having results. */
  readonly positions: Readonly<Record<string, string>>
}

export interface CursorCodec {
  readonly encode: (state: CursorState) => string
  readonly decode: (cursor: string, expectedSearch: string) => Either.Either<CursorState, ToolError>
}

export const searchFingerprint = (parts: unknown): string =>
  createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 16)

const bad = (why: string) =>
  ToolError.invalidInput(
    `Invalid cursor: ${why}. Pass the cursor exactly as returned by the previous page of the same search, or omit it to start over.`
  )

/** `secret` signs cursors; without one, a random per-process key (cursors then expire on restart). */
export const makeCursorCodec = (secret: string | undefined): CursorCodec => {
  const key = secret !== undefined && secret !== "" ? Buffer.from(secret) : randomBytes(32)
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest().subarray(0, 16)
  return {
    encode: (state) => {
      const payload = Buffer.from(JSON.stringify({ v: 1, s: state.search, p: state.positions })).toString("base64url")
      return `${payload}.${sign(payload).toString("base64url")}`
    },
    decode: (cursor, expectedSearch) => {
      const [payload, mac, extra] = cursor.split(".")
      if (payload === undefined || mac === undefined || extra !== undefined || payload === "") return Either.left(bad("it is malformed"))
      const given = Buffer.from(mac, "base64url")
      const expected = sign(payload)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return Either.left(bad("it was altered, or it comes from an earlier run of the server"))
      }
      let parsed: { v?: unknown; s?: unknown; p?: unknown }
      try {
        parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
      } catch {
        return Either.left(bad("it is malformed"))
      }
      if (parsed.v !== 1 || typeof parsed.s !== "string" || parsed.p === null || typeof parsed.p !== "object") {
        return Either.left(bad("it is malformed"))
      }
      if (parsed.s !== expectedSearch) {
        return Either.left(bad("it belongs to a different search (query, searchType, filters, jurisdictions and limit must stay the same)"))
      }
      const positions: Record<string, string> = {}
      for (const [k, v] of Object.entries(parsed.p as Record<string, unknown>)) {
        if (typeof v !== "string") return Either.left(bad("it is malformed"))
        positions[k] = v
      }
      return Either.right({ search: parsed.s, positions })
    }
  }
}
