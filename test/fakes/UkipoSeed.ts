/**
 * Made-up UK trade marks rendered as UKIPO case pages (upstream-offices.md
 * §8): dates as "12 March 2019", status labels of the mapping table
 * (including bare "Dead" before and after registration), comparable marks
 * (UK009…) and an IR designation (UK008…), word and figurative marks.
 */

export interface UkipoMark {
  readonly number: string
  readonly words: string | null
  readonly type: string
  readonly status: string
  readonly classes: ReadonlyArray<number>
  readonly owners: ReadonlyArray<string>
  readonly filed: string
  readonly entered: string | null
  readonly renewal: string | null
  readonly representative?: string
  readonly disclaimer?: string
}

const u = (
  number: string,
  words: string | null,
  type: string,
  status: string,
  classes: ReadonlyArray<number>,
  owner: string,
  filed: string,
  entered: string | null,
  renewal: string | null = entered !== null ? `${Number(filed.slice(0, 4)) + 10}${filed.slice(4)}` : null
): UkipoMark => ({ number, words, type, status, classes, owners: [owner], filed, entered, renewal })

export const UKIPO_SEED: ReadonlyArray<UkipoMark> = [
  {
    ...u("UK00003700947", "KESTREL", "Word", "Registered", [9, 42], "Kestrel Labs Ltd", "2021-10-12", "2022-01-21"),
    representative: "Marks & Clerk LLP",
    disclaimer: "Registration of this mark shall give no right to the exclusive use of the word LABS."
  },
  u("UK00003700948", "KESTREL CLOUD", "Word", "Application published", [42], "Kestrel Labs Ltd", "2024-03-01", null),
  u("UK00003700949", "BLACK CAB", "Word", "Examination", [39], "London Taxi Holdings plc", "2025-01-10", null),
  u("UK00003700950", "BULLDOG", "Word and figurative", "Opposed", [25], "British Bulldog Apparel Ltd", "2024-06-06", null),
  u("UK00003700951", "CUPPA", "Word", "Withdrawn", [30], "Tea Time Ltd", "2023-02-02", null),
  u("UK00003700952", "ROYAL GREEN", "Word", "Refused", [3], "Green Cosmetics Ltd", "2022-05-05", null),
  u("UK00002123456", "OLD PENNY", "Word", "Surrendered", [36], "Penny Savings Ltd", "1996-03-03", "1997-01-01"),
  u("UK00002123457", "FOGGY BOTTOM", "Word", "Revoked", [32], "Fog Brewing Ltd", "1998-04-04", "1998-12-12"),
  u("UK00002123458", "THAMESIDE", "Word", "Invalidated", [43], "Thameside Inns Ltd", "2005-05-05", "2005-11-11"),
  u("UK00002123459", "PICCADILLY", "Word", "Removed", [35], "Circus Advertising Ltd", "2001-06-06", "2002-02-02"),
  u("UK00002123460", "HIGHLAND MIST", "Word", "Expired", [33], "Glen Distillers Ltd", "2000-07-07", "2001-01-01"),
  u("UK00002123461", "MERSEY BEAT", "Word", "Dead", [9], "Mersey Music Ltd", "2002-08-08", "2003-03-03"),
  u("UK00003123462", "TOWER BRIDGE", "Word", "Dead", [16], "Bridge Print Ltd", "2020-09-09", "2021-03-03", "2099-09-09"),
  u("UK00003123463", "CORNISH PASTY CO", "Word", "Dead", [30], "Pasty Bakers Ltd", "2023-10-10", null),
  u("UK00003123464", "YORKSHIRE GOLD", "Word", "Dead - Withdrawn", [30], "Gold Tea Ltd", "2022-11-11", null),
  u("UK00003123465", null, "Figurative", "Registered", [25], "Lion Crest Ltd", "2019-12-12", "2020-04-04"),
  u("UK00918012345", "KESTREL AIR", "Word", "Registered", [12, 39], "Kestrel Aviation AB", "2018-08-20", "2019-01-15"),
  u("UK00801234567", "HAYABUSA SOFT", "Word", "Protected", [9], "Hayabusa Kabushiki Kaisha", "2019-05-14", "2020-01-10"),
  u("UK00003123466", "WELSH DRAGON", "Word", "Awaiting Godot", [41], "Dragon Events Ltd", "2025-02-02", null),
  u("UK00003123467", "SERIES MARK", "Series of 2 marks", "Filed", [5], "Series Pharma Ltd", "2025-03-03", null),
  {
    ...u("UK00003123468", "JOINT VENTURE", "Word", "Registered", [35], "Alpha Ltd", "2017-01-01", "2017-06-06"),
    owners: ["Alpha Ltd", "Beta LLP"]
  }
]

