/**
 * Made-up US trade marks in TSDR's real JSON shape (upstream-offices.md
 * §2.3-2.4), for the fake USPTO. Covers every row of the status table
 * (numeric codes with and without a TM5 status), design-only and sound
 * marks, certification and collective marks, owners who changed, and a
 * fully detailed record (CLOUDBOOKS, serial 97001234).
 */

type Row = readonly [
  serial: number,
  mark: string | null,
  code: number,
  tm5: string | null,
  ext: string,
  drawing: string,
  classes: ReadonlyArray<string>,
  owner: string,
  filingDate: string,
  registration: readonly [number: string, date: string] | null
]

const ROWS: ReadonlyArray<Row> = [
  [
    97111111,
    "KESTREL",
    630,
    "LIVE/APPLICATION/Awaiting Examination",
    "New application will be assigned to an examining attorney approximately 6 months after filing.",
    "4000",
    ["009", "042"],
    "Kestrel Labs, Inc.",
    "2024-02-01",
    null
  ],
  [
    97222222,
    "KESTREL LABS",
    686,
    "LIVE/APPLICATION/Published for Opposition",
    "Application has been published for opposition.",
    "4000",
    ["042"],
    "Kestrel Labs, Inc.",
    "2023-06-12",
    null
  ],
  [
    90333333,
    "NORTHWIND",
    774,
    "LIVE/APPLICATION/Published for Opposition",
    "An opposition after publication is pending at the Trademark Trial and Appeal Board.",
    "4000",
    ["025"],
    "Northwind Apparel LLC",
    "2021-01-20",
    null
  ],
  [
    88444444,
    "BLUE HERON",
    602,
    "DEAD/APPLICATION/Refused/Dismissed or Invalidated",
    "Abandoned because no response or an incomplete response was received to an Office action.",
    "4000",
    ["043"],
    "Heron Hospitality Group",
    "2019-05-05",
    null
  ],
  [
    87555555,
    "SILVERLINE",
    710,
    "DEAD/REGISTRATION/Cancelled/Invalidated",
    "Registration cancelled because registrant did not file an acceptable declaration under Section 8.  To view all documents in this file, click on the Trademark Document Retrieval link at the top of this page.",
    "4000",
    ["012"],
    "Silverline Motors Corp.",
    "2017-08-08",
    ["5123456", "2018-03-13"]
  ],
  [74666666, "OLD MILL", 900, "DEAD/REGISTRATION/Expired", "Registration expired.", "1000", ["030"], "Old Mill Bakers Co.", "1994-03-03", [
    "1987654",
    "1996-06-25"
  ]],
  [
    75777777,
    "HARBOR LIGHTS",
    800,
    "LIVE/REGISTRATION/Issued and Active",
    "Registered and renewed. First renewal - 10 year.",
    "4000",
    ["041"],
    "Harbor Lights Theatre Inc.",
    "1998-04-04",
    ["2345678", "2000-05-16"]
  ],
  [
    86888888,
    "PINE & PEAK",
    790,
    "LIVE/REGISTRATION/Issued and Active",
    "A cancellation proceeding is pending at the Trademark Trial and Appeal Board.",
    "4000",
    ["025", "035"],
    "Pine and Peak Outfitters",
    "2015-10-10",
    ["4998877", "2016-07-12"]
  ],
  [98999999, "SUNDIAL", 688, null, "A notice of allowance has been issued.", "4000", ["014"], "Sundial Watch Co.", "2023-09-09", null],
  [
    98000001,
    "REVIVA",
    612,
    null,
    "A petition to revive the application is being processed.",
    "4000",
    ["003"],
    "Reviva Cosmetics LLC",
    "2022-02-02",
    null
  ],
  [
    85000002,
    "COPPER KETTLE",
    626,
    "DEAD/REGISTRATION/Expired",
    "Registration cancelled or expired (backfile).",
    "1000",
    ["021"],
    "Copper Kettle Kitchens",
    "1988-01-01",
    ["1555555", "1989-09-19"]
  ],
  [85000003, "IRON GATE", 626, null, "Registration cancelled or expired (backfile).", "1000", ["006"], "Iron Gate Works", "1986-06-06", [
    "1444444",
    "1987-07-07"
  ]],
  [
    79000004,
    "HAYABUSA SOFT",
    401,
    "DEAD/REGISTRATION/Cancelled/Invalidated",
    "International registration cancelled.",
    "4000",
    ["009"],
    "Hayabusa Kabushiki Kaisha",
    "2019-11-11",
    ["6000004", "2020-08-18"]
  ],
  [97000005, "MYSTERIO", 999, null, "Status not available.", "4000", ["028"], "Mysterio Games", "2024-01-01", null],
  [97000006, null, 700, "LIVE/REGISTRATION/Issued and Active", "Registered.", "2000", ["025"], "Kestrel Labs, Inc.", "2021-03-03", [
    "6700006",
    "2022-01-11"
  ]],
  [97000007, null, 700, "LIVE/REGISTRATION/Issued and Active", "Registered.", "6000", ["041"], "Chime Media Inc.", "2020-12-12", [
    "6500007",
    "2021-10-05"
  ]],
  [
    97000008,
    "APPLE JACK",
    606,
    "DEAD/APPLICATION/Abandoned",
    "Abandoned because no statement of use or extension request was filed.",
    "4000",
    ["033"],
    "Orchard Spirits LLC",
    "2020-09-09",
    null
  ],
  [
    97000009,
    "GREEN APPLE",
    801,
    "LIVE/APPLICATION/Opposition Pending",
    "Opposition pending.",
    "4000",
    ["041", "042"],
    "Pomona Devices Ltd",
    "2023-01-15",
    null
  ],
  [
    97000010,
    "ROAST CERTIFIED",
    702,
    "LIVE/REGISTRATION/Issued and Active",
    "Registered and renewed.",
    "3000",
    ["A"],
    "Specialty Roasters Guild",
    "2005-05-05",
    ["3100010", "2006-04-04"]
  ],
  [
    97000011,
    "WEAVERS UNITED",
    641,
    "LIVE/APPLICATION/Under Examination",
    "Non-final action mailed.",
    "4000",
    ["200"],
    "Weavers United Association",
    "2024-03-03",
    null
  ],
  [
    97000012,
    "QUICKSILVA",
    760,
    "LIVE/APPLICATION/Under Examination",
    "Ex parte appeal pending.",
    "4000",
    ["009", "035"],
    "Silva Retail Inc.",
    "2022-01-20",
    null
  ],
  [
    97000013,
    "ZEPHYRA",
    692,
    "DEAD/APPLICATION/Withdrawn",
    "Application withdrawn before publication.",
    "4000",
    ["005"],
    "Zephyra Pharma Inc.",
    "2022-10-10",
    null
  ],
  [
    97000014,
    "VELVET TRAIL",
    717,
    "LIVE/REGISTRATION/Issued and Active",
    "Registered. Sections 8 and 15 accepted and acknowledged.",
    "5000",
    ["018", "025"],
    "Velvet Trail Inc.",
    "2014-08-08",
    ["4600014", "2015-01-01"]
  ],
  [
    97000015,
    "LUMEN & CO",
    403,
    "DEAD/REGISTRATION/Cancelled/Invalidated",
    "International registration cancelled; transformation possible.",
    "4000",
    ["011"],
    "Lumen Lighting Inc.",
    "2018-06-16",
    ["5500015", "2019-02-01"]
  ],
  [
    97000016,
    "AURORA",
    661,
    "LIVE/APPLICATION/Under Examination",
    "Response after non-final action entered.",
    "4000",
    ["009"],
    "Aurora Systems Inc.",
    "2024-04-04",
    null
  ],
  [
    97000017,
    "BOREAL",
    714,
    "DEAD/REGISTRATION/Cancelled/Invalidated",
    "Registration cancelled by court order.",
    "4000",
    ["025", "028"],
    "Boreal Outdoor Co.",
    "2010-04-01",
    ["3900017", "2011-02-11"]
  ]
]

