/**
 * UKIPO weekly Trade Marks Journal. What the office ships is `tm-journals/<YYYY-NNN>/jnl.zip`, one XHTML
 * page per advertised mark: those pages are read by UkipoJournalPage.ts. A journal XML (`jnl.xml`,
 * named in public code but never seen in a public file) is still read in the layout modelled earlier:
 * a journal (number, publication date) in sections ("Applications published", "Trade marks
 * registered", "Withdrawn", ...), each listing TradeMark entries; the entry's Status (or else its
 * section's title) gives the status. A journal never deletes marks (removed marks get a dead status).
 * An XML file with no TradeMark entry is refused with the element names it does have.
 */
import type { TrademarkDetail } from "../../../Domain/Trademark.js"
import type { ImportEvent, RegisterDetailExtras, RegisterParty, RegisterRecord } from "../RegisterRecord.js"
import { textStatus } from "../StatusMapping.js"
import { compact, compactDetail, isoDate, niceClass, uniqueSorted } from "./Fields.js"
import type { ImportFormat, ParseContext } from "./ImportFormat.js"
import { JOURNAL_PAGE, JournalPageError, parseJournalPage, PUBLISHED } from "./UkipoJournalPage.js"
import { children, findAll, findText, text, XmlFormatError, xmlRecords, type XNode } from "./XmlRecords.js"

type MarkType = NonNullable<TrademarkDetail["markType"]>

const TYPES: ReadonlyArray<readonly [RegExp, RegisterRecord["markFeature"], MarkType]> = [
  [/^word/i, "WORD", "word"],
  [/combin|series/i, "FIGURATIVE", "combined"],
  [/figurative|image|device/i, "FIGURATIVE", "design"],
  [/3d|shape/i, "SHAPE_3D", "other"],
  [/colou?r/i, "COLOUR", "color"],
  [/sound/i, "SOUND", "sound"]
]

/**
 * Element names, in order of preference. The first of each list is the layout modelled earlier; the rest are
 * the names of a public reader that read a live `jnl.xml` (13,758 records, code index id 68284265399), whose
 * real names are among them (which ones is not public). Searched at any depth inside the entry.
 */
const NAMES = {
  record: ["TradeMark", "Trademark", "TradeMarkApplication", "Application", "Mark", "Case", "Entry"],
  number: ["ApplicationNumber", "TradeMarkNumber", "ApplicationNo", "MarkNumber", "CaseNumber", "TMNumber"],
  markText: ["MarkText", "MarkVerbalElementText", "WordMark", "MarkName", "Words", "MarkWords"],
  markType: ["MarkType", "MarkFeature", "TypeOfMark", "MarkCategory"],
  filing: ["FilingDate", "ApplicationDate", "DateOfFiling", "DateFiled", "ApplicationFilingDate"],
  classNo: ["Number", "ClassNumber", "NiceClass", "ClassNo"],
  goods: ["Specification", "GoodsServicesDescription", "GoodsAndServices", "GoodsServices", "ClassDescription", "Description"],
  owner: ["Owner", "Applicant", "ApplicantDetails", "Proprietor", "Holder"],
  representative: ["Representative", "RepresentativeDetails", "Agent", "Attorney"],
  partyName: ["Name", "OrganizationName", "OrganisationName", "FullName", "ApplicantName"],
  country: ["Country", "CountryCode", "AddressCountry"]
} as const

const findAllOf = (node: XNode, names: ReadonlyArray<string>): Array<XNode> => names.flatMap((n) => findAll(node, n))
const partyName = (p: XNode): string | undefined => findText(p, NAMES.partyName) ?? (p.children.length === 0 ? text(p) : undefined)

const classesOf = (tm: XNode): Array<{ classNumber: number; description: string }> => {
  const containers = findAll(tm, "Class")
  const fromContainers = containers.flatMap((c) => {
    const cls = niceClass(
      c.attrs["number"] ?? c.attrs["classNumber"] ?? findText(c, NAMES.classNo) ?? (c.children.length === 0 ? text(c) : undefined)
    )
    return cls === undefined
      ? []
      : [{ classNumber: cls, description: findText(c, NAMES.goods) ?? (c.children.length === 0 ? "" : text(c) ?? "") }]
  })
  if (fromContainers.length > 0) return fromContainers
  return findAllOf(tm, ["ClassNumber", "NiceClass", "ClassNo"]).flatMap((c) => {
    const cls = niceClass(text(c))
    return cls === undefined ? [] : [{ classNumber: cls, description: "" }]
  })
}

