/**
 * Checks requests and payloads against an office's published OpenAPI 3 or
 * Swagger 2 document (test/fixtures/real/<office>/). A small JSON-schema
 * subset: $ref, allOf/oneOf/anyOf, AMF's `x-amf-union`, type (with
 * nullable), enum, pattern, min/max, minLength/maxLength, required,
 * properties, additionalProperties: false, items, maxItems. Every check
 * returns the list of problems found, so a test can assert it is empty and
 * print what differs when it is not.
 */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { type FakeRequest, matchRoute } from "../fakes/FakeOfficeServer.js"

// Specs are free-form JSON: walked, not typed.

type Json = any

const REAL = fileURLToPath(new URL("../fixtures/real/", import.meta.url))

/** A file under test/fixtures/real/, as text. */
export const realText = (path: string): string => readFileSync(`${REAL}${path}`, "utf8")
/** A JSON file under test/fixtures/real/. */
export const realJson = (path: string): Json => JSON.parse(realText(path))

export interface Spec {
  readonly doc: Json
  /** The path every operation path is relative to, e.g. "/trademark-search" or "/3.2/rest-services". */
  readonly basePath: string
  /** Patterns the office's own data is known to break (a defect of the spec, named where it is loaded): not checked. */
  readonly ignoredPatterns: ReadonlySet<string>
}

export const loadSpec = (path: string, options: { readonly ignoredPatterns?: ReadonlyArray<string> } = {}): Spec => {
  const doc = realJson(path)
  const basePath = doc.openapi !== undefined
    ? new URL(doc.servers?.[0]?.url ?? "http://x/").pathname.replace(/\/$/, "")
    : (doc.basePath ?? "").replace(/\/$/, "")
  return { doc, basePath, ignoredPatterns: new Set(options.ignoredPatterns ?? []) }
}

const resolve = (spec: Spec, schema: Json): Json => {
  let s = schema
  for (let i = 0; i < 20 && s?.$ref !== undefined; i++) {
    s = (s.$ref as string).split("/").slice(1).reduce((o: Json, k: string) => o?.[k], spec.doc)
  }
  return s
}

const typeOf = (v: unknown): string => (v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v)

/** Problems with `value` against `schema` (empty when it conforms). */
export const validate = (spec: Spec, schema: Json, value: unknown, at = "$"): Array<string> => {
  const s = resolve(spec, schema)
  if (s === undefined || s === null || typeof s !== "object") return []
  const out: Array<string> = []
  if (Array.isArray(s.allOf)) { for (const part of s.allOf) out.push(...validate(spec, part, value, at)) }
  const alternatives: Array<Json> | undefined = s.oneOf ?? s.anyOf ?? s["x-amf-union"]
  if (Array.isArray(alternatives)) {
    const results = alternatives.map((alt) => validate(spec, alt, value, at))
    if (!results.some((r) => r.length === 0)) {
      out.push(`${at}: matches none of ${alternatives.length} alternatives (${results.map((r) => r[0]).join(" | ")})`)
    }
  }
  if (value === null && (s.nullable === true || s.type === "null")) return out
  const t = typeOf(value)
  if (s.type !== undefined && s.type !== t && !(s.type === "number" && t === "integer")) {
    out.push(`${at}: ${t} where the spec says ${s.type}`)
    return out
  }
  if (Array.isArray(s.enum) && !s.enum.includes(value)) out.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`)
  if (typeof value === "string") {
    if (s.pattern !== undefined && !spec.ignoredPatterns.has(s.pattern) && !new RegExp(s.pattern).test(value)) {
      out.push(`${at}: ${JSON.stringify(value)} does not match ${s.pattern}`)
    }
    if (s.maxLength !== undefined && value.length > s.maxLength) out.push(`${at}: longer than ${s.maxLength}`)
    if (s.minLength !== undefined && value.length < s.minLength) out.push(`${at}: shorter than ${s.minLength}`)
    if (s.format === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(value)) out.push(`${at}: ${JSON.stringify(value)} is not a date (YYYY-MM-DD)`)
  }
  if (typeof value === "number") {
    if (s.minimum !== undefined && value < s.minimum) out.push(`${at}: ${value} < minimum ${s.minimum}`)
    if (s.maximum !== undefined && value > s.maximum) out.push(`${at}: ${value} > maximum ${s.maximum}`)
  }
  if (Array.isArray(value)) {
    if (s.maxItems !== undefined && value.length > s.maxItems) out.push(`${at}: more than ${s.maxItems} items`)
    if (s.items !== undefined) value.forEach((v, i) => out.push(...validate(spec, s.items, v, `${at}[${i}]`)))
  }
  if (t === "object") {
    const obj = value as Record<string, unknown>
    const props: Record<string, Json> = s.properties ?? {}
    for (const key of s.required ?? []) if (!(key in obj)) out.push(`${at}: required ${key} missing`)
    for (const [key, v] of Object.entries(obj)) {
      if (key in props) out.push(...validate(spec, props[key], v, `${at}.${key}`))
      else if (s.additionalProperties === false) out.push(`${at}: ${key} is not in the spec`)
      else if (typeof s.additionalProperties === "object") out.push(...validate(spec, s.additionalProperties, v, `${at}.${key}`))
    }
  }
  return out
}

/** Validate against a named schema (`components/schemas` or `definitions`). */
export const validateNamed = (spec: Spec, name: string, value: unknown): Array<string> =>
  validate(spec, { $ref: spec.doc.openapi !== undefined ? `#/components/schemas/${name}` : `#/definitions/${name}` }, value)

interface Operation {
  readonly template: string
  readonly op: Json
  readonly params: ReadonlyArray<Json>
  readonly pathParams: Readonly<Record<string, string>>
}

/** OpenAPI's `{name}` path segments, matched like the fakes' `:name` routes. */
const matchTemplate = (template: string, path: string): Record<string, string> | undefined =>
  matchRoute(template.replace(/\{([^}]+)\}/g, ":$1"), path)

