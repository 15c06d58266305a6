/**
 * USPTO Trademark Full Text XML, daily (TRTDXFAP, apcYYMMDD.zip) and annual backfile (TRTYRAP):
 * trademark-applications-daily / application-information / file-segments / action-keys /
 * case-file. Each case-file is the whole current record of one serial number, so a daily file
 * is a set of additions and changes. USPTO bulk files carry no deletions: a mark that ends
 * stays in the register with a dead status code.
 */
import type { HistoryEntry, TrademarkDetail } from "../../../Domain/Trademark.js"
import { usptoStatusFromCode, usptoStatusText } from "../../Uspto/UsptoStatus.js"
import type { ImportEvent, RegisterDetailExtras, RegisterParty, RegisterRecord } from "../RegisterRecord.js"
import { blankToUndefined, compact, compactDetail, isoDate, niceClass, uniqueSorted } from "./Fields.js"
import type { ImportFormat, ParseContext } from "./ImportFormat.js"
import { children, text, xmlRecords, type XNode } from "./XmlRecords.js"

type MarkType = NonNullable<TrademarkDetail["markType"]>

/** mark-drawing-code's first digit (USPTO drawing types). */
const DRAWING: Readonly<Record<string, { feature: RegisterRecord["markFeature"]; type: MarkType }>> = {
  "1": { feature: "WORD", type: "word" },
  "4": { feature: "WORD", type: "word" },
  "2": { feature: "FIGURATIVE", type: "design" },
  "3": { feature: "FIGURATIVE", type: "combined" },
  "5": { feature: "FIGURATIVE", type: "combined" },
  "6": { feature: "OTHER", type: "other" }
}

const flag = (header: XNode | undefined, name: string): boolean => text(header, name) === "T"

const owners = (cf: XNode): { parties: Array<RegisterParty>; applicant: TrademarkDetail["applicant"] } => {
  const all = children(cf, "case-file-owners", "case-file-owner")
  // The current owner is the latest party type present (10 applicant ... 30 registrant, 31+ assignees).
  const latest = Math.max(...all.map((o) => Number(text(o, "party-type") ?? 0)))
  const current = all.filter((o) => Number(text(o, "party-type") ?? 0) === latest)
  const parties = current.flatMap((o) => {
    const name = text(o, "party-name")
    return name === undefined ? [] : [{ name }]
  })
  const first = current.find((o) => text(o, "party-name") !== undefined)
  const applicant = first === undefined
    ? undefined
    : compact({
      name: text(first, "party-name")!,
      address: blankToUndefined([text(first, "address-1"), text(first, "address-2")].filter((x) => x !== undefined).join(", ")),
      city: text(first, "city"),
      country: text(first, "country") ?? text(first, "nationality", "country") ?? (text(first, "state") !== undefined ? "US" : undefined)
    })
  return { parties, applicant }
}

const goodsAndServices = (cf: XNode) => {
  const out: Array<{ classNumber: number; description: string }> = []
  for (const st of children(cf, "case-file-statements", "case-file-statement")) {
    const code = text(st, "type-code") ?? ""
    const m = /^GS0*(\d{1,2})\d$/.exec(code)
    const description = text(st, "text")
    const cls = m === null ? undefined : niceClass(m[1])
    if (cls !== undefined && description !== undefined) out.push({ classNumber: cls, description })
  }
  return out
}

const statements = (cf: XNode, prefix: RegExp): Array<string> =>
  children(cf, "case-file-statements", "case-file-statement")
    .filter((st) => prefix.test(text(st, "type-code") ?? ""))
    .flatMap((st) => {
      const t = text(st, "text")
      return t === undefined ? [] : [t]
    })

const history = (cf: XNode): Array<HistoryEntry> =>
  children(cf, "case-file-event-statements", "case-file-event-statement")
    .flatMap((ev) => {
      const date = isoDate(text(ev, "date"))
      return date === undefined ? [] : [{ date, code: text(ev, "code") ?? "", description: text(ev, "description-text") ?? "" }]
    })
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))

export const parseCaseFile = (cf: XNode, ctx: ParseContext): ImportEvent => {
  const serial = text(cf, "serial-number")
  if (serial === undefined || !/^\d{8}$/.test(serial)) {
    return { kind: "reject", reason: "case-file without an 8-digit serial-number", ref: serial ?? ctx.entryName }
  }
  const header = children(cf, "case-file-header")[0]
  const statusCode = text(header, "status-code")
  const reg = text(cf, "registration-number")
  const drawing = DRAWING[(text(header, "mark-drawing-code") ?? "").charAt(0)]
  const classes = uniqueSorted(
    children(cf, "classifications", "classification")
      .flatMap((c) => children(c, "international-code").map((x) => niceClass(x.text)))
      .filter((n): n is number => n !== undefined)
  )
  const gs = goodsAndServices(cf)
  const { parties, applicant } = owners(cf)
  const nature = flag(header, "certification-mark-in")
    ? "CERTIFICATION"
    : flag(header, "collective-trademark-in") || flag(header, "collective-service-mark-in") || flag(header, "collective-membership-mark-in")
    ? "COLLECTIVE"
    : "STANDARD"
  const record = compact<RegisterRecord>({
    jurisdiction: ctx.jurisdiction,
    applicationNumber: serial,
    registrationNumber: reg !== undefined && /[1-9]/.test(reg) ? reg : undefined,
    name: text(header, "mark-identification") ?? "",
    status: usptoStatusFromCode(statusCode),
    statusDescription: usptoStatusText(statusCode),
    filingDate: isoDate(text(header, "filing-date")),
    registrationDate: isoDate(text(header, "registration-date")),
    statusDate: isoDate(text(header, "status-date")),
    owners: parties,
    niceClasses: classes.length > 0 ? classes : uniqueSorted(gs.map((g) => g.classNumber)),
    markFeature: drawing?.feature,
    detail: compactDetail<RegisterDetailExtras>({
      markType: drawing?.type,
      goodsAndServices: gs,
      applicant,
      attorney: text(header, "attorney-name"),
      // Statement type codes in the real files: DS disclaimer, DM description of the mark, CC colour claim.
      disclaimers: statements(cf, /^(DS|D0)/),
      description: statements(cf, /^DM/)[0],
      designCodes: children(cf, "design-searches", "design-search").flatMap((d) => {
        const c = text(d, "code")
        return c === undefined ? [] : [c]
      }),
      markNature: nature,
      publicationDate: isoDate(text(header, "published-for-opposition-date")),
      renewalDate: isoDate(text(header, "renewal-date")),
      prosecutionHistory: history(cf)
    })
  })
  return { kind: "upsert", record }
}

export const UsptoXml: ImportFormat = {
  name: "uspto-xml",
  title: "USPTO trademark daily/annual XML (TRTDXFAP apcYYMMDD.zip, TRTYRAP)",
  defaultJurisdiction: "US",
  jurisdictionOverride: false,
  entryPattern: /\.xml$/i,
  parse: async function*(input, ctx) {
    const asOf: Array<string> = []
    const records = xmlRecords(input, {
      records: new Set(["case-file"]),
      onHeader: (name, value) => {
        if (name === "creation-datetime") {
          const d = isoDate(value.slice(0, 8))
          if (d !== undefined) asOf.push(d)
        }
      }
    })
    for await (const cf of records) {
      while (asOf.length > 0) yield { kind: "asOf", date: asOf.shift()! }
      yield parseCaseFile(cf, ctx)
    }
  }
}
