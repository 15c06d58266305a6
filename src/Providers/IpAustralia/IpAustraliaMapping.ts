import {
  formatTrademarkId,
  type HistoryEntry,
  isDeadStatus,
  type MarkFeature,
  type TrademarkDetail,
  type TrademarkSummary
} from "../../Domain/Trademark.js"
import { foldedText, listed, oldestFirst, presentText as text, when } from "../Shared/AdapterSupport.js"
import { partyAddress, partyName, partyNames } from "./IpAustraliaParties.js"
import type { AuGoodsAndServices, AuTrademark } from "./IpAustraliaSchemas.js"
import { mapAuStatus } from "./IpAustraliaStatus.js"

const list = (value: string | ReadonlyArray<string> | null | undefined): ReadonlyArray<string> =>
  (typeof value === "string" ? [value] : (value ?? [])).map((s) => s.trim()).filter((s) => s !== "")

/** ISO dates, possibly with a time; the calendar date only. */
export const auDate = (value: string | null | undefined): string | undefined => /^(\d{4}-\d{2}-\d{2})/.exec(value?.trim() ?? "")?.[1]

export const ownerNames = (t: AuTrademark): ReadonlyArray<string> => partyNames(t.owner)

/** The mark's words as one name ("" when it has none). */
export const wordsOf = (t: AuTrademark): string => list(t.words).join(" ")

const classOf = (g: AuGoodsAndServices): number | undefined => {
  const raw = text(g.class) ?? text(g.classNumber)
  if (raw === undefined || !/^\d{1,2}$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 && n <= 45 ? n : undefined
}

export const niceClassesOf = (t: AuTrademark): ReadonlyArray<number> =>
  [...new Set((t.goodsAndServices ?? []).flatMap((g) => (classOf(g) !== undefined ? [classOf(g)!] : [])))].sort((a, b) => a - b)

/** `kind` values as the register shows them (Word, Figurative, Fancy, Shape...). */
const KINDS: Record<string, { readonly feature: typeof MarkFeature.Type; readonly type: NonNullable<TrademarkDetail["markType"]> }> = {
  WORD: { feature: "WORD", type: "word" },
  FIGURATIVE: { feature: "FIGURATIVE", type: "design" },
  FANCY: { feature: "FIGURATIVE", type: "design" },
  IMAGE: { feature: "FIGURATIVE", type: "design" },
  DEVICE: { feature: "FIGURATIVE", type: "design" },
  SHAPE: { feature: "SHAPE_3D", type: "other" },
  COLOUR: { feature: "COLOUR", type: "color" },
  SOUND: { feature: "SOUND", type: "sound" },
  SCENT: { feature: "OTHER", type: "other" },
  MOVEMENT: { feature: "MOTION", type: "motion" },
  HOLOGRAM: { feature: "HOLOGRAM", type: "hologram" },
  POSITION: { feature: "POSITION", type: "position" },
  ASPECT_OF_PACKAGING: { feature: "OTHER", type: "other" }
}

const kindOf = (t: AuTrademark) => {
  const kinds = list(t.kind).map((k) =>
    KINDS[k.toUpperCase().replace(/[\s-]+/g, "_")] ?? { feature: "OTHER" as const, type: "other" as const }
  )
  if (kinds.length === 0) return undefined
  const nonWord = kinds.find((k) => k.feature !== "WORD")
  if (nonWord === undefined) return kinds[0]
  // Words with a device: a combined mark, figurative in the summary.
  return kinds.some((k) => k.feature === "WORD") && nonWord.feature === "FIGURATIVE"
    ? { feature: "FIGURATIVE" as const, type: "combined" as const }
    : nonWord
}

/** The office's words: "Registered: Registered/protected", "Removed: Not renewed". */
const statusDescriptionOf = (t: AuTrademark): string | undefined => {
  const parts = [text(t.statusCode), text(t.statusDetail)].filter((p): p is string => p !== undefined)
  const unique = parts.filter((p, i) => parts.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i)
  return unique.length > 0 ? unique.join(": ") : text(t.statusGroup)
}

export const toSummary = (t: AuTrademark): TrademarkSummary => {
  const status = mapAuStatus(t.statusGroup, t.statusDetail)
  const kind = kindOf(t)
  const name = wordsOf(t)
  const owners = ownerNames(t)
  const image = list(t.images?.images)[0]
  const registered = auDate(t.enteredOnRegisterDate)
  const dead = isDeadStatus(status)
  return {
    id: formatTrademarkId("AU", t.number),
    applicationNumber: t.number,
    // One number for both: it is a registration number once the mark was entered on the register.
    ...when("registrationNumber", registered !== undefined || status === "registered" ? t.number : undefined),
    name: name !== "" ? name : `[${(kind?.feature ?? "OTHER").toLowerCase().replace("_", " ")} mark]`,
    jurisdiction: "AU",
    status,
    ...when("statusDescription", statusDescriptionOf(t)),
    ...when("filingDate", auDate(t.filingDate)),
    ...when("registrationDate", registered),
    ...when("statusDate", dead ? auDate(t.lapsedDate) : registered),
    ...when("owner", owners.length > 0 ? owners.join("; ") : undefined),
    niceClasses: niceClassesOf(t),
    ...when("imageUrl", image),
    ...when("markFeature", kind?.feature),
    ...when("hasImage", image !== undefined ? true : kind !== undefined ? kind.feature !== "WORD" : undefined),
    source: "live"
  }
}

const NATURE: Record<string, NonNullable<TrademarkDetail["markNature"]>> = {
  COLLECTIVE: "COLLECTIVE",
  CERTIFICATION: "CERTIFICATION"
}

/** Two months after acceptance is advertised (Trade Marks Act 1995 s 52, reg 5.6). */
const oppositionDeadlineOf = (advertised: string | undefined): string | undefined => {
  if (advertised === undefined) return undefined
  const [y, m, d] = advertised.split("-").map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m + 1, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, lastDay))
  return target.toISOString().slice(0, 10)
}

