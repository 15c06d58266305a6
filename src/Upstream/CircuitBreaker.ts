import { Cause, Clock, Effect, Exit, Ref } from "effect"
import { ToolError } from "../Domain/ToolError.js"
import { secondsRoundedUp } from "./SecondsText.js"

/** What `/metrics` shows per provider (`circuitBreakers`). */
export interface BreakerStats {
  readonly state: "closed" | "open" | "half-open"
  /** Office failures in a row (timeouts, connection errors, 5xx) since the last answer. */
  readonly consecutiveFailures: number
  /** Times the circuit opened since start. */
  readonly opened: number
  /** Calls failed fast because the circuit was open (or a probe was in flight). */
  readonly rejected: number
  /** While open: ms until a probe call may go through. */
  readonly retryAfterMs?: number
}

export interface BreakerSettings {
  /** Failures in a row that open the circuit; 0 turns the breaker off. */
  readonly failureThreshold: number
  /** How long an open circuit fails fast before one probe call decides. */
  readonly cooldownMs: number
}

/** How an attempt ended, as far as the office's health goes. */
export type BreakerOutcome =
  /** The office answered (any status the office chose, 4xx included). */
  | { readonly _tag: "Answered" }
  /** Timeout, connection error or 5xx: the office is failing. */
  | { readonly _tag: "Failed"; readonly reason: string }
  /** Says nothing about the office (our own limiter, our deadline, an interruption). */
  | { readonly _tag: "Neutral" }

type State =
  | { readonly _tag: "Closed"; readonly failures: number }
  | { readonly _tag: "Open"; readonly failures: number; readonly until: number; readonly reason: string }
  | { readonly _tag: "HalfOpen"; readonly failures: number; readonly reason: string }

interface Cell {
  readonly state: Ref.Ref<State>
  opened: number
  rejected: number
}

/** Admission to one attempt: a probe decides the fate of a half-open circuit. */
export interface BreakerTicket {
  readonly key: string
  readonly probe: boolean
}

/**
 * One circuit breaker per provider: after `failureThreshold` failures in a
 * row the provider fails fast with PROVIDER_UNAVAILABLE for `cooldownMs`;
 * then one probe attempt goes through (half-open) and its outcome closes
 * or re-opens the circuit. State lives in Refs and time comes from `Clock`,
 * so tests drive it with TestClock.
 */
