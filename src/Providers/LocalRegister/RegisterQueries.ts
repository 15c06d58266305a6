/**
 * The read side of the register. Every query is bounded by an index or an FTS lookup, never
 * a scan of the marks table:
 *  - name: exact (index) → prefix (index range) → substring (trigram FTS, verified);
 *  - owner: the same three tiers over distinct owners, then their marks by index;
 *  - number: application or registration number keys (index);
 *  - fuzzy candidates: deletion / sound / word tokens (FTS) plus substring hits, each capped.
 * Tiers are read page by page with LIMIT/OFFSET, so a page costs what it shows, not what matches.
 */
import type Database from "better-sqlite3"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { TrademarkStatus } from "../../Domain/Trademark.js"
import { queryTokens } from "./MarkKeys.js"
import { meaningLookups, translationLookups } from "./MeaningKeys.js"
import { ftsTables } from "./RegisterDb.js"

export interface MarkRow {
  readonly id: number
  readonly jurisdiction: Jurisdiction
  readonly app_no: string
  readonly reg_no: string | null
  readonly name: string
  readonly status: TrademarkStatus
  readonly status_desc: string | null
  readonly filing_date: string | null
  readonly reg_date: string | null
  readonly status_date: string | null
  readonly classes: number
  readonly feature: string | null
  readonly as_of: string
  readonly owner: string | null
}

export interface DetailRow extends MarkRow {
  readonly detail: string | null
}

/** A fuzzy candidate before scoring: just what the scorer and the filters need. */
export interface CandidateRow {
  readonly id: number
  readonly name: string
}

export interface Filters {
  /** Allowed statuses; undefined = all. */
  readonly statuses?: ReadonlyArray<TrademarkStatus> | undefined
  /** Nice class bitmask: a mark in any of these classes matches; undefined = no filter. */
  readonly classMask?: number | undefined
}

export interface Cursor {
  readonly tier: number
  readonly offset: number
}

export interface TierPage {
  readonly rows: ReadonlyArray<MarkRow>
  readonly next: Cursor | undefined
}

const COLUMNS = `m.id, m.jurisdiction, m.app_no, m.reg_no, m.name, m.status, m.status_desc, m.filing_date, m.reg_date,
  m.status_date, m.classes, m.feature, m.as_of,
  (SELECT group_concat(o2.name, '; ') FROM mark_owners mo2 JOIN owners o2 ON o2.id = mo2.owner_id WHERE mo2.mark_id = m.id) AS owner`

const STATUS_VALUES = new Set<string>(["registered", "pending", "abandoned", "cancelled", "expired", "opposed", "unknown"])

/** Upper bound of a prefix range: every string that starts with p sorts below p + U+10FFFF. */
const prefixEnd = (p: string): string => p + "\u{10FFFF}"

/**
 * English letter frequencies (%), a prior for how common a trigram is: a trigram of rare letters
 * (X, Z, K, V...) has a short doclist. Other characters (digits, other scripts, space) count as
 * middling.
 */
const LETTER_FREQUENCY: Readonly<Record<string, number>> = {
  E: 12.7,
  T: 9.1,
  A: 8.2,
  O: 7.5,
  I: 7.0,
  N: 6.7,
  S: 6.3,
  H: 6.1,
  R: 6.0,
  D: 4.3,
  L: 4.0,
  C: 2.8,
  U: 2.8,
  M: 2.4,
  W: 2.4,
  F: 2.2,
  G: 2.0,
  Y: 2.0,
  P: 1.9,
  B: 1.5,
  V: 1.0,
  K: 0.8,
  J: 0.15,
  X: 0.15,
  Q: 0.1,
  Z: 0.07
}
const commonness = (gram: string): number => {
  let p = 1
  for (const c of gram) p *= LETTER_FREQUENCY[c] ?? 3
  return p
}
/** Trigrams a substring query ANDs. */
const TRIGRAMS_PER_QUERY = 5

/**
 * FTS5 trigram query for a substring: AND of its trigrams (detail=none cannot match phrases,
 * so the caller verifies the substring). Long strings use the five least common by letter
 * frequency: at 13M marks a common trigram's doclist runs to millions of rows. Measured on the
 * 13M bench register against eight spread over the string: substring-tier p95 5.6 ms against 8.3,
 * worst 12 against 24 (fewer than five let too many rows through to the verification; more read
 * common doclists). Document counts from fts5vocab would be exact but cost ~5 ms a lookup.
 */
