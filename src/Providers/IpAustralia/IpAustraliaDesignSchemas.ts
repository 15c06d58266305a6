import { Schema } from "effect"
import { opt } from "../Shared/SchemaKit.js"
import { AuParty } from "./IpAustraliaSchemas.js"

/*
 * Australian Design Search API payloads (upstream-offices.md §4.3). IP
 * Australia does not publish the record's field names: these follow the
 * trade mark API's conventions (`number`, `statusGroup`/`statusCode`/
 * `statusDetail`, ApiParty for people, nullable everything) and the
 * contents IPKit's au_design_status shows (product names, Locarno classes
 * with AU's suffixes, designers, convention priorities, related designs,
 * statement of newness and distinctiveness, lifecycle indicators, image
 * URLs). Our reading, unverified; unknown fields are ignored.
 */

const Text = opt(Schema.String)

/** A Locarno code as AU writes it: "06-01", "09-01E". */
export const AuDesignClassification = Schema.Struct({
  code: Schema.String,
  description: Text
})

export const AuDesign = Schema.Struct({
  /** The design number (AU: also the application number), e.g. "202115234". */
  number: Schema.String,
  statusGroup: Text,
  statusCode: Text,
  statusDetail: Text,
  productNames: opt(Schema.Array(Schema.String)),
  classifications: opt(Schema.Array(AuDesignClassification)),
  applicants: opt(Schema.Array(AuParty)),
  addressForService: opt(Schema.Array(AuParty)),
  designers: opt(Schema.Array(AuParty)),
  conventionPriority: opt(
    Schema.Array(
      Schema.Struct({
        countryCode: Text,
        applicationNumber: Text,
        priorityDate: Text
      })
    )
  ),
  filingDate: Text,
  priorityDate: Text,
  registrationDate: Text,
  publicationDate: Text,
  certificationDate: Text,
  renewalDueDate: Text,
  expiryDate: Text,
  ceasedDate: Text,
  statementOfNewnessAndDistinctiveness: Text,
  indicators: opt(Schema.Record({ key: Schema.String, value: Schema.NullOr(Schema.Boolean) })),
  relatedDesigns: opt(
    Schema.Array(
      Schema.Struct({
        relationshipType: Text,
        number: Schema.String,
        date: Text
      })
    )
  ),
  images: opt(Schema.Struct({ images: opt(Schema.Array(Schema.String)) }))
})
export type AuDesign = typeof AuDesign.Type

/** `POST /page/advanced`: one page of full records. */
export const AuDesignPage = Schema.Struct({
  count: opt(Schema.Int),
  designs: Schema.Array(AuDesign)
})
export type AuDesignPage = typeof AuDesignPage.Type
