/**
 * Made-up Canadian trademarks for the fake CIPO (upstream-offices.md §9):
 * CIPO statuses with TM5 descriptors (expunged-expired vs expunged-cancelled
 * told apart only by TM5), a status without TM5, registration numbers in
 * CIPO's display form (TMA1,077,623), word/design marks, owner variants.
 */

export interface CipoMark {
  readonly appNum: string
  readonly ext: string
  readonly regNum: string | null
  readonly name: string | null
  readonly owner: string
  readonly cipoStatus: string
  readonly tm5: string | null
  readonly classes: ReadonlyArray<number>
  readonly filed: string
  readonly registered: string | null
  readonly types: string
  readonly category: string
  readonly agent?: string
}

const c = (
  appNum: string,
  regNum: string | null,
  name: string | null,
  owner: string,
  cipoStatus: string,
  tm5: string | null,
  classes: ReadonlyArray<number>,
  filed: string,
  registered: string | null,
  types = "Word"
): CipoMark => ({ appNum, ext: "00", regNum, name, owner, cipoStatus, tm5, classes, filed, registered, types, category: "Trademark" })

export const CIPO_SEED: ReadonlyArray<CipoMark> = [
  {
    ...c(
      "2145678",
      "TMA1,077,623",
      "KESTREL",
      "Kestrel Labs Inc.",
      "REGISTERED",
      "LIVE/REGISTRATION/Issued and Active",
      [9, 42],
      "2021-12-01",
      "2023-05-05"
    ),
    agent: "Smart & Biggar LLP"
  },
  c("2145679", null, "KESTREL CLOUD", "Kestrel Labs", "FORMALIZED", "LIVE/APPLICATION/Awaiting Examination", [42], "2024-02-02", null),
  c("2145680", null, "KESTRELLE", "Kestrel Labs Holdings Ltd.", "SEARCHED", "LIVE/APPLICATION/Examination", [25], "2024-03-03", null),
  c("2145681", null, "KESTREL PAY", "Big Kestrel Labs Corp.", "APPROVED", "LIVE/APPLICATION/Approved", [36], "2023-09-09", null),
  c(
    "2145682",
    null,
    "MAPLE LEAF FOODS",
    "Maple Leaf Foods Inc.",
    "ADVERTISED",
    "LIVE/APPLICATION/Published for Opposition",
    [29, 30],
    "2023-06-06",
    null
  ),
  c("2145683", null, "MAPLE SYRUP CO", "Sugar Shack Ltd.", "ALLOWED", "LIVE/APPLICATION/Allowed", [30], "2023-01-01", null),
  c("2145684", null, "MAPLE RIDGE", "Ridge Outfitters Inc.", "OPPOSED", "LIVE/APPLICATION/Opposed", [25], "2022-10-10", null),
  c("2145685", null, "POUTINE KING", "Poutine Palace Inc.", "ABANDONED", "DEAD/APPLICATION/Abandoned", [43], "2020-04-04", null),
  c("2145686", null, "TIM BITZ", "Doughnut Co.", "REFUSED", "DEAD/APPLICATION/Refused", [30], "2019-05-05", null),
  c(
    "1234567",
    "TMA700,001",
    "NORTHERN LIGHTS",
    "Aurora Electric Ltd.",
    "EXPUNGED",
    "DEAD/REGISTRATION/Expired",
    [11],
    "2005-05-05",
    "2007-12-12"
  ),
  c(
    "1234568",
    "TMA700,002",
    "HOCKEY NIGHT",
    "Puck Media Inc.",
    "EXPUNGED",
    "DEAD/REGISTRATION/Cancelled",
    [41],
    "2006-06-06",
    "2008-01-01"
  ),
  c("1234569", "TMA700,003", "BEAVER TAIL", "Pastry Trail Inc.", "CANCELLED", null, [30], "2004-04-04", "2006-06-06"),
  c("2145687", null, "MOOSE JAW", "Prairie Brewing Ltd.", "DEFAULT", "LIVE/APPLICATION/Default", [32], "2024-07-07", null),
  c("2145688", null, "LOONIE", "Coin Craft Ltd.", "FILED", null, [14], "2025-01-15", null),
  c("2145689", null, "TOONIE", "Coin Craft Ltd.", "SOMETHING ELSE", null, [14], "2025-01-16", null),
  c(
    "0123456",
    "TMA400,123",
    "CANUCK",
    "Canuck Apparel Ltd.",
    "REGISTERED",
    "LIVE/REGISTRATION/Issued and Active",
    [25],
    "1990-01-01",
    "1992-02-02"
  ),
  c(
    "2145690",
    "TMA1,100,000",
    null,
    "Maple Leaf Foods Inc.",
    "REGISTERED",
    "LIVE/REGISTRATION/Issued and Active",
    [29],
    "2020-08-08",
    "2022-08-08",
    "Design"
  ),
  c(
    "2145691",
    "TMA1,100,001",
    "MAPLE & CO",
    "Maple & Co. Inc.",
    "REGISTERED",
    "LIVE/REGISTRATION/Issued and Active",
    [35],
    "2020-09-09",
    "2022-09-09",
    "Word, Design"
  ),
  {
    ...c(
      "2145692",
      "TMA1,100,002",
      "CANADA GRADE A",
      "Canadian Food Inspection Guild",
      "REGISTERED",
      "LIVE/REGISTRATION/Issued and Active",
      [29],
      "2018-01-01",
      "2019-01-01"
    ),
    category: "Certification mark"
  },
  c(
    "2145693",
    null,
    "NORTHERN KESTREL",
    "Falcon Outfitters Inc.",
    "FORMALIZED",
    "LIVE/APPLICATION/Awaiting Examination",
    [25],
    "2025-02-02",
    null
  ),
  c(
    "2145694",
    "TMA1,100,003",
    "TUNDRA",
    "Tundra Gear Ltd.",
    "REGISTERED",
    "LIVE/REGISTRATION/Issued and Active",
    [18, 25],
    "2019-02-02",
    "2021-02-02"
  ),
  c(
    "1234570",
    "TMA700,004",
    "PRAIRIE GOLD",
    "Prairie Grain Co.",
    "EXPUNGED",
    "DEAD/REGISTRATION/Expired",
    [30],
    "2003-03-03",
    "2005-05-05"
  ),
  c(
    "2145695",
    null,
    "CARIBOU CAFE",
    "Caribou Coffee House Inc.",
    "ADVERTISED",
    "LIVE/APPLICATION/Published for Opposition",
    [43],
    "2024-04-04",
    null
  ),
  c(
    "2145696",
    "TMA1,100,004",
    "ORCA BAY",
    "Pacific Orca Seafoods Ltd.",
    "REGISTERED",
    "LIVE/REGISTRATION/Issued and Active",
    [29],
    "2018-06-06",
    "2020-06-06",
    "Sound"
  )
]

