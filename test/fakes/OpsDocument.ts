/**
 * A tiny element tree for the fake EPO OPS, rendered either as OPS XML
 * (namespaced, the default) or as OPS JSON — the mechanical conversion OPS
 * serves on `Accept: application/json`: text in "$", attributes as "@name",
 * and a child element that occurs once is an object while a repeated one
 * is an array (the single-versus-array quirk clients must survive).
 */

export interface OpsElement {
  readonly name: string
  readonly attrs: Readonly<Record<string, string>>
  readonly children: ReadonlyArray<OpsElement | string>
}

type Child = OpsElement | string | undefined | null | false | ReadonlyArray<OpsElement | undefined | null | false>

/** `el("doc-number", {}, "3845123")`; undefined/false children are skipped, arrays are spread. */
export const el = (
  name: string,
  attrs: Readonly<Record<string, string | undefined>> = {},
  ...children: ReadonlyArray<Child>
): OpsElement => {
  const flat: Array<OpsElement | string> = []
  for (const c of children) {
    if (c === undefined || c === null || c === false) continue
    if (Array.isArray(c)) {
      for (const x of c as ReadonlyArray<OpsElement | undefined | null | false>) {
        if (x !== undefined && x !== null && x !== false) flat.push(x)
      }
    } else flat.push(c as OpsElement | string)
  }
  const cleanAttrs: Record<string, string> = {}
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) cleanAttrs[k] = v
  return { name, attrs: cleanAttrs, children: flat }
}

export const NAMESPACES = {
  "xmlns:ops": "http://ops.epo.org",
  xmlns: "http://www.epo.org/exchange",
  "xmlns:xlink": "http://www.w3.org/1999/xlink"
}

/** The OPS envelope: `<ops:world-patent-data>` with its namespaces. */
export const worldPatentData = (...children: ReadonlyArray<Child>): OpsElement => el("ops:world-patent-data", NAMESPACES, ...children)

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, "&quot;")

const renderXml = (e: OpsElement): string => {
  const attrs = Object.entries(e.attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join("")
  if (e.children.length === 0) return `<${e.name}${attrs}/>`
  const inner = e.children.map((c) => (typeof c === "string" ? escapeText(c) : renderXml(c))).join("")
  return `<${e.name}${attrs}>${inner}</${e.name}>`
}

export const toXml = (root: OpsElement): string => `<?xml version="1.0" encoding="UTF-8"?>\n${renderXml(root)}`

const toJsonValue = (e: OpsElement): unknown => {
  const out: Record<string, unknown> = {}
  const xmlns: Record<string, string> = {}
  for (const [k, v] of Object.entries(e.attrs)) {
    if (k === "xmlns") xmlns["$"] = v
    else if (k.startsWith("xmlns:")) xmlns[k.slice(6)] = v
    else out[`@${k}`] = v
  }
  if (Object.keys(xmlns).length > 0) out["@xmlns"] = xmlns
  const text = e.children.filter((c): c is string => typeof c === "string").join("")
  if (text !== "") out["$"] = text
  const groups = new Map<string, Array<unknown>>()
  for (const c of e.children) {
    if (typeof c === "string") continue
    const list = groups.get(c.name) ?? []
    list.push(toJsonValue(c))
    groups.set(c.name, list)
  }
  for (const [name, values] of groups) out[name] = values.length === 1 ? values[0] : values
  return out
}

export const toOpsJson = (root: OpsElement): string => JSON.stringify({ [root.name]: toJsonValue(root) })

/** `<fault xmlns="http://ops.epo.org"><code/><message/></fault>` */
export const fault = (code: string, message: string): OpsElement =>
  el("fault", { xmlns: "http://ops.epo.org" }, el("code", {}, code), el("message", {}, message))

/** `<error><code/><message/><description/></error>` (auth and fair-use errors). */
export const errorDoc = (code: number, message: string, description?: string, moreInfo?: string): OpsElement =>
  el(
    "error",
    {},
    el("code", {}, String(code)),
    el("message", {}, message),
    description !== undefined ? el("description", {}, description) : undefined,
    moreInfo !== undefined ? el("moreInfo", {}, moreInfo) : undefined
  )
