import { JSONSchema, type Schema, SchemaAST } from "effect"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [k: string]: Json }

/**
 * Inline JSON Schema for MCP `inputSchema`/`outputSchema`: no `$ref`, no
 * `$schema`, no `$id`, no generated `title`s (they read like "between(1, 45)").
 */
export const toMcpJsonSchema = (schema: Schema.Schema.Any): Record<string, unknown> => {
  // Effect renders an empty struct as "any non-nullish value"; MCP wants an object.
  const ast = schema.ast
  if (SchemaAST.isTypeLiteral(ast) && ast.propertySignatures.length === 0 && ast.indexSignatures.length === 0) {
    return { type: "object", properties: {}, additionalProperties: false }
  }
  const raw = JSONSchema.fromAST(schema.ast, { definitions: {}, topLevelReferenceStrategy: "skip" }) as unknown as Json
  const cleaned = clean(raw, false) as Record<string, unknown>
  delete cleaned["$schema"]
  delete cleaned["$defs"]
  return cleaned
}

// `inProperties`: the keys of this object are property names, not keywords.
const clean = (node: Json, inProperties: boolean): Json => {
  if (Array.isArray(node)) return node.map((n) => clean(n, false))
  if (node === null || typeof node !== "object") return node
  const out: Record<string, Json> = {}
  for (const [k, v] of Object.entries(node as Record<string, Json>)) {
    // `$id` markers ("/schemas/unknown") repeat once inlined, and validators (ajv) reject repeated ids.
    if (!inProperties && (k === "title" || k === "$id")) continue
    out[k] = clean(v, !inProperties && (k === "properties" || k === "patternProperties"))
  }
  return out
}
