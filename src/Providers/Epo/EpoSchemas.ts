/**
 * EPO OPS XML (upstream-offices.md §6.3), as `parseUpstreamXml` gives it:
 * namespace prefixes dropped (`ops:family-member` → `family-member`),
 * attributes as `@name`, text as a string or `#text`. Every repeatable
 * element is a list after decoding, whether OPS sent one or many; an empty
 * container element (`<applicants/>`) counts as absent.
 */
import { Schema } from "effect"
import { Digits, OneOrMany, XmlText } from "../Shared/SchemaKit.js"

/** Element names that are lists even when they occur once (passed to the XML parser). */
export const EPO_ARRAY_ELEMENTS = [
  "exchange-documents",
  "exchange-document",
  "document-id",
  "invention-title",
  "classification-ipcr",
  "patent-classification",
  "applicant",
  "inventor",
  "abstract",
  "p",
  "priority-claim",
  "family-member",
  "publication-reference",
  "application-reference",
  "legal"
] as const

const Attr = Schema.optional(Schema.String)

/** An element that may be empty (`<x/>` parses as ""): absent when empty. */
const Container = <A, I>(s: Schema.Schema<A, I, never>) =>
  Schema.optional(
    Schema.transform(Schema.Union(s, Schema.Literal("")), Schema.UndefinedOr(Schema.typeSchema(s)), {
      strict: true,
      decode: (v) => (v === "" ? undefined : (v as A)),
      encode: (v) => (v === undefined ? "" : v)
    })
  )

/** Text with its language: `<invention-title lang="en">…</invention-title>`. */
export const LangText = Schema.transform(
  Schema.Union(
    Schema.String,
    Schema.Struct({ "#text": Schema.optional(Schema.String), "@lang": Attr }, Schema.Record({ key: Schema.String, value: Schema.Unknown }))
  ),
  Schema.Struct({ text: Schema.String, lang: Schema.optional(Schema.String) }),
  {
    strict: true,
    decode: (v) =>
      typeof v === "string" ? { text: v } : { text: v["#text"] ?? "", ...(v["@lang"] !== undefined ? { lang: v["@lang"] } : {}) },
    encode: (v) => ({ "#text": v.text, ...(v.lang !== undefined ? { "@lang": v.lang } : {}) })
  }
)
export type LangText = typeof LangText.Type

export const DocumentId = Schema.Struct({
  "@document-id-type": Attr,
  country: Schema.optional(XmlText),
  "doc-number": XmlText,
  kind: Schema.optional(XmlText),
  date: Schema.optional(XmlText)
})
export type DocumentId = typeof DocumentId.Type

export const Reference = Schema.Struct({ "@doc-id": Attr, "document-id": OneOrMany(DocumentId) })
export type Reference = typeof Reference.Type

export const PriorityClaim = Schema.Struct({
  "@sequence": Attr,
  "@kind": Attr,
  "document-id": OneOrMany(DocumentId)
})
export type PriorityClaim = typeof PriorityClaim.Type

const ClassificationIpcr = Schema.Struct({ "@sequence": Attr, text: XmlText })

const PatentClassification = Schema.Struct({
  "@sequence": Attr,
  "classification-scheme": Schema.optional(Schema.Struct({ "@scheme": Attr, "@office": Attr })),
  section: Schema.optional(XmlText),
  class: Schema.optional(XmlText),
  subclass: Schema.optional(XmlText),
  "main-group": Schema.optional(XmlText),
  subgroup: Schema.optional(XmlText)
})
export type PatentClassification = typeof PatentClassification.Type

const Applicant = Schema.Struct({ "@sequence": Attr, "@data-format": Attr, "applicant-name": Schema.Struct({ name: XmlText }) })
const Inventor = Schema.Struct({ "@sequence": Attr, "@data-format": Attr, "inventor-name": Schema.Struct({ name: XmlText }) })
export type Applicant = typeof Applicant.Type
export type Inventor = typeof Inventor.Type