const event = (n: number, code: string, type: string, date: string, desc: string) => ({
  entryNumber: n,
  entryCode: code,
  entryType: type,
  entryDate: `${date}T04:00:00.000+0000`,
  entryDesc: desc,
  proceedingNum: null
})

const record = ([serial, mark, code, tm5, ext, drawing, classes, owner, filingDate, registration]: Row): Record<string, unknown> => {
  const party = (type: number, description: string) => ({
    partyType: type,
    partyTypeDescription: description,
    entityType: { code: 3, description: "CORPORATION" },
    name: owner,
    address1: "100 Main Street",
    city: "Austin",
    addressStateCountry: { stateCountry: { code: "TX", name: "TEXAS" }, iso: { code: "US", name: "UNITED STATES" } },
    zip: "78701"
  })
  const history = [event(1, "NWAP", "I", filingDate, "NEW APPLICATION ENTERED")]
  if (registration !== null) history.push(event(2, "R.PR", "A", registration[1], "REGISTERED-PRINCIPAL REGISTER"))
  return {
    status: {
      serialNumber: serial,
      markElement: mark ?? "",
      filingDate,
      usRegistrationNumber: registration?.[0] ?? "",
      usRegistrationDate: registration?.[1] ?? null,
      status: code,
      statusDate: registration?.[1] ?? filingDate,
      extStatusDesc: ext,
      ...(tm5 !== null ? { tm5Status: 1, tm5StatusDesc: tm5 } : {}),
      trademark: !classes.includes("A") && !classes.includes("200"),
      serviceMark: false,
      certificationMark: classes.includes("A"),
      collectiveMembershipMark: classes.includes("200"),
      markDrawingCd: drawing,
      standardChar: drawing.startsWith("4"),
      ...(drawing.startsWith("6") ? { descOfMark: "The mark consists of the sound of three rising chimes." } : {}),
      filedUse: true,
      filedItu: false
    },
    parties: {
      ownerGroups: {
        [registration !== null ? "30" : "10"]: [
          party(registration !== null ? 30 : 10, registration !== null ? "ORIGINAL REGISTRANT" : "ORIGINAL APPLICANT")
        ]
      }
    },
    gsList: classes.map((c) => ({
      primeClassCode: c,
      internationalClasses: /^\d+$/.test(c) ? [{ code: c, description: `Class ${Number(c)}` }] : [],
      usClasses: [],
      description: `Goods and services in class ${c}`,
      statusCode: "6",
      statusDescription: "ACTIVE"
    })),
    foreignInfoList: [],
    // TSDR lists events newest first.
    prosecutionHistory: history.reverse(),
    internationalData: String(serial).startsWith("79")
  }
}

