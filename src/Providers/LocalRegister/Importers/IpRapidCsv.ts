/**
 * IP Australia IP RAPID trade mark CSV (weekly, CC-BY 4.0; successor of IPGOD). Columns are
 * found by header name, case- and punctuation-insensitively, with the aliases below, so the
 * summary table and close variants of it load alike; a file without a number or status column
 * is refused with the list of columns it does have. Multi-valued cells (classes, owners) are
 * separated by ";" or "|"; goods and services as "9: text | 42: text". A change_type / action
 * column of D, DEL, DELETE or REMOVED turns the row into a deletion (weekly change files).
 *
 * A file holding IP RAPID's relational tables (iprapid.zip as data.gov.au publishes it: application.csv,
 * party_activity.csv, ...) is read as one archive and its tables joined (IpRapidArchive.ts); one of
 * those tables on its own is refused, since it cannot make a record.
 */
import { parse } from "csv-parse"
import type { TrademarkDetail, TrademarkStatus } from "../../../Domain/Trademark.js"
import type { RegisterDetailExtras, RegisterRecord } from "../RegisterRecord.js"
import { auStatus } from "../StatusMapping.js"
import { classGoods, compact, compactDetail, DELETION_CHANGE, headerKey, isoDate, niceClass, uniqueSorted } from "./Fields.js"
import { formatEvents, type ImportFormat, type ParseContext } from "./ImportFormat.js"
import { ipRapidArchive, isIpRapidArchive } from "./IpRapidArchive.js"

type MarkType = NonNullable<TrademarkDetail["markType"]>

const COLUMNS = {
  number: ["tm_number", "trade_mark_number", "trademark_number", "number", "ip_right_identifier", "application_number"],
  words: ["words", "mark_words", "word_mark", "trade_mark_words", "mark_text", "name"],
  // status_code_desc: IPGOD 2019 / IP RAPID, "group : detail" in one cell; cpi_status: IPGOD 2016.
  statusGroup: ["status_group", "status", "ip_right_status", "status_code_desc", "cpi_status"],
  statusDetail: ["status_detail", "status_description", "status_code"],
  filingDate: ["filing_date", "lodgement_date", "application_date"],
  registrationDate: ["entered_on_register_date", "registration_date", "registered_date"],
  registeredFrom: ["registered_from_date"],
  renewalDue: ["renewal_due_date", "expiry_date"],
  lapsedDate: ["lapsed_date"],
  acceptanceAdvertised: ["acceptance_advertised_date", "advertised_date"],
  classes: ["nice_classes", "classes", "class_numbers", "class"],
  owners: ["owner_names", "owner_name", "owners", "owner", "applicant_name"],
  ownerCountry: ["owner_country", "owner_jurisdiction"],
  kind: ["kind", "mark_kind", "kind_of_mark", "mark_type"],
  irNumber: ["ir_number", "international_registration_number"],
  goodsServices: ["goods_services", "goods_and_services", "specification"],
  representative: ["address_for_service", "agent_name", "attorney"],
  change: ["change_type", "operation", "record_action", "action"]
} as const

type Field = keyof typeof COLUMNS

const KINDS: ReadonlyArray<readonly [RegExp, RegisterRecord["markFeature"], MarkType]> = [
  [/^word/i, "WORD", "word"],
  [/fancy|stylised|stylized|combin/i, "FIGURATIVE", "combined"],
  [/figurative|device|image/i, "FIGURATIVE", "design"],
  [/shape|3d/i, "SHAPE_3D", "other"],
  [/colou?r/i, "COLOUR", "color"],
  [/sound/i, "SOUND", "sound"],
  [/scent|smell/i, "OTHER", "other"],
  [/movement|motion/i, "MOTION", "motion"]
]

const split = (cell: string | undefined): Array<string> =>
  cell === undefined ? [] : cell.split(/[;|]/).map((s) => s.trim()).filter((s) => s !== "")

