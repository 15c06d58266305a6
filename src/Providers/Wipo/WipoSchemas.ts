import { Schema } from "effect"
import { LangText, XmlElement } from "../Shared/SchemaKit.js"

/*
 * Madrid Monitor's per-IR record (`/madrid/monitor/api/v1/data/{IRN}`):
 * WIPO ST.66 (Romarin v1.3) `Transaction` XML in namespace
 * http://www.wipo.int/standards/XMLSchema/trademarks (upstream-offices.md
 * §7), parsed by MarkupDecode with namespace prefixes dropped. Only the
 * elements we map are declared; every value is text.
 */

/** Elements that repeat in ST.66, so always parsed as lists. */
export const WIPO_REPEATED = [
  "TradeMark",
  "ClassDescription",
  "GoodsServicesDescription",
  "Applicant",
  "Representative",
  "Priority",
  "DesignatedCountry",
  "MarkEvent",
  "MarkImage",
  "CategoryCode",
  "FreeFormatNameLine",
  "FreeFormatAddressLine",
  "MarkDisclaimer",
  "MarkRecord"
] as const

const Text = Schema.String
const optText = Schema.optional(Text)

const FormattedNameAddress = Schema.Struct({
  Name: XmlElement(
    Schema.Struct({
      FreeFormatName: XmlElement(
        Schema.Struct({ FreeFormatNameDetails: XmlElement(Schema.Struct({ FreeFormatNameLine: Schema.optional(Schema.Array(Text)) })) })
      )
    })
  ),
  Address: XmlElement(
    Schema.Struct({
      AddressCountryCode: optText,
      FreeFormatAddress: XmlElement(Schema.Struct({ FreeFormatAddressLine: Schema.optional(Schema.Array(Text)) }))
    })
  )
})
export type WipoNameAddress = typeof FormattedNameAddress.Type

export const WipoApplicant = Schema.Struct({
  ApplicantIdentifier: optText,
  ApplicantLegalEntity: optText,
  ApplicantAddressBook: XmlElement(Schema.Struct({ FormattedNameAddress: XmlElement(FormattedNameAddress) }))
})
export const WipoRepresentative = Schema.Struct({
  RepresentativeIdentifier: optText,
  RepresentativeAddressBook: XmlElement(Schema.Struct({ FormattedNameAddress: XmlElement(FormattedNameAddress) }))
})

const ClassDescription = Schema.Struct({
  ClassNumber: Text,
  GoodsServicesDescription: Schema.optional(Schema.Array(LangText))
})

export const WipoTradeMark = Schema.Struct({
  RegistrationOfficeCode: optText,
  ApplicationNumber: optText,
  ApplicationDate: optText,
  /** Absent in Madrid Monitor's records: WIPO's Romarin export puts the IR number in ApplicationNumber. */
  RegistrationNumber: optText,
  RegistrationDate: optText,
  ExpiryDate: optText,
  OfficeOriginCode: optText,
  ApplicationLanguageCode: optText,
  MarkCurrentStatusCode: optText,
  MarkCurrentStatusDate: optText,
  KindMark: optText,
  MarkFeature: optText,
  WordMarkSpecification: XmlElement(Schema.Struct({ MarkVerbalElementText: optText })),
  MarkImageDetails: XmlElement(
    Schema.Struct({
      MarkImage: Schema.optional(
        Schema.Array(
          Schema.Struct({
            MarkImageURI: optText,
            MarkImageFilename: optText,
            MarkImageCategory: XmlElement(
              Schema.Struct({ CategoryCodeDetails: XmlElement(Schema.Struct({ CategoryCode: Schema.optional(Schema.Array(Text)) })) })
            )
          })
        )
      )
    })
  ),
  MarkDisclaimerDetails: XmlElement(Schema.Struct({ MarkDisclaimer: Schema.optional(Schema.Array(LangText)) })),
  GoodsServicesDetails: XmlElement(
    Schema.Struct({
      GoodsServices: XmlElement(
        Schema.Struct({
          ClassDescriptionDetails: XmlElement(Schema.Struct({ ClassDescription: Schema.optional(Schema.Array(ClassDescription)) }))
        })
      )
    })
  ),
  PriorityDetails: XmlElement(
    Schema.Struct({
      Priority: Schema.optional(
        Schema.Array(Schema.Struct({ PriorityCountryCode: optText, PriorityNumber: optText, PriorityDate: optText }))
      )
    })
  ),
  ApplicantDetails: XmlElement(Schema.Struct({ Applicant: Schema.optional(Schema.Array(WipoApplicant)) })),
  RepresentativeDetails: XmlElement(Schema.Struct({ Representative: Schema.optional(Schema.Array(WipoRepresentative)) })),
  DesignatedCountryDetails: XmlElement(
    Schema.Struct({
      DesignatedCountry: Schema.optional(Schema.Array(Schema.Struct({ DesignatedCountryCode: Text, DesignatedUnderCode: optText })))
    })
  ),
  /** Romarin's register entries: BasicRecordKind "Registration", "Total Cancellation", "Renunciation", "Non Renewal"... */
  MarkRecordDetails: XmlElement(
    Schema.Struct({
      MarkRecord: Schema.optional(
        Schema.Array(
          Schema.Struct({
            BasicRecord: XmlElement(
              Schema.Struct({
                BasicRecordKind: optText,
                RecordEffectiveDate: optText,
                RecordNotificationDate: optText,
                RecordFilingDate: optText
              })
            )
          })
        )
      )
    })
  ),
  MarkEventDetails: XmlElement(
    Schema.Struct({
      MarkEvent: Schema.optional(
        Schema.Array(
          Schema.Struct({ MarkEventDate: optText, MarkEventCode: optText, MarkEventDescriptionText: optText, MarkEventOfficeCode: optText })
        )
      )
    })
  )
})
export type WipoTradeMark = typeof WipoTradeMark.Type

/** The ST.66 envelope down to the TradeMark list (empty when WIPO has no such IR). */
export const WipoTransaction = Schema.Struct({
  Transaction: Schema.Struct({
    TradeMarkTransactionBody: XmlElement(
      Schema.Struct({
        TransactionContentDetails: XmlElement(
          Schema.Struct({
            TransactionData: XmlElement(
              Schema.Struct({ TradeMarkDetails: XmlElement(Schema.Struct({ TradeMark: Schema.optional(Schema.Array(WipoTradeMark)) })) })
            )
          })
        )
      })
    )
  })
})
export type WipoTransaction = typeof WipoTransaction.Type
