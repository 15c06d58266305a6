import { formatTrademarkId, type HistoryEntry, type TrademarkDetail, type TrademarkSummary } from "../../Domain/Trademark.js"
import {
  isoDateOf,
  longDateOf,
  markKindOf,
  type MarkKindTable,
  niceClassesOf,
  niceClassOf,
  oldestFirst,
  when
} from "../Shared/AdapterSupport.js"
import { cipoApplicationNumber } from "./CipoQuery.js"
import type { CipoCase, CipoSearchItem } from "./CipoSchemas.js"
import { cipoStatusText, mapCipoStatus } from "./CipoStatus.js"

/** CIPO's "Type(s)" (a mark can have several, e.g. "Word, Design"). */
const FEATURES: MarkKindTable = [
  [/word.*design|design.*word/i, "FIGURATIVE", "combined"],
  [/^(word|standard characters)/i, "WORD", "word"],
  [/design|figurative/i, "FIGURATIVE", "design"],
  [/three|3-?d|shape|distinguishing guise/i, "SHAPE_3D", "other"],
  [/colou?r/i, "COLOUR", "color"],
  [/sound/i, "SOUND", "sound"],
  [/hologram/i, "HOLOGRAM", "hologram"],
  [/moving|motion/i, "MOTION", "motion"],
  [/position|packaging/i, "POSITION", "position"],
  [/pattern/i, "PATTERN", "pattern"]
]

const dateOf = (value: string | null | undefined) => isoDateOf(value) ?? longDateOf(value)

/** "TMA1,077,623" → "TMA1077623". */
const registrationOf = (value: string | null | undefined) => {
  const v = value?.replace(/[\s,.]/g, "").toUpperCase()
  return v === undefined || v === "" ? undefined : v
}

export const cipoItemOwners = (item: CipoSearchItem): ReadonlyArray<string> => (item.ownerName?.trim() ? [item.ownerName.trim()] : [])

const applicationOf = (appNum: string, ext: string | null | undefined) =>
  cipoApplicationNumber({ number: appNum.replace(/^0+(?=\d)/, "").padStart(7, "0"), extension: ext?.trim() || "00" })

export const toCipoSummary = (item: CipoSearchItem): TrademarkSummary => {
  const application = applicationOf(item.appNum, item.appExt)
  const feature = markKindOf(FEATURES, item.markType)
  const words = item.tmName?.trim()
  const status = cipoStatusText(item.cipoStatus, item.tm5Status)
  return {
    id: formatTrademarkId("CA", application),
    applicationNumber: application,
    ...when("registrationNumber", registrationOf(item.regNum)),
    name: words !== undefined && words !== ""
      ? words
      : `[${feature?.type === "design" ? "design" : (feature?.feature ?? "OTHER").toLowerCase()} mark]`,
    jurisdiction: "CA",
    status: mapCipoStatus(item.cipoStatus, item.tm5Status),
    ...when("statusDescription", status),
    ...when("filingDate", dateOf(item.fileDate)),
    ...when("registrationDate", dateOf(item.regDate)),
    ...when("owner", item.ownerName?.trim() || undefined),
    niceClasses: niceClassesOf((item.niceClasses ?? []).flatMap((c) => niceClassOf(c) ?? [])),
    ...when("markFeature", feature?.feature),
    ...when("hasImage", feature !== undefined ? feature.feature !== "WORD" : undefined),
    source: "live"
  }
}

const NATURE: ReadonlyArray<readonly [RegExp, NonNullable<TrademarkDetail["markNature"]>]> = [
  [/certification/i, "CERTIFICATION"],
  [/collective/i, "COLLECTIVE"],
  [/trademark|trade-mark/i, "STANDARD"]
]

/** Oldest first; CIPO lists newest first, so same-day actions are put back in the order they happened. */
const cipoHistory = (c: CipoCase): ReadonlyArray<HistoryEntry> => {
  const entries = c.actions.flatMap((a) => {
    const date = dateOf(a.date)
    return date === undefined
      ? []
      : [{
        date,
        code: a.action.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_|_$/g, ""),
        description: a.comments ? `${a.action}: ${a.comments}` : a.action
      }]
  })
  const newestFirst = entries.length > 1 && entries[0]!.date > entries[entries.length - 1]!.date
  return oldestFirst(newestFirst ? entries.reverse() : entries)
}

export const toCipoDetail = (c: CipoCase, includeHistory: boolean, baseUrl: string): TrademarkDetail => {
  const [number, extension] = c.applicationNumber.split("-") as [string, string | undefined]
  const summary = toCipoSummary({
    appNum: number,
    appExt: extension ?? null,
    regNum: c.registrationNumber ?? null,
    tmName: c.trademark ?? null,
    ownerName: c.owners.map((o) => o.name).join("; ") || null,
    cipoStatus: c.cipoStatus ?? null,
    tm5Status: c.tm5Status ?? null,
    niceClasses: c.goods.map((g) => String(g.classNumber)),
    fileDate: c.filed ?? null,
    regDate: c.registered ?? null,
    markType: c.types ?? null
  })
  const owner = c.owners.length === 1 ? c.owners[0] : undefined
  const agent = c.agents[0]
  const expiry = dateOf(c.expiry)
  const type = markKindOf(FEATURES, c.types)?.type
  let image: string | undefined
  try {
    image = c.imageUrl !== undefined ? new URL(c.imageUrl, `${baseUrl}/`).toString() : undefined
  } catch {
    image = undefined
  }
  return {
    ...summary,
    ...when("imageUrl", image),
    ...when("markType", type === "design" && c.trademark !== undefined ? "combined" : type),
    ...when(
      "goodsAndServices",
      c.goods.length > 0 ? c.goods.map((g) => ({ classNumber: g.classNumber, description: g.description })) : undefined
    ),
    ...when("applicant", summary.owner !== undefined ? { name: summary.owner, ...when("address", owner?.address) } : undefined),
    ...when("representative", agent !== undefined ? { name: agent.name, ...when("address", agent.address) } : undefined),
    ...when("expirationDate", expiry),
    // A Canadian registration is renewed on its expiry date.
    ...when("renewalDate", summary.status === "registered" ? expiry : undefined),
    ...when("disclaimers", c.disclaimer !== undefined ? [c.disclaimer] : undefined),
    ...when("markNature", NATURE.find(([re]) => re.test(c.category ?? ""))?.[1]),
    ...when("publicationDate", dateOf(c.advertised)),
    ...when("prosecutionHistory", includeHistory ? cipoHistory(c) : undefined)
  }
}
