import { Effect, Layer } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import type { ConfigInvalid } from "../Config/ConfigReader.js"
import { DatabaseLive } from "../Database/Database.js"
import { Admission } from "./Admission.js"
import { PgAdmissionLive } from "./PgAdmission.js"
import { PgQuotaStoreLive } from "./PgQuotaStore.js"
import { QuotaStore } from "./QuotaStore.js"

/** PostgreSQL with DATABASE_URL (shared by every instance), else SQLite under DATA_DIR, else memory. */
export const QuotaStoreLive: Layer.Layer<QuotaStore, ConfigInvalid, AppConfig> = Layer.unwrapEffect(
  Effect.map(
    AppConfig,
    (config) => (config.database.url !== undefined ? PgQuotaStoreLive.pipe(Layer.provide(DatabaseLive)) : QuotaStore.fromConfig)
  )
)

/** Cluster-wide admission with DATABASE_URL; in this process (over the QuotaStore) without. */
export const AdmissionLive: Layer.Layer<Admission, ConfigInvalid, AppConfig | QuotaStore> = Layer.unwrapEffect(
  Effect.map(
    AppConfig,
    (config): Layer.Layer<Admission, ConfigInvalid, AppConfig | QuotaStore> =>
      config.database.url !== undefined ? PgAdmissionLive.pipe(Layer.provide(DatabaseLive)) : Admission.local
  )
)
