import { Context } from "effect"

export type Tier = "free" | "pro" | "enterprise" | "admin" | "local"

/**
 * Who is calling: provided by the transport for every tools/call.
 * `owner` scopes stored data (watches, webhooks): a key only ever sees its own.
 */
export class CallContext extends Context.Tag("ipdata/CallContext")<
  CallContext,
  {
    readonly owner: string
    readonly keyId: string | undefined
    readonly label: string | undefined
    readonly tier: Tier
    readonly isAdmin: boolean
    readonly transport: "stdio" | "http" | "sse"
  }
>() {
  /** stdio, and HTTP with auth off: one local user owns everything. */
  static readonly local = (transport: "stdio" | "http" | "sse") => LOCAL[transport]
}

const localOn = (transport: "stdio" | "http" | "sse") =>
  CallContext.of({ owner: "local", keyId: undefined, label: undefined, tier: "local", isAdmin: true, transport })

/** One object per transport, so what is built per caller (a tool's context) is built once. */
const LOCAL = { stdio: localOn("stdio"), http: localOn("http"), sse: localOn("sse") }