export const trigramQuery = (s: string): string | undefined => {
  const chars = [...s]
  if (chars.length < 3) return undefined
  const grams = new Set<string>()
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(""))
  const picked = [...grams].map((g, i) => ({ g, i, c: commonness(g) })).sort((a, b) => a.c - b.c).slice(0, TRIGRAMS_PER_QUERY)
  // Back in string order: the query reads like the string it verifies.
  return picked.sort((a, b) => a.i - b.i).map((x) => `"${x.g.replace(/"/g, "\"\"")}"`).join(" AND ")
}

/** Candidate caps: near spellings first, then sound-alikes, then shared words, then containment. */
const NEAR_CANDIDATES = 2000
const TWO_EDIT_CANDIDATES = 300
const SOUND_CANDIDATES = 600
const KEY_CANDIDATES = 1500
const PART_CANDIDATES = 600
const KEY_PREFIX_CANDIDATES = 300
const RHYME_CANDIDATES = 300
const JOINED_CANDIDATES = 300
const WORD_CANDIDATES = 300
const WORD_SOUND_CANDIDATES = 150
const PREFIX_CANDIDATES = 300
const SUBSTRING_CANDIDATES = 400
const WORD_PAIR_CANDIDATES = 200
const WORD_PREFIX_CANDIDATES = 100
const PART_WORD_CANDIDATES = 300
const LEAD_END_CANDIDATES = 200
const MEANING_CANDIDATES = 50
const CANDIDATE_BUDGET = 6000
/** Most candidates the full comparison scores per query, the best-ranked first (fuzzyCandidates). */
export const SCORED_CANDIDATES = 500
/**
 * Pre-rank weights: what one lookup finding a candidate says about it. A near spelling or a
 * containing mark is nearly always a conflict; a shared sound, key or part often is; a shared
 * crowded word (the lookup came back full) rarely is.
 */
export const CANDIDATE_WEIGHT = {
  near: 8,
  twoEdits: 5,
  substring: 6,
  wordPair: 5,
  sameKey: 5,
  sound: 4,
  key: 4,
  part: 3,
  prefix: 3,
  rareWord: 3,
  keyPrefix: 2,
  rhyme: 2,
  joined: 2,
  leadEnd: 3,
  meaning: 5,
  partWord: 2,
  crowdedWord: 1,
  wordKey: 1,
  wordSound: 1
} as const

const ftsTerm = (token: string): string => `"${token.replace(/"/g, "\"\"")}"`

export class RegisterQueries {
  private readonly cache = new Map<string, Database.Statement>()

  constructor(private readonly db: Database.Database) {}

  private stmt(sql: string): Database.Statement {
    let s = this.cache.get(sql)
    if (s === undefined) {
      s = this.db.prepare(sql)
      this.cache.set(sql, s)
    }
    return s
  }

  /** SQL and bound values of the filters, on the marks alias m. */
  private filterSql(f: Filters): { sql: string; params: Array<number> } {
    let sql = ""
    const params: Array<number> = []
    if (f.statuses !== undefined) {
      const list = f.statuses.filter((s) => STATUS_VALUES.has(s))
      sql += ` AND m.status IN (${list.map((s) => `'${s}'`).join(", ") || "NULL"})`
    }
    if (f.classMask !== undefined) {
      sql += " AND (m.classes & ?) != 0"
      params.push(f.classMask)
    }
    return { sql, params }
  }

  /** Walk tiers from a cursor until `limit` rows (or the tiers run out). */
  private pageTiers(
    tiers: ReadonlyArray<((offset: number, limit: number) => Array<MarkRow>) | undefined>,
    from: Cursor,
    limit: number
  ): TierPage {
    const rows: Array<MarkRow> = []
    const seen = new Set<number>()
    let tier = from.tier
    let offset = from.offset
    while (tier < tiers.length) {
      const run = tiers[tier]
      if (run === undefined) {
        tier++
        offset = 0
        continue
      }
      const need = limit - rows.length
      const got = run(offset, need + 1)
      const take = got.slice(0, need)
      for (const r of take) {
        if (!seen.has(r.id)) {
          seen.add(r.id)
          rows.push(r)
        }
      }
      if (got.length > need) return { rows, next: { tier, offset: offset + need } }
      tier++
      offset = 0
    }
    return { rows, next: undefined }
  }

