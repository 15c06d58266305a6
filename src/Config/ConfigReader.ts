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

/**
 * A setting parsed by `parse`: the fallback when unset, else the parsed value, or one ConfigInvalid line naming
 * the variable, its value and `allowed` when `parse` answers undefined.
 */
const readWith = <A>(
  name: string,
  fallback: A,
  allowed: string,
  parse: (value: string) => A | undefined
): Effect.Effect<A, ConfigInvalid> =>
  raw(name).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.succeed(fallback),
        onSome: (s) => {
          const parsed = parse(s.trim())
          return parsed !== undefined
            ? Effect.succeed(parsed)
            : Effect.fail(new ConfigInvalid({ variable: name, value: s, allowed }))
        }
      })
    )
  )

export const readInt = (
  name: string,
  fallback: number,
  bounds: { readonly min?: number; readonly max?: number; readonly allowed?: string } = {}
) =>
  readWith(
    name,
    fallback,
    bounds.allowed ??
      (bounds.min !== undefined && bounds.max !== undefined
        ? `a whole number from ${bounds.min} to ${bounds.max}`
        : bounds.min !== undefined
        ? `a whole number >= ${bounds.min}`
        : "a whole number"),
    (s) => {
      const n = Number(s)
      return /^-?\d+$/.test(s) && (bounds.min === undefined || n >= bounds.min) && (bounds.max === undefined || n <= bounds.max)
        ? n
        : undefined
    }
  )

const TRUE = ["true", "1", "yes", "on"]
const FALSE = ["false", "0", "no", "off"]

export const readBool = (name: string, fallback: boolean) =>
  readWith(name, fallback, "true or false", (s) => {
    const v = s.toLowerCase()
    return TRUE.includes(v) ? true : FALSE.includes(v) ? false : undefined
  })

export const readOneOf = <const A extends string>(name: string, fallback: A, values: ReadonlyArray<A>) =>
  readWith(name, fallback, `one of ${values.join(", ")}`, (s) => values.find((x) => x.toLowerCase() === s.toLowerCase()))

const httpUrl = (s: string): string | undefined => {
  try {
    const u = new URL(s)
    return u.protocol === "http:" || u.protocol === "https:" ? s.replace(/\/+$/, "") : undefined
  } catch {
    return undefined
  }
}

export const readUrl = (name: string, fallback: string) => readWith(name, fallback, "an absolute http(s) URL", httpUrl)

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
  readWith<string | undefined>(
    name,
    undefined,
    "an absolute path, a path relative to the start directory, or ~/path",
    (s) => (/^~[^/\\]/.test(s) ? undefined : resolvePath(s))
  )
