import { Effect, Layer } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import type { ConfigInvalid } from "../../Config/ConfigReader.js"
import { DatabaseLive } from "../../Database/Database.js"
import { MemoryStoreLive } from "./MemoryStore.js"
import { PgStoreLive } from "./PgStore.js"
import { SqliteStoreLive } from "./SqliteStore.js"
import { Store } from "./Store.js"

export { makeMemoryStore, MemoryStoreLive } from "./MemoryStore.js"
export { makePgStore, PgStoreLive } from "./PgStore.js"
export { makeSqliteStore, SqliteStoreLive } from "./SqliteStore.js"
export { openStoreDatabase, STORE_FILE } from "./SqliteStoreFile.js"
export * from "./Store.js"

/** PostgreSQL with DATABASE_URL (several instances share it); else SQLite in DATA_DIR when it is set (monitoring.sqlite), memory otherwise (lost on restart). */
export const StoreLive: Layer.Layer<Store, ConfigInvalid, AppConfig> = Layer.unwrapEffect(
  Effect.gen(function*() {
    const config = yield* AppConfig
    if (config.database.url !== undefined) return PgStoreLive.pipe(Layer.provide(DatabaseLive))
    if (config.dataDir === undefined) {
      yield* Effect.logWarning("DATA_DIR is not set: watches, events and webhooks are kept in memory and lost on restart")
      return MemoryStoreLive
    }
    return SqliteStoreLive(config.dataDir)
  })
)