export const makeCircuitBreakers = (settings: BreakerSettings) =>
  Effect.sync(() => {
    const cells = new Map<string, Cell>()
    const cell = (key: string): Cell => {
      let c = cells.get(key)
      if (c === undefined) {
        c = { state: Ref.unsafeMake<State>({ _tag: "Closed", failures: 0 }), opened: 0, rejected: 0 }
        cells.set(key, c)
      }
      return c
    }
    const enabled = settings.failureThreshold > 0

    const openError = (key: string, failures: number, waitMs: number, reason: string) =>
      ToolError.create(
        "PROVIDER_UNAVAILABLE",
        `${key} circuit open after ${failures} failures (last: ${reason}); retrying after ${
          secondsRoundedUp(waitMs)
        }. Results from other offices are unaffected.`,
        { provider: key, retryAfterMs: Math.max(1000, waitMs), details: { circuit: "open", consecutiveFailures: failures } }
      )

    /** Lets an attempt for `key` through, or fails fast while the circuit is open. */
    const admit = (key: string): Effect.Effect<BreakerTicket, ToolError> => {
      if (!enabled) return Effect.succeed({ key, probe: false })
      const c = cell(key)
      return Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.flatMap(
          Ref.modify(c.state, (s): [Effect.Effect<BreakerTicket, ToolError>, State] => {
            switch (s._tag) {
              case "Closed":
                return [Effect.succeed({ key, probe: false }), s]
              case "Open":
                if (now >= s.until) {
                  return [Effect.succeed({ key, probe: true }), { _tag: "HalfOpen", failures: s.failures, reason: s.reason }]
                }
                c.rejected++
                return [Effect.fail(openError(key, s.failures, s.until - now, s.reason)), s]
              case "HalfOpen":
                c.rejected++
                return [
                  Effect.fail(
                    ToolError.create(
                      "PROVIDER_UNAVAILABLE",
                      `${key} circuit half-open after ${s.failures} failures (last: ${s.reason}): one probe call is checking whether it is back; retry in a few seconds.`,
                      { provider: key, retryAfterMs: 5000, details: { circuit: "half-open", consecutiveFailures: s.failures } }
                    )
                  ),
                  s
                ]
            }
          }),
          (next) => next
        ))
    }

    /** Records how an admitted attempt ended. */
    const record = (ticket: BreakerTicket, outcome: BreakerOutcome): Effect.Effect<void> => {
      if (!enabled) return Effect.void
      const c = cell(ticket.key)
      return Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.flatMap(
          Ref.modify(c.state, (s): [Effect.Effect<void>, State] => {
            const open = (failures: number, reason: string): [Effect.Effect<void>, State] => {
              c.opened++
              return [
                Effect.logWarning("circuit opened").pipe(
                  Effect.annotateLogs({ provider: ticket.key, consecutiveFailures: failures, cooldownMs: settings.cooldownMs, reason })
                ),
                { _tag: "Open", failures, until: now + settings.cooldownMs, reason }
              ]
            }
            switch (outcome._tag) {
              case "Answered":
                return [
                  s._tag === "Closed" ? Effect.void : Effect.logInfo("circuit closed").pipe(Effect.annotateLogs({ provider: ticket.key })),
                  { _tag: "Closed", failures: 0 }
                ]
              case "Failed": {
                const failures = s.failures + 1
                if (s._tag === "HalfOpen" && ticket.probe) return open(failures, outcome.reason)
                if (s._tag === "Closed" && failures >= settings.failureThreshold) return open(failures, outcome.reason)
                return [Effect.void, { ...s, failures }]
              }
              case "Neutral":
                // A probe that proved nothing hands the probe to the next caller.
                return s._tag === "HalfOpen" && ticket.probe
                  ? [Effect.void, { _tag: "Open", failures: s.failures, until: now, reason: s.reason }]
                  : [Effect.void, s]
            }
          }),
          (log) => log
        ))
    }

    /**
     * Runs `attempt` under the breaker of `key`; `classify` says what its exit means for the office
     * (an interruption never counts either way).
     */
    const guard = <A, E, R>(
      key: string,
      attempt: Effect.Effect<A, E | ToolError, R>,
      classify: (exit: Exit.Exit<A, E | ToolError>) => BreakerOutcome
    ): Effect.Effect<A, E | ToolError, R> =>
      Effect.flatMap(admit(key), (ticket) =>
        Effect.onExit(attempt, (exit) =>
          record(ticket, Exit.isFailure(exit) && Cause.isInterruptedOnly(exit.cause) ? { _tag: "Neutral" } : classify(exit))))

    const stats = (): Effect.Effect<Record<string, BreakerStats>> =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.map(
          Effect.forEach([...cells], ([key, c]) =>
            Effect.map(Ref.get(c.state), (s) =>
              [key, c, s] as const)),
          (entries) => {
            const out: Record<string, BreakerStats> = {}
            for (const [key, c, s] of entries) {
              out[key] = {
                state: s._tag === "Closed" ? "closed" : s._tag === "Open" ? "open" : "half-open",
                consecutiveFailures: s.failures,
                opened: c.opened,
                rejected: c.rejected,
                ...(s._tag === "Open" ? { retryAfterMs: Math.max(0, s.until - now) } : {})
              }
            }
            return out
          }
        ))

    return { admit, record, guard, stats } as const
  })

export type CircuitBreakers = Effect.Effect.Success<ReturnType<typeof makeCircuitBreakers>>
