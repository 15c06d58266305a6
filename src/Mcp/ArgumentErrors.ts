import { ParseResult, type Schema, SchemaAST } from "effect"
import { createRequire } from "node:module"

type Distance = (a: string, b: string) => number
// talisman is CommonJS without types. Under Node's require its module IS the function
// (`module.exports = fn`); bundlers and vitest expose it as `.default`: accept both.
const loaded = createRequire(import.meta.url)("talisman/metrics/damerau-levenshtein.js") as Distance | { default: Distance }
const damerauLevenshtein: Distance = typeof loaded === "function" ? loaded : loaded.default

/**
 * Argument names that people (and IPKit's own docs) use for our fields.
 * Only a synonym the tool actually accepts is suggested. A Map, not an
 * object: an argument named "constructor" or "__proto__" must not find
 * Object.prototype's members.
 */
const SYNONYMS: ReadonlyMap<string, ReadonlyArray<string>> = new Map(Object.entries({
  maxresults: ["limit", "maxSuggestions", "maxSpecsPerClass"],
  max_results: ["limit", "maxSuggestions"],
  pagesize: ["limit"],
  count: ["limit"],
  size: ["limit"],
  jurisdiction: ["jurisdictions"],
  jurisdictions: ["jurisdiction"],
  classnumbers: ["niceClasses", "classNumber"],
  classes: ["niceClasses", "locarnoClasses"],
  nice_classes: ["niceClasses"],
  query: ["keyword", "goodsOrServices", "proposedMark", "identifier"],
  keyword: ["query"],
  description: ["goodsOrServices", "businessDescription"],
  mark: ["proposedMark", "markName", "query"],
  name: ["proposedMark", "markName", "query", "applicantName"],
  eventtypes: ["events"],
  event_types: ["events"],
  id: ["identifier", "watchId", "webhookId"],
  identifier: ["query", "designNumber"],
  applicant: ["applicantName"],
  number: ["identifier", "query"],
  format: ["jurisdiction"]
}))

/** The property names a struct-like schema accepts. */
export const acceptedNames = (schema: Schema.Schema.Any): ReadonlyArray<string> => {
  const ast = unwrap(schema.ast)
  if (SchemaAST.isTypeLiteral(ast)) return ast.propertySignatures.map((p) => String(p.name))
  return []
}

const unwrap = (ast: SchemaAST.AST): SchemaAST.AST => {
  if (SchemaAST.isTransformation(ast)) return unwrap(ast.from)
  if (SchemaAST.isRefinement(ast)) return unwrap(ast.from)
  return ast
}

/** The closest accepted name to an unknown one, if any is plausibly meant. */
export const closestName = (unknown: string, accepted: ReadonlyArray<string>): string | undefined => {
  const lower = unknown.toLowerCase()
  const viaSynonym = (SYNONYMS.get(lower) ?? []).find((s) => accepted.includes(s))
  if (viaSynonym !== undefined) return viaSynonym
  if (lower.length > 64) return undefined // no name of ours is that long; skip the quadratic distance
  let best: { name: string; d: number } | undefined
  for (const name of accepted) {
    const d = damerauLevenshtein(lower, name.toLowerCase())
    if (best === undefined || d < best.d) best = { name, d }
  }
  if (best === undefined) return undefined
  const limit = Math.max(2, Math.floor(best.name.length / 3))
  return best.d <= limit ? best.name : undefined
}

export interface ArgumentProblem {
  readonly field: string
  readonly message: string
}

/** Unknown argument names, each with the accepted list and the closest match. */
export const unknownArgumentProblems = (args: Record<string, unknown>, accepted: ReadonlyArray<string>): Array<ArgumentProblem> =>
  Object.keys(args)
    .filter((k) => !accepted.includes(k))
    .map((k) => {
      const near = closestName(k, accepted)
      const shown = k.length > 60 ? `${k.slice(0, 60)}…` : k
      return {
        field: k,
        message: `unknown argument "${shown}"` +
          (near !== undefined ? ` (did you mean "${near}"?)` : "") +
          `. Accepted arguments: ${accepted.join(", ")}`
      }
    })

/**
 * Every decoding problem, one line per field, in words a model can act on.
 * Union noise is folded: the "Expected undefined" branch of optional fields
 * is dropped and literal alternatives become one "one of" line.
 */
export const parseErrorProblems = (error: ParseResult.ParseError): Array<ArgumentProblem> => {
  const byField = new Map<string, { missing: boolean; literals: Array<string>; actual?: string; messages: Array<string> }>()
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(error)) {
    const field = issue.path.length === 0 ? "(arguments)" : issue.path.map(String).join(".")
    const entry = byField.get(field) ?? { missing: false, literals: [], messages: [] }
    byField.set(field, entry)
    if (issue._tag === "Missing") {
      entry.missing = true
      continue
    }
    if (/^Expected undefined, actual /.test(issue.message)) continue
    const literal = /^Expected ("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null), actual (.*)$/s.exec(issue.message)
    if (literal !== null) {
      entry.literals.push(literal[1]!)
      entry.actual = literal[2]!
      continue
    }
    if (!entry.messages.includes(issue.message)) entry.messages.push(issue.message)
  }
  const problems: Array<ArgumentProblem> = []
  for (const [field, e] of byField) {
    if (e.missing) problems.push({ field, message: `"${field}" is required` })
    if (e.literals.length > 1) problems.push({ field, message: `"${field}": Expected one of ${e.literals.join(", ")}, actual ${e.actual}` })
    else if (e.literals.length === 1) problems.push({ field, message: `"${field}": Expected ${e.literals[0]}, actual ${e.actual}` })
    for (const m of e.messages) problems.push({ field, message: `"${field}": ${m}` })
  }
  return problems
}

export const formatProblems = (toolName: string, problems: ReadonlyArray<ArgumentProblem>): string =>
  problems.length === 1
    ? `Invalid arguments for ${toolName}: ${problems[0]!.message}`
    : `Invalid arguments for ${toolName}:\n${problems.map((p) => `- ${p.message}`).join("\n")}`
