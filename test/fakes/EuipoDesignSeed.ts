/**
 * Made-up registered Community designs in EUIPO's real format
 * (upstream-offices.md §3.3), for the fake EUIPO Design Search API. Covers
 * all sixteen design statuses and one the office might add, a multiple
 * application (015001234-0001..0003), a deferred publication, invalidity
 * decisions, a class-only Locarno code, and applicants whose names the
 * office hides in search results (partial read access). Applicants share
 * identifiers with the trade mark seed (see EuipoPersonSeed.ts).
 */
import {
  APPLEWOOD_ID,
  KESTREL_LABS_ID,
  LUMEN_ID,
  MUSTER_ID,
  NORDIC_SEATING_ID,
  NORDLICHT_ID,
  POMONA_ID,
  SOLBERG_ID,
  SOLVEIG_ID,
  STUDIO_2024_ID,
  VELVET_ID
} from "./EuipoPersonSeed.js"

const APPLICANT_NAMES: Record<string, string> = {
  [KESTREL_LABS_ID]: "Kestrel Labs GmbH",
  [POMONA_ID]: "Pomona Devices Ltd",
  [NORDLICHT_ID]: "Nordlicht Kosmetik GmbH",
  [SOLVEIG_ID]: "Solveig Design ApS",
  [VELVET_ID]: "Velvet Trail SAS",
  [APPLEWOOD_ID]: "Applewood Furniture Ltd",
  [LUMEN_ID]: "Lumen Lighting sp. z o.o.",
  [NORDIC_SEATING_ID]: "Nordic Seating AB",
  [SOLBERG_ID]: "Ingrid Solberg",
  [STUDIO_2024_ID]: "Studio 2024 Srl"
}

type Row = readonly [
  designNumber: string,
  status: string,
  locarno: ReadonlyArray<string>,
  product: string,
  verbal: string | null,
  applicantId: string,
  applicationDate: string,
  registrationDate: string | null,
  options?: { readonly hideName?: boolean; readonly deferred?: boolean; readonly invalidity?: string }
]

const ROWS: ReadonlyArray<Row> = [
  ["015001234-0001", "REGISTERED_AND_FULLY_PUBLISHED", ["06.01"], "Chairs", null, NORDIC_SEATING_ID, "2023-05-10", "2023-05-22"],
  ["015001234-0002", "REGISTERED_AND_FULLY_PUBLISHED", ["06.01"], "Armchairs", null, NORDIC_SEATING_ID, "2023-05-10", "2023-05-22", {
    hideName: true
  }],
  ["015001234-0003", "REGISTERED_AND_SUBJECT_TO_DEFERMENT", ["06.01"], "Stools", null, NORDIC_SEATING_ID, "2023-05-10", "2023-05-22", {
    deferred: true
  }],
  ["002345678-0001", "REGISTERED", ["14.02"], "Computer mice", "KESTREL", KESTREL_LABS_ID, "2014-03-03", "2014-03-20"],
  ["008100001-0001", "RECEIVED", ["14.04"], "Graphical user interfaces", "KESTREL PAY", KESTREL_LABS_ID, "2025-02-01", null],
  ["008100002-0001", "UNDER_EXAMINATION", ["14.04"], "Icons", null, KESTREL_LABS_ID, "2025-01-15", null, { hideName: true }],
  ["008100003-0001", "REGISTRATION_PENDING", ["12.16"], "Drones", null, KESTREL_LABS_ID, "2024-12-20", null],
  ["008200001-0001", "APPEALABLE", ["28.03"], "Containers for cosmetics", "NORDLICHT", NORDLICHT_ID, "2024-06-01", null],
  ["008200002-0001", "APPEALED", ["09.01"], "Bottles", null, NORDLICHT_ID, "2024-03-01", null],
  ["007300001-0001", "INVALIDITY_PROCEDURE_PENDING", ["02.04"], "Footwear", null, VELVET_ID, "2019-02-02", "2019-02-15", {
    invalidity: "pending"
  }],
  ["006400001-0001", "DESIGN_DECLARED_INVALID", ["02.02"], "Jackets", "VELVET", VELVET_ID, "2018-01-10", "2018-01-25", {
    invalidity: "decided"
  }],
  ["006400002-0001", "LACK_OF_EFFECTS", ["14.03"], "Telephones", null, POMONA_ID, "2018-06-06", "2018-06-20"],
  ["005500001-0001", "SURRENDERED", ["26.05"], "Lamps", "LUMEN", LUMEN_ID, "2016-09-09", "2016-09-30"],
  ["001100001-0001", "EXPIRED", ["06.03"], "Tables", null, APPLEWOOD_ID, "2003-04-01", "2003-05-01"],
  ["008300001-0001", "WITHDRAWN", ["11.02"], "Vases", null, SOLVEIG_ID, "2024-02-02", null],
  ["008300002-0001", "REFUSED", ["32.00"], "Logos", "SOLVEIG", SOLVEIG_ID, "2023-08-08", null],
  ["004400001-0001", "SPLIT", ["06.01"], "Chairs", null, NORDIC_SEATING_ID, "2015-01-01", null],
  ["008400001-0001", "REGISTERED_AND_FULLY_PUBLISHED", ["14.02", "14.04"], "Smartphones", "APPLE", POMONA_ID, "2022-02-02", "2022-02-18"],
  ["008400002-0001", "REGISTERED", ["11"], "Ornaments", null, STUDIO_2024_ID, "2021-11-11", "2021-11-30"],
  ["008500001-0001", "REGISTERED_AND_FULLY_PUBLISHED", ["25.02"], "Wall panels", null, SOLBERG_ID, "2020-10-10", "2020-10-28", {
    hideName: true
  }],
  ["008500002-0001", "UNDER_TRANSFER_REVIEW", ["06.01"], "Benches", null, NORDIC_SEATING_ID, "2025-03-03", null]
]

