import {
  formatTrademarkId,
  type HistoryEntry,
  type MarkFeature,
  type TrademarkDetail,
  type TrademarkSummary
} from "../../Domain/Trademark.js"
import { listed, presentText as text, when } from "../Shared/AdapterSupport.js"
import type { TsdrCaseStatus, TsdrParty, TsdrTrademark } from "./UsptoSchemas.js"
import { mapUsptoStatus } from "./UsptoStatus.js"

/** TSDR dates: `2023-04-11`, `2023-04-11-04:00`, `2023-04-11T04:00:00.000+0000` or `20230411`; the calendar date only. */
export const tsdrDate = (value: string | number | null | undefined): string | undefined => {
  const t = text(value)
  if (t === undefined) return undefined
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(t)
  if (iso !== null) return iso[1]
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(t)
  return compact !== null ? `${compact[1]}-${compact[2]}-${compact[3]}` : undefined
}

/** `serialNumber` is a number in the JSON; as an application number it is 8 digits. */
export const serialOf = (status: TsdrCaseStatus): string => String(status.serialNumber).trim().padStart(8, "0")

const registrationNumberOf = (status: TsdrCaseStatus): string | undefined => {
  const reg = text(status.usRegistrationNumber)
  return reg === undefined || /^0+$/.test(reg) ? undefined : reg.padStart(7, "0")
}

/**
 * The current owners: parties are grouped by party type (10 original
 * applicant, 20 owner at publication, 30 original registrant, 31+ later
 * owners...); the highest type is the latest stage of the file.
 */
export const currentOwners = (t: TsdrTrademark): ReadonlyArray<TsdrParty> => {
  const groups = Object.entries(t.parties?.ownerGroups ?? {})
    .map(([key, parties]) => ({ type: Number(key), parties: parties.filter((p) => text(p.name) !== undefined) }))
    .filter((g) => g.parties.length > 0)
    .sort((a, b) => (Number.isNaN(b.type) ? -1 : Number.isNaN(a.type) ? 1 : b.type - a.type))
  return groups[0]?.parties ?? []
}

/** TSDR drawing codes (first digit of `markDrawingCd`); `image`: the drawing shows more than plain words. */
const DRAWING: Record<
  string,
  { readonly feature: typeof MarkFeature.Type; readonly type: NonNullable<TrademarkDetail["markType"]>; readonly image: boolean }
> = {
  "1": { feature: "WORD", type: "word", image: false }, // typed drawing (before 2003)
  "2": { feature: "FIGURATIVE", type: "design", image: true }, // design only
  "3": { feature: "FIGURATIVE", type: "combined", image: true }, // design plus words, letters or numbers
  "4": { feature: "WORD", type: "word", image: false }, // standard characters
  "5": { feature: "FIGURATIVE", type: "combined", image: true }, // words, letters or numbers in stylised form
  "6": { feature: "OTHER", type: "other", image: false } // no drawing: sound, scent...
}

const drawingOf = (status: TsdrCaseStatus) => {
  const code = text(status.markDrawingCd)?.charAt(0)
  const base = code !== undefined ? DRAWING[code] : status.standardChar === true ? DRAWING["4"] : undefined
  if (base === undefined || base.feature !== "OTHER") return base
  // A non-visual mark says what it is in its description.
  const desc = `${status.descOfMark ?? ""} ${status.markDrawDesc ?? ""}`.toLowerCase()
  if (desc.includes("sound")) return { ...base, feature: "SOUND", type: "sound" } as const
  if (desc.includes("motion") || desc.includes("moving")) return { ...base, feature: "MOTION", type: "motion" } as const
  return base
}

const BOILERPLATE = /\s*To view all documents in this file, click on the Trademark Document Retrieval link at the top of this page\.?\s*$/i

