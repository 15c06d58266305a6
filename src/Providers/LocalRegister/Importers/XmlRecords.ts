/**
 * Streaming XML → one small element tree per record (saxes underneath). Only the record being
 * read is held in memory, so a multi-gigabyte file is read in constant memory. Element names
 * are compared by local name (namespace prefixes dropped), so `tmk:Trademark` and `Trademark`
 * are the same thing. saxes does not expand DTD entities or fetch external DTDs, so entity
 * bombs and external entity tricks do not apply.
 */
import { SaxesParser } from "saxes"

export interface XNode {
  readonly name: string
  readonly attrs: Readonly<Record<string, string>>
  readonly children: Array<XNode>
  text: string
  /** Records only, with XmlRecordOptions.withContext: the header texts seen before the record. */
  readonly context?: Readonly<Record<string, string>>
}

export interface XmlRecordOptions {
  /** Local names of record elements (outermost match only: a record never nests a record). */
  readonly records: ReadonlySet<string>
  /** Leaf text outside records (file headers), by local name. */
  readonly onHeader?: (name: string, text: string) => void
  /** Attach the latest header text per name to each record (journal sections and the like). */
  readonly withContext?: boolean
}

/** A record element too large to be a record (a broken or hostile file). */
const MAX_RECORD_CHARS = 16 * 1024 * 1024

const localName = (qname: string): string => {
  const i = qname.indexOf(":")
  return i < 0 ? qname : qname.slice(i + 1)
}

export class XmlFormatError extends Error {}

export async function* xmlRecords(input: AsyncIterable<string | Buffer>, options: XmlRecordOptions): AsyncGenerator<XNode> {
  const parser = new SaxesParser({ position: true })
  const ready: Array<XNode> = []
  const stack: Array<XNode> = []
  let headerName: string | undefined
  let headerText = ""
  let recordChars = 0
  const latest: Record<string, string> = {}

  parser.on("opentag", (tag) => {
    const name = localName(tag.name)
    if (stack.length === 0 && !options.records.has(name)) {
      headerName = name
      headerText = ""
      return
    }
    const attrs: Record<string, string> = {}
    for (const [k, v] of Object.entries(tag.attributes as Record<string, string>)) attrs[localName(k)] = v
    const node: XNode = stack.length === 0 && options.withContext === true
      ? { name, attrs, children: [], text: "", context: { ...latest } }
      : { name, attrs, children: [], text: "" }
    if (stack.length > 0) stack[stack.length - 1]!.children.push(node)
    else recordChars = 0
    stack.push(node)
  })
  const onText = (text: string): void => {
    if (stack.length > 0) {
      recordChars += text.length
      if (recordChars > MAX_RECORD_CHARS) throw new XmlFormatError(`a record is larger than ${MAX_RECORD_CHARS} characters`)
      stack[stack.length - 1]!.text += text
    } else if (headerName !== undefined) headerText += text
  }
  parser.on("text", onText)
  parser.on("cdata", onText)
  parser.on("closetag", () => {
    if (stack.length === 0) {
      if (headerName !== undefined && headerText.trim() !== "") {
        if (options.withContext === true) latest[headerName] = headerText.trim()
        options.onHeader?.(headerName, headerText.trim())
      }
      headerName = undefined
      return
    }
    const node = stack.pop()!
    if (stack.length === 0) ready.push(node)
  })

  const write = (chunk: string | null): void => {
    try {
      if (chunk === null) parser.close()
      else parser.write(chunk)
    } catch (e) {
      if (e instanceof XmlFormatError) throw e
      throw new XmlFormatError(e instanceof Error ? e.message : String(e))
    }
  }

  const decoder = new TextDecoder("utf-8")
  for await (const chunk of input) {
    write(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }))
    while (ready.length > 0) yield ready.shift()!
  }
  const rest = decoder.decode()
  if (rest !== "") write(rest)
  write(null)
  while (ready.length > 0) yield ready.shift()!
}

// ---------------------------------------------------------------------------------------------
// Small accessors over XNode trees (paths are local names).
// ---------------------------------------------------------------------------------------------

export const child = (node: XNode | undefined, ...path: ReadonlyArray<string>): XNode | undefined => {
  let cur = node
  for (const name of path) {
    if (cur === undefined) return undefined
    cur = cur.children.find((c) => c.name === name)
  }
  return cur
}

export const children = (node: XNode | undefined, ...path: ReadonlyArray<string>): Array<XNode> => {
  if (node === undefined || path.length === 0) return []
  let level: Array<XNode> = [node]
  for (const name of path) level = level.flatMap((n) => n.children.filter((c) => c.name === name))
  return level
}

/** Trimmed text at a path; undefined when absent or blank. */
export const text = (node: XNode | undefined, ...path: ReadonlyArray<string>): string | undefined => {
  const t = child(node, ...path)?.text.replace(/\s+/g, " ").trim()
  return t === undefined || t === "" ? undefined : t
}

/** First descendant (depth-first) with one of these local names. */
export const find = (node: XNode | undefined, names: ReadonlyArray<string>): XNode | undefined => {
  if (node === undefined) return undefined
  for (const c of node.children) {
    if (names.includes(c.name)) return c
    const hit = find(c, names)
    if (hit !== undefined) return hit
  }
  return undefined
}

export const findText = (node: XNode | undefined, names: ReadonlyArray<string>): string | undefined => {
  const hit = find(node, names)
  return hit === undefined ? undefined : text(hit)
}

/** All descendants with a local name. */
export const findAll = (node: XNode | undefined, name: string, out: Array<XNode> = []): Array<XNode> => {
  if (node === undefined) return out
  for (const c of node.children) {
    if (c.name === name) out.push(c)
    else findAll(c, name, out)
  }
  return out
}
