import { Context } from "effect"
import type { LoggingLevel, Outbound } from "./ClientNotifier.js"
import type { HeaderLookup } from "./ModernEra.js"

/** The level a 2025-era client set with logging/setLevel, kept for as long as its connection lives. */
export interface LogLevelSetting {
  readonly get: () => LoggingLevel | undefined
  readonly set: (level: LoggingLevel) => void
}

export const logLevelCell = (): LogLevelSetting => {
  let level: LoggingLevel | undefined
  return { get: () => level, set: (l) => (level = l) }
}

/**
 * How the transport that carried a message reaches its client, supplied per
 * message (or per connection) next to CallContext.
 */
export class ClientChannel extends Context.Tag("ipdata/ClientChannel")<
  ClientChannel,
  {
    /** Cancellation scope: one connection, or over stateless HTTP one tenant. */
    readonly scope: string
    /** Where notifications go; undefined when the reply cannot carry them (a plain JSON HTTP response). */
    readonly send: Outbound | undefined
    /** The HTTP request headers (modern-era header checks); undefined on stdio. */
    readonly headers: HeaderLookup | undefined
    readonly logLevel: LogLevelSetting
  }
>() {
  /** No notifications, no headers: what a caller gets that provides nothing. */
  static readonly silent = (scope: string) => ClientChannel.of({ scope, send: undefined, headers: undefined, logLevel: logLevelCell() })
}
