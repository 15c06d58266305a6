import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * Webhook signatures. Every delivery with a secret carries two, so a receiver
 * can check whichever its tooling knows:
 *
 * - `X-Signature-256: sha256=<hex>`: HMAC-SHA256 of the raw body, keyed with
 *   the secret's bytes exactly as registered (GitHub style).
 * - Standard Webhooks (https://www.standardwebhooks.com):
 *   `webhook-signature: v1,<base64>`, HMAC-SHA256 of
 *   `${webhook-id}.${webhook-timestamp}.${body}`. The key is the decoded bytes
 *   of a `whsec_<base64>` secret (what the standardwebhooks libraries do), or
 *   else the secret's bytes as registered (verify with `{ format: "raw" }`).
 *
 * `webhook-id` and `webhook-timestamp` are sent with or without a secret:
 * the id is the receiver's idempotency key (the same on every retry), the
 * timestamp (seconds) lets it refuse replays.
 */

export const STANDARD_SECRET_PREFIX = "whsec_"
/** Standard Webhooks secrets decode to 24-64 bytes. */
const STANDARD_KEY_BYTES = { min: 24, max: 64 }
export const SECRET_LENGTH = { min: 16, max: 512 }

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** Why a secret cannot be used, in words naming the fix; undefined when it is fine. */
export const secretProblem = (secret: string): string | undefined => {
  if (secret.length < SECRET_LENGTH.min || secret.length > SECRET_LENGTH.max) {
    return `must be ${SECRET_LENGTH.min}-${SECRET_LENGTH.max} characters (got ${secret.length}); generate one with e.g. \`openssl rand -hex 32\``
  }
  // Printable ASCII only: its bytes are the same in every encoding, so every verifier computes the same key.
  if (!/^[\x21-\x7e]+$/.test(secret)) return "must be printable ASCII without spaces (letters, digits, punctuation)"
  if (secret.startsWith(STANDARD_SECRET_PREFIX)) {
    const b64 = secret.slice(STANDARD_SECRET_PREFIX.length)
    const bytes = BASE64.test(b64) && b64.length % 4 === 0 ? Buffer.from(b64, "base64").length : -1
    if (bytes < STANDARD_KEY_BYTES.min || bytes > STANDARD_KEY_BYTES.max) {
      return `starts with "${STANDARD_SECRET_PREFIX}", so it must be a Standard Webhooks secret: "${STANDARD_SECRET_PREFIX}" followed by the base64 of ${STANDARD_KEY_BYTES.min}-${STANDARD_KEY_BYTES.max} random bytes`
    }
  }
  return undefined
}

/** The Standard Webhooks key: decoded `whsec_` bytes, else the secret's own bytes. */
export const standardKey = (secret: string): Buffer =>
  secret.startsWith(STANDARD_SECRET_PREFIX)
    ? Buffer.from(secret.slice(STANDARD_SECRET_PREFIX.length), "base64")
    : Buffer.from(secret, "utf8")

/** `sha256=<hex HMAC-SHA256 of the raw body>` keyed with the secret as registered. */
export const xSignature256 = (secret: string, body: string): string =>
  `sha256=${createHmac("sha256", Buffer.from(secret, "utf8")).update(body, "utf8").digest("hex")}`

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` (Standard Webhooks). */
export const standardSignature = (secret: string, messageId: string, timestampSeconds: number, body: string): string =>
  `v1,${createHmac("sha256", standardKey(secret)).update(`${messageId}.${timestampSeconds}.${body}`, "utf8").digest("base64")}`

export interface SignedMessage {
  readonly messageId: string
  readonly timestampSeconds: number
  readonly body: string
  /** Undefined: unsigned (a watch's own URL, or a webhook without secret). */
  readonly secret: string | undefined
}

/** The headers that identify and (with a secret) sign one delivery attempt. Lower-case names. */
export const signatureHeaders = (m: SignedMessage): Record<string, string> => ({
  "webhook-id": m.messageId,
  "webhook-timestamp": String(m.timestampSeconds),
  ...(m.secret !== undefined
    ? {
      "webhook-signature": standardSignature(m.secret, m.messageId, m.timestampSeconds, m.body),
      "x-signature-256": xSignature256(m.secret, m.body)
    }
    : {})
})

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a, "utf8")
  const y = Buffer.from(b, "utf8")
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Receiver side of `X-Signature-256` (constant-time), as docs/WEBHOOKS.md shows. */
export const verifyXSignature256 = (secret: string, body: string, header: string | undefined): boolean =>
  header !== undefined && safeEqual(xSignature256(secret, body), header.trim())

/**
 * Receiver side of the Standard Webhooks signature: any `v1,` entry of the
 * space-separated header matches, and the timestamp is within `toleranceSeconds` of `nowSeconds`.
 */
export const verifyStandardSignature = (
  secret: string,
  headers: { readonly id: string | undefined; readonly timestamp: string | undefined; readonly signature: string | undefined },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300
): boolean => {
  if (headers.id === undefined || headers.timestamp === undefined || headers.signature === undefined) return false
  if (!/^\d+$/.test(headers.timestamp)) return false
  const ts = Number(headers.timestamp)
  if (Math.abs(nowSeconds - ts) > toleranceSeconds) return false
  const expected = standardSignature(secret, headers.id, ts, body)
  return headers.signature.split(" ").some((s) => safeEqual(s, expected))
}
