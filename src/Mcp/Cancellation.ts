import { Cause, Effect, Fiber } from "effect"
import type { RequestId } from "./JsonRpc.js"

/**
 * The requests being served, by caller and id, so `notifications/cancelled`
 * can interrupt the fiber serving one (and with it every upstream request it
 * has open). The scope is the connection (stdio, SSE session) or, over
 * stateless HTTP where the notification arrives on another POST, the tenant.
 */
export class InFlightRequests extends Effect.Service<InFlightRequests>()("ipdata/InFlightRequests", {
  sync: () => {
    const fibers = new Map<string, Fiber.RuntimeFiber<unknown, unknown>>()
    const keyOf = (scope: string, id: RequestId) => `${scope}\u0000${typeof id}:${id}`

    /** Runs `effect` in a child fiber that `cancel` can interrupt; `undefined` when it was cancelled. */
    const track = <A, E, R>(scope: string, id: RequestId, effect: Effect.Effect<A, E, R>): Effect.Effect<A | undefined, E, R> =>
      Effect.gen(function*() {
        const key = keyOf(scope, id)
        const fiber = yield* Effect.fork(effect)
        // A reused id replaces the older entry; the older call still completes.
        fibers.set(key, fiber as Fiber.RuntimeFiber<unknown, unknown>)
        const exit = yield* Fiber.await(fiber).pipe(
          Effect.ensuring(Effect.sync(() => {
            if (fibers.get(key) === fiber) fibers.delete(key)
          }))
        )
        if (exit._tag === "Success") return exit.value
        // Interrupted by a cancellation (not by our own parent): no reply.
        if (Cause.isInterruptedOnly(exit.cause)) return undefined
        return yield* exit
      })

    /** Interrupts the request if it is still running; a late or unknown id is ignored, as the spec allows. */
    const cancel = (scope: string, id: RequestId): Effect.Effect<boolean> =>
      Effect.suspend(() => {
        const fiber = fibers.get(keyOf(scope, id))
        if (fiber === undefined) return Effect.succeed(false)
        fibers.delete(keyOf(scope, id))
        return Effect.as(Fiber.interruptFork(fiber), true)
      })

    return { track, cancel, size: () => fibers.size }
  }
}) {}