  byName(j: Jurisdiction, norm: string, f: Filters, from: Cursor, limit: number): TierPage {
    const { sql: fs, params: fp } = this.filterSql(f)
    const t = ftsTables(j)
    const end = prefixEnd(norm)
    const fts = trigramQuery(norm)
    return this.pageTiers(
      [
        (o, l) =>
          this.stmt(`SELECT ${COLUMNS} FROM marks m WHERE m.jurisdiction = ? AND m.norm = ?${fs} ORDER BY m.id LIMIT ? OFFSET ?`)
            .all(j, norm, ...fp, l, o) as Array<MarkRow>,
        (o, l) =>
          this.stmt(
            `SELECT ${COLUMNS} FROM marks m WHERE m.jurisdiction = ? AND m.norm > ? AND m.norm < ?${fs} ORDER BY m.norm, m.id LIMIT ? OFFSET ?`
          )
            .all(j, norm, end, ...fp, l, o) as Array<MarkRow>,
        fts === undefined
          ? undefined
          : (o, l) =>
            this.stmt(
              `SELECT ${COLUMNS} FROM ${t.names} f JOIN marks m ON m.id = f.rowid WHERE ${t.names} MATCH ? AND instr(m.norm, ?) > 0
                 AND NOT (m.norm >= ? AND m.norm < ?)${fs} ORDER BY f.rowid LIMIT ? OFFSET ?`
            ).all(fts, norm, norm, end, ...fp, l, o) as Array<MarkRow>
      ],
      from,
      limit
    )
  }

  // Within an owner, marks come in mark_owners_owner index order (owner_id, mark_id); ordering by
  // FTS rowid alone lets SQLite stream the substring tier instead of sorting every match.
  byOwner(j: Jurisdiction, key: string, f: Filters, from: Cursor, limit: number): TierPage {
    const { sql: fs, params: fp } = this.filterSql(f)
    const end = prefixEnd(key)
    const fts = trigramQuery(key)
    const marksOf = "JOIN mark_owners mo ON mo.owner_id = o.id JOIN marks m ON m.id = mo.mark_id"
    return this.pageTiers(
      [
        (o, l) =>
          this.stmt(
            `SELECT ${COLUMNS} FROM owners o ${marksOf} WHERE o.norm = ? AND m.jurisdiction = ?${fs} ORDER BY o.id, mo.mark_id LIMIT ? OFFSET ?`
          )
            .all(key, j, ...fp, l, o) as Array<MarkRow>,
        (o, l) =>
          this.stmt(
            `SELECT ${COLUMNS} FROM owners o ${marksOf} WHERE o.norm > ? AND o.norm < ? AND m.jurisdiction = ?${fs} ORDER BY o.norm, o.id, mo.mark_id LIMIT ? OFFSET ?`
          ).all(key, end, j, ...fp, l, o) as Array<MarkRow>,
        fts === undefined
          ? undefined
          : (o, l) =>
            this.stmt(
              `SELECT ${COLUMNS} FROM owners_fts f JOIN owners o ON o.id = f.rowid ${marksOf}
                 WHERE owners_fts MATCH ? AND instr(o.norm, ?) > 0 AND NOT (o.norm >= ? AND o.norm < ?) AND m.jurisdiction = ?${fs}
                 ORDER BY f.rowid LIMIT ? OFFSET ?`
            ).all(fts, key, key, end, j, ...fp, l, o) as Array<MarkRow>
      ],
      from,
      limit
    )
  }

  byNumber(j: Jurisdiction, raw: string, key: string, f: Filters, offset: number, limit: number): Array<MarkRow> {
    const { sql: fs, params: fp } = this.filterSql(f)
    return this.stmt(
      `SELECT ${COLUMNS} FROM marks m WHERE m.jurisdiction = ? AND (m.app_key = ? OR m.reg_key = ?)${fs}
       ORDER BY (m.app_no = ?) DESC, (m.reg_no = ?) DESC, m.id LIMIT ? OFFSET ?`
    ).all(j, key, key, ...fp, raw, raw, limit, offset) as Array<MarkRow>
  }

