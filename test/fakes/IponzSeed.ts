/**
 * Made-up New Zealand trade marks in IPONZ's v5 shape (upstream-offices.md
 * §5): every status label of the mapping table, substring cases (KIWI /
 * KIWIFRUIT / BIG KIWI), owner variants (exact, prefix, substring), a
 * figurative mark without words and an IR designation.
 */

type Row = readonly [
  number: number,
  words: string | null,
  category: string,
  status: string,
  classes: ReadonlyArray<number>,
  owner: string,
  filed: string,
  registered: string | null
]

const ROWS: ReadonlyArray<Row> = [
  [1234567, "KIWI CLOUD", "Word", "Registered", [9, 42], "Kiwi Cloud Limited", "2023-02-01", "2023-08-20"],
  [1234568, "KIWI", "Word", "Under Examination", [29], "Kiwi Cloud", "2025-01-15", null],
  [1234569, "KIWIFRUIT DELIGHT", "Combined", "Accepted", [29, 31], "Orchard Bay Growers Ltd", "2024-06-01", null],
  [1234570, "BIG KIWI", "Word", "Advertised", [41], "Kiwi Cloud Holdings Ltd", "2024-09-09", null],
  [1234571, "KIWI PAY", "Word", "Opposed", [36], "Big Kiwi Cloud Co", "2024-03-03", null],
  [1234572, "KIWI KITCHEN", "Word", "Abeyance", [43], "Kiwi Kitchen Ltd", "2024-11-11", null],
  [1123456, "TUI", "Word", "Protected", [32], "Tui Brewing Company Limited", "2015-05-05", "2015-11-30"],
  [1123457, "KEA", "Word", "Refused", [25], "Alpine Parrot Apparel Ltd", "2022-02-02", null],
  [1123458, "PUKEKO", "Word", "Withdrawn", [30], "Swamp Hen Bakery Ltd", "2021-07-07", null],
  [1123459, "MANUKA GOLD", "Word", "Abandoned", [3, 30], "Manuka Gold Honey Ltd", "2020-10-10", null],
  [1123460, "KAURI", "Word", "Removed", [20], "Kauri Furniture Ltd", "2008-08-08", "2009-03-01"],
  [1123461, "TAKAHE", "Word", "Cancelled", [39], "Takahe Travel Ltd", "2010-01-01", "2010-06-06"],
  [1123462, "WEKA", "Word", "Expired", [9], "Weka Software Ltd", "2004-04-04", "2004-10-10"],
  [1123463, "KAKAPO", "Word", "Lapsed", [28], "Kakapo Toys Ltd", "2005-05-05", "2005-12-12"],
  [1123464, "KOWHAI", "Word", "Pending Something New", [44], "Kowhai Health Ltd", "2025-02-02", null],
  [1123465, null, "Figurative", "Registered", [25], "Kiwi Cloud Limited", "2019-09-19", "2020-03-03"],
  [1123466, "SILVER FERN", "Combined", "Registered", [25, 41], "Fern Sports Trust", "2012-12-12", "2013-06-06"],
  [1123467, "HAYABUSA SOFT", "Word", "Protected", [9], "Hayabusa Kabushiki Kaisha", "2023-03-30", "2023-11-15"],
  [1123468, "KESTREL", "Word", "Registered", [9, 42], "Kestrel Labs Limited", "2021-04-04", "2021-10-10"],
  [1123469, "AROHA", "Word", "Registered", [3], "Aroha Skincare Ltd", "2018-08-18", "2019-02-02"],
  [1123470, "SALT AND PEPPER", "Word", "Registered", [30, 43], "Seasoning (NZ) Ltd", "2017-07-17", "2018-01-01"],
  [1123471, "\"QUOTED\" MARK", "Word", "Registered", [16], "Quote & Bracket (Ltd)", "2016-06-16", "2016-12-12"],
  [1123472, "ORCA", "Colour", "Registered", [12], "Orca Marine Ltd", "2014-04-14", "2014-10-10"],
  [1123473, "WAVE", "Sound", "Registered", [9, 41], "Wave Audio Ltd", "2013-03-13", "2013-09-09"],
  [1123474, "PAUA", "3D Shape", "Under Examination", [14], "Paua Jewellery Ltd", "2025-03-03", null],
  [1123475, "KIWI CLOUD", "Figurative", "Expired", [35], "Old Kiwi Co", "2001-01-01", "2001-07-07"],
  [987654, "RIMU", "Word", "Registered", [19], "Rimu Timber Ltd", "1995-05-05", "1996-01-01"]
]

