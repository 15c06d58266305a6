import { Effect, type Redacted } from "effect"
import { readBool, readInt, readOptionalString, readSecret, readUrl } from "./ConfigReader.js"

/**
 * What the settings loader must know about one office. Each adapter folder under Providers/ exports one;
 * the list in Providers/Offices.ts is the only place that names them all (Config sits below Providers,
 * so the list is handed to `loadAppConfig` rather than imported here).
 */
export interface OfficeDescriptor {
  /** Settings prefix: `ENABLE_<office>`, `<office>_BASE_URL`, `<office>_RATE_LIMIT`… */
  readonly office: string
  /** The provider name users see in errors, tool answers and metrics. */
  readonly providerName: string
  readonly defaultRateLimitPerMinute: number
  readonly baseUrl: string
  /** OAuth token endpoint, for offices that use one. */
  readonly tokenUrl?: string
  /** Secret settings the office needs (empty: it needs none). */
  readonly credentials: ReadonlyArray<string>
  /** Offices that use OAuth2: how to ask for a token at `tokenUrl`. */
  readonly oauth?: TokenGrant
  /** A test environment turned on by a boolean setting, with its own URLs and, where they differ, credentials. */
  readonly sandbox?: {
    readonly setting: string
    readonly baseUrl: string
    readonly tokenUrl?: string
    readonly credentials?: ReadonlyArray<string>
  }
}

/**
 * How an OAuth office hands out tokens. `credentials` are the client id and secret (or, for the
 * password grant, the username and password), in that order.
 */
export interface TokenGrant {
  readonly grant: "client_credentials" | "password"
  /** EUIPO: body (Basic accepted too); EPO: Basic only. */
  readonly credentialsIn: "body" | "basic"
  readonly scope?: string
  /** Lifetime when the answer has no `expires_in`, seconds. */
  readonly defaultLifetimeSeconds?: number
}

/** An office's settings prefix (USPTO, EUIPO…); the offices themselves are listed in Providers/Offices.ts. */
export type Office = string

export interface OfficeSettings {
  readonly office: Office
  readonly providerName: string
  readonly enabled: boolean
  readonly rateLimitPerMinute: number
  readonly baseUrl: string
  readonly tokenUrl: string | undefined
  readonly oauth: TokenGrant | undefined
  readonly timeoutMs: number
  /** Credential settings by their variable name (absent ones are undefined). */
  readonly credentials: Readonly<Record<string, Redacted.Redacted<string> | undefined>>
  /** The variables a user must set for this office to work (empty: needs none). */
  readonly requiredSettings: ReadonlyArray<string>
}

/** One office's settings, its descriptor giving the defaults. */
export const readOfficeSettings = (descriptor: OfficeDescriptor, defaultTimeoutMs: number) =>
  Effect.gen(function*() {
    const { office } = descriptor
    const sandbox = descriptor.sandbox !== undefined && (yield* readBool(descriptor.sandbox.setting, false))
      ? descriptor.sandbox
      : undefined
    const credentialNames = sandbox?.credentials ?? descriptor.credentials
    const credentials: Record<string, Redacted.Redacted<string> | undefined> = {}
    for (const name of credentialNames) credentials[name] = yield* readSecret(name)
    const tokenDefault = sandbox !== undefined ? sandbox.tokenUrl ?? descriptor.tokenUrl : descriptor.tokenUrl
    const settings: OfficeSettings = {
      office,
      providerName: descriptor.providerName,
      enabled: yield* readBool(`ENABLE_${office}`, true),
      rateLimitPerMinute: yield* readInt(`${office}_RATE_LIMIT`, descriptor.defaultRateLimitPerMinute, { min: 1, max: 100000 }),
      baseUrl: yield* readUrl(`${office}_BASE_URL`, sandbox?.baseUrl ?? descriptor.baseUrl),
      tokenUrl: tokenDefault === undefined
        ? yield* readOptionalString(`${office}_TOKEN_URL`)
        : yield* readUrl(`${office}_TOKEN_URL`, tokenDefault),
      oauth: descriptor.oauth,
      timeoutMs: yield* readInt(`${office}_FETCH_TIMEOUT_MS`, defaultTimeoutMs, { min: 1000, max: 120000 }),
      credentials,
      requiredSettings: credentialNames
    }
    return settings
  })
