import { HttpClient, HttpClientRequest } from "@effect/platform"
import { Clock, Deferred, Effect, Exit, FiberId, Redacted, Schema } from "effect"
import { AppConfig, type Office } from "../Config/AppConfig.js"
import { ToolError } from "../Domain/ToolError.js"
import { decodeUpstreamJson } from "./UpstreamDecode.js"
import { toToolError, UpstreamFailure } from "./UpstreamErrors.js"
import { sendOnce, withUpstreamRetry } from "./UpstreamTransport.js"

/**
 * How an office hands out tokens. The first two of the office's
 * `requiredSettings` are the client id and secret (or, for the password
 * grant, the username and password).
 */
/** `expires_in` is a number at most offices and a string ("1199") at the EPO. */
const Lifetime = Schema.Union(Schema.Number, Schema.NumberFromString)
const TokenResponse = Schema.Struct({
  access_token: Schema.NonEmptyTrimmedString,
  token_type: Schema.optional(Schema.String),
  expires_in: Schema.optional(Lifetime)
})

interface CachedToken {
  readonly value: Redacted.Redacted<string>
  /** Start refreshing from here (shortly before expiry). */
  readonly refreshAt: number
  readonly expiresAt: number
}

interface Slot {
  token: CachedToken | undefined
  inflight: Deferred.Deferred<CachedToken, ToolError> | undefined
}

/** Refresh this long before expiry: a tenth of the lifetime, at most a minute. */
const refreshMargin = (lifetimeMs: number) => Math.min(60_000, lifetimeMs / 10)

/**
 * OAuth2 access tokens, cached per office. A token is refreshed shortly
 * before it expires (callers keep using the old one meanwhile) and after
 * `invalidate` (an upstream 401). Only one refresh per office is ever in
 * flight: concurrent callers share it.
 */
