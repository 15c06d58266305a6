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
import { JOURNAL_PAGE, JournalPageError, parseJournalPage } from "./UkipoJournalPage.js"
import { children, text, XmlFormatError, xmlRecords, type XNode } from "./XmlRecords.js"

type MarkType = NonNullable<TrademarkDetail["markType"]>

const TYPES: ReadonlyArray<readonly [RegExp, RegisterRecord["markFeature"], MarkType]> = [
  [/^word/i, "WORD", "word"],
  [/combin|series/i, "FIGURATIVE", "combined"],
  [/figurative|image|device/i, "FIGURATIVE", "design"],
  [/3d|shape/i, "SHAPE_3D", "other"],
  [/colou?r/i, "COLOUR", "color"],
  [/sound/i, "SOUND", "sound"]
]

const parseEntry = (tm: XNode, ctx: ParseContext): ImportEvent => {
  const number = text(tm, "ApplicationNumber") ?? text(tm, "TradeMarkNumber")
  if (number === undefined) return { kind: "reject", reason: "TradeMark entry without ApplicationNumber", ref: ctx.entryName }
  const section = tm.context?.["SectionTitle"]
  const statusRaw = text(tm, "Status") ?? section
  if (statusRaw === undefined) return { kind: "reject", reason: "TradeMark entry without Status or section title", ref: number }
  const gs = children(tm, "Classes", "Class").flatMap((c) => {
    const cls = niceClass(c.attrs["number"] ?? text(c, "Number"))
    return cls === undefined ? [] : [{ classNumber: cls, description: text(c, "Specification") ?? text(c) ?? "" }]
  })
  const owners = children(tm, "Owner")
  const parties: Array<RegisterParty> = owners.flatMap((o) => {
    const name = text(o, "Name")
    return name === undefined ? [] : [{ name }]
  })
  const type = text(tm, "MarkType") ?? ""
  const hit = TYPES.find(([re]) => re.test(type))
  const journal = tm.context?.["JournalNumber"]
  const published = isoDate(tm.context?.["PublicationDate"])
  const record = compact<RegisterRecord>({
    jurisdiction: ctx.jurisdiction,
    applicationNumber: number,
    registrationNumber: text(tm, "RegistrationNumber"),
    name: text(tm, "MarkText") ?? "",
    status: textStatus(statusRaw),
    statusDescription: statusRaw,
    filingDate: isoDate(text(tm, "FilingDate")),
    registrationDate: isoDate(text(tm, "RegistrationDate") ?? text(tm, "EntryOnRegisterDate")),
    statusDate: isoDate(text(tm, "StatusDate")) ?? published,
    owners: parties,
    niceClasses: uniqueSorted(gs.map((g) => g.classNumber)),
    markFeature: hit?.[1],
    detail: compactDetail<RegisterDetailExtras>({
      markType: hit?.[2],
      goodsAndServices: gs,
      applicant: owners[0] === undefined || text(owners[0], "Name") === undefined
        ? undefined
        : compact({ name: text(owners[0], "Name")!, address: text(owners[0], "Address"), country: text(owners[0], "Country") }),
      representative: text(tm, "Representative", "Name") === undefined ? undefined : { name: text(tm, "Representative", "Name")! },
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
    records: new Set(["TradeMark"]),
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
      `${ctx.entryName}: no <TradeMark> element (elements seen: ${[...seen].join(", ") || "none"}); ` +
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
