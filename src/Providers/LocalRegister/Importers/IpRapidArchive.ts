/**
 * IP Australia's IP RAPID archive as published (data.gov.au dataset `iprapid`, `iprapid.zip`, CC-BY 4.0):
 * relational CSV tables for every IP right, each keyed by (ip_right_type, application_number); trade
 * marks are `ip_right_type = trade_mark`. Table and column names are those of the public readers listed
 * in docs/LOCAL_REGISTER.md ("Checked against"):
 *  - application.csv: status, application_date / earliest_filed_date, gained_registration_status_date, ...
 *  - application_description.csv: description_type (trade_mark_word_mark_phrase, trade_mark_image_words,
 *    trade_mark_word, trade_mark_image, ...) and description_value
 *  - application_classification.csv: classification_system (nice), classification, is_current
 *  - party_activity.csv: party_role_category (applicant, applicant_agent, ...), party_name, country_code, is_current
 *  - application_events.csv (optional): event_type, event_category, event_effective_date, is_standing
 *  - application_links.csv: not read.
 *
 * The join: the related tables' trade mark rows go into a temporary SQLite file (in the OS temp
 * directory, deleted afterwards), indexed by number once loaded; then application.csv is streamed and
 * each mark's rows are looked up by key. SQLite rather than a sort/merge: nothing says the tables are
 * sorted by number, zip entries can only be read front to back, and an external sort would write the
 * rows to disk anyway; SQLite keeps them on disk with a bounded page cache, so memory stays flat
 * whatever the archive's size.
 */
import Database from "better-sqlite3"
import { parse } from "csv-parse"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { ImportEvent, RegisterRecord } from "../RegisterRecord.js"
import { auStatus } from "../StatusMapping.js"
import { classGoods, compact, compactDetail, DELETION_CHANGE, headerKey, isoDate, niceClass, uniqueSorted } from "./Fields.js"
import type { ParseContext } from "./ImportFormat.js"
import type { SourceEntry } from "./Sources.js"

/** Columns each table must have (the join key and what a record needs), then the ones read when present. */
const TABLES = {
  application: {
    required: ["ip_right_type", "application_number", "status"],
    optional: [
      "ip_right_sub_type",
      "application_date",
      "earliest_filed_date",
      "gained_registration_status_date",
      "deemed_retired_date",
      "renewal_due_date",
      "change_type",
      "operation",
      "action"
    ]
  },
  application_description: { required: ["ip_right_type", "application_number", "description_type", "description_value"], optional: [] },
  application_classification: {
    required: ["ip_right_type", "application_number", "classification"],
    optional: ["classification_system", "is_current"]
  },
  party_activity: {
    required: ["ip_right_type", "application_number", "party_role_category", "party_name"],
    optional: ["party_role", "country_code", "is_current"]
  },
  application_events: {
    required: ["ip_right_type", "application_number", "event_type"],
    optional: ["event_category", "event_effective_date", "event_declared_date", "is_standing"]
  }
} as const

type Table = keyof typeof TABLES
const REQUIRED_TABLES: ReadonlyArray<Table> = ["application", "application_description", "application_classification", "party_activity"]
const ALL_TABLES = new Set<string>([...Object.keys(TABLES), "application_links"])

const tableOf = (entryName: string): string => entryName.replace(/^.*[\\/]/, "").replace(/\.csv$/i, "").toLowerCase()

/** Whether a file's entries are the IP RAPID archive's tables (rather than one trade mark table). */
export const isIpRapidArchive = (entries: ReadonlyArray<SourceEntry>): boolean => entries.some((e) => ALL_TABLES.has(tableOf(e.name)))

type Row = (column: string) => string | undefined

/** A table's trade mark rows, with its header checked: a missing column is an error naming the file and the column. */
async function* tableRows(entry: SourceEntry, table: Table): AsyncGenerator<Row> {
  const { optional, required } = TABLES[table]
  const rows = (await entry.open()).pipe(
    parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true })
  )
  let index: Map<string, number> | undefined
  try {
    for await (const raw of rows as AsyncIterable<Array<string>>) {
      if (index === undefined) {
        const keys = raw.map(headerKey)
        const missing = required.filter((c) => !keys.includes(c))
        if (missing.length > 0) {
          throw new Error(
            `${entry.name}: IP RAPID table ${table} lacks column ${missing.join(", ")}; its header has ${keys.join(", ")}`
          )
        }
        index = new Map([...required, ...optional].flatMap((c) => keys.includes(c) ? [[c, keys.indexOf(c)] as const] : []))
        continue
      }
      const at = index
      const row: Row = (c) => {
        const i = at.get(c)
        const v = i === undefined ? undefined : raw[i]
        return v === undefined || v === "" ? undefined : v
      }
      if (row("ip_right_type")?.toLowerCase() === "trade_mark") yield row
    }
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    throw new Error(message.startsWith(entry.name) ? message : `${entry.name}: unreadable IP RAPID table (${message})`)
  }
  if (index === undefined) throw new Error(`${entry.name}: empty IP RAPID table ${table} (no header row)`)
}