/** The detailed record of upstream-offices.md §2.4, extended: owner change, attorney, disclaimer, design codes, history. */
const CLOUDBOOKS: Record<string, unknown> = {
  status: {
    serialNumber: 97001234,
    markElement: "CLOUDBOOKS",
    filingDate: "2021-08-30",
    usRegistrationNumber: "7012345",
    usRegistrationDate: "2023-04-11",
    status: 700,
    statusDate: "2023-04-11",
    extStatusDesc:
      "Registered.  To view all documents in this file, click on the Trademark Document Retrieval link at the top of this page.",
    tm5Status: 5,
    tm5StatusDesc: "LIVE/REGISTRATION/Issued and Active",
    trademark: false,
    serviceMark: true,
    certificationMark: false,
    collectiveMembershipMark: false,
    standardChar: false,
    markDrawingCd: "3000",
    markDrawDesc: "DESIGN PLUS WORDS, LETTERS, AND/OR NUMBERS",
    designSearchList: [{ code: "010325", descriptions: ["Clouds"] }, { code: "200101", descriptions: ["Books"] }],
    filedUse: false,
    filedItu: true,
    useCurr: true,
    ituCurr: false,
    disclaimer: "\"BOOKS\"",
    descOfMark: "The mark consists of a cloud above the word CLOUDBOOKS.",
    correspondence: { attorneyName: "JANE ROE", address: { line1: "1 Main St", city: "Austin", postalCode: "78701", countryCode: "US" } }
  },
  parties: {
    ownerGroups: {
      "10": [{ partyType: 10, partyTypeDescription: "ORIGINAL APPLICANT", name: "Ledger Labs LLC", city: "Dallas" }],
      "30": [
        {
          partyType: 30,
          partyTypeDescription: "ORIGINAL REGISTRANT",
          entityType: { code: 3, description: "CORPORATION" },
          name: "Cloudbooks Inc.",
          address1: "500 Congress Ave",
          address2: "Suite 200",
          city: "Austin",
          addressStateCountry: { stateCountry: { code: "TX", name: "TEXAS" }, iso: { code: "US", name: "UNITED STATES" } },
          zip: "78701"
        }
      ]
    }
  },
  gsList: [
    {
      primeClassCode: "042",
      internationalClasses: [{ code: "042", description: "Computer & Software Services" }],
      usClasses: [{ code: "100" }, { code: "101" }],
      description: "Software as a service featuring bookkeeping software",
      statusCode: "6",
      statusDescription: "ACTIVE",
      firstUseDate: 20220101,
      firstUseInCommerceDate: 20220201
    },
    {
      primeClassCode: "009",
      internationalClasses: [{ code: "009", description: "Electrical and Scientific Apparatus" }],
      description: "Downloadable bookkeeping software",
      statusCode: "7",
      statusDescription: "DELETED"
    }
  ],
  foreignInfoList: [],
  prosecutionHistory: [
    event(6, "R.PR", "A", "2023-04-11", "REGISTERED-PRINCIPAL REGISTER"),
    event(5, "SUPC", "I", "2023-02-20", "STATEMENT OF USE PROCESSING COMPLETE"),
    event(4, "NOAM", "E", "2022-11-29", "NOA E-MAILED - SOU REQUIRED FROM APPLICANT"),
    event(3, "NPUB", "E", "2022-10-04", "OFFICIAL GAZETTE PUBLICATION CONFIRMATION E-MAILED"),
    event(2, "PUBO", "A", "2022-10-04", "PUBLISHED FOR OPPOSITION"),
    event(1, "NWAP", "I", "2021-09-02", "NEW APPLICATION ENTERED")
  ],
  publication: { datePublished: "2022-10-04", noticeOfAllowanceDate: "2022-11-29" },
  internationalData: false
}

export const USPTO_SEED: ReadonlyArray<Record<string, unknown>> = [CLOUDBOOKS, ...ROWS.map(record)]