const parseEntry = (tm: XNode, ctx: ParseContext): ImportEvent => {
  const number = findText(tm, NAMES.number) ?? text(tm, "Number")
  if (number === undefined) {
    return {
      kind: "reject",
      reason: `${ctx.entryName}: <${tm.name}> entry without an application number (<ApplicationNumber>)`,
      ref: ctx.entryName
    }
  }
  const section = tm.context?.["SectionTitle"]
  const statusRaw = text(tm, "Status") ?? section ?? PUBLISHED
  const gs = classesOf(tm)
  const owners = findAllOf(tm, NAMES.owner)
  const parties: Array<RegisterParty> = owners.flatMap((o) => {
    const name = partyName(o)
    return name === undefined ? [] : [{ name }]
  })
  const rep = findAllOf(tm, NAMES.representative)[0]
  const type = findText(tm, NAMES.markType) ?? ""
  const hit = TYPES.find(([re]) => re.test(type))
  const journal = tm.context?.["JournalNumber"]
  const published = isoDate(tm.context?.["PublicationDate"])
  const record = compact<RegisterRecord>({
    jurisdiction: ctx.jurisdiction,
    applicationNumber: number,
    registrationNumber: text(tm, "RegistrationNumber"),
    name: findText(tm, NAMES.markText) ?? text(tm, "Text") ?? "",
    status: textStatus(statusRaw),
    statusDescription: statusRaw,
    filingDate: isoDate(findText(tm, NAMES.filing)),
    registrationDate: isoDate(text(tm, "RegistrationDate") ?? text(tm, "EntryOnRegisterDate")),
    statusDate: isoDate(text(tm, "StatusDate")) ?? published,
    owners: parties,
    niceClasses: uniqueSorted(gs.map((g) => g.classNumber)),
    markFeature: hit?.[1],
    detail: compactDetail<RegisterDetailExtras>({
      markType: hit?.[2],
      goodsAndServices: gs,
      applicant: owners[0] === undefined || partyName(owners[0]) === undefined
        ? undefined
        : compact({ name: partyName(owners[0])!, address: findText(owners[0], ["Address"]), country: findText(owners[0], NAMES.country) }),
      representative: rep === undefined || partyName(rep) === undefined ? undefined : { name: partyName(rep)! },
      disclaimers: children(tm, "Disclaimer").flatMap((d) => {
        const t = text(d)
        return t === undefined ? [] : [t]
      }),
      publicationDate: published,
      expirationDate: isoDate(text(tm, "RenewalDate") ?? text(tm, "ExpiryDate")),
      prosecutionHistory: published === undefined || section === undefined
        ? undefined
        : [{
          date: published,
          code: "JOURNAL",
          description: `${section}${journal !== undefined ? ` (Trade Marks Journal ${journal})` : ""}`
        }]
    })
  })
  return { kind: "upsert", record }
}

const MAX_PAGE_CHARS = 16 * 1024 * 1024

async function* journalPage(input: AsyncIterable<string | Buffer>, ctx: ParseContext): AsyncGenerator<ImportEvent> {
  const decoder = new TextDecoder("utf-8")
  let html = ""
  for await (const chunk of input) {
    html += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true })
    if (html.length > MAX_PAGE_CHARS) {
      throw new JournalPageError(`${ctx.entryName}: a journal page larger than ${MAX_PAGE_CHARS} characters`)
    }
  }
  html += decoder.decode()
  const event = parseJournalPage(html.replace(/^\uFEFF/, ""), ctx)
  const date = event.kind === "upsert" ? event.record.detail?.publicationDate : undefined
  if (date !== undefined) yield { kind: "asOf", date }
  yield event
}

async function* journalXml(input: AsyncIterable<string | Buffer>, ctx: ParseContext): AsyncGenerator<ImportEvent> {
  const asOf: Array<string> = []
  const seen = new Set<string>()
  const records = xmlRecords(input, {
    records: new Set(NAMES.record),
    withContext: true,
    onHeader: (name, value) => {
      if (seen.size < 20) seen.add(name)
      if (name === "PublicationDate") {
        const d = isoDate(value)
        if (d !== undefined) asOf.push(d)
      }
    }
  })
  let count = 0
  for await (const tm of records) {
    count++
    while (asOf.length > 0) yield { kind: "asOf", date: asOf.shift()! }
    yield parseEntry(tm, ctx)
  }
  if (count === 0) {
    throw new XmlFormatError(
      `${ctx.entryName}: no trade mark entry (<${NAMES.record.join(">, <")}>; elements seen: ${[...seen].join(", ") || "none"}); ` +
        "the journal as UKIPO ships it is jnl.zip with one XHTML page per mark: import that zip"
    )
  }
}

export const UkipoJournalXml: ImportFormat = {
  name: "ukipo-journal-xml",
  title: "UKIPO weekly Trade Marks Journal (jnl.zip of XHTML mark pages, or journal XML)",
  defaultJurisdiction: "GB",
  jurisdictionOverride: false,
  entryPattern: /(\.xml|(?:^|\/)(?:UK|WO)\d{6,}\.html?)$/i,
  parse: (input, ctx) => JOURNAL_PAGE.test(ctx.entryName) ? journalPage(input, ctx) : journalXml(input, ctx)
}
