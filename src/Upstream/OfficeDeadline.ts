import { Clock, Effect, Either, FiberRef, Option } from "effect"
import { globalValue } from "effect/GlobalValue"
import { AppConfig } from "../Config/AppConfig.js"
import { ToolError } from "../Domain/ToolError.js"
import { secondsToTenth } from "./SecondsText.js"

/** Default of OFFICE_DEADLINE_MS: well under the 60 s most MCP clients wait for a tool call. */
export const DEFAULT_OFFICE_DEADLINE_MS = 20_000

/**
 * The safety net of a fan-out cuts an office this long after the deadline:
 * upstream requests are already cut at the deadline itself (with their own
 * error), so the net only catches what does not go through UpstreamHttp.
 */
export const DEADLINE_GRACE_MS = 250

export interface OfficeDeadline {
  /** When offices must have answered (Clock ms). */
  readonly at: number
  /** The whole budget, for messages. */
  readonly budgetMs: number
}

/**
 * The office deadline of the current tool call. Forked fibers inherit it
 * (the cache's shared computation too), so every upstream request made on
 * behalf of the call knows how much time is left.
 */
export const CurrentOfficeDeadline: FiberRef.FiberRef<OfficeDeadline | undefined> = globalValue(
  Symbol.for("ipdata/CurrentOfficeDeadline"),
  () => FiberRef.unsafeMake<OfficeDeadline | undefined>(undefined)
)

/** Runs `effect` with offices due within `budgetMs`; an earlier deadline already set stays (deadlines only shrink). */
export const withOfficeDeadline = (budgetMs: number) => <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.flatMap(
    Effect.zip(Clock.currentTimeMillis, FiberRef.get(CurrentOfficeDeadline)),
    ([now, current]) =>
      current !== undefined && current.at <= now + budgetMs
        ? effect
        : Effect.locally(effect, CurrentOfficeDeadline, { at: now + budgetMs, budgetMs })
  )

/** OFFICE_DEADLINE_MS (the default when no AppConfig is provided, e.g. in unit tests). */
export const configuredDeadlineMs: Effect.Effect<number> = Effect.map(
  Effect.serviceOption(AppConfig),
  (c) => Option.match(c, { onNone: () => DEFAULT_OFFICE_DEADLINE_MS, onSome: (config) => config.upstream.officeDeadlineMs })
)

/** Runs a multi-office tool call under OFFICE_DEADLINE_MS (unless it already runs under an earlier one). */
export const withCallDeadline = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.flatMap(configuredDeadlineMs, (ms) => withOfficeDeadline(ms)(effect))

/** Time left before the current deadline; none when the call has no deadline. */
export const remainingBudget: Effect.Effect<Option.Option<{ readonly remainingMs: number; readonly budgetMs: number }>> = Effect.flatMap(
  FiberRef.get(CurrentOfficeDeadline),
  (
    d
  ) => (d === undefined
    ? Effect.succeed(Option.none())
    : Effect.map(Clock.currentTimeMillis, (now) => Option.some({ remainingMs: d.at - now, budgetMs: d.budgetMs })))
)

/** The error of an office that had not answered when the call's deadline came. */
export const deadlineError = (provider: string, budgetMs: number): ToolError =>
  ToolError.create(
    "PROVIDER_TIMEOUT",
    `${provider} did not answer within this call's ${
      secondsToTenth(budgetMs)
    } deadline (OFFICE_DEADLINE_MS); the other offices' results are returned without it.`,
    { provider, retryAfterMs: 5000, details: { deadlineMs: budgetMs } }
  )

/** Fails `effect` with PROVIDER_TIMEOUT for `provider` when the call's deadline (plus a small grace) passes first. */
export const boundByDeadline = <A, R>(provider: string, effect: Effect.Effect<A, ToolError, R>): Effect.Effect<A, ToolError, R> =>
  Effect.flatMap(remainingBudget, (budget) => {
    if (Option.isNone(budget)) return effect
    const { remainingMs, budgetMs } = budget.value
    if (remainingMs <= 0) return Effect.fail(deadlineError(provider, budgetMs))
    return Effect.timeoutFail(effect, { duration: remainingMs + DEADLINE_GRACE_MS, onTimeout: () => deadlineError(provider, budgetMs) })
  })

/**
 * The one fan-out of every multi-office tool: `run` per item in parallel
 * (each office has its own rate limiter, so no cap is needed), all under
 * the call's office deadline. Never fails: each item's ToolError comes back
 * as a Left, an office still busy at the deadline as PROVIDER_TIMEOUT naming
 * it, so the caller returns what it has.
 */
export const forEachOffice = <T, A, R>(
  items: Iterable<T>,
  provider: (item: T) => string,
  run: (item: T) => Effect.Effect<A, ToolError, R>,
  options: {
    readonly concurrency?: number | "unbounded"
    /** Told as each office answers, fails or runs out of time (progress notifications). */
    readonly onSettled?: (item: T, result: Either.Either<A, ToolError>) => Effect.Effect<void>
  } = {}
): Effect.Effect<Array<Either.Either<A, ToolError>>, never, R> =>
  withCallDeadline(
    Effect.forEach(
      items,
      (item) =>
        Effect.either(boundByDeadline(provider(item), Effect.suspend(() => run(item)))).pipe(
          Effect.tap((result) => (options.onSettled === undefined ? Effect.void : options.onSettled(item, result)))
        ),
      { concurrency: options.concurrency ?? "unbounded" }
    )
  )
