/**
 * Bad-argument probes derived from a tool's inputSchema (as tools/list
 * publishes it): for every tool, an unknown name, each prototype-named key,
 * a wrong type and an out-of-range value per field, each required field
 * left out, and an over-deep value. Each probe names the field its answer
 * must name.
 */

export interface JsonSchema {
  readonly type?: string
  readonly enum?: ReadonlyArray<unknown>
  readonly properties?: Record<string, JsonSchema>
  readonly required?: ReadonlyArray<string>
  readonly items?: JsonSchema
  readonly minimum?: number
  readonly maximum?: number
  readonly minLength?: number
  readonly maxLength?: number
  readonly minItems?: number
  readonly maxItems?: number
  readonly pattern?: string
}

export interface ListedTool {
  readonly name: string
  readonly inputSchema: JsonSchema
}

export type ProbeKind = "unknown-name" | "prototype-name" | "wrong-type" | "missing-required" | "out-of-range" | "over-deep"

export interface Probe {
  readonly tool: string
  readonly kind: ProbeKind
  /** The argument name the error must mention. */
  readonly field: string
  readonly args: Record<string, unknown>
}

/** Names every JavaScript object inherits: read carelessly, they are functions, not data. */
export const PROTOTYPE_NAMES = [
  "constructor",
  "toString",
  "__proto__",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupGetter__",
  "prototype"
] as const

/** Deeper than any argument may nest (the server's bound is 32). */
export const OVER_DEEP = 40

/** A value the schema accepts, as far as the schema alone can tell. */
export const plausible = (s: JsonSchema): unknown => {
  if (s.enum !== undefined && s.enum.length > 0) return s.enum[0]
  switch (s.type) {
    case "string":
      return "x".repeat(Math.max(1, s.minLength ?? 1))
    case "integer":
    case "number":
      return s.minimum ?? 1
    case "boolean":
      return true
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => plausible(s.items ?? {}))
    case "object": {
      const out: Record<string, unknown> = {}
      for (const r of s.required ?? []) out[r] = plausible(s.properties?.[r] ?? {})
      return out
    }
    default:
      return "x"
  }
}

const wrongType = (s: JsonSchema): unknown | undefined => {
  switch (s.type) {
    case "string":
      return 12345
    case "integer":
    case "number":
      return "not-a-number"
    case "boolean":
      return "yes"
    case "array":
      return "not-an-array"
    case "object":
      return "not-an-object"
    default:
      return undefined
  }
}

/** Values just outside what the schema allows (one per bound it states). */
const outOfRange = (s: JsonSchema): Array<unknown> => {
  const out: Array<unknown> = []
  if (s.enum !== undefined) out.push("definitely-not-one-of-the-choices")
  if (s.minimum !== undefined) out.push(s.minimum - 1)
  if (s.maximum !== undefined) out.push(s.maximum + 1)
  if (s.type === "integer") out.push((s.minimum ?? 1) + 0.5)
  if (s.maxLength !== undefined) out.push("x".repeat(s.maxLength + 1))
  if (s.minLength !== undefined && s.minLength > 0) out.push("")
  if (s.maxItems !== undefined) out.push(Array.from({ length: s.maxItems + 1 }, () => plausible(s.items ?? {})))
  if (s.minItems !== undefined && s.minItems > 0) out.push([])
  return out
}

export const nest = (depth: number, inner: unknown = 1): unknown => {
  let v = inner
  for (let i = 0; i < depth; i++) v = [v]
  return v
}

export const probesFor = (tool: ListedTool): Array<Probe> => {
  const props = tool.inputSchema.properties ?? {}
  const required = tool.inputSchema.required ?? []
  const base: Record<string, unknown> = {}
  for (const r of required) base[r] = plausible(props[r] ?? {})
  const probes: Array<Probe> = []
  const add = (kind: ProbeKind, field: string, args: Record<string, unknown>) => probes.push({ tool: tool.name, kind, field, args })

  add("unknown-name", "zzNoSuchArgument", { ...base, zzNoSuchArgument: 1 })
  for (const name of PROTOTYPE_NAMES) {
    // JSON.parse makes "__proto__" an own key; so must the probe (a literal would set the prototype).
    add(
      "prototype-name",
      name,
      JSON.parse(JSON.stringify(base).replace(/^\{/, `{${JSON.stringify(name)}:1${required.length > 0 ? "," : ""}`))
    )
  }
  for (const [field, s] of Object.entries(props)) {
    const wrong = wrongType(s)
    if (wrong !== undefined) add("wrong-type", field, { ...base, [field]: wrong })
    for (const v of outOfRange(s)) add("out-of-range", field, { ...base, [field]: v })
    add("over-deep", field, { ...base, [field]: nest(OVER_DEEP) })
  }
  for (const field of required) {
    const { [field]: _, ...rest } = base
    add("missing-required", field, rest)
  }
  return probes
}
