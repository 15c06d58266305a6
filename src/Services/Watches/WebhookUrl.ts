import { urlProblem } from "../Webhooks/UrlPolicy.js"

/**
 * Checks a URL events will be POSTed to with the webhook URL policy
 * (Webhooks/UrlPolicy.ts): absolute https, no user:password, at most 2000
 * characters, not a loopback/private/link-local/metadata host or IP literal.
 * `allowPrivate` is AppConfig `webhooks.allowPrivate` (WEBHOOK_ALLOW_PRIVATE):
 * it also allows http and private targets. Returns the problem in words, or
 * undefined when it is fine. Where a host name resolves is checked at
 * delivery time, on the addresses actually connected to.
 */
export const webhookUrlProblem = (raw: string, allowPrivate = false): string | undefined => urlProblem(raw, allowPrivate)
