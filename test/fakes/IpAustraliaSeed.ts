/**
 * Made-up Australian trade marks in the Trade Mark Search API's
 * `ApiTrademark` shape (upstream-offices.md §4.2), for the fake IP
 * Australia. Covers every status group (with the details that split
 * PENDING and REMOVED), substring cases (APPLE / PINEAPPLE / SNAPPLEX...),
 * owner variants (exact, prefix, substring, and words out of order),
 * figurative, sound, colour and certification marks, an old 6-digit
 * number, and a fully detailed record (KESTREL, 2198432).
 */

type Row = readonly [
  number: string,
  words: ReadonlyArray<string> | null,
  kind: ReadonlyArray<string>,
  status: readonly [group: string, code: string, detail: string],
  classes: ReadonlyArray<number | "All">,
  owner: string,
  filingDate: string,
  registered: string | null,
  lapsed: string | null
]

const REG = ["REGISTERED", "Registered", "Registered/protected"] as const
const FILED = ["PENDING", "Filed", "Awaiting examination"] as const

const ROWS: ReadonlyArray<Row> = [
  ["2300001", ["APPLE"], ["Word"], REG, [9, 42], "Pomona Devices Pty Ltd", "2021-06-10", "2022-01-12", null],
  ["2300002", ["PINEAPPLE"], ["Word"], REG, [29, 32], "Tropical Fruits Pty Ltd", "2021-07-01", "2022-02-20", null],
  [
    "2300003",
    ["APPLE JACK"],
    ["Word", "Figurative"],
    ["PENDING", "Accepted", "Accepted/in opposition period"],
    [33],
    "Orchard Spirits Pty Ltd",
    "2024-09-12",
    null,
    null
  ],
  [
    "2300004",
    ["SNAPPLEX"],
    ["Word"],
    ["REMOVED", "Removed", "Not renewed"],
    [9],
    "Snap Holdings Pty Ltd",
    "2009-03-03",
    "2009-09-30",
    "2019-03-03"
  ],
  [
    "2300005",
    ["GREEN", "APPLE", "STUDIO"],
    ["Word"],
    ["PENDING", "Opposed", "Under opposition"],
    [41, 42],
    "Pomona Devices Pty Ltd",
    "2024-01-15",
    null,
    null
  ],
  ["2300006", ["CRAB APPLE"], ["Word"], REG, [31], "Orchard Spirits Pty Ltd", "2020-09-09", "2021-01-27", null],
  ["2300007", ["APPLEWOOD"], ["Word"], REG, [20], "Applewood Furniture Pty Ltd", "2019-10-10", "2020-03-03", null],
  ["2300008", ["GREEN LEAF"], ["Word"], REG, [31], "Green Leaf Nurseries Pty Ltd", "2018-05-05", "2018-11-11", null],
  ["2400010", ["KESTREL CLOUD"], ["Word"], FILED, [42], "Kestrel Labs", "2025-03-01", null, null],
  ["2400011", ["KESTREL PAY"], ["Word"], FILED, [36], "Kestrel Labs Pty Ltd", "2025-02-10", null, null],
  [
    "2400012",
    ["KESTRELLO"],
    ["Word"],
    ["PENDING", "Under examination", "Examination report issued"],
    [30],
    "Kestrel Labs Holdings Pty Ltd",
    "2024-12-01",
    null,
    null
  ],
  ["2400013", ["KESTREL AIR"], ["Word", "Figurative"], FILED, [12, 39], "Big Kestrel Labs Pty Ltd", "2024-08-20", null, null],
  ["2400014", ["LABWORKS"], ["Word"], REG, [9], "Labs of Kestrel Pty Ltd", "2016-02-02", "2016-08-08", null],
  ["2500020", ["NORDLICHT"], ["Word"], ["REFUSED", "Refused", "Refused"], [3], "Nordlicht Kosmetik GmbH", "2022-05-05", null, "2023-11-05"],
  [
    "2500021",
    ["SOLVEIG"],
    ["Word"],
    ["NEVER_REGISTERED", "Never registered", "Lapsed/not protected"],
    [25],
    "Solveig Design ApS",
    "2021-11-11",
    null,
    "2023-05-11"
  ],
  [
    "2500022",
    ["MARE NOSTRUM"],
    ["Word"],
    ["REMOVED", "Removed", "Cancelled"],
    [43],
    "Trattoria Mare Pty Ltd",
    "2013-04-04",
    "2013-10-10",
    "2020-06-30"
  ],
  [
    "2500023",
    ["BOREAL"],
    ["Word"],
    ["REMOVED", "Removed", "Removed - not renewed"],
    [25, 28],
    "Boreal Outdoor Pty Ltd",
    "2004-04-01",
    "2005-02-11",
    "2014-10-01"
  ],
  [
    "2500024",
    ["ZEPHYRA"],
    ["Word"],
    ["DISCONTINUED", "Discontinued", "Converted to a new number"],
    [5],
    "Zephyra Pharma Pty Ltd",
    "2022-10-10",
    null,
    null
  ],
  ["2500025", null, ["Figurative"], REG, [25], "Pomona Devices Pty Ltd", "2022-02-22", "2022-09-07", null],
  ["2500026", ["AURORA"], ["Sound"], REG, [9, 41], "Aurora Sounds Pty Ltd", "2020-12-12", "2021-06-06", null],
  [
    "600123",
    ["OLD SWAGMAN"],
    ["Word"],
    ["REMOVED", "Removed", "Not renewed"],
    [30],
    "Swagman Biscuits Pty Ltd",
    "1983-03-03",
    "1984-05-05",
    "1993-03-03"
  ],
  ["2500027", ["CERTIFIED ORGANIC GROWERS"], ["Word"], REG, [29, 31], "Organic Growers Association", "2017-07-07", "2018-02-02", null],
  ["2500028", ["VELVET TRAIL"], ["Word"], REG, ["All", 25], "Velvet Trail Pty Ltd", "2015-08-08", "2016-01-01", null],
  [
    "2500029",
    ["BLUEBERRY PIE"],
    ["Word"],
    ["PENDING", "Accepted", "Accepted/in opposition period"],
    [30],
    "Pie Makers Pty Ltd",
    "2024-09-01",
    null,
    null
  ],
  ["2500030", ["\"QUOTED\" MARK"], ["Word"], REG, [16], "Quote; Semicolon & Co", "2019-01-01", "2019-06-01", null],
  ["2500031", ["ORCHARD"], ["Colour"], REG, [29], "Orchard Spirits Pty Ltd", "2016-04-04", "2016-09-09", null],
  [
    "2500032",
    ["MOUNTAIN ASH"],
    ["Word"],
    ["PENDING", "Filed", "Awaiting examination"],
    [19, 20],
    "Ash & Co Timber",
    "2025-04-04",
    null,
    null
  ]
]

