import { Schema } from "effect"
import { opt } from "../Shared/SchemaKit.js"

/*
 * USPTO TSDR case status JSON (`/ts/cd/casestatus/{sn|rn}{number}/info`,
 * upstream-offices.md §2.3). Only the fields we map are declared; others
 * are ignored. Nearly everything is optional and nullable: old files and
 * Madrid designations leave many parts out.
 */

/** Codes and numbers come as numbers in some records and strings in others. */
const NumberOrString = Schema.Union(Schema.Number, Schema.String)

const CodeName = Schema.Struct({ code: opt(NumberOrString), name: opt(Schema.String) })

export const TsdrParty = Schema.Struct({
  partyType: opt(NumberOrString),
  partyTypeDescription: opt(Schema.String),
  entityType: opt(Schema.Struct({ code: opt(NumberOrString), description: opt(Schema.String) })),
  name: opt(Schema.String),
  address1: opt(Schema.String),
  address2: opt(Schema.String),
  city: opt(Schema.String),
  addressStateCountry: opt(Schema.Struct({ stateCountry: opt(CodeName), iso: opt(CodeName) })),
  zip: opt(Schema.String)
})
export type TsdrParty = typeof TsdrParty.Type

const Flag = opt(Schema.Boolean)

export const TsdrCaseStatus = Schema.Struct({
  serialNumber: NumberOrString,
  markElement: opt(Schema.String),
  filingDate: opt(Schema.String),
  usRegistrationNumber: opt(NumberOrString),
  usRegistrationDate: opt(Schema.String),
  registrationDate: opt(Schema.String),
  status: opt(NumberOrString),
  statusDate: opt(Schema.String),
  extStatusDesc: opt(Schema.String),
  intStatusDesc: opt(Schema.String),
  tm5Status: opt(NumberOrString),
  tm5StatusDesc: opt(Schema.String),
  dateAbandoned: opt(Schema.String),
  dateCancelled: opt(Schema.String),
  dateExpired: opt(Schema.String),
  expirationDate: opt(Schema.String),
  renewalDate: opt(Schema.String),
  trademark: Flag,
  serviceMark: Flag,
  certificationMark: Flag,
  collectiveMembershipMark: Flag,
  collectiveServiceMark: Flag,
  collectiveTradeMark: Flag,
  markDrawingCd: opt(NumberOrString),
  markDrawDesc: opt(Schema.String),
  standardChar: Flag,
  designSearchList: opt(Schema.Array(Schema.Struct({ code: opt(NumberOrString), descriptions: opt(Schema.Array(Schema.String)) }))),
  filedUse: Flag,
  filedItu: Flag,
  filed44d: Flag,
  filed44e: Flag,
  filed66a: Flag,
  useCurr: Flag,
  ituCurr: Flag,
  sect44dCurr: Flag,
  sect44eCurr: Flag,
  sect66aCurr: Flag,
  supplementalRegister: Flag,
  disclaimer: opt(Schema.String),
  descOfMark: opt(Schema.String),
  colorClaimed: opt(Schema.String),
  correspondence: opt(
    Schema.Struct({
      attorneyName: opt(Schema.String),
      individualFullName: opt(Schema.String),
      address: opt(
        Schema.Struct({
          line1: opt(Schema.String),
          line2: opt(Schema.String),
          city: opt(Schema.String),
          postalCode: opt(Schema.String),
          countryCode: opt(Schema.String)
        })
      )
    })
  )
})
export type TsdrCaseStatus = typeof TsdrCaseStatus.Type

export const TsdrGoodsServices = Schema.Struct({
  primeClassCode: opt(NumberOrString),
  internationalClasses: opt(Schema.Array(Schema.Struct({ code: opt(NumberOrString), description: opt(Schema.String) }))),
  description: opt(Schema.String),
  statusCode: opt(NumberOrString),
  statusDescription: opt(Schema.String),
  firstUseDate: opt(NumberOrString),
  firstUseInCommerceDate: opt(NumberOrString)
})
export type TsdrGoodsServices = typeof TsdrGoodsServices.Type

export const TsdrEvent = Schema.Struct({
  entryNumber: opt(NumberOrString),
  entryCode: opt(Schema.String),
  entryType: opt(Schema.String),
  entryDate: opt(Schema.String),
  entryDesc: opt(Schema.String),
  proceedingNum: opt(NumberOrString)
})
export type TsdrEvent = typeof TsdrEvent.Type

export const TsdrTrademark = Schema.Struct({
  status: TsdrCaseStatus,
  parties: opt(Schema.Struct({ ownerGroups: opt(Schema.Record({ key: Schema.String, value: Schema.Array(TsdrParty) })) })),
  gsList: opt(Schema.Array(TsdrGoodsServices)),
  prosecutionHistory: opt(Schema.Array(TsdrEvent)),
  publication: opt(Schema.Struct({ datePublished: opt(Schema.String), noticeOfAllowanceDate: opt(Schema.String) })),
  internationalData: Flag
})
export type TsdrTrademark = typeof TsdrTrademark.Type

/** The answer: one record, or an empty list for an unknown number (the office also answers 404). */
export const TsdrCaseStatusResponse = Schema.Struct({ trademarks: Schema.Array(TsdrTrademark) })
export type TsdrCaseStatusResponse = typeof TsdrCaseStatusResponse.Type
