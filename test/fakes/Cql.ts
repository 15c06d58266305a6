/**
 * The CQL subset the fake EPO OPS understands (upstream-offices.md §6.2):
 * `index relation value` terms (relations = == all any within < > <= >=),
 * bare words (searched in all text), `and` / `or` / `not` (equal
 * precedence, left to right, any case), parentheses, quoted values and the
 * wildcards * ? #. An unknown index or bad syntax throws CqlError (the fake
 * answers 400 CLIENT.CQL).
 */

export class CqlError extends Error {}

export type CqlNode =
  | { readonly kind: "term"; readonly index: string | undefined; readonly relation: string; readonly value: string }
  | { readonly kind: "bool"; readonly op: "and" | "or" | "not"; readonly left: CqlNode; readonly right: CqlNode }

type Token = { readonly t: "lp" | "rp" | "rel" | "word" | "quoted"; readonly v: string }

const tokenize = (q: string): Array<Token> => {
  const out: Array<Token> = []
  let i = 0
  while (i < q.length) {
    const c = q[i]!
    if (/\s/.test(c)) {
      i++
      continue
    }
    if (c === "(") {
      out.push({ t: "lp", v: c })
      i++
    } else if (c === ")") {
      out.push({ t: "rp", v: c })
      i++
    } else if (c === "\"") {
      const end = q.indexOf("\"", i + 1)
      if (end < 0) throw new CqlError("unterminated quoted string")
      out.push({ t: "quoted", v: q.slice(i + 1, end) })
      i = end + 1
    } else if ("=<>".includes(c)) {
      let j = i + 1
      while (j < q.length && "=<>".includes(q[j]!)) j++
      out.push({ t: "rel", v: q.slice(i, j) })
      i = j
    } else {
      let j = i
      while (j < q.length && !/[\s()"=<>]/.test(q[j]!)) j++
      out.push({ t: "word", v: q.slice(i, j) })
      i = j
    }
  }
  return out
}

const BOOLEANS = new Set(["and", "or", "not", "prox"])
const WORD_RELATIONS = new Set(["all", "any", "within"])
const SYMBOL_RELATIONS = new Set(["=", "==", "<", ">", "<=", ">="])

export const parseCql = (query: string): CqlNode => {
  const tokens = tokenize(query)
  let pos = 0
  const peek = () => tokens[pos]
  const next = () => tokens[pos++]

  const value = (): string => {
    const t = next()
    if (t === undefined || (t.t !== "word" && t.t !== "quoted")) throw new CqlError("a value was expected")
    return t.v
  }

  const term = (): CqlNode => {
    const t = peek()
    if (t === undefined) throw new CqlError("the query ends where a term was expected")
    if (t.t === "lp") {
      next()
      const inner = expr()
      if (next()?.t !== "rp") throw new CqlError("a closing parenthesis is missing")
      return inner
    }
    if (t.t === "quoted") {
      next()
      return { kind: "term", index: undefined, relation: "=", value: t.v }
    }
    if (t.t !== "word") throw new CqlError(`unexpected ${t.v}`)
    next()
    const after = peek()
    if (after?.t === "rel") {
      if (!SYMBOL_RELATIONS.has(after.v)) throw new CqlError(`unknown relation ${after.v}`)
      next()
      return { kind: "term", index: t.v.toLowerCase(), relation: after.v, value: value() }
    }
    if (after?.t === "word" && WORD_RELATIONS.has(after.v.toLowerCase()) && tokens[pos + 1] !== undefined && tokens[pos + 1]!.t !== "rp") {
      next()
      return { kind: "term", index: t.v.toLowerCase(), relation: after.v.toLowerCase(), value: value() }
    }
    if (BOOLEANS.has(t.v.toLowerCase())) throw new CqlError(`a term was expected before ${t.v}`)
    return { kind: "term", index: undefined, relation: "=", value: t.v }
  }

  const expr = (): CqlNode => {
    let left = term()
    for (;;) {
      const t = peek()
      if (t === undefined || t.t === "rp") return left
      const op = t.t === "word" ? t.v.toLowerCase() : ""
      if (op === "prox" || op.startsWith("prox/")) throw new CqlError("prox is not supported by this fake")
      if (op !== "and" && op !== "or" && op !== "not") throw new CqlError(`and, or or not expected before ${t.v}`)
      next()
      left = { kind: "bool", op, left, right: term() }
    }
  }

  const root = expr()
  if (pos < tokens.length) throw new CqlError(`unexpected ${tokens[pos]!.v}`)
  return root
}

/** What a document offers to each index: texts, numbers, classification symbols and a publication date. */
export interface CqlDocument {
  readonly titles: ReadonlyArray<string>
  readonly abstracts: ReadonlyArray<string>
  readonly applicants: ReadonlyArray<string>
  readonly inventors: ReadonlyArray<string>
  readonly publicationNumbers: ReadonlyArray<string>
  readonly applicationNumbers: ReadonlyArray<string>
  readonly priorityNumbers: ReadonlyArray<string>
  readonly familyId: string
  readonly ipc: ReadonlyArray<string>
  readonly cpc: ReadonlyArray<string>
  /** YYYYMMDD */
  readonly publicationDate: string
}

const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()

const wordsOf = (s: string) => fold(s).split(/[^\p{L}\p{N}*?#]+/u).filter((w) => w !== "")

const wildcard = (word: string) =>
  new RegExp(`^${word.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".").replace(/#/g, ".?")}$`)

const TEXT_INDEXES: Record<string, (d: CqlDocument) => ReadonlyArray<string>> = {
  ti: (d) => d.titles,
  ab: (d) => d.abstracts,
  ta: (d) => [...d.titles, ...d.abstracts],
  pa: (d) => d.applicants,
  in: (d) => d.inventors,
  ia: (d) => [...d.applicants, ...d.inventors],
  txt: (d) => [...d.titles, ...d.abstracts, ...d.applicants, ...d.inventors]
}
const NUMBER_INDEXES: Record<string, (d: CqlDocument) => ReadonlyArray<string>> = {
  pn: (d) => d.publicationNumbers,
  ap: (d) => d.applicationNumbers,
  pr: (d) => d.priorityNumbers,
  num: (d) => [...d.publicationNumbers, ...d.applicationNumbers, ...d.priorityNumbers],
  famn: (d) => [d.familyId]
}
const CLASS_INDEXES: Record<string, (d: CqlDocument) => ReadonlyArray<string>> = {
  ic: (d) => d.ipc,
  ipc: (d) => d.ipc,
  cpc: (d) => d.cpc,
  cpci: (d) => d.cpc,
  cpca: (d) => d.cpc,
  cl: (d) => [...d.ipc, ...d.cpc]
}

const textMatch = (texts: ReadonlyArray<string>, relation: string, value: string): boolean => {
  const wanted = wordsOf(value)
  if (wanted.length === 0) throw new CqlError("an empty value")
  const fields = texts.map(wordsOf)
  const has = (w: string) => {
    const re = wildcard(w)
    return fields.some((f) => f.some((x) => re.test(x)))
  }
  if (relation === "any") return wanted.some(has)
  if (relation === "all" || wanted.length === 1) return wanted.every(has)
  // "=" with several words: a phrase.
  const res = wanted.map(wildcard)
  return fields.some((f) => f.some((_, i) => res.every((re, k) => f[i + k] !== undefined && re.test(f[i + k]!))))
}

const compact = (s: string) => s.toUpperCase().replace(/[\s./,-]/g, "")

const numberMatch = (numbers: ReadonlyArray<string>, value: string): boolean => {
  const re = wildcard(compact(value).toLowerCase())
  return numbers.some((n) => re.test(compact(n).toLowerCase()))
}

const classMatch = (codes: ReadonlyArray<string>, value: string): boolean => {
  const v = compact(value).replace(/\*$/, "")
  return codes.some((c) => compact(c).startsWith(v))
}

/** "2020" / "202005" / "20200501" / "2020-05-01" → [first, last] day as YYYYMMDD. */
const period = (value: string): [string, string] => {
  const v = value.replace(/-/g, "")
  if (/^\d{8}$/.test(v)) return [v, v]
  if (/^\d{6}$/.test(v)) return [`${v}01`, `${v}31`]
  if (/^\d{4}$/.test(v)) return [`${v}0101`, `${v}1231`]
  throw new CqlError(`not a date: ${value}`)
}

const dateMatch = (date: string, relation: string, value: string): boolean => {
  if (relation === "within") {
    const parts = value.trim().split(/[\s,]+/)
    if (parts.length !== 2) throw new CqlError("within needs two dates")
    return date >= period(parts[0]!)[0] && date <= period(parts[1]!)[1]
  }
  const [from, to] = period(value)
  switch (relation) {
    case "=":
    case "==":
      return date >= from && date <= to
    case ">":
      return date > to
    case ">=":
      return date >= from
    case "<":
      return date < from
    case "<=":
      return date <= to
    default:
      throw new CqlError(`relation ${relation} does not apply to dates`)
  }
}

export const evaluateCql = (node: CqlNode, doc: CqlDocument): boolean => {
  if (node.kind === "bool") {
    const l = evaluateCql(node.left, doc)
    const r = evaluateCql(node.right, doc)
    return node.op === "and" ? l && r : node.op === "or" ? l || r : l && !r
  }
  const index = node.index ?? "txt"
  if (index === "pd") return dateMatch(doc.publicationDate, node.relation, node.value)
  if (node.relation === "within" || ["<", ">", "<=", ">="].includes(node.relation)) {
    throw new CqlError(`relation ${node.relation} needs a date index (pd)`)
  }
  const text = TEXT_INDEXES[index]
  if (text !== undefined) return textMatch(text(doc), node.relation, node.value)
  const numbers = NUMBER_INDEXES[index]
  if (numbers !== undefined) return numberMatch(numbers(doc), node.value)
  const classes = CLASS_INDEXES[index]
  if (classes !== undefined) return classMatch(classes(doc), node.value)
  throw new CqlError(`unknown index ${index}`)
}
