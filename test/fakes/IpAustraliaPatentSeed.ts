/**
 * Made-up Australian patent applications in the Patent Search API's detail
 * shape (upstream-offices.md §4.4), for the fake IP Australia. Covers every
 * status code we map (and one we do not), multi-word queries where only
 * some records hold every word (lithium / battery / cathode), applicants
 * and inventors, PCT national phase entries, convention priorities,
 * innovation patents, divisionals and a fully detailed record
 * (2020267890).
 */

type Row = readonly [
  number: string,
  title: string,
  status: string,
  applicants: ReadonlyArray<string>,
  inventors: ReadonlyArray<string>,
  ipc: ReadonlyArray<string>,
  filed: string,
  abstract: string,
  extra?: Record<string, unknown>
]

const ROWS: ReadonlyArray<Row> = [
  [
    "2021201111",
    "Lithium extraction from geothermal brine",
    "ACCEPTED",
    ["Outback Minerals Ltd"],
    ["Nguyen, Thi"],
    ["C22B 26/12"],
    "2021-02-24",
    "A process for recovering lithium from brine using sorbent beads."
  ],
  [
    "2019204205",
    "Battery housing for electric vehicles",
    "SEALED",
    ["Southern Cross Motors Pty Ltd"],
    ["Brown, Casey"],
    ["H01M 50/20", "B60L 50/64"],
    "2019-06-14",
    "An impact resistant enclosure for traction cells."
  ],
  [
    "2022204444",
    "Solid-state lithium battery with ceramic electrolyte",
    "UNDER_EXAMINATION",
    ["Example Battery Co"],
    ["Smith, Alex", "Chen, Wei"],
    ["H01M 10/0562"],
    "2022-07-01",
    "A garnet electrolyte layer between anode and cathode."
  ],
  [
    "2023201234",
    "Method of recycling lithium ion battery cells",
    "OPI",
    ["Circular Metals Pty Ltd"],
    ["O'Brien, Siobhan"],
    ["H01M 10/54", "C22B 7/00"],
    "2023-03-02",
    "Shredded cells are leached and cobalt is precipitated."
  ],
  [
    "2018101010",
    "Cathode coating apparatus",
    "CERTIFIED",
    ["Coatworks Pty Ltd"],
    ["Patel, Ravi"],
    ["B05C 5/02"],
    "2018-07-07",
    "An innovation patent for a slot die coater used on electrode foil.",
    { bibliographicData: { patentApplicationType: "Innovation" } }
  ],
  [
    "2017202020",
    "Lithium polymer pouch cell",
    "LAPSED",
    ["Pouch Power Ltd"],
    ["Kim, Min-jun"],
    ["H01M 10/052"],
    "2017-03-30",
    "A flexible pouch for battery electrodes."
  ],
  [
    "2016201616",
    "Rechargeable battery charger for garden tools",
    "CEASED",
    ["Green Thumb Tools Pty Ltd"],
    ["Wilson, Jo"],
    ["H02J 7/00"],
    "2016-02-16",
    "A charger that balances cells of a tool battery pack."
  ],
  [
    "2001200100",
    "Zinc air battery",
    "EXPIRED",
    ["Metal Air Research Pty Ltd"],
    ["Taylor, Sam"],
    ["H01M 12/06"],
    "2001-05-05",
    "A zinc anode in an alkaline cell with an air cathode.",
    { expiryDate: "2021-05-05" }
  ],
  [
    "2015215215",
    "Flow battery electrolyte",
    "REVOKED",
    ["Vanadium Flow Systems Ltd"],
    ["Garcia, Luis"],
    ["H01M 8/18"],
    "2015-09-09",
    "A vanadium electrolyte with stabilising additives."
  ],
  [
    "2020222222",
    "Wireless charging pad for phones",
    "WITHDRAWN",
    ["Qi Gadgets Pty Ltd"],
    ["Lee, Jordan"],
    ["H02J 50/10"],
    "2020-11-11",
    "A pad with multiple coils for charging devices."
  ],
  [
    "2019233333",
    "Perpetual motion battery",
    "REFUSED",
    ["Free Energy Pty Ltd"],
    ["Crank, Ivan"],
    ["H02K 53/00"],
    "2019-12-12",
    "A battery that recharges itself from its own output."
  ],
  [
    "2024200001",
    "Solar panel cleaning robot",
    "FILED",
    ["Sunbright Robotics Pty Ltd"],
    ["Ahmed, Yusuf"],
    ["H02S 40/10"],
    "2024-01-08",
    "A robot that travels along panel rows and brushes dust."
  ],
  [
    "2023900777",
    "Agricultural drone spraying system",
    "EXAMINATION_REQUESTED",
    ["SkyFarm Pty Ltd"],
    ["Jones, Mia"],
    ["B64U 10/13", "A01M 7/00"],
    "2023-09-01",
    "A drone that sprays crops on a GPS grid."
  ],
  [
    "2021300303",
    "Kangaroo deterrent fence",
    "OPPOSED",
    ["Bush Fencing Co"],
    ["Murphy, Dan"],
    ["A01M 29/30"],
    "2021-04-04",
    "A fence with sound emitters to deter wildlife."
  ],
  [
    "2022255555",
    "Coffee roasting apparatus",
    "SEALED",
    ["Bean There Pty Ltd"],
    ["Rossi, Marco"],
    ["A23N 12/08"],
    "2022-01-20",
    "A fluid bed roaster with profile control."
  ],
  [
    "2022266666",
    "Coffee capsule made of plant fibre",
    "ACCEPTED",
    ["Bean There Pty Ltd"],
    ["Rossi, Marco", "Fischer, Anna"],
    ["B65D 85/804"],
    "2022-03-15",
    "A compostable capsule for espresso machines."
  ],
  [
    "2020277777",
    "Water purification membrane",
    "SEALED",
    ["Clearwater Technologies Pty Ltd"],
    ["Singh, Priya"],
    ["B01D 69/12"],
    "2020-05-05",
    "A graphene oxide membrane for desalination."
  ],
  [
    "2021288888",
    "Smart irrigation controller",
    "UNDER_EXAMINATION",
    ["AquaLogic Pty Ltd"],
    ["Evans, Tom"],
    ["A01G 25/16"],
    "2021-08-08",
    "A controller that waters using soil moisture readings."
  ],
  [
    "2024299999",
    "Heat pump water heater",
    "PROVISIONAL_ONLY",
    ["Warm Homes Pty Ltd"],
    ["Clark, Ellie"],
    ["F24H 4/04"],
    "2024-04-04",
    "A heat pump with a wrapped condenser."
  ],
  [
    "2020267890",
    "Cathode material for lithium-ion batteries",
    "SEALED",
    ["Example Battery Co"],
    ["Smith, Alex"],
    ["H01M 4/525", "H01M 10/0525"],
    "2020-04-15",
    "A cathode comprising a nickel-rich layered oxide coated with alumina.",
    {
      priorityDate: "2019-04-16",
      opiDate: "2020-10-22",
      acceptanceDate: "2022-06-02",
      acceptancePublishedDate: "2022-06-16",
      sealingDate: "2022-09-29",
      expiryDate: "2040-04-15",
      inforceToDate: "2026-04-15",
      owners: [{ legalEntityName: "Example Battery Co", countryCode: "US" }],
      representatives: [{ legalEntityName: "Example IP Attorneys" }],
      pctDetails: { pctNumber: "PCT/US2020/028456", wipoNumber: "WO2020/214567", nationalPhaseEntryDate: "2021-10-15" },
      conventionDetails: [{ priorityCountryCode: "US", applicationNumber: "62/834,567", filingDate: "2019-04-16" }],
      relatedPatents: [{ relationshipType: "Divisional", applicationNumber: "2022209999" }],
      familyId: "68172345",
      ipRightStatusEvent: [
        { code: "FILED", date: "2020-04-15" },
        { code: "OPI", date: "2020-10-22" },
        { code: "EXAMINATION_REQUESTED", date: "2021-11-01" },
        { code: "ACCEPTED", date: "2022-06-02" },
        { code: "SEALED", date: "2022-09-29" }
      ],
      publishedDocuments: [
        {
          documentTypeCode: "A1",
          fileName: "2020267890-A1.pdf",
          abstractText: "A cathode comprising a nickel-rich layered oxide.",
          claimsText: "1. A cathode material ..."
        },
        {
          documentTypeCode: "B2",
          fileName: "2020267890-B2.pdf",
          abstractText: "A cathode comprising a nickel-rich layered oxide coated with alumina.",
          claimsText: "1. A cathode material comprising a layered oxide coated with alumina.",
          descriptionText: "Field: lithium-ion batteries. Background ..."
        }
      ]
    }
  ],
  [
    "2022209999",
    "Cathode precursor synthesis",
    "ACCEPTED",
    ["Example Battery Co"],
    ["Smith, Alex"],
    ["C01G 53/00"],
    "2022-09-01",
    "A co-precipitation route to nickel hydroxide.",
    { relatedPatents: [{ relationshipType: "Parent", applicationNumber: "2020267890" }] }
  ],
  [
    "2023215151",
    "Anode for sodium battery",
    "FILED",
    ["Example Battery Co"],
    ["Chen, Wei"],
    ["H01M 4/133"],
    "2023-05-15",
    "A hard carbon anode for sodium ion cells."
  ],
  [
    "2021244444",
    "Battery thermal management using phase change material",
    "SEALED",
    ["Cool Cells Pty Ltd"],
    ["Nakamura, Ken"],
    ["H01M 10/659"],
    "2021-12-12",
    "A wax jacket keeps lithium cells cool during fast charging."
  ],
  [
    "2024210101",
    "Lithium battery fire suppression",
    "FILED",
    ["SafeStore Energy Pty Ltd"],
    ["Walker, Ben"],
    ["A62C 3/16"],
    "2024-02-02",
    "An aerosol system for battery rooms."
  ]
]

