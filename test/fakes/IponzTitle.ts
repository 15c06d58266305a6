/**
 * The IPONZ search text syntax as the data dictionary describes it
 * (upstream-offices.md §5), for the fake: case-insensitive; `*` any run and
 * `?` one character; a "quoted phrase" matches the whole text (wildcards
 * still apply); a bare term matches any word; AND / OR / NOT and brackets
 * combine them (juxtaposition is AND). A syntax error throws TitleError.
 */

export class TitleError extends Error {}

type Node =
  | { readonly kind: "phrase"; readonly re: RegExp }
  | { readonly kind: "term"; readonly re: RegExp }
  | { readonly kind: "and" | "or"; readonly left: Node; readonly right: Node }
  | { readonly kind: "not"; readonly node: Node }

const wildcard = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`, "is")

const tokenize = (input: string): Array<string> => {
  const tokens: Array<string> = []
  let i = 0
  while (i < input.length) {
    const c = input[i]!
    if (/\s/.test(c)) i++
    else if (c === "(" || c === ")") tokens.push(input[i++]!)
    else if (c === "\"") {
      const end = input.indexOf("\"", i + 1)
      if (end < 0) throw new TitleError("Unterminated quoted phrase")
      tokens.push(input.slice(i, end + 1))
      i = end + 1
    } else {
      let j = i
      while (j < input.length && !/[\s()"]/.test(input[j]!)) j++
      tokens.push(input.slice(i, j))
      i = j
    }
  }
  return tokens
}

export const parseTitle = (input: string): Node => {
  const tokens = tokenize(input)
  let pos = 0
  const peek = () => tokens[pos]
  const isOp = (t: string | undefined, op: string) => t !== undefined && t.toUpperCase() === op
  const primary = (): Node => {
    const t = tokens[pos++]
    if (t === undefined) throw new TitleError("Unexpected end of expression")
    if (t === "(") {
      const node = orExpr()
      if (tokens[pos++] !== ")") throw new TitleError("Missing closing bracket")
      return node
    }
    if (t === ")") throw new TitleError("Unexpected closing bracket")
    if (t.startsWith("\"")) return { kind: "phrase", re: wildcard(t.slice(1, -1).replace(/\s+/g, " ").trim()) }
    return { kind: "term", re: wildcard(t) }
  }
  const notExpr = (): Node => (isOp(peek(), "NOT") ? (pos++, { kind: "not", node: notExpr() }) : primary())
  const andExpr = (): Node => {
    let left = notExpr()
    while (pos < tokens.length && peek() !== ")" && !isOp(peek(), "OR")) {
      if (isOp(peek(), "AND")) pos++
      left = { kind: "and", left, right: notExpr() }
    }
    return left
  }
  const orExpr = (): Node => {
    let left = andExpr()
    while (isOp(peek(), "OR")) {
      pos++
      left = { kind: "or", left, right: andExpr() }
    }
    return left
  }
  if (tokens.length === 0) throw new TitleError("Empty expression")
  const node = orExpr()
  if (pos < tokens.length) throw new TitleError(`Unexpected ${tokens[pos]}`)
  return node
}

export const matchesTitle = (node: Node, text: string): boolean => {
  const normal = text.replace(/\s+/g, " ").trim()
  switch (node.kind) {
    case "phrase":
      return node.re.test(normal)
    case "term":
      return normal.split(" ").some((w) => node.re.test(w))
    case "and":
      return matchesTitle(node.left, text) && matchesTitle(node.right, text)
    case "or":
      return matchesTitle(node.left, text) || matchesTitle(node.right, text)
    case "not":
      return !matchesTitle(node.node, text)
  }
}