/** The operation a request hits: literal segments win over templated ones. */
export const operationOf = (spec: Spec, method: string, fullPath: string): Operation | undefined => {
  if (!fullPath.startsWith(spec.basePath)) return undefined
  const path = fullPath.slice(spec.basePath.length) || "/"
  const candidates = Object.entries(spec.doc.paths as Record<string, Json>)
    .map(([template, item]) => ({ template, item, pathParams: matchTemplate(template, path) }))
    .filter((c) => c.pathParams !== undefined && c.item[method.toLowerCase()] !== undefined)
    .sort((a, b) => Object.keys(a.pathParams!).length - Object.keys(b.pathParams!).length)
  const hit = candidates[0]
  if (hit === undefined) return undefined
  const op = hit.item[method.toLowerCase()]
  const params = [...(hit.item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => resolve(spec, p))
  return { template: hit.template, op, params, pathParams: hit.pathParams! }
}

/** A Swagger 2 parameter carries its schema inline; OpenAPI 3 under `schema`. */
const paramSchema = (p: Json): Json => p.schema ?? p

/**
 * Problems with one request the adapter sent, against the operation the
 * spec has for its method and path: unknown or missing query parameters,
 * values out of the declared type/enum/range/pattern, path parameters,
 * the JSON body, and the security the spec demands (bearer token, and
 * EUIPO's `X-IBM-Client-Id` API key).
 */
export const checkRequest = (spec: Spec, req: FakeRequest): Array<string> => {
  const op = operationOf(spec, req.method, req.path)
  if (op === undefined) return [`${req.method} ${req.path}: no such operation in the spec`]
  const out: Array<string> = []
  const where = `${req.method} ${op.template}`
  const query = op.params.filter((p) => p.in === "query")
  for (const name of new Set(req.query.keys())) {
    const p = query.find((q) => q.name === name)
    if (p === undefined) {
      out.push(`${where}: query parameter ${name} is not in the spec (it has ${query.map((q) => q.name).join(", ") || "none"})`)
      continue
    }
    const values = req.query.getAll(name)
    const schema = paramSchema(p)
    if (schema.type === "array") values.forEach((v) => out.push(...validateScalar(spec, schema.items, v, `${where} ?${name}`)))
    else {
      if (values.length > 1) out.push(`${where}: ?${name} given ${values.length} times`)
      out.push(...validateScalar(spec, schema, values[0]!, `${where} ?${name}`))
    }
  }
  for (const p of query) if (p.required === true && !req.query.has(p.name)) out.push(`${where}: required query parameter ${p.name} missing`)
  for (const p of op.params.filter((q) => q.in === "path")) {
    const v = op.pathParams[p.name]
    if (v === undefined) out.push(`${where}: path parameter ${p.name} missing`)
    else out.push(...validateScalar(spec, paramSchema(p), v, `${where} {${p.name}}`))
  }
  for (const p of op.params.filter((q) => q.in === "header" && q.required === true)) {
    if (req.headers[p.name.toLowerCase()] === undefined) out.push(`${where}: required header ${p.name} missing`)
  }
  const bodySchema = op.op.requestBody?.content?.["application/json"]?.schema ?? op.params.find((p) => p.in === "body")?.schema
  if (bodySchema !== undefined) {
    let body: unknown
    try {
      body = JSON.parse(req.body)
    } catch {
      out.push(`${where}: body is not JSON`)
    }
    if (body !== undefined) out.push(...validate(spec, bodySchema, body, `${where} body`))
  }
  out.push(...checkSecurity(spec, op.op, req, where))
  return out
}

const validateScalar = (spec: Spec, schema: Json, raw: string, at: string): Array<string> => {
  const s = resolve(spec, schema) ?? {}
  const t = s.type ?? resolve(spec, s.allOf?.[0])?.type
  if (t === "integer" || t === "number") {
    if (!/^-?\d+(\.\d+)?$/.test(raw)) return [`${at}: ${JSON.stringify(raw)} is not a number`]
    return validate(spec, schema, Number(raw), at)
  }
  if (t === "boolean") return raw === "true" || raw === "false" ? [] : [`${at}: ${JSON.stringify(raw)} is not a boolean`]
  return validate(spec, schema, raw, at)
}

const checkSecurity = (spec: Spec, op: Json, req: FakeRequest, where: string): Array<string> => {
  const requirements: Array<Record<string, unknown>> = op.security ?? spec.doc.security ?? []
  if (requirements.length === 0) return []
  const schemes: Record<string, Json> = spec.doc.components?.securitySchemes ?? spec.doc.securityDefinitions ?? {}
  const unmet = (req: FakeRequest, name: string): string | undefined => {
    const scheme = schemes[name]
    if (scheme === undefined) return `unknown scheme ${name}`
    if (scheme.type === "apiKey") {
      const ok = scheme.in === "header" ? req.headers[String(scheme.name).toLowerCase()] !== undefined : req.query.has(scheme.name)
      return ok ? undefined : `${scheme.in} ${scheme.name} missing`
    }
    if (scheme.type === "oauth2") return /^Bearer \S+$/.test(String(req.headers.authorization ?? "")) ? undefined : "no Bearer token"
    return undefined
  }
  // The security requirements are alternatives; each one's schemes must all hold.
  const misses = requirements.map((r) => Object.keys(r).map((n) => unmet(req, n)).filter((m) => m !== undefined))
  return misses.some((m) => m.length === 0) ? [] : [`${where}: security not met (${misses.map((m) => m.join(" and ")).join("; or ")})`]
}

/** The `(field, operator)` pairs of an RSQL query (EUIPO): what the spec's "Supported Fields" table must allow. */
export const rsqlComparisons = (query: string): Array<{ readonly field: string; readonly op: string }> => {
  const out: Array<{ field: string; op: string }> = []
  // Quoted arguments may hold anything: blank them before scanning.
  const bare = query.replace(/"(?:\\.|[^"\\])*"/g, "\"\"").replace(/'(?:\\.|[^'\\])*'/g, "''")
  const re = /([A-Za-z][\w.]*)\s*(==|!=|=[a-z]+=|<=|>=|<|>)/g
  for (let m = re.exec(bare); m !== null; m = re.exec(bare)) out.push({ field: m[1]!, op: m[2]! })
  return out
}