/** The office's words: TSDR's status sentence, else the TM5 status, else the code. */
const statusDescriptionOf = (status: TsdrCaseStatus): string | undefined =>
  text(status.extStatusDesc?.replace(BOILERPLATE, "")) ??
    text(status.tm5StatusDesc) ??
    text(status.intStatusDesc) ??
    (text(status.status) !== undefined ? `USPTO status code ${text(status.status)}` : undefined)

const classNumber = (code: string | number | null | undefined): number | undefined => {
  const t = text(code)
  if (t === undefined || !/^\d{1,3}$/.test(t)) return undefined
  const n = Number(t)
  return n >= 1 && n <= 45 ? n : undefined
}

const isDeleted = (g: { readonly statusDescription?: string | null | undefined }) => /delet|cancel/i.test(g.statusDescription ?? "")

/** Nice classes of the goods and services still on file (US-only classes like A, B, 200 are left out). */
const niceClassesOf = (t: TsdrTrademark): ReadonlyArray<number> => {
  const classes = new Set<number>()
  for (const g of t.gsList ?? []) {
    if (isDeleted(g)) continue
    for (const c of g.internationalClasses ?? []) {
      const n = classNumber(c.code)
      if (n !== undefined) classes.add(n)
    }
    const prime = classNumber(g.primeClassCode)
    if (prime !== undefined) classes.add(prime)
  }
  return [...classes].sort((a, b) => a - b)
}

export const toSummary = (t: TsdrTrademark): TrademarkSummary => {
  const s = t.status
  const serial = serialOf(s)
  const drawing = drawingOf(s)
  const mark = text(s.markElement)
  const owners = currentOwners(t).map((p) => text(p.name)!)
  const registrationDate = tsdrDate(s.usRegistrationDate) ?? tsdrDate(s.registrationDate)
  const hasImage = drawing?.image
  return {
    id: formatTrademarkId("US", serial),
    applicationNumber: serial,
    ...when("registrationNumber", registrationNumberOf(s)),
    name: mark ?? `[${(drawing?.feature ?? "OTHER").toLowerCase()} mark]`,
    jurisdiction: "US",
    status: mapUsptoStatus(s.status, s.tm5StatusDesc),
    ...when("statusDescription", statusDescriptionOf(s)),
    ...when("filingDate", tsdrDate(s.filingDate)),
    ...when("registrationDate", registrationDate),
    ...when("statusDate", tsdrDate(s.statusDate)),
    ...when("owner", owners.length > 0 ? owners.join("; ") : undefined),
    niceClasses: niceClassesOf(t),
    // TSDR serves drawings without a key at this address.
    ...when("imageUrl", hasImage === true ? `https://tsdr.uspto.gov/img/${serial}/large` : undefined),
    ...when("markFeature", drawing?.feature),
    ...when("hasImage", hasImage),
    source: "live"
  }
}

const markNatureOf = (s: TsdrCaseStatus): TrademarkDetail["markNature"] => {
  if (s.certificationMark === true) return "CERTIFICATION"
  if (s.collectiveMembershipMark === true || s.collectiveServiceMark === true || s.collectiveTradeMark === true) return "COLLECTIVE"
  if (s.trademark === true || s.serviceMark === true) return "STANDARD"
  return undefined
}

/** The filing bases in force (or, when none is flagged as current, those at filing). */
const markBasisOf = (s: TsdrCaseStatus): string | undefined => {
  const current = [
    [s.useCurr, "1(a) use in commerce"],
    [s.ituCurr, "1(b) intent to use"],
    [s.sect44dCurr, "44(d) foreign application"],
    [s.sect44eCurr, "44(e) foreign registration"],
    [s.sect66aCurr, "66(a) Madrid Protocol"]
  ] as const
  const filed = [
    [s.filedUse, "1(a) use in commerce"],
    [s.filedItu, "1(b) intent to use"],
    [s.filed44d, "44(d) foreign application"],
    [s.filed44e, "44(e) foreign registration"],
    [s.filed66a, "66(a) Madrid Protocol"]
  ] as const
  const pick = (flags: ReadonlyArray<readonly [boolean | null | undefined, string]>) =>
    flags.filter(([f]) => f === true).map(([, label]) => label)
  const bases = pick(current).length > 0 ? pick(current) : pick(filed)
  return bases.length > 0 ? bases.join("; ") : undefined
}