export class OAuthTokens extends Effect.Service<OAuthTokens>()("ipdata/OAuthTokens", {
  scoped: Effect.gen(function*() {
    const config = yield* AppConfig
    const client = (yield* HttpClient.HttpClient).pipe(HttpClient.withTracerPropagation(false))
    const scope = yield* Effect.scope
    const slots = new Map<Office, Slot>()
    const slot = (office: Office): Slot => {
      let s = slots.get(office)
      if (s === undefined) {
        s = { token: undefined, inflight: undefined }
        slots.set(office, s)
      }
      return s
    }

    const credentialsOf = (office: Office) => {
      const settings = config.offices[office]
      const [idName, secretName] = settings.requiredSettings
      const id = idName !== undefined ? settings.credentials[idName] : undefined
      const secret = secretName !== undefined ? settings.credentials[secretName] : undefined
      return { settings, id, secret, names: settings.requiredSettings }
    }

    /** True when the office uses OAuth and both credentials are set. */
    const isConfigured = (office: Office): boolean => {
      const c = credentialsOf(office)
      return c.settings.oauth !== undefined && c.settings.enabled && c.id !== undefined && c.secret !== undefined
    }

    const fetchToken = (office: Office): Effect.Effect<CachedToken, ToolError> =>
      Effect.gen(function*() {
        const provider = config.offices[office].providerName
        const grant = config.offices[office].oauth
        const { id, names, secret, settings } = credentialsOf(office)
        if (grant === undefined || settings.tokenUrl === undefined) {
          return yield* ToolError.create("CONFIG_ERROR", `${provider} has no OAuth token endpoint configured.`, { provider })
        }
        if (id === undefined || secret === undefined) return yield* ToolError.notConfigured(provider, names)
        const form: Record<string, string> = { grant_type: grant.grant }
        if (grant.scope !== undefined) form["scope"] = grant.scope
        if (grant.grant === "password") {
          form["username"] = Redacted.value(id)
          form["password"] = Redacted.value(secret)
        } else if (grant.credentialsIn === "body") {
          form["client_id"] = Redacted.value(id)
          form["client_secret"] = Redacted.value(secret)
        }
        let request = HttpClientRequest.post(settings.tokenUrl).pipe(
          HttpClientRequest.acceptJson,
          HttpClientRequest.bodyUrlParams(form)
        )
        if (grant.grant === "client_credentials" && grant.credentialsIn === "basic") {
          request = HttpClientRequest.basicAuth(request, id, secret)
        }
        const failureContext = {
          provider,
          action: "token request",
          credentialSettings: names,
          secrets: [id, secret]
        }
        const response = yield* withUpstreamRetry(sendOnce(client, request, { timeoutMs: settings.timeoutMs })).pipe(
          Effect.mapError((f) =>
            // OAuth answers a bad client or grant with 400 (invalid_client / invalid_grant): that is an auth failure.
            f.kind === "status" && f.status === 400
              ? toToolError(new UpstreamFailure({ ...f, status: 401 }), failureContext, Redacted.value)
              : toToolError(f, failureContext, Redacted.value)
          )
        )
        const body = yield* decodeUpstreamJson(`${provider} token endpoint`, TokenResponse, response.body).pipe(
          Effect.mapError((e) => ToolError.create(e.code, e.message, { provider, retryable: false }))
        )
        const now = yield* Clock.currentTimeMillis
        const lifetimeMs = Math.max(1, body.expires_in ?? grant.defaultLifetimeSeconds ?? 3600) * 1000
        yield* Effect.logInfo("oauth_token_refreshed").pipe(Effect.annotateLogs({ provider, expiresInS: lifetimeMs / 1000 }))
        return {
          value: Redacted.make(body.access_token),
          refreshAt: now + lifetimeMs - refreshMargin(lifetimeMs),
          expiresAt: now + lifetimeMs
        }
      })

    /** Starts a refresh unless one is running; returns the one in flight. */
    const refresh = (office: Office): Effect.Effect<Deferred.Deferred<CachedToken, ToolError>> =>
      Effect.suspend(() => {
        const s = slot(office)
        if (s.inflight !== undefined) return Effect.succeed(s.inflight)
        const deferred = Deferred.unsafeMake<CachedToken, ToolError>(FiberId.none)
        s.inflight = deferred
        // Forked into the service scope: a caller that gives up does not cancel the refresh others wait on.
        return fetchToken(office).pipe(
          Effect.exit,
          Effect.flatMap((exit) =>
            Effect.sync(() => {
              s.inflight = undefined
              if (Exit.isSuccess(exit)) s.token = exit.value
            }).pipe(Effect.zipRight(Deferred.done(deferred, exit)))
          ),
          Effect.forkIn(scope),
          Effect.as(deferred)
        )
      })

    /** A valid access token for `office`. */
    const get = (office: Office): Effect.Effect<Redacted.Redacted<string>, ToolError> =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const current = slot(office).token
        if (current !== undefined && now < current.refreshAt) return Effect.succeed(current.value)
        if (current !== undefined && now < current.expiresAt) {
          // Still valid: refresh in the background and keep using it meanwhile.
          return Effect.as(refresh(office), current.value)
        }
        return refresh(office).pipe(
          Effect.flatMap(Deferred.await),
          Effect.map((t) => t.value)
        )
      })

    /**
     * The upstream rejected `token` (401): drop it, so the next `get`
     * fetches a new one. A no-op when the token was already replaced, so
     * many callers hitting 401 together cause one refresh.
     */
    const invalidate = (office: Office, token: Redacted.Redacted<string>): Effect.Effect<void> =>
      Effect.sync(() => {
        const s = slot(office)
        if (s.token !== undefined && Redacted.value(s.token.value) === Redacted.value(token)) s.token = undefined
      })

    /**
     * Fetches tokens in the background (HTTP start): returns at once, never
     * fails; a failure is logged and the first real call retries.
     * Without arguments: every OAuth office that is enabled and configured.
     */
    const prewarm = (offices?: ReadonlyArray<Office>): Effect.Effect<void> =>
      Effect.forEach(
        (offices ?? Object.keys(config.offices)).filter(isConfigured),
        (office) =>
          get(office).pipe(
            Effect.tap(() =>
              Effect.logDebug("oauth_prewarmed").pipe(Effect.annotateLogs({ provider: config.offices[office].providerName }))
            ),
            Effect.catchAll((e) =>
              Effect.logWarning("oauth_prewarm_failed").pipe(
                Effect.annotateLogs({ provider: config.offices[office].providerName, code: e.code, error: e.message })
              )
            ),
            Effect.forkIn(scope)
          ),
        { discard: true }
      )

    return { get, invalidate, prewarm, isConfigured } as const
  })
}) {}