/** The "Supported Fields" table of an EUIPO `query` parameter: field → operators. */
export const rsqlFieldTable = (spec: Spec, parameter: string): ReadonlyMap<string, ReadonlyArray<string>> => {
  const text: string = spec.doc.components.parameters[parameter].description
  const table = text.split("### Supported Fields")[1] ?? ""
  const rows = new Map<string, ReadonlyArray<string>>()
  for (const line of table.split("\n")) {
    const m = /^\|\s*([A-Za-z][\w.]*)\s*\|\s*(.+?)\s*\|\s*$/.exec(line)
    if (m !== null && m[1] !== "Field") rows.set(m[1]!, [...m[2]!.matchAll(/"([^"]+)"/g)].map((x) => x[1]!))
  }
  return rows
}

/** Problems with an RSQL query against the spec's table of fields and operators. */
export const checkRsql = (spec: Spec, parameter: string, query: string): Array<string> => {
  const table = rsqlFieldTable(spec, parameter)
  const normal: Record<string, string> = { "=lt=": "<", "=le=": "<=", "=gt=": ">", "=ge=": ">=" }
  return rsqlComparisons(query).flatMap(({ field, op }) => {
    const ops = table.get(field)
    if (ops === undefined) return [`RSQL field ${field} is not searchable (spec: ${[...table.keys()].join(", ")})`]
    return ops.includes(normal[op] ?? op) ? [] : [`RSQL ${field}${op}: operator not supported for ${field} (spec: ${ops.join(" ")})`]
  })
}
