import { Deferred, Effect, type Scope } from "effect"
import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import { verifyStandardSignature, verifyXSignature256 } from "../../src/Services/Webhooks/Signing.js"

/** What the receiver does with the n-th request: answer with a status, or hold it open (never answer). */
export type ReceiverStep = number | "hang"

export interface ReceivedRequest {
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** Both signatures checked with the receiver's copy of the secret (undefined when it has none). */
  readonly xSignatureValid: boolean | undefined
  readonly standardSignatureValid: boolean | undefined
}

/**
 * A real webhook receiver on 127.0.0.1 (random port): follows `steps` (the
 * last one repeats), verifies X-Signature-256 and the Standard Webhooks
 * signature with `secret`, and keeps every request. `firstRequest` completes
 * when the first request has fully arrived. Closed with the scope.
 */
export const startReceiver = (
  steps: ReadonlyArray<ReceiverStep>,
  secret: string | undefined
): Effect.Effect<
  { readonly url: string; readonly requests: Array<ReceivedRequest>; readonly firstRequest: Deferred.Deferred<void> },
  never,
  Scope.Scope
> =>
  Effect.gen(function*() {
    const requests: Array<ReceivedRequest> = []
    const firstRequest = yield* Deferred.make<void>()
    const server = createServer((req, res) => {
      const chunks: Array<Buffer> = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8")
        const h = req.headers
        const one = (v: string | Array<string> | undefined) => (Array.isArray(v) ? v[0] : v)
        const timestamp = one(h["webhook-timestamp"])
        requests.push({
          headers: h,
          body,
          xSignatureValid: secret === undefined ? undefined : verifyXSignature256(secret, body, one(h["x-signature-256"])),
          // The window is checked against the sender's own timestamp: the sender runs on a virtual clock.
          standardSignatureValid: secret === undefined
            ? undefined
            : verifyStandardSignature(
              secret,
              { id: one(h["webhook-id"]), timestamp, signature: one(h["webhook-signature"]) },
              body,
              Number(timestamp ?? 0)
            )
        })
        Deferred.unsafeDone(firstRequest, Effect.void)
        const step = steps[Math.min(requests.length - 1, steps.length - 1)]
        if (step === "hang" || step === undefined) return
        res.writeHead(step, { "content-type": "text/plain" }).end(step >= 400 ? `receiver says no (${step})` : "ok")
      })
    })
    const port = yield* Effect.async<number>((resume) => {
      server.listen(0, "127.0.0.1", () => resume(Effect.succeed((server.address() as AddressInfo).port)))
    })
    yield* Effect.addFinalizer(() =>
      Effect.async<void>((resume) => {
        server.closeAllConnections()
        server.close(() => resume(Effect.void))
      })
    )
    return { url: `http://127.0.0.1:${port}/hooks/ipdata`, requests, firstRequest }
  })