const flag = (v: string | undefined): number | null => v === undefined ? null : /^(t|true|1|y|yes)$/i.test(v) ? 1 : 0

const SCHEMA = `
  CREATE TABLE d (num TEXT, type TEXT, value TEXT);
  CREATE TABLE c (num TEXT, system TEXT, cls TEXT, current INTEGER);
  CREATE TABLE p (num TEXT, category TEXT, role TEXT, name TEXT, country TEXT, current INTEGER);
  CREATE TABLE e (num TEXT, type TEXT, category TEXT, date TEXT, standing INTEGER);
`

/** How a table's row goes into the temporary database. */
const LOADERS: Record<Exclude<Table, "application">, { readonly sql: string; readonly values: (r: Row) => Array<unknown> }> = {
  application_description: { sql: "INSERT INTO d VALUES (?, ?, ?)", values: (r) => [r("description_type"), r("description_value")] },
  application_classification: {
    sql: "INSERT INTO c VALUES (?, ?, ?, ?)",
    values: (r) => [r("classification_system"), r("classification"), flag(r("is_current"))]
  },
  party_activity: {
    sql: "INSERT INTO p VALUES (?, ?, ?, ?, ?, ?)",
    values: (r) => [r("party_role_category"), r("party_role"), r("party_name"), r("country_code"), flag(r("is_current"))]
  },
  application_events: {
    sql: "INSERT INTO e VALUES (?, ?, ?, ?, ?)",
    values: (r) => [
      r("event_type"),
      r("event_category"),
      isoDate(r("event_effective_date")) ?? isoDate(r("event_declared_date")),
      flag(r("is_standing"))
    ]
  }
}

interface Desc {
  readonly type: string | null
  readonly value: string | null
}
interface Cls {
  readonly system: string | null
  readonly cls: string | null
  readonly current: number | null
}
interface Party {
  readonly category: string | null
  readonly role: string | null
  readonly name: string | null
  readonly country: string | null
  readonly current: number | null
}
interface Ev {
  readonly type: string | null
  readonly category: string | null
  readonly date: string | null
  readonly standing: number | null
}

type MarkFeature = RegisterRecord["markFeature"]
type MarkType = NonNullable<RegisterRecord["detail"]["markType"]>

/** description_type trade_mark_<kind>: the kinds of representation a mark has. */
const KINDS: ReadonlyArray<readonly [RegExp, MarkFeature, MarkType]> = [
  [/shape|3d/i, "SHAPE_3D", "other"],
  [/colou?r/i, "COLOUR", "color"],
  [/sound/i, "SOUND", "sound"],
  [/movement|motion/i, "MOTION", "motion"],
  [/scent|smell/i, "OTHER", "other"],
  [/image|device|figurative/i, "FIGURATIVE", "design"],
  [/word/i, "WORD", "word"]
]

const markKind = (types: ReadonlyArray<string>): readonly [MarkFeature, MarkType] | undefined => {
  const kinds = types.filter((t) => /^trade_mark_/i.test(t) && !/phrase|image_words/i.test(t))
  const found = KINDS.filter(([re]) => kinds.some((t) => re.test(t)))
  if (found.length === 0) return undefined
  const [, feature, type] = found[0]!
  // Words with an image: a combined (fancy) mark.
  return feature === "FIGURATIVE" && found.some(([, f]) => f === "WORD") ? ["FIGURATIVE", "combined"] : [feature, type]
}

const GOODS = /goods|services|specification/i

const OWNER = /^(applicant|owner|registered_owner)$/i
const AGENT = /agent|attorney|service/i

