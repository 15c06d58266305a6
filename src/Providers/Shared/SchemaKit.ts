/**
 * Schema building blocks for office payloads: fields that may be absent or
 * null (every office), and for XML flattened to JSON or parsed from XML, a
 * child that occurs once is not wrapped in a list and numbers may come as
 * numbers or digit strings.
 */
import { Schema } from "effect"

/** Optional and nullable: offices omit fields or send null. */
export const opt = <A, I>(s: Schema.Schema<A, I, never>) => Schema.optional(Schema.NullOr(s))

/** One element or a list of them, always a list after decoding. */
export const OneOrMany = <A, I>(item: Schema.Schema<A, I, never>) =>
  Schema.transform(Schema.Union(Schema.Array(item), item), Schema.Array(Schema.typeSchema(item)), {
    strict: true,
    decode: (v) => (Array.isArray(v) ? (v as ReadonlyArray<A>) : [v as A]),
    encode: (v) => v
  })

/** A whole number sent as a number (123) or a digit string ("0123"); the digits as a string. */
export const Digits = Schema.transform(
  Schema.Union(Schema.Int.pipe(Schema.nonNegative()), Schema.String.pipe(Schema.pattern(/^\s*\d+\s*$/))),
  Schema.String,
  { strict: true, decode: (v) => String(v).trim(), encode: (s) => s }
)

/** Element text: a plain string, or `{ "#text": ..., "@attr": ... }` when the element has attributes. */
export const XmlText = Schema.transform(
  Schema.Union(
    Schema.String,
    Schema.Struct({ "#text": Schema.optional(Schema.String) }, Schema.Record({ key: Schema.String, value: Schema.Unknown }))
  ),
  Schema.String,
  { strict: true, decode: (v) => (typeof v === "string" ? v : (v["#text"] ?? "")), encode: (s) => s }
)

/**
 * An XML element parsed to an object: absent, or empty (`<X/>` parses as
 * ""), is null after decoding.
 */
export const XmlElement = <A, I>(s: Schema.Schema<A, I, never>) =>
  Schema.optional(
    Schema.transform(Schema.Union(s, Schema.Literal(""), Schema.Null), Schema.NullOr(Schema.typeSchema(s)), {
      strict: true,
      decode: (v) => (v === "" || v === null ? null : (v as A)),
      encode: (v) => v
    })
  )

/** Text with a language attribute: `<X languageCode="en">...</X>` or plain `<X>...</X>`. */
export const LangText = Schema.transform(
  Schema.Union(Schema.String, Schema.Struct({ "#text": Schema.optional(Schema.String), "@languageCode": Schema.optional(Schema.String) })),
  Schema.Struct({ text: Schema.String, language: Schema.optional(Schema.String) }),
  {
    strict: true,
    decode: (v) =>
      typeof v === "string"
        ? { text: v }
        : { text: v["#text"] ?? "", ...(v["@languageCode"] !== undefined ? { language: v["@languageCode"] } : {}) },
    encode: (v) => ({ "#text": v.text, ...(v.language !== undefined ? { "@languageCode": v.language } : {}) })
  }
)
