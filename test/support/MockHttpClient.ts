import { HttpClient, HttpClientError, type HttpClientRequest, HttpClientResponse } from "@effect/platform"
import { Effect, Layer } from "effect"

/** A scripted answer: a response, a request that never answers, or a connection failure. */
export type MockReply =
  | {
    readonly status?: number
    readonly body?: unknown
    readonly headers?: Readonly<Record<string, string>>
    /** Answer after this much (virtual) time. */
    readonly delayMs?: number
  }
  | "hang"
  | "transport"

export interface MockCall {
  readonly method: string
  readonly url: URL
  readonly headers: Readonly<Record<string, string>>
  /** Form or text body, decoded. */
  readonly body: string
}

const bodyText = (request: HttpClientRequest.HttpClientRequest): string =>
  request.body._tag === "Uint8Array" ? new TextDecoder().decode(request.body.body) : ""

/**
 * An in-process HttpClient for logic tests under TestClock: `handler`
 * answers each request; `calls` records them. No sockets.
 */
export const mockHttpClient = (handler: (call: MockCall) => MockReply) => {
  const calls: Array<MockCall> = []
  const client = HttpClient.make((request, url) =>
    Effect.suspend(() => {
      const call: MockCall = { method: request.method, url, headers: { ...request.headers }, body: bodyText(request) }
      calls.push(call)
      const reply = handler(call)
      if (reply === "hang") return Effect.never
      if (reply === "transport") {
        return Effect.fail(new HttpClientError.RequestError({ request, reason: "Transport", description: "connect ECONNREFUSED" }))
      }
      const body = reply.body === undefined ? null : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body)
      const response = HttpClientResponse.fromWeb(
        request,
        new Response(body, { status: reply.status ?? 200, headers: { ...reply.headers } })
      )
      return reply.delayMs !== undefined ? Effect.as(Effect.sleep(reply.delayMs), response) : Effect.succeed(response)
    })
  )
  return { calls, layer: Layer.succeed(HttpClient.HttpClient, client) }
}

/** Answers from a list in order (the last one repeats). */
export const replies = (...list: ReadonlyArray<MockReply>) => {
  let i = 0
  return () => list[Math.min(i++, list.length - 1)]!
}

/**
 * Lets in-flight I/O callbacks (response bodies are promises) run, without
 * advancing the clock: a few event-loop turns, not a sleep.
 */
export const flush: Effect.Effect<void> = Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve))).pipe(
  Effect.repeatN(20)
)
