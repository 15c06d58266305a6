/**
 * Where the UKIPO Trade Marks Journal files are. The office publishes one issue a week, numbered
 * per year from 001, one per Friday (issue NNN is the year's NNN-th Friday), as a directory
 * `…/t-tmj/tm-journals/<YYYY-NNN>/` holding `jnl.xml` (the journal as XML, with the mark images) and
 * `jnl.zip` (the offline copy: one XHTML page per mark; see Importers/UkipoJournalPage.ts). data.gov.uk's CKAN record `ipo-tmj` describes the journal; what its
 * resources are could not be checked, so they are read three ways: a link into an issue directory
 * gives the file it names, or `jnl.xml` for the directory or a page in it; another XML or zip file is
 * taken as it is; a link to the journal's home on an IPO host (no issue) gives every issue due since
 * the run's start, at that host's `t-tmj/tm-journals/<YYYY-NNN>/jnl.xml`.
 * A dataset with none of these is refused, with what it does list.
 */
import { Either } from "effect"
import { ckanResourceFiles, ckanResources } from "./OfficeListings.js"
import type { ListedFile } from "./SyncSource.js"

/**
 * What an issue directory link or the journal home gives: `jnl.xml`. A public service fetching issues from a
 * data-centre host was served `jnl.xml` (200) and refused `jnl.zip` (403) (code index id 70889509069, 2026-09-24);
 * `jnl.zip` is what a browser downloads. A link that names either file is taken as it is.
 */
const AUTOMATED_FILE = "jnl.xml"

const ISSUE = /\/tm-journals\/(\d{4})-(\d{3})(?:\/([^/?#]*))?/i
const IPO_HOST = /(^|\.)ipo\.gov\.uk$/i

/** The date of journal issue NNN of a year: the year's NNN-th Friday (YYYY-MM-DD). */
export const journalIssueDate = (year: number, issue: number): string => {
  const jan1 = new Date(Date.UTC(year, 0, 1))
  const firstFriday = 1 + ((5 - jan1.getUTCDay() + 7) % 7)
  return new Date(Date.UTC(year, 0, firstFriday + 7 * (issue - 1))).toISOString().slice(0, 10)
}

/** Issues (YYYY-NNN with their dates) published from `since` to `today`, oldest first. */
export const journalIssuesBetween = (since: string, today: string): Array<{ issue: string; date: string }> => {
  const out: Array<{ issue: string; date: string }> = []
  for (let year = Number(since.slice(0, 4)); year <= Number(today.slice(0, 4)); year++) {
    for (let n = 1; n <= 53; n++) {
      const date = journalIssueDate(year, n)
      if (!date.startsWith(String(year))) break
      if (date >= since && date <= today) out.push({ issue: `${year}-${String(n).padStart(3, "0")}`, date })
    }
  }
  return out
}

const issueFile = (origin: string, path: string, year: string, nnn: string, leaf: string | undefined): ListedFile => {
  const file = leaf !== undefined && /\.(xml|zip)$/i.test(leaf) ? leaf : AUTOMATED_FILE
  const date = journalIssueDate(Number(year), Number(nnn))
  return { name: `tmj_${date}_${year}-${nnn}_${file}`, url: `${origin}${path}${year}-${nnn}/${file}`, date }
}

const isDataFile = (r: { url: string; format: string }) =>
  !ISSUE.test(r.url) && (/^(xml|zip)$/i.test(r.format.trim()) || /\.(xml|zip)$/i.test(r.url.split(/[?#]/)[0]!))

/** The journal files the CKAN answer leads to, on or after `since` (up to `today`), or why there are none. */
export const ukipoJournalFiles = (
  json: unknown,
  options: { readonly dataset: string; readonly since: string; readonly today: string }
): Either.Either<ReadonlyArray<ListedFile>, string> =>
  Either.flatMap(ckanResources(json, options.dataset), (resources) => {
    const plain = ckanResourceFiles(resources, isDataFile)
    const byUrl = new Map<string, ListedFile>()
    const homes = new Set<string>()
    for (const r of resources) {
      let url: URL
      try {
        url = new URL(r.url ?? "")
      } catch {
        continue
      }
      const m = ISSUE.exec(url.pathname)
      if (m !== null) {
        const f = issueFile(url.origin, url.pathname.slice(0, m.index) + "/tm-journals/", m[1]!, m[2]!, m[3])
        byUrl.set(f.url, f)
      } else if (IPO_HOST.test(url.hostname) || /t-tmj/i.test(url.pathname)) homes.add(url.origin)
    }
    for (const f of plain) byUrl.set(f.url, f)
    if (byUrl.size === 0) {
      for (const origin of homes) {
        for (const { issue, date } of journalIssuesBetween(options.since, options.today)) {
          const f: ListedFile = {
            name: `tmj_${date}_${issue}_${AUTOMATED_FILE}`,
            url: `${origin}/t-tmj/tm-journals/${issue}/${AUTOMATED_FILE}`,
            date
          }
          byUrl.set(f.url, f)
        }
      }
      if (homes.size > 0) return Either.right([...byUrl.values()])
    }
    if (byUrl.size === 0) {
      const listed = resources.map((r) => `${r.name || "(no name)"} [${r.format || "no format"}] ${r.url ?? ""}`).join("; ")
      return Either.left(
        `data.gov.uk dataset "${options.dataset}" lists no Trade Marks Journal file or issue link (${listed || "no resources"}); ` +
          "download an issue's jnl.zip from https://www.ipo.gov.uk/t-tmj.htm and run: ipdata-mcp import <file> --format ukipo-journal-xml"
      )
    }
    return Either.right([...byUrl.values()].filter((f) => f.date >= options.since).sort((a, b) => a.date < b.date ? -1 : 1))
  })
