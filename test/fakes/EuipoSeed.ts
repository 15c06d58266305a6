/**
 * Made-up EU trade marks in EUIPO's real format (upstream-offices.md §3.2),
 * for the fake EUIPO. Covers every status of the mapping table, substring
 * cases (APPLE / PINEAPPLE / SNAPPLE...), owner variants (exact, prefix,
 * substring), figurative marks without words, and an IR designation.
 */

type Row = readonly [
  applicationNumber: string,
  verbalElement: string | null,
  markFeature: string,
  status: string,
  niceClasses: ReadonlyArray<number>,
  applicant: string,
  applicationDate: string,
  registrationDate: string | null
]

const ROWS: ReadonlyArray<Row> = [
  ["019123456", "KESTREL", "WORD", "REGISTERED", [9, 42], "Kestrel Labs GmbH", "2024-02-01", "2024-06-14"],
  ["018500001", "APPLE", "WORD", "REGISTERED", [9, 42], "Pomona Devices Ltd", "2021-06-10", "2021-11-02"],
  ["018500002", "PINEAPPLE", "WORD", "REGISTERED", [29, 32], "Tropicana Fruits SA", "2021-07-01", "2021-12-20"],
  ["018500003", "APPLE JACK", "FIGURATIVE", "APPLICATION_PUBLISHED", [33], "Orchard Spirits BV", "2024-09-12", null],
  ["018500004", "SNAPPLEX", "WORD", "EXPIRED", [9], "Snap Holdings Oy", "2009-03-03", "2009-09-30"],
  ["018500005", "GREEN APPLE STUDIO", "WORD", "OPPOSITION_PENDING", [41, 42], "Pomona Devices Ltd", "2024-01-15", null],
  ["018600010", "KESTREL CLOUD", "WORD", "RECEIVED", [42], "Kestrel Labs", "2025-03-01", null],
  ["018600011", "KESTREL PAY", "WORD", "UNDER_EXAMINATION", [36], "Kestrel Labs Holding SA", "2025-02-10", null],
  ["018600012", "KESTRELLO", "WORD", "START_OF_OPPOSITION_PERIOD", [30], "Big Kestrel Labs BV", "2024-12-01", null],
  ["018600013", "KESTREL AIR", "FIGURATIVE", "REGISTRATION_PENDING", [12, 39], "Kestrel Aviation AB", "2024-08-20", null],
  ["018700020", "NORDLICHT", "WORD", "ACCEPTANCE_PENDING", [3], "Nordlicht Kosmetik GmbH", "2024-05-05", null],
  ["018700021", "SOLVEIG", "WORD", "APPEALABLE", [25], "Solveig Design ApS", "2023-11-11", null],
  ["018700022", "MARE NOSTRUM", "WORD", "APPEALED", [43], "Trattoria Mare Srl", "2023-04-04", null],
  ["018700023", "BLAUWE REIGER", "WORD", "CANCELLATION_PENDING", [32, 33], "Brouwerij De Reiger NV", "2018-02-02", "2018-07-19"],
  ["018700024", "ZEPHYRA", "WORD", "WITHDRAWN", [5], "Zephyra Pharma SL", "2022-10-10", null],
  ["018700025", "QUICKSILVA", "WORD", "REFUSED", [9, 35], "Silva Retail Kft", "2022-01-20", null],
  ["018700026", "TORRE VERDE", "FIGURATIVE", "CANCELLED", [33], "Cantina Torre Verde SpA", "2015-05-15", "2015-10-01"],
  ["018700027", "LUMEN & CO", "WORD", "SURRENDERED", [11], "Lumen Lighting sp. z o.o.", "2016-06-16", "2016-12-01"],
  ["018700028", "BOREAL", "WORD", "EXPIRED", [25, 28], "Boreal Outdoor AS", "2004-04-01", "2005-02-11"],
  ["W01234567", "HAYABUSA SOFT", "WORD", "ACCEPTED", [9], "Hayabusa Kabushiki Kaisha", "2023-03-30", "2023-11-15"],
  ["W01234568", "SAKURA LEAF", "FIGURATIVE", "REMOVED_FROM_REGISTER", [30], "Sakura Foods Co., Ltd.", "2010-01-12", "2010-08-01"],
  ["018800030", null, "FIGURATIVE", "REGISTERED", [25], "Pomona Devices Ltd", "2022-02-22", "2022-07-07"],
  ["018800031", "CRAB APPLE", "WORD", "REGISTERED", [31], "Orchard Spirits BV", "2020-09-09", "2021-01-27"],
  ["018800032", "APPLEWOOD", "WORD", "REGISTERED", [20], "Applewood Furniture Ltd", "2019-10-10", "2020-03-03"],
  ["018800033", "KESTREL", "FIGURATIVE", "REFUSED", [9], "Falco Industries SRL", "2023-07-07", null],
  ["018800034", "AURORA BOREALIS", "SOUND", "REGISTERED", [9, 41], "Nordlicht Kosmetik GmbH", "2020-12-12", "2021-06-06"],
  ["018800035", "VELVET TRAIL", "WORD", "REGISTERED", [18, 25], "Velvet Trail SAS", "2017-08-08", "2018-01-01"],
  ["018800036", "\"QUOTED\" MARK", "WORD", "REGISTERED", [16], "Quote; Semicolon & Co", "2019-01-01", "2019-06-01"],
  ["018800037", "BLUEBERRY PIE", "WORD", "PENDING_UNKNOWN_STATE", [30], "Pie Makers Ltd", "2025-01-01", null],
  ["018800038", "ORCHARD", "COLOUR", "REGISTERED", [29], "Orchard Spirits BV", "2016-04-04", "2016-09-09"]
]

