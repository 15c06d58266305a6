/**
 * XML and HTML bodies from offices that do not speak JSON (WIPO ST.66 XML,
 * UKIPO and CIPO case pages). A body that is not what we expect is a
 * PROVIDER_ERROR with a short reason, never a crash.
 */
import { Effect } from "effect"
import { XMLParser, XMLValidator } from "fast-xml-parser"
import { type HTMLElement, parse as parseHtml } from "node-html-parser"
import { ToolError } from "../../Domain/ToolError.js"

export const unexpectedResponse = (provider: string, reason: string): ToolError =>
  ToolError.create("PROVIDER_ERROR", `${provider} returned an unexpected response: ${reason}`, { provider, retryable: false })

export interface XmlOptions {
  /** Element names (without namespace prefix) that are always arrays, even when they occur once. */
  readonly arrays: ReadonlyArray<string>
}

/**
 * Parses XML into plain objects: namespace prefixes dropped, attributes as
 * `@name`, text of elements with attributes as `#text`, every value a
 * string (leading zeros kept). Entity declarations are refused outright
 * (no office format uses them; they only serve expansion attacks).
 */
export const parseUpstreamXml = (provider: string, body: string, options: XmlOptions): Effect.Effect<unknown, ToolError> =>
  Effect.suspend(() => {
    const text = body.replace(/^\uFEFF/, "").trim()
    if (text === "") return Effect.fail(unexpectedResponse(provider, "the body was empty, XML was expected"))
    if (!text.startsWith("<")) return Effect.fail(unexpectedResponse(provider, "the body is not XML"))
    if (/<!ENTITY/i.test(text)) return Effect.fail(unexpectedResponse(provider, "the XML declares entities, which are not accepted"))
    const valid = XMLValidator.validate(text)
    if (valid !== true) return Effect.fail(unexpectedResponse(provider, `the body is not well-formed XML (line ${valid.err.line})`))
    const arrays = new Set(options.arrays)
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: true,
      processEntities: true,
      htmlEntities: false,
      isArray: (name) => arrays.has(name)
    })
    return Effect.try({
      try: () => parser.parse(text) as unknown,
      catch: () => unexpectedResponse(provider, "the body is not well-formed XML")
    })
  })

/** Parses an HTML page; an empty or non-HTML body is a PROVIDER_ERROR. */
export const parseUpstreamHtml = (provider: string, body: string): Effect.Effect<HTMLElement, ToolError> =>
  Effect.suspend(() => {
    const text = body.trim()
    if (text === "") return Effect.fail(unexpectedResponse(provider, "the body was empty, an HTML page was expected"))
    if (!text.startsWith("<") || !/<(html|body|main|div)\b/i.test(text)) {
      return Effect.fail(unexpectedResponse(provider, "the body is not an HTML page"))
    }
    return Effect.try({
      try: () => parseHtml(text, { comment: false, blockTextElements: { script: false, style: false, noscript: false } }),
      catch: () => unexpectedResponse(provider, "the HTML page could not be parsed")
    })
  })

/**
 * Text of an element with whitespace collapsed; a `<br>` becomes
 * `lineBreak` (addresses: ", "). Undefined when absent or blank.
 */
export const textOf = (el: HTMLElement | null | undefined, lineBreak = " "): string | undefined => {
  if (el === null || el === undefined) return undefined
  const source = /<br\s*\/?>/i.test(el.innerHTML) ? parseHtml(el.innerHTML.replace(/\s*<br\s*\/?>\s*/gi, `\u0000`)) : el
  const t = source.text
    .replace(/\s+/g, " ")
    .replace(/ ?\u0000 ?/g, lineBreak)
    .trim()
  return t === "" ? undefined : t
}

/**
 * A definition list as label → value (labels lower-cased, trailing colons
 * dropped). Several lists can be merged; the first occurrence of a label wins.
 */
export const definitions = (lists: ReadonlyArray<HTMLElement>): Map<string, HTMLElement> => {
  const out = new Map<string, HTMLElement>()
  for (const dl of lists) {
    for (const dt of dl.querySelectorAll("dt")) {
      const label = textOf(dt)?.replace(/:$/, "").toLowerCase()
      let dd = dt.nextElementSibling
      while (dd !== null && dd.tagName !== "DD" && dd.tagName !== "DT") dd = dd.nextElementSibling
      if (label !== undefined && dd !== null && dd.tagName === "DD" && !out.has(label)) out.set(label, dd)
    }
  }
  return out
}
