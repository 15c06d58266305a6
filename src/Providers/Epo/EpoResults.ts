/** What the EPO adapter answers with (also the tools' output shapes and the cache's disk schema). */
import { Schema } from "effect"
import { PatentDetail, PatentJurisdiction, PatentStatus, PatentSummary } from "../../Domain/Patent.js"

export const EpSearchPage = Schema.Struct({
  results: Schema.Array(PatentSummary),
  /** OPS's `total-result-count`; absent when a page past the end came back empty. */
  totalResults: Schema.optional(Schema.Int),
  /** OPS counts at most 10,000 hits: the real total may be higher. */
  totalIsCapped: Schema.Boolean,
  offset: Schema.Int,
  limit: Schema.Int,
  hasMore: Schema.Boolean,
  /** The CQL sent to OPS. */
  cql: Schema.String
})
export type EpSearchPage = typeof EpSearchPage.Type

export const CurrentPatentStatus = Schema.Struct({
  code: PatentStatus,
  description: Schema.String.annotations({
    description: "The office's wording (EP Register status text or the legal event), or why there is no status"
  }),
  date: Schema.optional(Schema.String),
  isLive: Schema.Boolean
})
export type CurrentPatentStatus = typeof CurrentPatentStatus.Type

export const EpStatusResult = Schema.Struct({
  patent: PatentDetail,
  currentStatus: CurrentPatentStatus,
  notes: Schema.Array(Schema.String)
})
export type EpStatusResult = typeof EpStatusResult.Type

export const FamilyMember = Schema.Struct({
  jurisdiction: PatentJurisdiction,
  publicationNumber: Schema.String.annotations({ description: "EPODOC form with kind code, e.g. US10123456B2" }),
  applicationNumber: Schema.String,
  familyId: Schema.String,
  kindCode: Schema.optional(Schema.String),
  publicationDate: Schema.optional(Schema.String)
})
export type FamilyMember = typeof FamilyMember.Type

export const EpFamilyResult = Schema.Struct({
  queryPatent: Schema.Struct({
    input: Schema.String,
    publicationNumber: Schema.String.annotations({ description: "The number as understood, EPODOC form (kind code when given)" }),
    jurisdiction: PatentJurisdiction,
    kindCode: Schema.optional(Schema.String)
  }),
  familyId: Schema.optional(Schema.String),
  /** Publications in the family (one row each: A1 and B1 of one application are two members). */
  totalMembers: Schema.Int,
  /** Applications in the family (distinct application numbers; OPS has a member per publication). */
  totalApplications: Schema.Int,
  members: Schema.Array(FamilyMember),
  jurisdictions: Schema.Array(PatentJurisdiction)
})
export type EpFamilyResult = typeof EpFamilyResult.Type
