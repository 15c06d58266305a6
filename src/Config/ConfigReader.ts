import { Config, Data, Effect, Option, Redacted } from "effect"
import { homedir } from "node:os"
import { isAbsolute, resolve } from "node:path"

/** A setting with a bad value: one line naming the variable, the value and what is allowed. */
export class ConfigInvalid extends Data.TaggedError("ConfigInvalid")<{
  readonly variable: string
  readonly value: string
  readonly allowed: string
}> {
  override get message(): string {
    return `Invalid configuration: ${this.variable}=${JSON.stringify(this.value)} is not allowed; expected ${this.allowed}.`
  }
}

/** Start-up stopped for a reason that is not one bad value (a busy port...): one line naming problem and fix. */
export class StartupFailed extends Data.TaggedError("StartupFailed")<{ readonly reason: string }> {
  override get message(): string {
    return this.reason
  }
}

const raw = (name: string): Effect.Effect<Option.Option<string>> =>
  Config.option(Config.string(name)).pipe(
    Effect.orElseSucceed(() => Option.none<string>()),
    Effect.map(Option.filter((s) => s.trim() !== ""))
  )

export const readString = (name: string, fallback: string) => raw(name).pipe(Effect.map(Option.getOrElse(() => fallback)))

export const readOptionalString = (name: string) => raw(name).pipe(Effect.map(Option.getOrUndefined))

export const readInt = (
  name: string,
  fallback: number,
  bounds: { readonly min?: number; readonly max?: number; readonly allowed?: string } = {}
) =>
  raw(name).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.succeed(fallback),
        onSome: (s) => {
          const n = Number(s.trim())
          const ok = /^-?\d+$/.test(s.trim()) && (bounds.min === undefined || n >= bounds.min) &&
            (bounds.max === undefined || n <= bounds.max)
          const allowed = bounds.allowed ??
            (bounds.min !== undefined && bounds.max !== undefined
              ? `a whole number from ${bounds.min} to ${bounds.max}`
              : bounds.min !== undefined
              ? `a whole number >= ${bounds.min}`
              : "a whole number")
          return ok ? Effect.succeed(n) : Effect.fail(new ConfigInvalid({ variable: name, value: s, allowed }))
        }
      })
    )
  )

const TRUE = ["true", "1", "yes", "on"]
const FALSE = ["false", "0", "no", "off"]

export const readBool = (name: string, fallback: boolean) =>
  raw(name).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.succeed(fallback),
        onSome: (s) => {
          const v = s.trim().toLowerCase()
          if (TRUE.includes(v)) return Effect.succeed(true)
          if (FALSE.includes(v)) return Effect.succeed(false)
          return Effect.fail(new ConfigInvalid({ variable: name, value: s, allowed: "true or false" }))
        }
      })
    )
  )

export const readOneOf = <const A extends string>(name: string, fallback: A, values: ReadonlyArray<A>) =>
  raw(name).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.succeed(fallback),
        onSome: (s) => {
          const v = s.trim().toLowerCase()
          const hit = values.find((x) => x.toLowerCase() === v)
          return hit !== undefined
            ? Effect.succeed(hit)
            : Effect.fail(new ConfigInvalid({ variable: name, value: s, allowed: `one of ${values.join(", ")}` }))
        }
      })
    )
  )

export const readUrl = (name: string, fallback: string) =>
  raw(name).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.succeed(fallback),
        onSome: (s) => {
          try {
            const u = new URL(s.trim())
            if (u.protocol === "http:" || u.protocol === "https:") return Effect.succeed(s.trim().replace(/\/+$/, ""))
          } catch {
            // fall through to the error below
          }
          return Effect.fail(new ConfigInvalid({ variable: name, value: s, allowed: "an absolute http(s) URL" }))
        }
      })
    )
  )

/** Secrets are read as Redacted and never printed, not even when invalid. */
export const readSecret = (name: string) =>
  raw(name).pipe(Effect.map((o) => Option.getOrUndefined(Option.map(o, (s) => Redacted.make(s.trim())))))

export const readList = (name: string) =>
  raw(name).pipe(
    Effect.map(
      Option.match({
        onNone: () => [] as ReadonlyArray<string>,
        onSome: (s) => s.split(",").map((x) => x.trim()).filter((x) => x !== "")
      })
    )
  )

/**
 * A path setting as the server uses it: `~` and `~/…` are the home directory
 * (a shell does that, an MCP client's JSON config does not), and a relative
 * path is resolved against the directory the server was started in.
 */
export const resolvePath = (value: string, cwd: string = process.cwd(), home: string = homedir()): string => {
  const v = value.trim()
  const expanded = v === "~" ? home : v.startsWith("~/") || v.startsWith("~\\") ? home + v.slice(1) : v
  return isAbsolute(expanded) ? resolve(expanded) : resolve(cwd, expanded)
}

/** An optional path setting, resolved to an absolute path; `~user/…` is refused (only your own home is expanded). */
export const readPath = (name: string) =>
  raw(name).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.succeed(undefined),
        onSome: (s) =>
          /^~[^/\\]/.test(s.trim())
            ? Effect.fail(
              new ConfigInvalid({
                variable: name,
                value: s,
                allowed: "an absolute path, a path relative to the start directory, or ~/path"
              })
            )
            : Effect.succeed(resolvePath(s))
      })
    )
  )