const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const FRENCH: Record<string, string> = { Chairs: "Chaises", Armchairs: "Fauteuils", Lamps: "Lampes", Tables: "Tables" }

/** A full detail record (what GET /designs/{n} returns) for a row. */
const toRecord = (row: Row): Record<string, unknown> => {
  const [designNumber, status, locarno, product, verbal, applicantId, applicationDate, registrationDate, options = {}] = row
  const published = registrationDate !== null && options.deferred !== true
  return {
    designNumber,
    applicationNumber: designNumber.slice(0, 9),
    applicantReference: `REF-${designNumber.slice(5, 9)}`,
    applicationDate,
    ...(registrationDate !== null ? { registrationDate, effectiveDate: applicationDate, expiryDate: addYears(applicationDate, 5) } : {}),
    status,
    statusDate: registrationDate !== null ? addDays(registrationDate, 4) : addDays(applicationDate, 10),
    applicationLanguage: "en",
    secondLanguage: "de",
    publicationDefermentIndicator: options.deferred === true,
    ...(options.deferred === true ? { defermentExpirationDate: addDays(applicationDate, 900) } : {}),
    ...(registrationDate !== null ? { renewalStatus: status === "EXPIRED" ? "RENEWAL_PERIOD_LAPSED" : "RENEWAL_PERIOD_TO_START" } : {}),
    locarnoClasses: locarno,
    ...(published
      ? {
        productIndications: [
          { language: "en", terms: [product] },
          ...(FRENCH[product] !== undefined ? [{ language: "fr", terms: [FRENCH[product]] }] : [])
        ]
      }
      : { productIndications: [{ language: "en", terms: [product] }] }),
    ...(verbal !== null ? { verbalElement: verbal } : {}),
    ...(published ? { views: [{ order: 1, imageFormat: "JPG" }, { order: 2, imageFormat: "JPG", viennaClasses: ["26.04.01"] }] } : {}),
    ...(designNumber === "002345678-0001" ? { model: { modelFormat: "STL" } } : {}),
    applicants: [{ office: "EM", identifier: applicantId, name: APPLICANT_NAMES[applicantId] }],
    representatives: [{ office: "EM", identifier: MUSTER_ID, name: "Muster & Partner" }],
    designers: [{ identifier: `77${designNumber.slice(5, 9)}`, name: "A. Designer" }],
    priorities: designNumber.startsWith("015001234")
      ? [{ country: "SE", applicationNumber: "SE 2022/0456", applicationDate: "2022-11-15" }]
      : [],
    exhibitionPriorities: [],
    publications: published
      ? [{
        bulletinNumber: `${registrationDate!.slice(0, 4)}/099`,
        publicationSection: "A.1",
        publicationDate: addDays(registrationDate!, 4)
      }]
      : [],
    records: designNumber === "002345678-0001"
      ? [{ recordNumber: "000101001", recordKind: "Transfer", publicationSection: "B.9.1", publicationDate: "2019-07-01" }]
      : [],
    decisions: options.invalidity === "decided"
      ? [{ caseNumber: "ICD 000123456", decisionDate: "2021-04-04", decisionKind: "INVALIDITY" }]
      : options.invalidity === "pending"
      ? []
      : [],
    appeals: status === "APPEALED"
      ? [{
        appealNumber: "R 1234/2024-3",
        appealDate: "2024-09-09",
        contestedEntity: { contestedEntityKind: "EU_DESIGN_APPLICATION", contestedEntityIdentifier: designNumber },
        status: "CASE_PENDING_BEFORE_THE_BOARD"
      }]
      : [],
    ...(options.hideName === true ? { _hideApplicantName: true } : {})
  }
}

export const EUIPO_DESIGN_SEED: ReadonlyArray<Record<string, unknown>> = ROWS.map(toRecord)

/** Fields a search item carries (upstream-offices.md §3.3). */
export const DESIGN_SEARCH_FIELDS = [
  "designNumber",
  "applicationDate",
  "applicationNumber",
  "applicantReference",
  "registrationDate",
  "expiryDate",
  "status",
  "locarnoClasses",
  "applicants",
  "representatives"
] as const
