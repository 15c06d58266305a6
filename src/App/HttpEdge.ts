import { Effect, Layer } from "effect"
import { AccessControl } from "../Access/AccessControl.js"
import { makeAccessRoutes } from "../Access/AccessRoutes.js"
import { KeyReloadBroadcastLive } from "../Access/KeyReloadBroadcast.js"
import { KeyRing } from "../Access/KeyRing.js"
import { AdmissionLive, QuotaStoreLive } from "../Access/QuotaStoreLive.js"
import { DatabaseHealthLive } from "../Database/Database.js"
import { AccessGate } from "../Layers/AccessGate.js"
import { ExtraHttpRoutes } from "../Layers/ExtraHttpRoutes.js"
import { logToolCall, ToolCallObserver } from "../Mcp/ToolCallObserver.js"
import { Metrics } from "../Observability/Metrics.js"

const ObserverLive = Layer.effect(
  ToolCallObserver,
  Effect.gen(function*() {
    const metrics = yield* Metrics
    const ring = yield* KeyRing
    return ToolCallObserver.of({
      onToolCall: (e) =>
        metrics.recordToolCall(e).pipe(
          Effect.zipRight(logToolCall(e, e.keyId === undefined ? undefined : ring.table().byKeyId(e.keyId)?.label))
        )
    })
  })
)

const GateLive = Layer.effect(
  AccessGate,
  Effect.map(AccessControl, (a) => AccessGate.of({ authenticate: a.authenticate, admit: a.admit }))
)

const RoutesLive = Layer.effect(ExtraHttpRoutes, Effect.map(makeAccessRoutes, (routes) => ({ routes })))

/**
 * The multi-tenant edge of the HTTP/SSE transports: API keys, quotas, rate
 * limits, concurrency, metrics and the /metrics and /usage routes. Needs
 * AppConfig; a bad key file or DATA_DIR fails it with a one-line ConfigInvalid.
 * Also exposes Metrics, so other services can register figures
 * (`registerMetricsSource`), and QuotaStore.
 */
export const HttpEdgeLive = Layer.mergeAll(GateLive, RoutesLive, ObserverLive, KeyReloadBroadcastLive, DatabaseHealthLive).pipe(
  Layer.provideMerge(AccessControl.Default),
  Layer.provideMerge(AdmissionLive),
  Layer.provideMerge(Layer.mergeAll(KeyRing.Default, Metrics.Default, QuotaStoreLive))
)

/** stdio is one local user: no auth, no limits; calls are still logged. */
export const StdioEdgeLive = ToolCallObserver.logOnly