const address = (suburb: string) => ({
  addressLineText: ["1 George St"],
  suburb,
  state: "NSW",
  postalCode: "2000",
  countryName: "Australia"
})

const record = (
  [number, words, kind, [group, code, detail], classes, owner, filingDate, registered, lapsed]: Row
): Record<string, unknown> => ({
  number,
  irNumber: null,
  words: words ?? [],
  kind,
  markCategories: owner === "Organic Growers Association" ? ["Certification"] : [],
  statusGroup: group,
  statusCode: code,
  statusDetail: detail,
  filingDate,
  priorityDate: filingDate,
  firstReportDate: null,
  acceptanceDate: code === "Accepted" ? "2024-12-20" : registered,
  acceptanceAdvertisedDate: number === "2500029" ? "2024-12-31" : code === "Accepted" ? "2025-01-09" : null,
  registrationAdvertisedDate: null,
  enteredOnRegisterDate: registered,
  registeredFromDate: registered !== null ? filingDate : null,
  renewalDueDate: registered !== null ? `${Number(filingDate.slice(0, 4)) + 10}${filingDate.slice(4)}` : null,
  lapsedDate: lapsed,
  owner: [{ name: owner, abn: null, acnOrArbn: null, jurisdiction: null, structuredAddress: address("Sydney") }],
  addressForService: [],
  goodsAndServices: classes.map((c) => ({ class: String(c), descriptionText: [`Goods and services in class ${c}`] })),
  images: kind.some((k) => k !== "Word" && k !== "Sound")
    ? { description: ["Stylised device"], images: [`https://cdn2.search.ipaustralia.gov.au/${number}/TRADE_MARK/1.jpg`] }
    : { description: [], images: [] }
})

/** The detailed record of upstream-offices.md §4.2. */
const KESTREL: Record<string, unknown> = {
  number: "2198432",
  irNumber: null,
  words: ["KESTREL"],
  kind: ["Word"],
  markCategories: [],
  statusGroup: "REGISTERED",
  statusCode: "Registered",
  statusDetail: "Registered/protected",
  filingDate: "2021-07-01",
  priorityDate: "2021-07-01",
  firstReportDate: "2021-09-20",
  acceptanceDate: "2021-11-02",
  acceptanceAdvertisedDate: "2021-11-11",
  registrationAdvertisedDate: "2022-03-24",
  enteredOnRegisterDate: "2022-03-15",
  registeredFromDate: "2021-07-01",
  renewalDueDate: "2031-07-01",
  lapsedDate: null,
  owner: [
    {
      name: "Kestrel Holdings Pty Ltd",
      abn: "12345678901",
      acnOrArbn: "123456789",
      jurisdiction: null,
      structuredAddress: { addressLineText: ["1 George St"], suburb: "Sydney", state: "NSW", postalCode: "2000", countryName: "Australia" }
    }
  ],
  // Every ApiPartyType key is required (nullable) in IP Australia's spec.
  addressForService: [{
    name: "Example IP Attorneys",
    abn: null,
    acnOrArbn: null,
    jurisdiction: null,
    structuredAddress: {
      addressLineText: ["Level 5", "20 Bond St"],
      suburb: "Sydney",
      state: "NSW",
      postalCode: "2000",
      countryName: "Australia"
    }
  }],
  goodsAndServices: [
    { class: "9", descriptionText: ["Computer software", "Mobile apps"] },
    { class: "42", descriptionText: ["Software as a service"] }
  ],
  images: { description: [], images: [] }
}

export const IPAUSTRALIA_TM_SEED: ReadonlyArray<Record<string, unknown>> = [KESTREL, ...ROWS.map(record)]
