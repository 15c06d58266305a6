import { HttpClient, HttpClientRequest } from "@effect/platform"
import { NodeHttpClient } from "@effect/platform-node"
import { Context, Data, Duration, Effect, Layer, Stream } from "effect"
import { STATUS_CODES } from "node:http"
import { AppConfig } from "../../Config/AppConfig.js"
import { SERVER_VERSION } from "../../Mcp/ServerInfo.js"
import { parseRetryAfter } from "../../Upstream/UpstreamErrors.js"
import { guardedLookup, normalizeUrl, REFUSED_CODE, urlProblem, WebhookResolver } from "./UrlPolicy.js"

export interface WebhookRequest {
  readonly url: string
  readonly body: string
  readonly headers: Readonly<Record<string, string>>
}

/** What the receiver answered (any status: the worker decides what counts as delivered). */
export interface WebhookAnswer {
  readonly status: number
  /** The reason phrase for the status, e.g. "Service Unavailable". */
  readonly reason: string
  /** From a Retry-After header, when the receiver sent one. */
  readonly retryAfterMs: number | undefined
  /** The start of the response body, cleaned up for a log line (at most 200 characters). */
  readonly excerpt: string
}

/** No answer: the connection failed or the policy refused it. `permanent`: retrying cannot help. */
export class DeliveryFailed extends Data.TaggedError("DeliveryFailed")<{ readonly reason: string; readonly permanent: boolean }> {
  override get message(): string {
    return this.reason
  }
}

/** POSTs one webhook body. The live one checks the SSRF policy at connect time; tests may swap in a fake. */
export class WebhookTransport extends Context.Tag("ipdata/WebhookTransport")<
  WebhookTransport,
  { readonly post: (request: WebhookRequest) => Effect.Effect<WebhookAnswer, DeliveryFailed> }
>() {}

const EXCERPT_BYTES = 1024
const EXCERPT_CHARS = 200

export const cleanExcerpt = (text: string): string => {
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim()
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat
}

const describeCause = (cause: unknown): { reason: string; permanent: boolean } => {
  const e = cause as NodeJS.ErrnoException | undefined
  if (e?.code === REFUSED_CODE) return { reason: e.message, permanent: true }
  if (e instanceof Error) return { reason: e.message.length > 0 ? e.message : (e.code ?? "connection failed"), permanent: false }
  return { reason: String(cause), permanent: false }
}

/**
 * Real HTTP: JSON POST through an agent whose DNS lookup enforces the URL
 * policy on the very addresses it connects to; no redirects are followed (a
 * redirect could lead past the policy); no keep-alive (each attempt is one
 * short connection). Only the start of the response body is read.
 */
export const WebhookTransportLive: Layer.Layer<WebhookTransport, never, AppConfig | WebhookResolver> = Layer.scoped(
  WebhookTransport,
  Effect.gen(function*() {
    const config = yield* AppConfig
    const resolver = yield* WebhookResolver
    const allowPrivate = config.webhooks.allowPrivate
    const agent = yield* NodeHttpClient.makeAgent({ lookup: guardedLookup(resolver, allowPrivate), keepAlive: false })
    // No trace headers (traceparent, b3) to a tenant's endpoint: our span ids are none of its business.
    const client = (yield* NodeHttpClient.make.pipe(Effect.provideService(NodeHttpClient.HttpAgent, agent))).pipe(
      HttpClient.withScope,
      HttpClient.withTracerPropagation(false)
    )
    const userAgent = `ipdata-mcp-webhooks/${SERVER_VERSION}`

    const post = (request: WebhookRequest): Effect.Effect<WebhookAnswer, DeliveryFailed> =>
      Effect.gen(function*() {
        // IP-literal hosts are connected without a lookup, so the URL itself is checked here too.
        // The registration policy again (rows stored before normalisation included), on the normalised URL.
        const problem = urlProblem(request.url, allowPrivate)
        if (problem !== undefined) return yield* new DeliveryFailed({ reason: `webhook policy: URL ${problem}`, permanent: true })
        const response = yield* client
          .execute(
            HttpClientRequest.post(normalizeUrl(request.url)).pipe(
              HttpClientRequest.setHeaders({ ...request.headers, "user-agent": userAgent }),
              HttpClientRequest.bodyText(request.body, "application/json")
            )
          )
          .pipe(Effect.mapError((e) => new DeliveryFailed(describeCause(e.cause ?? e))))
        let size = 0
        const chunks: Array<Uint8Array> = []
        yield* response.stream.pipe(
          Stream.takeWhile(() => size < EXCERPT_BYTES),
          Stream.runForEach((chunk) =>
            Effect.sync(() => {
              chunks.push(chunk)
              size += chunk.length
            })
          ),
          Effect.timeout(Duration.seconds(2)),
          Effect.ignore
        )
        const nowMs = yield* Effect.clockWith((c) => c.currentTimeMillis)
        return {
          status: response.status,
          reason: STATUS_CODES[response.status] ?? "",
          retryAfterMs: parseRetryAfter(response.headers["retry-after"], nowMs),
          excerpt: cleanExcerpt(Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString("utf8"))
        }
      }).pipe(Effect.scoped)

    return { post }
  })
)