const TERMS: Record<number, string> = {
  9: "Computer software",
  11: "Lighting fixtures",
  14: "Coins of precious metal",
  25: "Clothing",
  29: "Meat; maple products",
  30: "Maple syrup; pastries",
  32: "Beer",
  35: "Business consulting",
  36: "Payment processing",
  41: "Television broadcasting of hockey games",
  42: "Software as a service",
  43: "Restaurant services"
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`

/** One row of the search JSON (field names as modelled; CIPO's are unverified). */
export const cipoSearchItem = (m: CipoMark): Record<string, unknown> => ({
  appNum: m.appNum,
  appExt: m.ext,
  regNum: m.regNum,
  tmName: m.name,
  ownerName: m.owner,
  cipoStatus: m.cipoStatus,
  tm5Status: m.tm5,
  niceClasses: m.classes.map((n) => String(n).padStart(2, "0")).join(", "),
  fileDate: m.filed,
  regDate: m.registered,
  markType: m.types
})

const page = (main: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>Canadian Trademarks Database</title></head><body>` +
  `<header><dl><dt>Application number</dt><dd>not this one</dd></dl></header>` +
  `<main property="mainContentOfPage" class="container"><h1 property="name" id="wb-cont">Canadian Trademarks Details</h1>${main}</main></body></html>`

export const cipoTrademarkPage = (m: CipoMark): string => {
  const fact = (label: string, value: string | null) => (value === null ? "" : `<dt>${label}</dt><dd>${esc(value)}</dd>`)
  const actions: Array<readonly [string, string, string]> = [
    ["Filed", m.filed, ""],
    ["Created", m.filed, ""],
    ["Formalized", m.filed, ""],
    ...(m.registered !== null
      ? ([["Advertised", addYears(m.registered, -1), "Vol.70 Issue 3571"], ["Registered", m.registered, ""]] as const)
      : [])
  ]
  return page(
    `<h2>${esc(m.name ?? "Design")} - ${m.appNum}</h2>` +
      `<section id="trademark-details"><dl class="dl-horizontal">` +
      fact("Application number", `${m.appNum}-${m.ext}`) +
      fact("Registration number", m.regNum) +
      fact("Trademark", m.name) +
      fact("CIPO status", m.cipoStatus) +
      fact("TM5 status", m.tm5) +
      fact("Filed", m.filed) +
      fact("Advertised", m.registered !== null ? addYears(m.registered, -1) : null) +
      fact("Registered", m.registered) +
      fact("Registration expiry date", m.registered !== null ? addYears(m.registered, 15) : null) +
      fact("Type(s)", m.types) +
      fact("Category", m.category) +
      (m.appNum === "2145678"
        ? fact("Disclaimer", "The right to the exclusive use of the word LABS is disclaimed apart from the trademark.")
        : "") +
      `</dl>` +
      (m.types !== "Word" ? `<figure><img src="/cipo/trademark-search/image/${m.appNum}.png" alt="Trademark image"></figure>` : "") +
      `</section>` +
      `<section id="interested-parties"><h2>Interested parties</h2>` +
      `<h3>Owner</h3><dl><dt>Name</dt><dd>${
        esc(m.owner)
      }</dd><dt>Address</dt><dd>100 Queen Street<br/>Ottawa, ONTARIO<br/>K1A 0H5</dd></dl>` +
      (m.agent !== undefined
        ? `<h3>Agent</h3><dl><dt>Name</dt><dd>${
          esc(m.agent)
        }</dd><dt>Address</dt><dd>2300-1000 De La Gauchetière St. W.<br/>Montréal, QUEBEC</dd></dl>`
        : "") +
      `</section>` +
      `<section id="goods-services"><h2>Goods and services</h2><table class="table"><thead><tr><th>Nice class</th><th>Goods and services</th></tr></thead><tbody>` +
      m.classes.map((n) => `<tr><td>${n}</td><td>${esc(TERMS[n] ?? "Goods")}</td></tr>`).join("") +
      `</tbody></table></section>` +
      `<section id="action-history"><h2>Action history</h2><table class="table"><thead><tr><th>Action</th><th>Action date</th><th>Comments</th></tr></thead><tbody>` +
      [...actions].reverse().map(([a, d, note]) => `<tr><td>${a}</td><td>${d}</td><td>${esc(note)}</td></tr>`).join("") +
      `</tbody></table></section>`
  )
}

export const cipoNotFoundPage = (appNum: string): string =>
  page(`<div class="alert alert-warning"><p>No results were found for application number ${esc(appNum)}.</p></div>`)
