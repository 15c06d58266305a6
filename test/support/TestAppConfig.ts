import { ConfigProvider, Effect, Layer } from "effect"
import { AppConfig, type AppConfigShape, type Office } from "../../src/Config/AppConfig.js"
import { loadSettings as loadAppConfig } from "../../src/Providers/Offices.js"

/** The real config loader fed from `env` only (the process environment is never read). */
export const testAppConfig = (env: Readonly<Record<string, string>> = {}): Effect.Effect<AppConfigShape> =>
  loadAppConfig.pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))), Effect.orDie)

/** AppConfig from `env`, optionally adjusted (e.g. timeouts below the 1 s a user may set). */
export const TestAppConfigLayer = (
  env: Readonly<Record<string, string>> = {},
  patch: (config: AppConfigShape) => AppConfigShape = (c) => c
): Layer.Layer<AppConfig> => Layer.effect(AppConfig, Effect.map(testAppConfig(env), (c) => AppConfig.make(patch(c))))

/** `config` with one office's timeout replaced. */
export const withOfficeTimeout = (config: AppConfigShape, office: Office, timeoutMs: number): AppConfigShape => ({
  ...config,
  offices: { ...config.offices, [office]: { ...config.offices[office], timeoutMs } }
})
