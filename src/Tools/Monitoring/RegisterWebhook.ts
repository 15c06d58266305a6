import { Clock, Effect, Either, Redacted, Schema } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import { CallContext } from "../../Mcp/CallContext.js"
import { defineTool } from "../../Mcp/Tool.js"
import { newId, Scope, Store, type WatchType, type WebhookRecord } from "../../Services/Store/Store.js"
import { limitFor, limitReached } from "../../Services/Watches/WatchLimits.js"
import { secretProblem } from "../../Services/Webhooks/Signing.js"
import { checkUrl, normalizeUrl, urlProblem } from "../../Services/Webhooks/UrlPolicy.js"
import { optionalArg, storeFailure, WatchTypeSchema } from "./MonitoringSchemas.js"
import { WebhookOutput, webhookOutput } from "./WebhookSchemas.js"

const Input = Schema.Struct({
  url: Schema.String.annotations({
    description:
      "The https endpoint to POST events to, e.g. https://example.com/hooks/ipdata. Private, loopback and metadata addresses are refused."
  }),
  secret: optionalArg(Schema.String).annotations({
    description:
      "Shared secret used to sign every delivery (X-Signature-256 and Standard Webhooks webhook-signature): 16-512 printable ASCII " +
      "characters, or a Standard Webhooks whsec_<base64> secret. Never shown again. Strongly recommended."
  }),
  events: optionalArg(Schema.Array(WatchTypeSchema)).annotations({
    description: "Event types to deliver: status_change, similar_filing, deadline_approaching. Leave out (or []) for all."
  }),
  name: optionalArg(Schema.String.pipe(Schema.maxLength(200))).annotations({
    description: "A label for the webhook (default: the URL's host)."
  })
})

const Output = Schema.Struct({ webhook: WebhookOutput, message: Schema.String, tip: Schema.String })

const TIP_SIGNED =
  "Verify every delivery before trusting it: X-Signature-256 is sha256=<hex HMAC-SHA256 of the raw body> keyed with your secret " +
  "(or check webhook-signature with a Standard Webhooks library), and drop repeats by the webhook-id header. " +
  "Send a signed test event now with manage_webhook action \"test\"."
const TIP_UNSIGNED =
  "No secret was given, so deliveries are unsigned and anyone who learns the URL could forge them. Delete this webhook and " +
  "register it again with a \"secret\" to get X-Signature-256 and webhook-signature headers. Send a test event with manage_webhook action \"test\"."

export const registerWebhookTool = defineTool({
  name: "register_webhook",
  title: "Register a webhook for watch events",
  description:
    "POST new watch events (status changes, similar filings, approaching deadlines) to an https endpoint as JSON, signed with a " +
    "shared secret (X-Signature-256: sha256=<hex HMAC of the body>, plus Standard Webhooks webhook-id/webhook-timestamp/" +
    "webhook-signature). Failed deliveries are retried (3 attempts, backoff); see get_delivery_log. The secret is never shown again.",
  input: Input,
  output: Output,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  handler: (input) =>
    Effect.gen(function*() {
      const ctx = yield* CallContext
      const config = yield* AppConfig
      const store = yield* Store
      const allowPrivate = config.webhooks.allowPrivate

      const url = input.url.trim()
      const problems: Array<string> = []
      const urlIssue = urlProblem(url, allowPrivate)
      if (urlIssue !== undefined) problems.push(`"url" ${urlIssue}`)
      if (input.secret !== undefined) {
        const issue = secretProblem(input.secret)
        if (issue !== undefined) problems.push(`"secret" ${issue}`)
      }
      const name = input.name?.trim()
      if (name === "") problems.push("\"name\" must not be blank (leave it out to use the URL's host)")
      if (problems.length > 0) {
        return yield* ToolError.invalidInput(
          problems.length === 1
            ? `Invalid arguments for register_webhook: ${problems[0]}`
            : `Invalid arguments for register_webhook:\n${problems.map((p) => `- ${p}`).join("\n")}`,
          { problems }
        )
      }
      // The webhook URL policy (shared with create_watch), DNS included; the normalised URL is what is stored.
      const checked = yield* Effect.either(checkUrl(url, allowPrivate))
      if (Either.isLeft(checked)) {
        return yield* ToolError.invalidInput(`Invalid arguments for register_webhook: "url" ${checked.left.reason}`)
      }
      const normal = checked.right
      const host = new URL(normal).host

      const mine = yield* store.listWebhooks(Scope.owner(ctx.owner)).pipe(Effect.catchAll(storeFailure))
      const same = mine.find((w) => normalizeUrl(w.url) === normal)
      if (same !== undefined) {
        return yield* ToolError.invalidInput(
          `Invalid arguments for register_webhook: "url" is already registered as webhook ${same.id} ("${same.name}"). ` +
            "Use manage_webhook to enable, disable or test it, or delete it first to register it again with other settings."
        )
      }

      const nowMs = yield* Clock.currentTimeMillis
      const eventTypes: ReadonlyArray<WatchType> = [...new Set(input.events ?? [])]
      const webhook: WebhookRecord = {
        id: newId.webhook(),
        owner: ctx.owner,
        name: name ?? host,
        url: normal,
        hasSecret: input.secret !== undefined,
        eventTypes,
        enabled: true,
        createdAt: new Date(nowMs).toISOString()
      }
      const secret = input.secret !== undefined ? Redacted.make(input.secret) : undefined
      const outcome = yield* store.createWebhook(webhook, secret, limitFor("webhooks", ctx.tier, config.monitoring)).pipe(
        Effect.catchAll(storeFailure)
      )
      if (outcome._tag === "LimitReached") return yield* limitReached("webhooks", ctx.tier, outcome.limit)
      yield* Effect.logInfo("webhook registered").pipe(
        Effect.annotateLogs({ webhookId: webhook.id, host, signed: webhook.hasSecret, keyId: ctx.keyId ?? "local" })
      )
      return {
        webhook: webhookOutput(outcome.record),
        message: `Webhook "${webhook.name}" registered. Events will be POSTed to ${normal}`,
        tip: webhook.hasSecret ? TIP_SIGNED : TIP_UNSIGNED
      }
    })
})
