import { Context, Effect, Layer } from "effect"
import { CallContext } from "../Mcp/CallContext.js"

/** An HTTP-level refusal (401, 403, 429...) with its headers and JSON body. */
export interface HttpRejection {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: unknown
}

export interface Admission {
  /** Headers for the response (e.g. X-RateLimit-*). */
  readonly headers: Readonly<Record<string, string>>
  /** Frees the concurrency slot; always run once the response is written. */
  readonly release: Effect.Effect<void>
}

export type Principal = typeof CallContext.Service

/**
 * The edge of the HTTP transports: who is calling (authentication) and whether
 * this request may proceed now (quotas, rate limits, concurrency).
 */
export class AccessGate extends Context.Tag("ipdata/AccessGate")<
  AccessGate,
  {
    readonly authenticate: (authorization: string | undefined, transport: "http" | "sse") => Effect.Effect<Principal, HttpRejection>
    /** `toolCalls`: how many tools/call the payload holds (only those use quota). */
    readonly admit: (principal: Principal, toolCalls: number) => Effect.Effect<Admission, HttpRejection>
  }
>() {
  /** Auth off: everyone is the one local owner, nothing is limited. */
  static readonly open = Layer.succeed(AccessGate, {
    authenticate: (_authorization, transport) => Effect.succeed(CallContext.local(transport)),
    admit: () => Effect.succeed({ headers: {}, release: Effect.void })
  })
}
