import { formatTrademarkId, type HistoryEntry, type TrademarkDetail, type TrademarkSummary } from "../../Domain/Trademark.js"
import { listed, longDateOf, markKindOf, type MarkKindTable, niceClassesOf, oldestFirst, when } from "../Shared/AdapterSupport.js"
import type { UkipoCase } from "./UkipoCasePage.js"
import { mapUkipoStatus } from "./UkipoStatus.js"

const FEATURES: MarkKindTable = [
  [/word.*(figurative|image|device)|combined/i, "FIGURATIVE", "combined"],
  [/^word/i, "WORD", "word"],
  [/figurative|image|device|logo/i, "FIGURATIVE", "design"],
  [/3d|three|shape/i, "SHAPE_3D", "other"],
  [/colou?r/i, "COLOUR", "color"],
  [/sound/i, "SOUND", "sound"],
  [/motion|moving|multimedia/i, "MOTION", "motion"],
  [/hologram/i, "HOLOGRAM", "hologram"],
  [/position/i, "POSITION", "position"],
  [/pattern/i, "PATTERN", "pattern"]
]

/** Image sources on the page are site-relative. */
const absolute = (src: string | undefined, baseUrl: string): string | undefined => {
  if (src === undefined || src.trim() === "") return undefined
  try {
    return new URL(src, `${baseUrl}/`).toString()
  } catch {
    return undefined
  }
}

export const toUkipoSummary = (c: UkipoCase, ctx: { readonly today: string; readonly baseUrl: string }): TrademarkSummary => {
  const feature = markKindOf(FEATURES, c.markType)
  const registered = longDateOf(c.entryDate)
  const renewal = longDateOf(c.renewalDate)
  // The <h1> repeats the number when the mark has no words.
  const heading = c.heading !== undefined && !/UK\d{11}|trade mark/i.test(c.heading) ? c.heading : undefined
  const words = c.markText ?? heading
  const owners = c.owners.map((o) => o.name)
  const image = absolute(c.imageUrl, ctx.baseUrl)
  return {
    id: formatTrademarkId("GB", c.number),
    applicationNumber: c.number,
    ...when("registrationNumber", registered !== undefined ? c.number : undefined),
    name: words ?? `[${(feature?.feature ?? "OTHER").toLowerCase()} mark]`,
    jurisdiction: "GB",
    status: mapUkipoStatus(c.status, { wasRegistered: registered !== undefined, renewalDate: renewal, today: ctx.today }),
    statusDescription: c.status.trim(),
    ...when("filingDate", longDateOf(c.filingDate)),
    ...when("registrationDate", registered),
    ...when("owner", owners.length > 0 ? owners.join("; ") : undefined),
    niceClasses: niceClassesOf(c.classes.map((g) => g.classNumber)),
    ...when("imageUrl", image),
    ...when("markFeature", feature?.feature),
    ...when("hasImage", feature !== undefined ? feature.feature !== "WORD" : image !== undefined ? true : undefined),
    source: "live"
  }
}

const ukipoHistory = (c: UkipoCase): ReadonlyArray<HistoryEntry> => {
  const out: Array<HistoryEntry> = []
  const add = (date: string | undefined, code: string, description: string) => {
    const d = longDateOf(date)
    if (d !== undefined) out.push({ date: d, code, description })
  }
  add(c.filingDate, "FILED", "Application filed")
  for (const p of c.publications) {
    add(p.date, "JOURNAL", `${p.event}${p.journal !== undefined ? ` (Trade Marks Journal ${p.journal})` : ""}`)
  }
  add(c.entryDate, "REGISTERED", "Entered in the register")
  return oldestFirst(out)
}

export const toUkipoDetail = (
  c: UkipoCase,
  includeHistory: boolean,
  ctx: { readonly today: string; readonly baseUrl: string }
): TrademarkDetail => {
  const summary = toUkipoSummary(c, ctx)
  const owner = c.owners.length === 1 ? c.owners[0] : undefined
  const rep = c.representatives[0]
  const renewal = longDateOf(c.renewalDate)
  const published = c.publications.find((p) => /publish/i.test(p.event))
  const goods = c.classes.map((g) => ({ classNumber: g.classNumber, description: g.description }))
  const type = markKindOf(FEATURES, c.markType)?.type
  return {
    ...summary,
    ...when("markType", type === "design" && c.markText !== undefined ? "combined" : type),
    ...when("goodsAndServices", listed(goods)),
    ...when("applicant", summary.owner !== undefined ? { name: summary.owner, ...when("address", owner?.address) } : undefined),
    ...when("representative", rep !== undefined ? { name: rep.name, ...when("address", rep.address) } : undefined),
    // A UK registration lasts until its renewal date.
    ...when("expirationDate", renewal),
    ...when("renewalDate", renewal),
    ...when("disclaimers", c.disclaimer !== undefined ? [c.disclaimer] : undefined),
    ...when("publicationDate", longDateOf(published?.date)),
    ...when("prosecutionHistory", includeHistory ? ukipoHistory(c) : undefined)
  }
}