const party = (name: string) => ({ legalEntityName: name })

const record = ([number, title, status, applicants, inventors, ipc, filed, abstract, extra = {}]: Row): Record<string, unknown> => {
  const { bibliographicData: biblioExtra = {}, ...rest } = extra as { bibliographicData?: Record<string, unknown> }
  return {
    bibliographicData: {
      applicationNumber: number,
      inventionTitle: [{ title }],
      ipcrClassification: ipc.map((code, i) => ({ classificationText: code, sequenceNumber: i + 1 })),
      patentApplicationType: "Standard",
      ...biblioExtra
    },
    applicant: applicants.map(party),
    inventors: inventors.map(party),
    filedDate: filed,
    ipRightStatusCode: status,
    ipRightStatusEvent: [{ code: "FILED", date: filed }],
    publishedDocuments: [{ documentTypeCode: "A1", fileName: `${number}-A1.pdf`, abstractText: abstract }],
    ...rest
  }
}

export const IPAUSTRALIA_PATENT_SEED: ReadonlyArray<Record<string, unknown>> = ROWS.map(record)

/** `count` plain records whose titles all hold `word` (and half of them `also`), for paging tests. */
export const generatedPatents = (count: number, word: string, also: string): ReadonlyArray<Record<string, unknown>> =>
  Array.from({ length: count }, (_, i) =>
    record([
      String(2010000000 + i).padStart(10, "0"),
      i % 2 === 0 ? `${word} ${also} unit ${i}` : `${word} module ${i}`,
      "SEALED",
      [`Generated Holdings ${i} Pty Ltd`],
      ["Doe, Jane"],
      ["G06F 1/00"],
      `2010-01-${String((i % 28) + 1).padStart(2, "0")}`,
      `Generated record ${i}.`
    ]))