const TERMS: Record<number, string> = {
  3: "Cosmetics.",
  5: "Pharmaceuticals.",
  9: "Computer software; downloadable software applications.",
  12: "Aircraft.",
  16: "Printed matter.",
  25: "Clothing, footwear, headgear.",
  30: "Tea; pastries.",
  32: "Beers.",
  33: "Whisky.",
  35: "Advertising.",
  36: "Banking.",
  39: "Transport; air transport.",
  41: "Entertainment.",
  42: "Software as a service.",
  43: "Public house services."
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
export const longDate = (iso: string): string => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const page = (title: string, main: string) =>
  `<!DOCTYPE html>\n<html lang="en" class="govuk-template"><head><meta charset="utf-8"><title>${
    esc(title)
  } - Intellectual Property Office</title>` +
  `<script>window.dataLayer = [{"page":"<dl>not a list</dl>"}];</script></head>` +
  `<body class="govuk-template__body"><header class="govuk-header"><dl><dt>Status</dt><dd>Service status: normal</dd></dl></header>` +
  `<main class="govuk-main-wrapper" id="main-content" role="main">${main}</main>` +
  `<footer class="govuk-footer">© Crown copyright</footer></body></html>`

/** The case page of one mark. */
export const ukipoCasePage = (m: UkipoMark): string => {
  const dates = [
    ["Filing date", longDate(m.filed)],
    ["Date of entry in register", m.entered !== null ? longDate(m.entered) : ""],
    ["Renewal date", m.renewal !== null ? longDate(m.renewal) : ""]
  ]
  const published = addDays(m.filed, 30)
  const pubs = [[`${published.slice(0, 4)}/0${published.slice(5, 7)}`, longDate(published), "Application published"]]
  if (m.entered !== null) pubs.push([`${m.entered.slice(0, 4)}/0${m.entered.slice(5, 7)}`, longDate(m.entered), "Registered"])
  return page(
    `${m.number} - Trade mark case details`,
    `<div class="govuk-grid-row"><span class="govuk-caption-l">Trade mark number ${m.number}</span>` +
      `<h1 class="govuk-heading-l">${esc(m.words ?? `Trade mark ${m.number}`)}</h1></div>` +
      `<div class="offset"><dl class="govuk-summary-list"><dt>Trade mark number</dt><dd>${m.number}</dd><dt>Status</dt><dd>\n  ${
        esc(m.status)
      }\n</dd></dl></div>` +
      `<div class="govuk-grid-row">` +
      dates.map(([label, value]) => `<div class="column-one-third"><dl><dt>${label}:</dt><dd>${value}</dd></dl></div>`).join("") +
      `</div>` +
      `<div class="govuk-tabs">` +
      `<section class="govuk-tabs__panel" id="tab-1"><h2>Mark details</h2><dl><dt>Mark type</dt><dd>${esc(m.type)}</dd>` +
      (m.words !== null ? `<dt>Mark text</dt><dd>${esc(m.words)}</dd>` : "") +
      (m.disclaimer !== undefined ? `<dt>Disclaimer</dt><dd>${esc(m.disclaimer)}</dd>` : "") +
      `</dl>` +
      (m.type !== "Word" ? `<p><img src="/ipo-tmcase/img/${m.number}.jpg" alt="Trade mark image"></p>` : "") +
      `</section>` +
      `<section class="govuk-tabs__panel" id="tab-2"><h2>Goods and services</h2><div class="subsection">` +
      m.classes.map((c) => `<h3 class="subsection__title">Class ${c}</h3><p class="govuk-body">${esc(TERMS[c] ?? "Goods.")}</p>`).join("") +
      `</div></section>` +
      `<section class="govuk-tabs__panel" id="tab-3"><h2>Owners and representatives</h2>` +
      m.owners.map((o) =>
        `<h3>Owner</h3><dl><dt>Name</dt><dd>${esc(o)}</dd><dt>Address</dt><dd>1 High Street<br>London<br>EC1A 1AA</dd></dl>`
      ).join("") +
      (m.representative !== undefined
        ? `<h3>Representative</h3><dl><dt>Name</dt><dd>${esc(m.representative)}</dd><dt>Address</dt><dd>90 Long Acre, London</dd></dl>`
        : "") +
      `</section>` +
      `<section class="govuk-tabs__panel" id="tab-4"><h2>Publication</h2><table class="govuk-table"><thead><tr><th>Journal</th><th>Date</th><th>Event</th></tr></thead><tbody>` +
      pubs.map(([j, d, e]) => `<tr><td>${j}</td><td>${d}</td><td>${e}</td></tr>`).join("") +
      `</tbody></table></section></div>`
  )
}

/** What UKIPO serves (with 200) for a number it does not know. */
export const ukipoNotFoundPage = (number: string): string =>
  page(
    "Trade mark case details",
    `<div class="govuk-error-summary" role="alert"><h2 class="govuk-error-summary__title">There is a problem</h2>` +
      `<div class="govuk-error-summary__body"><p>No trade mark found with the number ${esc(number)}.</p></div></div>`
  )
