/**
 * Made-up EPO OPS data for the fake: ten INPADOC families, 25 published
 * documents across EP, WO, US, DE, CN, JP and KR, and INPADOC legal events
 * for the EP applications covering each status path (granted, opposed,
 * withdrawn, revoked, refused, under examination, grant intended, lapsed,
 * no events at all). Names, numbers and texts are invented.
 */

export interface SeedParty {
  /** `data-format="original"`: the name as filed. */
  readonly original: string
  /** `data-format="epodoc"`: upper case with the country in brackets. */
  readonly epodoc: string
}

export interface SeedLegal {
  readonly code: string
  readonly desc: string
  /** YYYYMMDD */
  readonly date: string
  /** Free text (`L510EP`), e.g. the EP Register status of STAA events. */
  readonly text?: string
  readonly infl?: "+" | "-"
}

export interface SeedPublication {
  readonly number: string
  readonly kind: string
  /** YYYYMMDD */
  readonly date: string
}

/** One application (an OPS family member) and its publications. */
export interface SeedApplication {
  readonly familyId: string
  readonly country: string
  readonly application: { readonly number: string; readonly kind: string; readonly date: string; readonly epodoc: string }
  readonly publications: ReadonlyArray<SeedPublication>
  readonly priorities: ReadonlyArray<
    { readonly epodoc: string; readonly date: string; readonly kind: "national" | "international" | "regional" }
  >
  readonly titles: Readonly<Record<string, string>>
  readonly abstract?: string
  readonly applicants: ReadonlyArray<SeedParty>
  readonly inventors: ReadonlyArray<SeedParty>
  /** IPC symbols, e.g. "B65D 81/38". */
  readonly ipc: ReadonlyArray<string>
  /** CPC symbols, e.g. "B65D 81/3897". */
  readonly cpc: ReadonlyArray<string>
  /** INPADOC legal events; undefined: OPS has none (a 404 from /legal). */
  readonly legal?: ReadonlyArray<SeedLegal>
}

const ACME: SeedParty = { original: "Acme Corporation", epodoc: "ACME CORP [US]" }
const HELIOS: SeedParty = { original: "Helios Robotics GmbH", epodoc: "HELIOS ROBOTICS GMBH [DE]" }
const SUNWARD: SeedParty = { original: "Sunward Energy AB", epodoc: "SUNWARD ENERGY AB [SE]" }
const person = (first: string, last: string, country: string): SeedParty => ({
  original: `${last}, ${first}`,
  epodoc: `${last.toUpperCase()} ${first.toUpperCase()} [${country}]`
})

const staa = (date: string, status: string): SeedLegal => ({
  code: "STAA",
  desc: "INFORMATION ON THE STATUS OF AN EP PATENT APPLICATION OR GRANTED EP PATENT",
  date,
  text: `STATUS: ${status}`
})
const event = (code: string, desc: string, date: string): SeedLegal => ({ code, desc, date, infl: "+" })

const widget = {
  familyId: "71234567",
  titles: { en: "Insulated widget container", de: "Isolierter Behälter für Widgets", fr: "Conteneur isolé pour widgets" },
  abstract:
    "An insulated container for widgets with a double wall and a vacuum gap, keeping the widgets at a constant temperature during transport.",
  applicants: [ACME],
  inventors: [person("Jane", "Doe", "US"), person("Raj", "Patel", "US")],
  ipc: ["B65D 81/38", "F25D 3/08"],
  cpc: ["B65D 81/3897", "F25D 3/08"],
  priorities: [{ epodoc: "US201962938000P", date: "20191120", kind: "national" as const }]
}

const cleaner = {
  familyId: "72000001",
  titles: { en: "Solar panel cleaning robot", de: "Reinigungsroboter für Solarmodule" },
  abstract: "A robot that travels along rows of solar panels and removes dust with a rotating brush, powered by its own solar cell.",
  applicants: [HELIOS, SUNWARD],
  inventors: [person("Lena", "Vogel", "DE"), person("Erik", "Lund", "SE")],
  ipc: ["H02S 40/10", "B08B 1/00"],
  cpc: ["H02S 40/10", "B08B 1/32", "Y02E 10/50"],
  priorities: [{ epodoc: "DE102019203456", date: "20190314", kind: "national" as const }]
}