/** A trade mark's record from its application row and the related rows. */
const joined = (ctx: ParseContext, number: string, a: Row, d: Array<Desc>, c: Array<Cls>, p: Array<Party>, e: Array<Ev>) => {
  const rawStatus = a("status")!
  const status = auStatus(rawStatus)
  const phrases = d.filter((x) => x.type === "trade_mark_word_mark_phrase" && x.value !== null).map((x) => x.value!)
  const imageWords = d.filter((x) => x.type === "trade_mark_image_words" && x.value !== null).map((x) => x.value!)
  const kind = markKind(d.flatMap((x) => x.type === null ? [] : [x.type]))
  const goods = d.filter((x) => x.type !== null && GOODS.test(x.type) && x.value !== null).flatMap((x) => classGoods(x.value!))
  const classes = uniqueSorted([
    ...c.filter((x) => x.current !== 0 && (x.system === null || /nice/i.test(x.system)))
      .flatMap((x) => {
        const n = niceClass(x.cls ?? undefined)
        return n === undefined ? [] : [n]
      }),
    ...goods.map((g) => g.classNumber)
  ])
  const current = p.filter((x) => x.current !== 0 && x.name !== null)
  const owners = current.filter((x) => OWNER.test(x.category ?? "") && !AGENT.test(x.role ?? ""))
  const ownerNames = [...new Set(owners.map((x) => x.name!))]
  const agent = current.find((x) => AGENT.test(x.category ?? "") || AGENT.test(x.role ?? ""))
  const registered = e.find((x) => /regist/i.test(`${x.type ?? ""} ${x.category ?? ""}`) && x.date !== null)?.date ?? undefined
  const latest = e.reduce<string | undefined>(
    (m, x) => x.date !== null && x.standing !== 0 && (m === undefined || x.date > m) ? x.date : m,
    undefined
  )
  const renewal = isoDate(a("renewal_due_date"))
  return compact<RegisterRecord>({
    jurisdiction: ctx.jurisdiction,
    applicationNumber: number,
    // In AU the trade mark number is both the application and the registration number.
    registrationNumber: status === "registered" || status === "expired" ? number : undefined,
    name: phrases[0] ?? imageWords[0] ?? "",
    status,
    statusDescription: rawStatus,
    filingDate: isoDate(a("application_date")) ?? isoDate(a("earliest_filed_date")),
    registrationDate: isoDate(a("gained_registration_status_date")) ?? registered,
    statusDate: isoDate(a("deemed_retired_date")) ?? latest,
    owners: ownerNames.map((name) => ({ name })),
    niceClasses: classes,
    markFeature: kind?.[0],
    detail: compactDetail({
      markType: kind?.[1],
      description: phrases.length > 1 ? phrases.join(" | ") : undefined,
      goodsAndServices: goods,
      applicant: owners[0] === undefined ? undefined : compact({ name: owners[0].name!, country: owners[0].country ?? undefined }),
      representative: agent === undefined ? undefined : { name: agent.name! },
      renewalDate: renewal,
      expirationDate: renewal
    })
  })
}

/** The archive's trade marks, joined, as import events. */
export async function* ipRapidArchive(entries: ReadonlyArray<SourceEntry>, ctx: ParseContext): AsyncGenerator<ImportEvent> {
  const byTable = new Map(entries.map((e) => [tableOf(e.name), e] as const))
  const missing = REQUIRED_TABLES.filter((t) => !byTable.has(t))
  if (missing.length > 0) {
    throw new Error(
      `${ctx.entryName}: the IP RAPID archive lacks ${missing.map((t) => `${t}.csv`).join(", ")}; it holds ${
        entries.map((e) => e.name).join(", ")
      }`
    )
  }
  const dir = mkdtempSync(join(tmpdir(), "ipdata-iprapid-"))
  const db = new Database(join(dir, "join.sqlite"))
  try {
    db.pragma("journal_mode = OFF")
    db.pragma("synchronous = OFF")
    db.pragma("cache_size = -16000")
    db.exec(SCHEMA)
    for (
      const [table, loader] of Object.entries(LOADERS) as Array<[Exclude<Table, "application">, (typeof LOADERS)[keyof typeof LOADERS]]>
    ) {
      const entry = byTable.get(table)
      if (entry === undefined) continue
      const insert = db.prepare(loader.sql)
      const write = db.transaction((rows: Array<Array<unknown>>) => {
        for (const r of rows) insert.run(r)
      })
      let batch: Array<Array<unknown>> = []
      for await (const row of tableRows(entry, table)) {
        const number = row("application_number")
        if (number === undefined) continue
        batch.push([number, ...loader.values(row)])
        if (batch.length >= 10_000) {
          write(batch)
          batch = []
        }
      }
      write(batch)
    }
    db.exec("CREATE INDEX d_num ON d (num); CREATE INDEX c_num ON c (num); CREATE INDEX p_num ON p (num); CREATE INDEX e_num ON e (num);")
    const descs = db.prepare<[string], Desc>("SELECT type, value FROM d WHERE num = ? ORDER BY rowid")
    const classes = db.prepare<[string], Cls>("SELECT system, cls, current FROM c WHERE num = ? ORDER BY rowid")
    const parties = db.prepare<[string], Party>("SELECT category, role, name, country, current FROM p WHERE num = ? ORDER BY rowid")
    const events = db.prepare<[string], Ev>("SELECT type, category, date, standing FROM e WHERE num = ? ORDER BY rowid")
    let line = 1
    for await (const a of tableRows(byTable.get("application")!, "application")) {
      line++
      const number = a("application_number")
      if (number === undefined) {
        yield { kind: "reject", reason: "row without a trade mark number", ref: `application.csv trade mark row ${line}` }
        continue
      }
      if (DELETION_CHANGE.test(a("change_type") ?? a("operation") ?? a("action") ?? "")) {
        yield { kind: "delete", jurisdiction: ctx.jurisdiction, applicationNumber: number }
        continue
      }
      if (a("status") === undefined) {
        yield { kind: "reject", reason: "row without a status", ref: number }
        continue
      }
      const record = joined(ctx, number, a, descs.all(number), classes.all(number), parties.all(number), events.all(number))
      yield { kind: "upsert", record }
    }
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