/** One trade mark table, entry by entry. */
const IpRapidTable: ImportFormat = {
  name: "iprapid-csv",
  title: "IP Australia IP RAPID trade mark CSV",
  defaultJurisdiction: "AU",
  jurisdictionOverride: false,
  entryPattern: /\.(csv|txt)$/i,
  parse: async function*(input, ctx: ParseContext) {
    const rows = input.pipe(
      parse({ bom: true, comment: "#", skip_empty_lines: true, relax_column_count: true, relax_quotes: true, trim: true })
    )
    let index: Partial<Record<Field, number>> | undefined
    // Few distinct status and kind values recur on every row: map each once.
    const statusCache = new Map<string, TrademarkStatus>()
    const kindCache = new Map<string, (typeof KINDS)[number] | undefined>()
    let line = 0
    for await (const row of rows as AsyncIterable<Array<string>>) {
      line++
      if (index === undefined) {
        const keys = row.map(headerKey)
        const found: Partial<Record<Field, number>> = {}
        for (const field of Object.keys(COLUMNS) as Array<Field>) {
          const i = keys.findIndex((k) => (COLUMNS[field] as ReadonlyArray<string>).includes(k))
          if (i >= 0) found[field] = i
        }
        if (keys.includes("ip_right_type") && found.words === undefined) {
          throw new Error(
            `${ctx.entryName}: a table of the IP RAPID archive on its own; import the whole archive (iprapid.zip), whose tables are joined`
          )
        }
        if (found.number === undefined || found.statusGroup === undefined) {
          throw new Error(
            `${ctx.entryName}: not an IP RAPID trade mark table: it needs a number column (${
              COLUMNS.number.join("/")
            }) and a status column (${COLUMNS.statusGroup.join("/")}); its header has ${keys.join(", ")}`
          )
        }
        index = found
        continue
      }
      const cell = (f: Field): string | undefined => {
        const i = index![f]
        const v = i === undefined ? undefined : row[i]
        return v === undefined || v === "" ? undefined : v
      }
      const number = cell("number")
      const ref = number ?? `${ctx.entryName} row ${line}`
      if (number === undefined) {
        yield { kind: "reject", reason: "row without a trade mark number", ref }
        continue
      }
      if (DELETION_CHANGE.test(cell("change") ?? "")) {
        yield { kind: "delete", jurisdiction: ctx.jurisdiction, applicationNumber: number }
        continue
      }
      const rawStatus = cell("statusGroup")
      if (rawStatus === undefined) {
        yield { kind: "reject", reason: "row without a status", ref }
        continue
      }
      // IPGOD 2019 / IP RAPID write group and detail in one cell: "Registered : Registered/protected".
      const joined = cell("statusDetail") === undefined ? /^(.*?)\s+:\s+(.*)$/.exec(rawStatus) : null
      const group = joined !== null ? joined[1]! : rawStatus
      const detail = joined !== null ? joined[2]! : cell("statusDetail")
      const statusKey = `${group}\u0000${detail ?? ""}`
      let status = statusCache.get(statusKey)
      if (status === undefined) {
        status = auStatus(group, detail)
        if (statusCache.size < 1000) statusCache.set(statusKey, status)
      }
      const gs = classGoods(cell("goodsServices"))
      const classes = uniqueSorted([
        ...split(cell("classes")).flatMap((c) => c.split(/[,\s]+/)).map(niceClass).filter((n): n is number => n !== undefined),
        ...gs.map((g) => g.classNumber)
      ])
      const owners = split(cell("owners"))
      const kind = cell("kind") ?? ""
      let hit = kindCache.get(kind)
      if (hit === undefined && !kindCache.has(kind)) {
        hit = KINDS.find(([re]) => re.test(kind))
        if (kindCache.size < 1000) kindCache.set(kind, hit)
      }
      const representative = cell("representative")
      const record = compact<RegisterRecord>({
        jurisdiction: ctx.jurisdiction,
        applicationNumber: number,
        // In AU the trade mark number is both the application and the registration number.
        registrationNumber: status === "registered" || status === "expired" || /registered/i.test(group) ? number : undefined,
        name: cell("words") ?? "",
        status,
        statusDescription: joined !== null ? rawStatus : (detail ?? group),
        filingDate: isoDate(cell("filingDate")),
        registrationDate: isoDate(cell("registrationDate")),
        statusDate: isoDate(cell("lapsedDate")),
        owners: owners.map((name) => ({ name })),
        niceClasses: classes,
        markFeature: hit?.[1],
        detail: compactDetail<RegisterDetailExtras>({
          markType: hit?.[2],
          goodsAndServices: gs,
          applicant: owners[0] === undefined ? undefined : compact({ name: owners[0], country: cell("ownerCountry") }),
          representative: representative === undefined ? undefined : { name: representative },
          renewalDate: isoDate(cell("renewalDue")),
          expirationDate: isoDate(cell("renewalDue")),
          publicationDate: isoDate(cell("acceptanceAdvertised")),
          designations: cell("irNumber") === undefined ? undefined : [`IR ${cell("irNumber")}`]
        })
      })
      yield { kind: "upsert", record }
    }
    if (index === undefined) throw new Error(`${ctx.entryName}: empty file (no header row)`)
  }
}

export const IpRapidCsv: ImportFormat = {
  ...IpRapidTable,
  parseEntries: (entries, ctx) => isIpRapidArchive(entries) ? ipRapidArchive(entries, ctx) : formatEvents(IpRapidTable, entries, ctx)
}