export const EPO_SEED: ReadonlyArray<SeedApplication> = [
  // Family 1: granted, no opposition (sealed); US, WO and CN members.
  {
    ...widget,
    country: "EP",
    application: { number: "20912345", kind: "A", date: "20201120", epodoc: "EP20200912345" },
    publications: [
      { number: "3999001", kind: "A1", date: "20220525" },
      { number: "3999001", kind: "B1", date: "20240110" }
    ],
    legal: [
      event("AK", "DESIGNATED CONTRACTING STATES", "20220525"),
      staa("20220525", "THE APPLICATION HAS BEEN PUBLISHED"),
      event("17P", "REQUEST FOR EXAMINATION FILED", "20221110"),
      staa("20221110", "REQUEST FOR EXAMINATION WAS MADE"),
      event("INTG", "INTENTION TO GRANT ANNOUNCED", "20230815"),
      staa("20230815", "GRANT OF PATENT IS INTENDED"),
      event("GRAA", "(EXPECTED) GRANT", "20231207"),
      event("AK", "DESIGNATED CONTRACTING STATES", "20240110"),
      staa("20240110", "THE PATENT HAS BEEN GRANTED"),
      event("PG25", "LAPSED IN A CONTRACTING STATE [ANNOUNCED VIA POSTGRANT INFORMATION FROM NATIONAL OFFICE TO EPO]", "20240301"),
      event("26N", "NO OPPOSITION FILED", "20241115"),
      staa("20241115", "NO OPPOSITION FILED WITHIN TIME LIMIT")
    ]
  },
  {
    ...widget,
    country: "US",
    application: { number: "202017099888", kind: "A", date: "20201119", epodoc: "US202017099888" },
    publications: [
      { number: "2021123456", kind: "A1", date: "20210520" },
      { number: "11555666", kind: "B2", date: "20230117" }
    ]
  },
  {
    ...widget,
    country: "WO",
    application: { number: "2020US61234", kind: "W", date: "20201119", epodoc: "WO2020US61234" },
    publications: [{ number: "2021099001", kind: "A1", date: "20210527" }]
  },
  {
    ...widget,
    country: "CN",
    titles: { en: "Insulated widget container", zh: "隔热小部件容器" },
    application: { number: "202080080123", kind: "A", date: "20201120", epodoc: "CN202080080123" },
    publications: [{ number: "114000111", kind: "A", date: "20220729" }]
  },

  // Family 2: granted, opposition pending; WO, US and DE members.
  {
    ...cleaner,
    country: "EP",
    application: { number: "20150001", kind: "A", date: "20200310", epodoc: "EP20200150001" },
    publications: [
      { number: "3845123", kind: "A1", date: "20210707" },
      { number: "3845123", kind: "B1", date: "20230301" }
    ],
    legal: [
      event("AK", "DESIGNATED CONTRACTING STATES", "20210707"),
      event("17P", "REQUEST FOR EXAMINATION FILED", "20211201"),
      event("GRAA", "(EXPECTED) GRANT", "20230126"),
      staa("20230301", "THE PATENT HAS BEEN GRANTED"),
      event("PLBI", "OPPOSITION FILED", "20231120"),
      staa("20231120", "OPPOSITION FILED"),
      event("PGFP", "ANNUAL FEE PAID TO NATIONAL OFFICE [ANNOUNCED VIA POSTGRANT INFORMATION FROM NATIONAL OFFICE TO EPO]", "20240331")
    ]
  },
  {
    ...cleaner,
    country: "WO",
    application: { number: "2020EP56789", kind: "W", date: "20200312", epodoc: "WO2020EP56789" },
    publications: [{ number: "2020123456", kind: "A1", date: "20200625" }]
  },
  {
    ...cleaner,
    country: "US",
    application: { number: "202017435111", kind: "A", date: "20200312", epodoc: "US202017435111" },
    publications: [{ number: "10123456", kind: "B2", date: "20230418" }]
  },
  {
    ...cleaner,
    country: "DE",
    titles: { de: "Reinigungsroboter für Solarmodule", en: "Solar panel cleaning robot" },
    application: { number: "102019203456", kind: "A", date: "20190314", epodoc: "DE102019203456" },
    publications: [{ number: "102019203456", kind: "A1", date: "20200917" }],
    priorities: []
  },

  // Family 3: deemed withdrawn; a KR member.
  {
    familyId: "73000002",
    country: "EP",
    application: { number: "20158002", kind: "A", date: "20200218", epodoc: "EP20200158002" },
    publications: [{ number: "3700002", kind: "A1", date: "20200826" }],
    priorities: [{ epodoc: "KR20190020202", date: "20190220", kind: "national" }],
    titles: { en: "Battery thermal management system", fr: "Système de gestion thermique de batterie" },
    abstract: "A cooling plate with serpentine channels keeps battery cells within a narrow temperature band.",
    applicants: [{ original: "Voltaris SA", epodoc: "VOLTARIS SA [FR]" }],
    inventors: [person("Claire", "Martin", "FR")],
    ipc: ["H01M 10/613", "H01M 10/6556"],
    cpc: ["H01M 10/613", "H01M 10/6556", "Y02E 60/10"],
    legal: [
      event("AK", "DESIGNATED CONTRACTING STATES", "20200826"),
      event("17P", "REQUEST FOR EXAMINATION FILED", "20210301"),
      event("17Q", "FIRST EXAMINATION REPORT DESPATCHED", "20210615"),
      event("18D", "APPLICATION DEEMED TO BE WITHDRAWN", "20220114"),
      staa("20220114", "THE APPLICATION IS DEEMED TO BE WITHDRAWN")
    ]
  },
  {
    familyId: "73000002",
    country: "KR",
    application: { number: "20190020202", kind: "A", date: "20190220", epodoc: "KR20190020202" },
    publications: [{ number: "20200099999", kind: "A", date: "20200810" }],
    priorities: [],
    titles: { en: "Battery thermal management system" },
    applicants: [{ original: "Voltaris SA", epodoc: "VOLTARIS SA [FR]" }],
    inventors: [person("Claire", "Martin", "FR")],
    ipc: ["H01M 10/613"],
    cpc: ["H01M 10/613"]
  },

  // Family 4: granted, opposed, revoked; a JP member.
  {
    familyId: "73500003",
    country: "EP",
    application: { number: "18200003", kind: "A", date: "20181012", epodoc: "EP20180200003" },
    publications: [
      { number: "3500003", kind: "A1", date: "20190626" },
      { number: "3500003", kind: "B1", date: "20210414" }
    ],
    priorities: [{ epodoc: "FI20175901", date: "20171013", kind: "national" }],
    titles: { en: "Hydrogen fuel cell membrane" },
    abstract: "A proton exchange membrane reinforced with a porous ceramic layer for hydrogen fuel cells.",
    applicants: [{ original: "Nordic Hydrogen Oy", epodoc: "NORDIC HYDROGEN OY [FI]" }],
    inventors: [person("Aino", "Virtanen", "FI")],
    ipc: ["H01M 8/1039"],
    cpc: ["H01M 8/1039", "Y02E 60/50"],
    legal: [
      event("AK", "DESIGNATED CONTRACTING STATES", "20190626"),
      event("GRAA", "(EXPECTED) GRANT", "20210311"),
      staa("20210414", "THE PATENT HAS BEEN GRANTED"),
      event("PLBI", "OPPOSITION FILED", "20220110"),
      staa("20220110", "OPPOSITION FILED"),
      event("27W", "PATENT REVOKED", "20230905"),
      staa("20230905", "PATENT REVOKED")
    ]
  },
  {
    familyId: "73500003",
    country: "JP",
    application: { number: "2020520111", kind: "A", date: "20181012", epodoc: "JP2020520111" },
    publications: [{ number: "2020512345", kind: "A", date: "20200521" }],
    priorities: [{ epodoc: "FI20175901", date: "20171013", kind: "national" }],
    titles: { en: "Hydrogen fuel cell membrane", ja: "水素燃料電池膜" },
    applicants: [{ original: "Nordic Hydrogen Oy", epodoc: "NORDIC HYDROGEN OY [FI]" }],
    inventors: [person("Aino", "Virtanen", "FI")],
    ipc: ["H01M 8/1039"],
    cpc: ["H01M 8/1039"]
  },

  // Family 5: refused; a single member.
  {
    familyId: "74000004",
    country: "EP",
    application: { number: "18170004", kind: "A", date: "20180430", epodoc: "EP20180170004" },
    publications: [{ number: "3400004", kind: "A1", date: "20181114" }],
    priorities: [{ epodoc: "DK201770321", date: "20170505", kind: "national" }],
    titles: { en: "Wind turbine blade de-icing" },
    abstract: "Heating mats embedded in the leading edge of a wind turbine blade melt ice while the turbine runs.",
    applicants: [{ original: "Boreas Wind A/S", epodoc: "BOREAS WIND AS [DK]" }],
    inventors: [person("Mads", "Holm", "DK")],
    ipc: ["F03D 80/40"],
    cpc: ["F03D 80/40", "Y02E 10/72"],
    legal: [
      event("AK", "DESIGNATED CONTRACTING STATES", "20181114"),
      event("17P", "REQUEST FOR EXAMINATION FILED", "20190520"),
      event("18R", "APPLICATION REFUSED", "20210505"),
      staa("20210505", "THE APPLICATION HAS BEEN REFUSED")
    ]
  },

  // Family 6: under examination.
  {
    familyId: "75000005",
    country: "EP",
    application: { number: "22180005", kind: "A", date: "20220601", epodoc: "EP20220180005" },
    publications: [{ number: "4100005", kind: "A1", date: "20221207" }],
    priorities: [{ epodoc: "US202163202020P", date: "20210602", kind: "national" }],
    titles: { en: "Biodegradable packaging film" },
    abstract: "A compostable film of polylactic acid and starch for food packaging.",
    applicants: [ACME],
    inventors: [person("Tom", "Nguyen", "US")],
    ipc: ["B65D 65/46", "C08L 67/04"],
    cpc: ["B65D 65/466", "C08L 67/04"],
    legal: [
      event("AK", "DESIGNATED CONTRACTING STATES", "20221207"),
      staa("20221207", "THE APPLICATION HAS BEEN PUBLISHED"),
      event("17P", "REQUEST FOR EXAMINATION FILED", "20230601"),
      staa("20230601", "REQUEST FOR EXAMINATION WAS MADE")
    ]
  },

  // Family 7: grant intended; a CN member.
  {
    familyId: "76000006",
    country: "EP",
    application: { number: "22210006", kind: "A", date: "20221128", epodoc: "EP20220210006" },
    publications: [{ number: "4200006", kind: "A1", date: "20230628" }],
    priorities: [{ epodoc: "KR20210170006", date: "20211201", kind: "national" }],
    titles: { en: "Quantum dot display panel" },
    abstract: "A display panel with a quantum dot colour conversion layer between the backlight and the colour filter.",
    applicants: [{ original: "Lumina Displays Co., Ltd.", epodoc: "LUMINA DISPLAYS CO LTD [KR]" }],
    inventors: [person("Min-jun", "Kim", "KR")],
    ipc: ["H01L 33/50"],
    cpc: ["H01L 33/502"],
    legal: [
      event("AK", "DESIGNATED CONTRACTING STATES", "20230628"),
      event("17P", "REQUEST FOR EXAMINATION FILED", "20231212"),
      event("INTG", "INTENTION TO GRANT ANNOUNCED", "20250120"),
      staa("20250120", "GRANT OF PATENT IS INTENDED")
    ]
  },
  {
    familyId: "76000006",
    country: "CN",
    application: { number: "202211500006", kind: "A", date: "20221128", epodoc: "CN202211500006" },
    publications: [{ number: "116000666", kind: "A", date: "20230404" }],
    priorities: [{ epodoc: "KR20210170006", date: "20211201", kind: "national" }],
    titles: { en: "Quantum dot display panel" },
    applicants: [{ original: "Lumina Displays Co., Ltd.", epodoc: "LUMINA DISPLAYS CO LTD [KR]" }],
    inventors: [person("Min-jun", "Kim", "KR")],
    ipc: ["H01L 33/50"],
    cpc: ["H01L 33/502"]
  },

  // Family 8: no legal events at all (status not available).
  {
    familyId: "77000007",
    country: "EP",
    application: { number: "23170007", kind: "A", date: "20230502", epodoc: "EP20230170007" },
    publications: [{ number: "4300007", kind: "A1", date: "20240103" }],
    priorities: [{ epodoc: "DE102022204567", date: "20220503", kind: "national" }],
    titles: { en: "Solar roof tile with integrated inverter" },
    abstract: "A roof tile carrying a solar cell and a micro inverter in its underside cavity.",
    applicants: [HELIOS],
    inventors: [person("Lena", "Vogel", "DE")],
    ipc: ["H02S 20/25"],
    cpc: ["H02S 20/25", "Y02B 10/10"]
  },

  // Family 9: granted, then lapsed.
  {
    familyId: "78000008",
    country: "EP",
    application: { number: "17190008", kind: "A", date: "20170911", epodoc: "EP20170190008" },
    publications: [
      { number: "3300008", kind: "A1", date: "20180404" },
      { number: "3300008", kind: "B1", date: "20200212" }
    ],
    priorities: [{ epodoc: "GB201614500", date: "20160826", kind: "national" }],
    titles: { en: "Solar-powered water purifier" },
    abstract: "A portable water purifier whose ultraviolet lamp runs on a folding solar panel.",
    applicants: [{ original: "AquaSol Ltd", epodoc: "AQUASOL LTD [GB]" }],
    inventors: [person("Oliver", "Grant", "GB")],
    ipc: ["C02F 1/32", "C02F 1/14"],
    cpc: ["C02F 1/325", "C02F 1/14", "Y02W 10/37"],
    legal: [
      event("GRAA", "(EXPECTED) GRANT", "20200109"),
      staa("20200212", "THE PATENT HAS BEEN GRANTED"),
      staa("20210305", "NO OPPOSITION FILED WITHIN TIME LIMIT"),
      event("PG25", "LAPSED IN A CONTRACTING STATE [ANNOUNCED VIA POSTGRANT INFORMATION FROM NATIONAL OFFICE TO EPO]", "20220131"),
      staa("20230601", "THE PATENT HAS LAPSED")
    ]
  },

  // Family 10: granted, wording only in the event descriptions (no register status texts).
  {
    familyId: "79000009",
    country: "EP",
    application: { number: "13180009", kind: "A", date: "20130812", epodoc: "EP20130180009" },
    publications: [
      { number: "2900009", kind: "A1", date: "20150805" },
      { number: "2900009", kind: "B1", date: "20170510" }
    ],
    priorities: [{ epodoc: "SE20120050901", date: "20120814", kind: "national" }],
    titles: { en: "Solar tracker bearing assembly" },
    abstract: "A slewing bearing for single-axis solar trackers that tolerates misalignment of the torque tube.",
    applicants: [SUNWARD],
    inventors: [person("Erik", "Lund", "SE")],
    ipc: ["F24S 30/425"],
    cpc: ["F24S 30/425", "Y02E 10/47"],
    legal: [
      event("AK", "DESIGNATED CONTRACTING STATES", "20150805"),
      event("17P", "REQUEST FOR EXAMINATION FILED", "20160211"),
      event("GRAA", "(EXPECTED) GRANT", "20170406")
    ]
  }
]