const TERMS: Record<number, string> = {
  3: "Cosmetics; skin care preparations",
  9: "Computer software; downloadable applications",
  12: "Boats",
  14: "Jewellery",
  16: "Printed matter",
  19: "Timber",
  20: "Furniture",
  25: "Clothing; footwear",
  28: "Toys",
  29: "Preserved fruits",
  30: "Honey; bakery goods; seasonings",
  31: "Fresh fruits",
  32: "Beer",
  35: "Advertising",
  36: "Payment services",
  39: "Travel arrangement",
  41: "Entertainment; sporting activities",
  42: "Software as a service",
  43: "Restaurant services",
  44: "Health services"
}

const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`
const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString().slice(0, 10)
}

/** One child unwrapped, several in a list: how the XML-shaped JSON comes out. */
const flat = <T>(items: ReadonlyArray<T>): T | ReadonlyArray<T> => (items.length === 1 ? items[0]! : items)

export const toIponzRecord = (row: Row): Record<string, unknown> => {
  const [number, words, category, status, classes, owner, filed, registered] = row
  const events = [
    { EventDate: filed, EventCode: "FIL", EventDescription: "Application filed" },
    ...(registered !== null
      ? [
        { EventDate: addMonths(filed, 3), EventCode: "ADV", EventDescription: "Advertised" },
        { EventDate: registered, EventCode: "REG", EventDescription: "Registered" }
      ]
      : [])
  ]
  return {
    TransactionDateTime: "2025-01-15T10:22:03+13:00",
    RegistrationOfficeCode: "NZ",
    ApplicationNumber: number,
    RegistrationNumber: number,
    InternationalRegistrationNumber: number === 1123467 ? "1712345" : null,
    ApplicationDate: filed,
    RegistrationDate: registered,
    ExpiryDate: registered !== null ? addYears(filed, 10) : null,
    TerminationDate: null,
    MarkCurrentStatusCode: status,
    MarkCurrentStatusDate: registered ?? filed,
    MarkVerbalElementText: words,
    MarkFeatureCategory: category,
    MarkDescription: category === "Colour" ? "The colour black and white as applied to the hull." : null,
    Disclaimers: number === 1123466 ? "No exclusive right to the word FERN." : null,
    ViennaCodes: category === "Figurative" || category === "Combined" ? flat(["05.03.13", "26.01.01"]) : null,
    Classes: flat(classes.map((c) => ({ ClassNumber: c }))),
    GoodsServices: flat(classes.map((c) => ({ ClassNumber: String(c).padStart(2, "0"), Description: TERMS[c] ?? "Goods" }))),
    Applicants: flat([{ Name: owner, Address: "1 Queen Street, Auckland 1010", CountryCode: "NZ" }]),
    Representative: number % 2 === 0 ? { Name: "Example IP Ltd", Address: "PO Box 1, Wellington" } : null,
    Priorities: number === 1234567 ? { PriorityCountryCode: "AU", PriorityNumber: "2234567", PriorityDate: "2022-09-01" } : null,
    MarkEvents: flat(events)
  }
}

export const IPONZ_SEED: ReadonlyArray<Record<string, unknown>> = ROWS.map(toIponzRecord)

/** `count` filler marks ("FILLER MARK 1"...) to push a search past the 2,000-record cap. */
export const iponzFiller = (count: number): ReadonlyArray<Record<string, unknown>> =>
  Array.from(
    { length: count },
    (_, i) =>
      toIponzRecord([
        5000000 + i,
        `FILLER MARK ${i + 1}`,
        "Word",
        i % 2 === 0 ? "Registered" : "Refused",
        [35],
        "Filler Holdings Ltd",
        "2020-01-01",
        i % 2 === 0 ? "2020-06-01" : null
      ])
  )

/** The fields a search result carries (the detail record has more). */
export const IPONZ_SEARCH_FIELDS = [
  "ApplicationNumber",
  "RegistrationNumber",
  "InternationalRegistrationNumber",
  "MarkVerbalElementText",
  "MarkFeatureCategory",
  "MarkCurrentStatusCode",
  "MarkCurrentStatusDate",
  "ApplicationDate",
  "RegistrationDate",
  "ExpiryDate",
  "Classes",
  "Applicants"
] as const