/** "Renew Trade Mark" → "RENEW_TRADE_MARK": a stable code for one of the office's history entries. */
const historyCode = (name: string): string => name.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_+|_+$/g, "") || "HISTORY"

/**
 * History oldest first: the office's own entries (`historyAndPublicationDetails`: renewals,
 * correspondence, status changes) when it sends them; otherwise built from the register's dates.
 */
export const auHistory = (t: AuTrademark): ReadonlyArray<HistoryEntry> => {
  const office = (t.historyAndPublicationDetails ?? []).flatMap((h) => {
    const date = auDate(h.date)
    const name = text(h.displayName)
    if (date === undefined || name === undefined) return []
    const detail = text(h.description)
    return [{ date, code: historyCode(name), description: detail !== undefined ? `${name}: ${detail}` : name }]
  })
  if (office.length > 0) return oldestFirst(office)
  const out: Array<HistoryEntry> = []
  const add = (date: string | null | undefined, code: string, description: string) => {
    const d = auDate(date)
    if (d !== undefined) out.push({ date: d, code, description })
  }
  add(t.filingDate, "FILED", "Application filed")
  add(t.firstReportDate, "EXAMINED", "First examination report issued")
  add(t.acceptanceDate, "ACCEPTED", "Accepted")
  add(t.acceptanceAdvertisedDate, "ACCEPTANCE_ADVERTISED", "Acceptance advertised (opposition period starts)")
  add(t.enteredOnRegisterDate, "REGISTERED", "Entered on the register")
  add(t.registrationAdvertisedDate, "REGISTRATION_ADVERTISED", "Registration advertised")
  add(t.lapsedDate, "ENDED", `Ended: ${statusDescriptionOf(t) ?? "lapsed"}`)
  return oldestFirst(out)
}

/** Oldest first; entries of one day keep their order. */

export const toDetail = (t: AuTrademark, includeHistory: boolean): TrademarkDetail => {
  const summary = toSummary(t)
  const goods = (t.goodsAndServices ?? []).flatMap((g) => {
    const n = classOf(g)
    const description = [...list(g.descriptionText), ...list(g.description)].join("; ")
    return n === undefined || description === "" ? [] : [{ classNumber: n, description }]
  })
  const owner = (t.owner ?? []).find((p) => partyName(p) !== undefined)
  const agent = (t.addressForService ?? []).find((p) => partyName(p) !== undefined)
  const imageWords = list(t.images?.description)
  const nature = list(t.markCategories).map((c) => NATURE[c.toUpperCase()]).find((n) => n !== undefined)
  const advertised = auDate(t.acceptanceAdvertisedDate)
  const stillOpen = summary.status === "pending" || summary.status === "opposed"
  return {
    ...summary,
    ...when("description", imageWords.length > 0 ? imageWords.join("; ") : undefined),
    ...when("markType", kindOf(t)?.type),
    ...when("goodsAndServices", listed(goods)),
    ...when(
      "applicant",
      owner !== undefined
        ? {
          name: partyName(owner)!,
          ...when("address", partyAddress(owner)),
          ...when("city", foldedText(owner.structuredAddress?.suburb)),
          ...when("country", foldedText(owner.structuredAddress?.countryName))
        }
        : undefined
    ),
    ...when("representative", agent !== undefined ? { name: partyName(agent)!, ...when("address", partyAddress(agent)) } : undefined),
    ...when("expirationDate", auDate(t.renewalDueDate)),
    ...when("renewalDate", auDate(t.renewalDueDate)),
    ...when("markNature", nature ?? "STANDARD"),
    ...when("publicationDate", advertised),
    ...when("oppositionDeadline", stillOpen ? oppositionDeadlineOf(advertised) : undefined),
    ...when("prosecutionHistory", includeHistory ? auHistory(t) : undefined)
  }
}