  /** Marks for an exact number first, then by number key (detail lookups). */
  detail(j: Jurisdiction, raw: string, key: string | undefined): DetailRow | undefined {
    const exact = this.stmt(`SELECT ${COLUMNS}, m.detail FROM marks m WHERE m.jurisdiction = ? AND m.app_no = ?`).get(j, raw) as
      | DetailRow
      | undefined
    if (exact !== undefined || key === undefined) return exact
    return this.stmt(
      `SELECT ${COLUMNS}, m.detail FROM marks m WHERE m.jurisdiction = ? AND (m.app_key = ? OR m.reg_key = ?) ORDER BY (m.app_key = ?) DESC, m.id LIMIT 1`
    ).get(j, key, key, key) as DetailRow | undefined
  }

  /** Summary rows by id, in the order given. */
  rowsByIds(ids: ReadonlyArray<number>): Array<MarkRow> {
    if (ids.length === 0) return []
    const rows = this.stmt(`SELECT ${COLUMNS} FROM marks m WHERE m.id IN (SELECT value FROM json_each(?))`).all(
      JSON.stringify(ids)
    ) as Array<MarkRow>
    const byId = new Map(rows.map((r) => [r.id, r]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  /**
   * Fuzzy candidates for a normalised mark: marks within one edit, sounding alike (Double
   * Metaphone, the coarse sound key), sharing a word or a part, rhyming, plus marks containing
   * it; filtered. Each lookup is capped, and what they find together is pre-ranked before any
   * scoring: a candidate earns the weight of every lookup that found it (CANDIDATE_WEIGHT; a
   * word shared by fewer marks than its cap is rare and weighs more than a crowded one, and two
   * shared words weigh most), and only the best SCORED_CANDIDATES go on to the full comparison.
   * byMeaning (clearance) adds the lookups by meaning (MeaningKeys: GASTOWN / GAS CITY).
   */
  fuzzyCandidates(j: Jurisdiction, norm: string, f: Filters, byMeaning = false): Array<CandidateRow> {
    const t = ftsTables(j)
    const rank = new Map<number, number>()
    const q = queryTokens(norm)
    const lookup = this.stmt(`SELECT rowid FROM ${t.fuzzy} WHERE ${t.fuzzy} MATCH ? LIMIT ?`).pluck()
    const room = () => rank.size < CANDIDATE_BUDGET
    /** Adds what a lookup found with its weight; returns how many it found. */
    const credit = (ids: ReadonlyArray<number>, weight: number): number => {
      for (const id of ids) rank.set(id, (rank.get(id) ?? 0) + weight)
      return ids.length
    }
    const add = (match: string, cap: number, weight: number): number => credit(lookup.all(match, cap) as Array<number>, weight)
    const W = CANDIDATE_WEIGHT
    if (q.near.length > 0) add(q.near.map(ftsTerm).join(" OR "), NEAR_CANDIDATES, W.near)
    if (q.twoEdits.length > 0) add(q.twoEdits.map(ftsTerm).join(" OR "), TWO_EDIT_CANDIDATES, W.twoEdits)
    if (q.prefix !== undefined) add(`${ftsTerm(q.prefix)}*`, PREFIX_CANDIDATES, W.prefix)
    // Precise AND lookups before the crowded ones, so the candidate budget never skips them: the same
    // start and ending with another middle (COMMCASH / COMMUNICASH), and (clearance) the same meaning.
    if (q.lead !== undefined) add(`${ftsTerm(q.lead.start)}* AND ${ftsTerm(q.lead.end)}`, LEAD_END_CANDIDATES, W.leadEnd)
    if (byMeaning) {
      const words = norm.split(" ")
      for (const l of [...meaningLookups(words), ...translationLookups(words)]) {
        const match = l.kind === "words"
          ? `${ftsTerm("_" + l.a)} AND ${ftsTerm("_" + l.b)}`
          : l.kind === "word"
          ? ftsTerm("_" + l.word)
          : ftsTerm(l.form)
        add(match, MEANING_CANDIDATES, W.meaning)
      }
    }
    for (const token of q.sound) if (room()) add(ftsTerm(token), SOUND_CANDIDATES, W.sound)
    // The whole mark's key itself, apart from its neighbourhood: the same sound across words (KLIKS BITE / KLIX BYTE).
    if (q.keyPrefix !== undefined && room()) add(ftsTerm(q.keyPrefix), KEY_PREFIX_CANDIDATES, W.sameKey)
    if (q.keys.length > 0 && room()) add(q.keys.map(ftsTerm).join(" OR "), KEY_CANDIDATES, W.key)
    if (q.wordKeys.length > 0 && room()) add(q.wordKeys.map(ftsTerm).join(" OR "), KEY_CANDIDATES, W.wordKey)
    if (q.parts.length > 0 && room()) add(q.parts.map(ftsTerm).join(" OR "), PART_CANDIDATES, W.part)
    if (q.keyPrefix !== undefined && room()) add(`${ftsTerm(q.keyPrefix)}*`, KEY_PREFIX_CANDIDATES, W.keyPrefix)
    if (q.rhyme !== undefined && room()) add(ftsTerm(q.rhyme), RHYME_CANDIDATES, W.rhyme)
    if (q.joined !== undefined && room()) add(`${ftsTerm(q.joined)}*`, JOINED_CANDIDATES, W.joined)
    for (const w of q.wordPrefixes) {
      if (!room()) break
      // A word that starts fewer one-word marks than the cap is rare there: the joined mark is likely the one meant.
      const ids = lookup.all(`${ftsTerm(w)}*`, WORD_PREFIX_CANDIDATES) as Array<number>
      credit(ids, ids.length < WORD_PREFIX_CANDIDATES ? W.rareWord : W.joined)
    }
    if (q.partWords.length > 0 && room()) add(q.partWords.map(ftsTerm).join(" OR "), PART_WORD_CANDIDATES, W.partWord)
    // Marks sharing two words of a multi-word query come first among the word matches.
    const spelled = q.words.filter((w) => !w.startsWith("#_"))
    for (let a = 0; a < spelled.length && a < 3; a++) {
      for (let b = a + 1; b < spelled.length && b < 3; b++) {
        if (room()) add(`${ftsTerm(spelled[a]!)} AND ${ftsTerm(spelled[b]!)}`, WORD_PAIR_CANDIDATES, W.wordPair)
      }
    }
    for (const token of q.words) {
      if (!room()) break
      const sound = token.startsWith("#_")
      const cap = sound ? WORD_SOUND_CANDIDATES : WORD_CANDIDATES
      const ids = lookup.all(ftsTerm(token), cap) as Array<number>
      // A word fewer marks share than the cap is rare: sharing it says more (a crowded word is weak).
      credit(ids, sound ? W.wordSound : ids.length < cap ? W.rareWord : W.crowdedWord)
    }
    const fts = trigramQuery(norm)
    if (fts !== undefined && room()) {
      const containing = this.stmt(
        `SELECT m.id FROM ${t.names} f JOIN marks m ON m.id = f.rowid WHERE ${t.names} MATCH ? AND instr(m.norm, ?) > 0 LIMIT ?`
      ).pluck()
      credit(containing.all(fts, norm, SUBSTRING_CANDIDATES) as Array<number>, W.substring)
    }
    if (rank.size === 0) return []
    const { sql: fs, params: fp } = this.filterSql(f)
    const rows = this.stmt(`SELECT m.id, m.name FROM marks m WHERE m.id IN (SELECT value FROM json_each(?))${fs}`).all(
      JSON.stringify([...rank.keys()]),
      ...fp
    ) as Array<CandidateRow>
    if (rows.length <= SCORED_CANDIDATES) return rows
    return rows.sort((x, y) => rank.get(y.id)! - rank.get(x.id)! || x.id - y.id).slice(0, SCORED_CANDIDATES)
  }

  asOf(j: Jurisdiction): string | undefined {
    return (this.stmt("SELECT max(as_of) FROM marks WHERE jurisdiction = ?").pluck().get(j) as string | null) ?? undefined
  }
}
