/**
 * Made-up Australian designs in our reading of the Design Search API's
 * record (see src/Providers/IpAustralia/IpAustraliaDesignSchemas.ts), for
 * the fake IP Australia. Covers every status group (with the details that
 * split REGISTERED into certified / revocation pending and CEASED into
 * surrendered), owners written exactly, as a prefix, as a substring and
 * with the words out of order, designers, multi-word products, suffixed
 * Locarno codes (06-01C, 09-01E), and a fully detailed record (202115234).
 */

type Row = readonly [
  number: string,
  products: ReadonlyArray<string>,
  classes: ReadonlyArray<string>,
  status: readonly [group: string, code: string, detail: string],
  applicants: ReadonlyArray<string>,
  designers: ReadonlyArray<string>,
  filed: string,
  registered: string | null,
  extra?: Record<string, unknown>
]

const REG = ["REGISTERED", "Registered", "Registered: Not certified"] as const
const CERT = ["REGISTERED", "Registered", "Certified"] as const
const FILED = ["FILED", "Filed", "Awaiting formalities check"] as const

const ROWS: ReadonlyArray<Row> = [
  ["202115235", ["Chair"], ["06-01"], REG, ["Koala Furniture Pty Ltd"], ["Hughes, Olivia"], "2021-09-02", "2021-10-20"],
  ["202210001", ["Office chair"], ["06-01"], FILED, ["Big Koala Furniture Co"], ["Tran, Minh"], "2022-11-03", null],
  [
    "202210002",
    ["Armchair", "Chair (arm)"],
    ["06-01C"],
    CERT,
    ["Koala Furniture Holdings Pty Ltd"],
    ["Hughes, Olivia"],
    "2022-01-10",
    "2022-02-14",
    { certificationDate: "2023-03-01" }
  ],
  ["202210003", ["Table"], ["06-03"], REG, ["Furniture of Koala Pty Ltd"], ["Brown, Ella"], "2022-01-11", "2022-03-01"],
  ["202210004", ["Stool"], ["06-01"], REG, ["Koala Furniture"], ["Hughes, Olivia"], "2022-04-04", "2022-05-05"],
  [
    "202012345",
    ["Bottle"],
    ["09-01"],
    ["CEASED", "Ceased", "Not renewed"],
    ["Outback Beverages Pty Ltd"],
    ["Singh, Arjun"],
    "2020-03-03",
    "2020-04-14",
    { ceasedDate: "2025-03-03" }
  ],
  [
    "200512346",
    ["Bottle cap"],
    ["09-07"],
    ["EXPIRED", "Expired", "Maximum term reached"],
    ["Outback Beverages Pty Ltd"],
    ["Singh, Arjun"],
    "2005-02-02",
    "2005-05-05",
    { expiryDate: "2015-02-02" }
  ],
  ["202012347", ["Drink bottle"], ["09-01E"], CERT, ["Outback Beverages Pty Ltd"], ["Cooper, Liam"], "2020-06-06", "2020-07-07", {
    certificationDate: "2021-01-15"
  }],
  [
    "202012348",
    ["Water bottle holder"],
    ["09-01", "12-16"],
    ["LAPSED", "Lapsed", "Application lapsed"],
    ["Cycle Gear Pty Ltd"],
    ["Cooper, Liam"],
    "2020-08-08",
    null
  ],
  ["201912000", ["Surfboard"], ["21-02"], CERT, ["Coastal Boards Pty Ltd"], ["Kahananui, Noah"], "2019-01-20", "2019-03-03", {
    certificationDate: "2019-09-09"
  }],
  [
    "201912001",
    ["Surfboard fin"],
    ["21-02A"],
    ["REFUSED", "Refused", "Refused after examination"],
    ["Coastal Boards Pty Ltd"],
    ["Kahananui, Noah"],
    "2019-02-02",
    null
  ],
  [
    "201912002",
    ["Kettle"],
    ["07-02"],
    ["WITHDRAWN", "Withdrawn", "Withdrawn by applicant"],
    ["Hearth & Home Pty Ltd"],
    ["Martin, Grace"],
    "2019-05-05",
    null
  ],
  [
    "202330001",
    ["Lamp"],
    ["26-05"],
    ["PUBLISHED", "Published", "Published - not registered"],
    ["Lumen Studio Pty Ltd"],
    ["Okafor, Chidi"],
    "2023-01-01",
    null,
    { publicationDate: "2023-07-01" }
  ],
  [
    "202330002",
    ["Light fitting"],
    ["26-05"],
    ["REVOKED", "Revoked", "Registration revoked"],
    ["Lumen Studio Pty Ltd"],
    ["Okafor, Chidi"],
    "2023-01-02",
    "2023-02-02",
    { ceasedDate: "2024-06-06" }
  ],
  [
    "202330003",
    ["Garden lamp"],
    ["26-05", "26-06"],
    ["REGISTERED", "Registered", "Revocation pending"],
    ["Lumen Studio Pty Ltd"],
    ["Okafor, Chidi"],
    "2023-01-03",
    "2023-02-03"
  ],
  [
    "202330004",
    ["Mobile phone case"],
    ["03-01"],
    ["CEASED", "Ceased", "Surrendered by owner"],
    ["Case Makers Pty Ltd"],
    ["Ito, Haruka"],
    "2023-03-03",
    "2023-04-04",
    { ceasedDate: "2024-01-01" }
  ],
  ["202440010", ["Running shoe"], ["02-04"], FILED, ["Stride Athletics Pty Ltd"], ["Walker, Zoe"], "2024-02-02", null, {
    indicators: { awaitingExamination: true, underExamination: false, inGracePeriod: false }
  }],
  ["202440011", ["Sunglasses"], ["16-06"], REG, ["Shade Co"], ["Rossi, Luca"], "2024-02-03", "2024-03-03"],
  ["202440012", ["Handbag"], ["03-01"], REG, ["Case Makers Pty Ltd"], ["Ito, Haruka"], "2024-02-04", "2024-03-04"],
  ["202440013", ["Watch"], ["10-02"], REG, ["Timekeepers Pty Ltd"], ["Fischer, Jonas"], "2024-02-05", "2024-03-05"],
  ["202440014", ["Bicycle frame"], ["12-11"], REG, ["Cycle Gear Pty Ltd"], ["Cooper, Liam"], "2024-02-06", "2024-03-06"],
  ["202440015", ["Toy kangaroo"], ["21-01"], REG, ["Joey Toys Pty Ltd"], ["Walker, Zoe"], "2024-02-07", "2024-03-07"],
  ["202440016", ["Wine glass"], ["07-01"], REG, ["Hearth & Home Pty Ltd"], ["Martin, Grace"], "2024-02-08", "2024-03-08"],
  ["202440017", ["Camping tent"], ["25-03"], FILED, ["Outback Gear Pty Ltd"], ["Evans, Rhys"], "2024-02-09", null],
  ["202440018", ["Icon for a display screen"], ["14-04"], REG, ["Pixel Works Pty Ltd"], ["Nguyen, Linh"], "2024-02-10", "2024-03-10"],
  ["202440019", ["Chair leg"], ["06-06"], REG, ["Koala Furniture Pty Ltd"], ["Brown, Ella"], "2024-02-11", "2024-03-11"],
  [
    "202115234",
    ["Chair", "Dining chair"],
    ["06-01"],
    CERT,
    ["Koala Furniture Pty Ltd"],
    ["Hughes, Olivia", "Tran, Minh"],
    "2021-09-01",
    "2021-10-19",
    {
      priorityDate: "2021-03-15",
      certificationDate: "2022-05-20",
      renewalDueDate: "2026-09-01",
      expiryDate: "2031-09-01",
      applicants: [
        {
          name: "Koala Furniture Pty Ltd",
          abn: "51824753556",
          structuredAddress: {
            addressLineText: ["12 Eucalypt Way"],
            suburb: "Richmond",
            state: "VIC",
            postalCode: "3121",
            countryName: "Australia"
          }
        }
      ],
      addressForService: [{
        name: "Wattle IP Pty Ltd",
        structuredAddress: {
          addressLineText: "Level 5, 1 Collins St",
          suburb: "Melbourne",
          state: "VIC",
          postalCode: "3000",
          countryName: "Australia"
        }
      }],
      conventionPriority: [{ countryCode: "NZ", applicationNumber: "431234", priorityDate: "2021-03-15" }],
      statementOfNewnessAndDistinctiveness: "Newness and distinctiveness reside in the shape of the backrest and the tapered legs.",
      indicators: { awaitingExamination: false, underExamination: false, inGracePeriod: false, certified: true },
      relatedDesigns: [{ relationshipType: "Same applicant, same day", number: "202115235", date: "2021-09-02" }],
      images: {
        images: [
          "https://pericles.ipaustralia.gov.au/designs/202115234/1.jpg",
          "https://pericles.ipaustralia.gov.au/designs/202115234/2.jpg"
        ]
      }
    }
  ]
]

const party = (name: string) => ({ name })

const record = (
  [number, products, classes, [group, code, detail], applicants, designers, filed, registered, extra = {}]: Row
): Record<string, unknown> => ({
  number,
  statusGroup: group,
  statusCode: code,
  statusDetail: detail,
  productNames: products,
  classifications: classes.map((c) => ({ code: c })),
  applicants: applicants.map(party),
  addressForService: [],
  designers: designers.map(party),
  filingDate: filed,
  registrationDate: registered,
  ...extra
})

export const IPAUSTRALIA_DESIGN_SEED: ReadonlyArray<Record<string, unknown>> = ROWS.map(record)

/** `count` plain chair designs by one owner, half of them "office chairs", for paging tests. */
export const generatedDesigns = (count: number): ReadonlyArray<Record<string, unknown>> =>
  Array.from({ length: count }, (_, i) =>
    record([
      String(201000000 + i),
      [i % 2 === 0 ? `Office chair ${i}` : `Chair ${i}`],
      ["06-01"],
      REG,
      ["Seating Generated Pty Ltd"],
      ["Doe, Jane"],
      "2010-01-01",
      "2010-02-02"
    ]))
