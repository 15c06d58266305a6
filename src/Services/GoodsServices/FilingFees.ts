/**
 * Indicative official filing fees for the filing tip of generate_gs_specification. Each
 * schedule names its office and source and the date we last checked it: fees change, so the
 * tip always says when they were read and that they are indicative (no attorney or service
 * fees, no currency conversion).
 */

export type FeeJurisdiction = "US" | "EU" | "WIPO"

/** When the schedules below were last read against the offices' own fee pages. */
export const FEES_CHECKED = "2026-11-22"

export interface FeeSchedule {
  readonly jurisdiction: FeeJurisdiction
  readonly office: string
  readonly currency: "USD" | "EUR" | "CHF"
  readonly source: string
  readonly checked: string
  /** Official fee for `classes` classes (what the office charges at filing, before extras). */
  readonly baseFor: (classes: number) => number
  /** How the fee is built, one line. */
  readonly structure: string
  /** Extras that commonly apply, one line each. */
  readonly extras: ReadonlyArray<string>
}

export const FEE_SCHEDULES: Readonly<Record<FeeJurisdiction, FeeSchedule>> = {
  US: {
    jurisdiction: "US",
    office: "USPTO",
    currency: "USD",
    source: "USPTO fee schedule, uspto.gov",
    checked: FEES_CHECKED,
    baseFor: (classes) => 350 * classes,
    structure: "base application fee USD 350 per class (electronic filing, fee rule in force since 18 January 2025)",
    extras: [
      "USD 200 per class if the goods or services are written free-form instead of taken from the ID Manual",
      "USD 100 per class if required information is missing",
      "USD 200 per class for each additional 1,000 characters of free-form text"
    ]
  },
  EU: {
    jurisdiction: "EU",
    office: "EUIPO",
    currency: "EUR",
    source: "EUIPO fees for EU trade marks, euipo.europa.eu",
    checked: FEES_CHECKED,
    baseFor: (classes) => (classes <= 0 ? 0 : 850 + (classes >= 2 ? 50 : 0) + Math.max(0, classes - 2) * 150),
    structure: "EUR 850 for the first class (e-filing), EUR 50 for the second, EUR 150 for each further class",
    extras: ["Terms taken from the harmonised database (TMclass) speed up examination (Fast Track when all terms are harmonised)"]
  },
  WIPO: {
    jurisdiction: "WIPO",
    office: "WIPO (Madrid System)",
    currency: "CHF",
    source: "WIPO Madrid System fee schedule, wipo.int",
    checked: FEES_CHECKED,
    baseFor: () => 653,
    structure: "basic fee CHF 653 (CHF 903 with a colour reproduction), plus a fee for each designated country or region",
    extras: [
      "designation fees per Contracting Party (complementary, supplementary or individual fees; individual fees often depend on the number of classes)",
      "the office of origin's own handling fee"
    ]
  }
}

export interface FeeEstimate {
  readonly office: string
  readonly currency: string
  readonly classes: number
  /** Official base fee for these classes (WIPO: basic fee only, designations extra). */
  readonly baseFee: number
  readonly structure: string
  readonly extras: ReadonlyArray<string>
  readonly source: string
  readonly checked: string
  readonly indicative: true
}

export const estimateFees = (jurisdiction: FeeJurisdiction, classes: number): FeeEstimate => {
  const s = FEE_SCHEDULES[jurisdiction]
  const n = Math.max(0, Math.floor(classes))
  return {
    office: s.office,
    currency: s.currency,
    classes: n,
    baseFee: s.baseFor(n),
    structure: s.structure,
    extras: s.extras,
    source: s.source,
    checked: s.checked,
    indicative: true
  }
}

const money = (currency: string, amount: number) => `${currency} ${amount.toLocaleString("en-US")}`

/** The one-paragraph filing tip: style advice, then the fee for these classes, dated and sourced. */
export const filingTip = (jurisdiction: FeeJurisdiction, classes: number): string => {
  const fee = estimateFees(jurisdiction, classes)
  const plural = fee.classes === 1 ? "class" : "classes"
  const advice: Record<FeeJurisdiction, string> = {
    US: "Use ID Manual wording where you can: free-form text costs extra and slows examination.",
    EU:
      "Prefer terms the harmonised database accepts (harmonized: true): they are accepted without objection in the EU and most national offices.",
    WIPO: "Madrid terms must be acceptable to every designated office; terms from WIPO's Madrid Goods and Services Manager are the safest."
  }
  const total = jurisdiction === "WIPO"
    ? `basic fee ${money(fee.currency, fee.baseFee)} for ${fee.classes} ${plural}, plus designation fees`
    : `${money(fee.currency, fee.baseFee)} for ${fee.classes} ${plural}`
  return (
    `${advice[jurisdiction]} Official fees at ${fee.office} (checked ${fee.checked}, indicative only; source: ${fee.source}): ` +
    `${fee.structure}, so ${total}. ${fee.extras.length > 0 ? `Extras: ${fee.extras.join("; ")}. ` : ""}` +
    "Confirm the current fees with the office before filing."
  )
}
