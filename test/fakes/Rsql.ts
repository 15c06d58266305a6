/**
 * The RSQL subset EUIPO's search APIs accept, for fake servers: `;`/`and`,
 * `,`/`or`, parentheses; `==` and `!=` with `*` wildcards (case-insensitive),
 * `=in=`, `=out=`, `=all=`, and `<`, `<=`, `>`, `>=` (and `=lt=`...) on
 * strings such as ISO dates. Values are bare words or double/single-quoted
 * strings with backslash escapes. A bad query throws RsqlError, whose
 * message mimics EUIPO's ("Query error: Unknown operator: =o=").
 */

export class RsqlError extends Error {}

export type RsqlNode =
  | { readonly kind: "and" | "or"; readonly children: ReadonlyArray<RsqlNode> }
  | { readonly kind: "cmp"; readonly selector: string; readonly op: string; readonly values: ReadonlyArray<string> }

const OPERATORS = ["==", "!=", "=in=", "=out=", "=all=", ">=", "<=", ">", "<", "=ge=", "=le=", "=gt=", "=lt="]
const RESERVED = new Set(["\"", "'", "(", ")", ";", ",", "=", "!", "~", "<", ">", " "])

export const parseRsql = (input: string): RsqlNode => {
  let i = 0
  const peek = () => input[i]
  const skipSpaces = () => {
    while (input[i] === " ") i++
  }
  const keyword = (word: string) => {
    const save = i
    skipSpaces()
    if (input.slice(i, i + word.length).toLowerCase() === word && input[i + word.length] === " ") {
      i += word.length
      return true
    }
    i = save
    return false
  }
  const selector = () => {
    skipSpaces()
    const start = i
    while (i < input.length && /[A-Za-z0-9_.]/.test(input[i]!)) i++
    if (i === start) throw new RsqlError(`Query error: Selector expected at position ${i}`)
    return input.slice(start, i)
  }
  const operator = () => {
    skipSpaces()
    if (peek() === "=") {
      const end = input.indexOf("=", i + 1)
      const candidate = end > i ? input.slice(i, end + 1) : ""
      if (candidate === "==") {
        i += 2
        return "=="
      }
      if (/^=[a-z]+=$/.test(candidate)) {
        if (!OPERATORS.includes(candidate)) throw new RsqlError(`Query error: Unknown operator: ${candidate}`)
        i += candidate.length
        return candidate
      }
    }
    for (const op of ["!=", ">=", "<=", ">", "<"]) {
      if (input.startsWith(op, i)) {
        i += op.length
        return op
      }
    }
    throw new RsqlError(`Query error: Operator expected at position ${i}`)
  }
  const value = (): string => {
    skipSpaces()
    const q = peek()
    if (q === "\"" || q === "'") {
      i++
      let out = ""
      while (i < input.length && input[i] !== q) {
        if (input[i] === "\\" && i + 1 < input.length) i++
        out += input[i]
        i++
      }
      if (input[i] !== q) throw new RsqlError("Query error: Unterminated string")
      i++
      return out
    }
    const start = i
    while (i < input.length && !RESERVED.has(input[i]!)) i++
    if (i === start) throw new RsqlError(`Query error: Value expected at position ${i}`)
    return input.slice(start, i)
  }
  const values = (): Array<string> => {
    skipSpaces()
    if (peek() !== "(") return [value()]
    i++
    const out = [value()]
    skipSpaces()
    while (peek() === ",") {
      i++
      out.push(value())
      skipSpaces()
    }
    if (peek() !== ")") throw new RsqlError("Query error: ')' expected")
    i++
    return out
  }
  const primary = (): RsqlNode => {
    skipSpaces()
    if (peek() === "(") {
      i++
      const node = or()
      skipSpaces()
      if (peek() !== ")") throw new RsqlError("Query error: ')' expected")
      i++
      return node
    }
    const sel = selector()
    const op = operator()
    return { kind: "cmp", selector: sel, op, values: values() }
  }
  const and = (): RsqlNode => {
    const children = [primary()]
    for (;;) {
      skipSpaces()
      if (peek() === ";") {
        i++
        children.push(primary())
      } else if (keyword("and")) children.push(primary())
      else break
    }
    return children.length === 1 ? children[0]! : { kind: "and", children }
  }
  const or = (): RsqlNode => {
    const children = [and()]
    for (;;) {
      skipSpaces()
      if (peek() === ",") {
        i++
        children.push(and())
      } else if (keyword("or")) children.push(and())
      else break
    }
    return children.length === 1 ? children[0]! : { kind: "or", children }
  }
  const node = or()
  skipSpaces()
  if (i < input.length) throw new RsqlError(`Query error: Unexpected character '${input[i]}' at position ${i}`)
  return node
}

const wildcard = (pattern: string) =>
  new RegExp(`^${pattern.split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`, "is")

/** Evaluates against a record; `field(selector)` returns its values (throw RsqlError for an unknown field). */
export const evaluateRsql = (node: RsqlNode, field: (selector: string) => ReadonlyArray<string>): boolean => {
  if (node.kind !== "cmp") {
    return node.kind === "and" ? node.children.every((c) => evaluateRsql(c, field)) : node.children.some((c) => evaluateRsql(c, field))
  }
  return compare(node, field)
}

const compare = (node: Extract<RsqlNode, { kind: "cmp" }>, field: (selector: string) => ReadonlyArray<string>): boolean => {
  const actual = field(node.selector)
  const eq = (a: string, v: string) => (v.includes("*") ? wildcard(v).test(a) : a.toLowerCase() === v.toLowerCase())
  switch (node.op) {
    case "==":
      return actual.some((a) => eq(a, node.values[0]!))
    case "!=":
      return !actual.some((a) => eq(a, node.values[0]!))
    case "=in=":
      return actual.some((a) => node.values.some((v) => eq(a, v)))
    case "=out=":
      return !actual.some((a) => node.values.some((v) => eq(a, v)))
    case "=all=":
      return node.values.every((v) => actual.some((a) => eq(a, v)))
    case ">":
    case "=gt=":
      return actual.some((a) => a > node.values[0]!)
    case ">=":
    case "=ge=":
      return actual.some((a) => a >= node.values[0]!)
    case "<":
    case "=lt=":
      return actual.some((a) => a < node.values[0]!)
    case "<=":
    case "=le=":
      return actual.some((a) => a <= node.values[0]!)
    default:
      throw new RsqlError(`Query error: Unknown operator: ${node.op}`)
  }
}