const TERMS: Record<number, ReadonlyArray<string>> = {
  3: ["Cosmetics", "Perfumery"],
  5: ["Pharmaceutical preparations"],
  9: ["Downloadable software", "Computer hardware"],
  11: ["Lighting apparatus"],
  12: ["Aircraft"],
  16: ["Printed matter"],
  18: ["Leather bags"],
  20: ["Furniture"],
  25: ["Clothing", "Footwear"],
  28: ["Sporting articles"],
  29: ["Preserved fruits"],
  30: ["Pastries", "Tea"],
  31: ["Fresh fruits"],
  32: ["Fruit juices", "Beer"],
  33: ["Wine", "Spirits"],
  35: ["Retail services"],
  36: ["Payment services"],
  39: ["Air transport"],
  41: ["Entertainment services"],
  42: ["Software as a service [SaaS]"],
  43: ["Restaurant services"]
}

const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`

/** A full detail record (what GET /trademarks/{n} returns) for a row. */
const toRecord = (row: Row): Record<string, unknown> => {
  const [applicationNumber, verbal, markFeature, status, niceClasses, applicant, applicationDate, registrationDate] = row
  const isIr = applicationNumber.startsWith("W")
  // Published about a month after filing.
  const publicationDate = applicationDate.replace(
    /-(\d{2})-/,
    (_m, mm: string) => `-${String(Math.min(12, Number(mm) + 1)).padStart(2, "0")}-`
  )
  return {
    applicationNumber,
    markKind: applicationNumber === "018800035" ? "EU_COLLECTIVE" : "INDIVIDUAL",
    markFeature,
    markBasis: isIr ? "INTERNATIONAL_TRADEMARK" : "EU_TRADEMARK",
    niceClasses,
    ...(verbal !== null ? { wordMarkSpecification: { verbalElement: verbal } } : {}),
    applicants: [{
      office: isIr ? "WO" : "EM",
      identifier: String(100000 + Number(applicationNumber.replace(/\D/g, "")) % 900000),
      name: applicant
    }],
    representatives: [{ office: "EM", identifier: "98765", name: "Muster & Partner" }],
    applicationDate,
    ...(registrationDate !== null ? { registrationDate, expiryDate: addYears(applicationDate, 10) } : {}),
    status,
    statusDate: registrationDate ?? publicationDate,
    applicationLanguage: "en",
    secondLanguage: "fr",
    receiptDate: applicationDate,
    publicationDate,
    ...(markFeature !== "WORD" ? { markImage: { imageFormat: "JPG", viennaClasses: ["05.03.13", "26.01.01"] } } : {}),
    goodsAndServices: niceClasses.map((c) => ({
      classNumber: c,
      description: [
        { language: "fr", terms: (TERMS[c] ?? ["Produits"]).map((t) => `${t} (fr)`) },
        { language: "en", terms: TERMS[c] ?? [`Class ${c} goods`] }
      ]
    })),
    priorities: [],
    publications: [{ bulletinNumber: `${applicationDate.slice(0, 4)}/045`, publicationSection: "A.1", publicationDate }],
    oppositions: [],
    cancellations: [],
    appeals: [],
    records: [],
    decisions: []
  }
}

/** The KESTREL example of upstream-offices.md §3.2, with history from every source. */
const KESTREL_DETAIL: Record<string, unknown> = {
  ...toRecord(ROWS[0]!),
  applicationLanguage: "de",
  secondLanguage: "en",
  statusDate: "2024-06-14",
  expiryDate: "2034-02-01",
  description: [{ language: "de", text: "Wortmarke" }, { language: "en", text: "Word mark" }],
  disclaimer: [{ language: "en", text: "No exclusive right is claimed for the word LABS." }],
  priorities: [
    { country: "DE", applicationNumber: "30 2023 123 456.7", applicationDate: "2023-09-01", partialIndicator: false, status: "CLAIMED" }
  ],
  seniorities: [],
  oppositionPeriodStartDate: "2024-03-06",
  oppositionPeriodEndDate: "2024-06-05",
  renewalStatus: "RENEWAL_PERIOD_TO_START",
  publications: [
    { bulletinNumber: "2024/045", publicationSection: "A.1", publicationDate: "2024-03-05" },
    { bulletinNumber: "2024/115", publicationSection: "B.1", publicationDate: "2024-06-17" }
  ],
  oppositions: [{ oppositionNumber: "003200001", oppositionDate: "2024-04-10", status: "REJECTED" }],
  cancellations: [],
  records: [{
    recordNumber: "R-778899",
    recordKind: "TRANSFER",
    bulletinNumber: "2024/200",
    publicationSection: "C.1",
    publicationDate: "2024-10-21"
  }],
  decisions: [{ caseNumber: "B 3200001", decisionDate: "2024-05-30", decisionKind: "OPPOSITION" }]
}

export const EUIPO_SEED: ReadonlyArray<Record<string, unknown>> = [KESTREL_DETAIL, ...ROWS.slice(1).map(toRecord)]

/** Fields a search item carries (the detail record minus detail-only fields). */
export const SEARCH_FIELDS = [
  "applicationNumber",
  "applicantReference",
  "markKind",
  "markFeature",
  "markBasis",
  "niceClasses",
  "wordMarkSpecification",
  "applicants",
  "representatives",
  "applicationDate",
  "registrationDate",
  "designationDate",
  "expiryDate",
  "status"
] as const
