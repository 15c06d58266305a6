import { Cause, Effect, type Exit, Fiber, Runtime } from "effect"
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

    /** A success, or `undefined` when the call was cancelled (interrupted, not by our own parent). */
    const settle = <A, E>(exit: Exit.Exit<A, E>): Effect.Effect<A | undefined, E> =>
      exit._tag === "Success" ? Effect.succeed(exit.value) : Cause.isInterruptedOnly(exit.cause) ? Effect.succeed(undefined) : exit

    /**
     * Runs `effect` in a child fiber that `cancel` can interrupt; `undefined` when it was cancelled.
     * The child starts at once, on this stack, with this fiber's context and fiber refs: a call that
     * finishes without waiting (most answer from memory) costs no scheduling and is never
     * registered, since nothing can cancel it meanwhile. One that waits is registered until it ends.
     * If this fiber is interrupted (an HTTP client hung up), the child is interrupted too.
     */
    const track = <A, E, R>(scope: string, id: RequestId, effect: Effect.Effect<A, E, R>): Effect.Effect<A | undefined, E, R> =>
      Effect.flatMap(Effect.runtime<R>(), (runtime) => {
        const fiber = Runtime.runFork(runtime)(effect)
        const done = fiber.unsafePoll()
        if (done !== null) return settle(done)
        const key = keyOf(scope, id)
        // A reused id replaces the older entry; the older call still completes.
        fibers.set(key, fiber as Fiber.RuntimeFiber<unknown, unknown>)
        return Fiber.await(fiber).pipe(
          Effect.onInterrupt(() => Fiber.interrupt(fiber)),
          Effect.ensuring(Effect.sync(() => {
            if (fibers.get(key) === fiber) fibers.delete(key)
          })),
          Effect.flatMap(settle)
        )
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
