/**
 * Removes anything secret-looking from upstream text: the configured
 * credentials verbatim, bearer tokens, token/secret fields and long opaque
 * strings (tokens, JWTs).
 */
export const scrubSecrets = (text: string, secrets: ReadonlyArray<string> = []): string => {
  let out = text
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join("[redacted]")
  }
  return out
    .replace(/(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi, "$1 [redacted]")
    .replace(
      /("?(?:access_token|refresh_token|id_token|client_secret|password|api[_-]?key|token)"?\s*[:=]\s*"?)[^"&\s,}]+/gi,
      "$1[redacted]"
    )
    .replace(/[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g, "[redacted]")
    .replace(/[A-Za-z0-9+/_-]{40,}={0,2}/g, "[redacted]")
}