export const BibliographicData = Schema.Struct({
  "publication-reference": Schema.optional(OneOrMany(Reference)),
  "application-reference": Schema.optional(OneOrMany(Reference)),
  "priority-claims": Container(Schema.Struct({ "priority-claim": OneOrMany(PriorityClaim) })),
  "invention-title": Schema.optional(OneOrMany(LangText)),
  "classifications-ipcr": Container(Schema.Struct({ "classification-ipcr": OneOrMany(ClassificationIpcr) })),
  "patent-classifications": Container(Schema.Struct({ "patent-classification": OneOrMany(PatentClassification) })),
  parties: Container(
    Schema.Struct({
      applicants: Container(Schema.Struct({ applicant: OneOrMany(Applicant) })),
      inventors: Container(Schema.Struct({ inventor: OneOrMany(Inventor) }))
    })
  )
})
export type BibliographicData = typeof BibliographicData.Type

const Abstract = Schema.Struct({ "@lang": Attr, p: Schema.optional(OneOrMany(XmlText)) })

export const ExchangeDocument = Schema.Struct({
  "@family-id": Attr,
  "@country": Attr,
  "@doc-number": Attr,
  "@kind": Attr,
  /** OPS marks numbers it does not have with status="not found". */
  "@status": Attr,
  "bibliographic-data": Schema.optional(BibliographicData),
  abstract: Schema.optional(OneOrMany(Abstract))
})
export type ExchangeDocument = typeof ExchangeDocument.Type

const ExchangeDocuments = OneOrMany(Schema.Struct({ "exchange-document": Schema.optional(OneOrMany(ExchangeDocument)) }))

export const SearchResponse = Schema.Struct({
  "world-patent-data": Schema.Struct({
    "biblio-search": Schema.Struct({
      "@total-result-count": Digits,
      range: Schema.optional(Schema.Struct({ "@begin": Digits, "@end": Digits })),
      "search-result": Container(Schema.Struct({ "exchange-documents": Schema.optional(ExchangeDocuments) }))
    })
  })
})
export type SearchResponse = typeof SearchResponse.Type

export const BiblioResponse = Schema.Struct({
  "world-patent-data": Schema.Struct({ "exchange-documents": ExchangeDocuments })
})
export type BiblioResponse = typeof BiblioResponse.Type

/** One INPADOC legal event: `<ops:legal code desc infl>` with `L001EP`... children (kept as a record). */
export const LegalEvent = Schema.Struct(
  { "@code": Attr, "@desc": Attr, "@infl": Attr },
  Schema.Record({ key: Schema.String, value: Schema.Unknown })
)
export type LegalEvent = typeof LegalEvent.Type

export const FamilyMember = Schema.Struct({
  "@family-id": Attr,
  "publication-reference": Schema.optional(OneOrMany(Reference)),
  "application-reference": Schema.optional(OneOrMany(Reference)),
  "priority-claim": Schema.optional(OneOrMany(PriorityClaim)),
  legal: Schema.optional(OneOrMany(LegalEvent))
})
export type FamilyMember = typeof FamilyMember.Type

/** `/family/...` and `/legal/...` both answer with an `ops:patent-family`. */
export const FamilyResponse = Schema.Struct({
  "world-patent-data": Schema.Struct({
    "patent-family": Schema.Struct({
      "@total-result-count": Schema.optional(Digits),
      "@legal": Attr,
      "family-member": Schema.optional(OneOrMany(FamilyMember))
    })
  })
})
export type FamilyResponse = typeof FamilyResponse.Type

/** Error bodies: `<fault xmlns="http://ops.epo.org"><code/><message/></fault>` or `<error><code/><message/>…</error>`. */
export const FaultBody = Schema.Union(
  Schema.Struct({ fault: Schema.Struct({ code: XmlText, message: Schema.optional(XmlText) }) }),
  Schema.Struct({
    error: Schema.Struct({ code: Schema.optional(XmlText), message: Schema.optional(XmlText), description: Schema.optional(XmlText) })
  })
)
export type FaultBody = typeof FaultBody.Type