const addressOf = (lines: ReadonlyArray<string | null | undefined>): string | undefined => {
  const parts = lines.map((l) => text(l)).filter((l): l is string => l !== undefined)
  return parts.length > 0 ? parts.join(", ") : undefined
}

/** TSDR lists events newest first; we give them oldest first (same-day order kept as filed). */
export const usptoHistory = (t: TsdrTrademark): ReadonlyArray<HistoryEntry> =>
  (t.prosecutionHistory ?? [])
    .flatMap((e, i) => {
      const date = tsdrDate(e.entryDate)
      const description = text(e.entryDesc)
      if (date === undefined || description === undefined) return []
      return [{ entry: { date, code: text(e.entryCode) ?? "EVENT", description }, order: Number(text(e.entryNumber) ?? NaN), i }]
    })
    .sort((a, b) =>
      a.entry.date !== b.entry.date
        ? a.entry.date < b.entry.date ? -1 : 1
        : !Number.isNaN(a.order) && !Number.isNaN(b.order) && a.order !== b.order
        ? a.order - b.order
        : b.i - a.i
    )
    .map((x) => x.entry)

export const toDetail = (t: TsdrTrademark, includeHistory: boolean): TrademarkDetail => {
  const s = t.status
  const summary = toSummary(t)
  const drawing = drawingOf(s)
  const goods = (t.gsList ?? []).flatMap((g) => {
    const n = classNumber(g.primeClassCode) ?? classNumber(g.internationalClasses?.[0]?.code)
    const description = text(g.description)
    return n === undefined || description === undefined || isDeleted(g) ? [] : [{ classNumber: n, description }]
  })
  const owner = currentOwners(t)[0]
  const attorney = text(s.correspondence?.attorneyName)
  const correspondenceAddress = s.correspondence?.address
  const designCodes = (s.designSearchList ?? []).flatMap((d) => {
    const code = text(d.code)
    return code === undefined ? [] : [code]
  })
  const disclaimer = text(s.disclaimer)
  return {
    ...summary,
    ...when("description", text(s.descOfMark)),
    ...when("markType", drawing?.type),
    ...when("goodsAndServices", listed(goods)),
    ...when(
      "applicant",
      owner !== undefined
        ? {
          name: text(owner.name)!,
          ...when("address", addressOf([owner.address1, owner.address2])),
          ...when("city", text(owner.city)),
          ...when("country", text(owner.addressStateCountry?.iso?.code) ?? text(owner.addressStateCountry?.stateCountry?.name))
        }
        : undefined
    ),
    ...when(
      "representative",
      attorney !== undefined
        ? {
          name: attorney,
          ...when(
            "address",
            addressOf([
              correspondenceAddress?.line1,
              correspondenceAddress?.line2,
              correspondenceAddress?.city,
              correspondenceAddress?.postalCode,
              correspondenceAddress?.countryCode
            ])
          )
        }
        : undefined
    ),
    ...when("attorney", attorney),
    ...when("expirationDate", tsdrDate(s.dateExpired) ?? tsdrDate(s.expirationDate)),
    ...when("renewalDate", tsdrDate(s.renewalDate)),
    ...when("disclaimers", disclaimer !== undefined ? [disclaimer] : undefined),
    ...when("designCodes", listed(designCodes)),
    ...when("markNature", markNatureOf(s)),
    ...when("markBasis", markBasisOf(s)),
    ...when("publicationDate", tsdrDate(t.publication?.datePublished)),
    ...when("prosecutionHistory", includeHistory ? usptoHistory(t) : undefined)
  }
}
