/**
 * One advertised mark of the UKIPO Trade Marks Journal as the office ships it: the weekly
 * `tm-journals/<YYYY-NNN>/jnl.zip` holds one XHTML page per mark, `<YYYY-NNN>/UK00004263144.html`
 * (WO… for international registrations designating the UK), beside index pages (word, image,
 * class, owner, agent) and the mark images. The layout read here is the one a public parser of real
 * journal zips reads (docs/LOCAL_REGISTER.md, "Checked against"): `#journalid` (journal number and
 * date), `#regdate` (the date of filing, which is the registration date under UK law), `#classdetails`
 * (a `dl` of "Class N" → goods), `p.marktext`, `p.applicant`, `p.representative`, `img.markimage`.
 * The mark number is the page's file name. Every mark in the journal is advertised for opposition.
 */
import { type HTMLElement, parse as parseHtml } from "node-html-parser"
import type { TrademarkDetail } from "../../../Domain/Trademark.js"
import { textOf } from "../../Shared/MarkupDecode.js"
import type { ImportEvent, RegisterDetailExtras, RegisterParty, RegisterRecord } from "../RegisterRecord.js"
import { compact, compactDetail, isoDate, niceClass, uniqueSorted } from "./Fields.js"
import type { ParseContext } from "./ImportFormat.js"

/** `2026-033/UK00004263144.html`, `UK00004263144.htm`: the mark pages of a journal zip. */
export const JOURNAL_PAGE = /(?:^|\/)((?:UK|WO)\d{6,})\.html?$/i

export const PUBLISHED = "Published for opposition"

export class JournalPageError extends Error {}

const lines = (el: HTMLElement): Array<string> => (textOf(el, "\n") ?? "").split("\n").map((l) => l.trim()).filter((l) => l !== "")

/** The journal's number ("2026/033") and date from `#journalid` ("Trade Mark Journal No.2026/033 14 August 2026"). */
export const journalOf = (title: string | undefined): { number?: string | undefined; date?: string | undefined } => {
  if (title === undefined) return {}
  const number = /(\d{4})\s*\/\s*(\d{3})/.exec(title)
  const date = /(\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4})/.exec(title)
  return compact({ number: number === null ? undefined : `${number[1]}/${number[2]}`, date: isoDate(date?.[1]) })
}

const firstDate = (raw: string | undefined): string | undefined => {
  if (raw === undefined) return undefined
  const m = /(\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4}|\d{1,2}[/.]\d{1,2}[/.]\d{4}|\d{4}-\d{2}-\d{2})/.exec(raw)
  return isoDate(m?.[1])
}

const stripLabel = (s: string, label: RegExp): string => s.replace(label, "").trim()

type MarkType = NonNullable<TrademarkDetail["markType"]>

/** One journal page → one upsert (or a reject naming the file and the element that is missing). */
export const parseJournalPage = (html: string, ctx: ParseContext): ImportEvent => {
  const number = JOURNAL_PAGE.exec(ctx.entryName)?.[1]?.toUpperCase()
  if (number === undefined) return { kind: "reject", reason: "journal page whose file name is not a mark number", ref: ctx.entryName }
  if (!/<(html|body|div|p)\b/i.test(html)) throw new JournalPageError(`${ctx.entryName}: not an XHTML journal page (no <html> element)`)
  const doc = parseHtml(html, { comment: false, blockTextElements: { script: false, style: false, noscript: false } })
  const classes = doc.querySelector("#classdetails")
  if (classes === null) return { kind: "reject", reason: `${ctx.entryName}: no element with id="classdetails"`, ref: number }
  const gs: Array<{ classNumber: number; description: string }> = []
  for (const dt of classes.querySelectorAll("dt")) {
    const cls = niceClass(textOf(dt)?.replace(/:$/, ""))
    if (cls === undefined) {
      return { kind: "reject", reason: `${ctx.entryName}: #classdetails <dt> is not "Class N" ("${textOf(dt) ?? ""}")`, ref: number }
    }
    const goods: Array<string> = []
    let dd = dt.nextElementSibling
    while (dd !== null && dd.tagName === "DD") {
      const t = textOf(dd)
      if (t !== undefined) goods.push(t)
      dd = dd.nextElementSibling
    }
    gs.push({ classNumber: cls, description: goods.map((g, i) => i < goods.length - 1 ? g.replace(/[\s;]+$/, "") : g).join("; ") })
  }
  if (gs.length === 0) return { kind: "reject", reason: `${ctx.entryName}: #classdetails holds no "Class N" <dt>`, ref: number }
  const journal = journalOf(textOf(doc.querySelector("#journalid")))
  const markTexts = doc.querySelectorAll("p.marktext").flatMap((p) => lines(p))
  const hasImage = doc.querySelectorAll("img").some((i) => /\bmarkimage\b/.test(i.getAttribute("class") ?? ""))
  const applicants = doc.querySelectorAll("p.applicant").map(lines).filter((l) => l.length > 0)
    .map((l) => ({ name: stripLabel(l[0]!, /^(applicant|owner|proprietor)s?:\s*/i), address: l.slice(1).join(", ") }))
  const owners: Array<RegisterParty> = applicants.map((a) => ({ name: a.name }))
  const rep = doc.querySelectorAll("p.representative").map(lines).find((l) => l.length > 0)
  const repName = rep === undefined ? undefined : stripLabel(rep[0]!, /^representative:\s*/i)
  const [feature, markType]: [RegisterRecord["markFeature"], MarkType] = markTexts.length > 0
    ? hasImage ? ["FIGURATIVE", "combined"] : ["WORD", "word"]
    : ["FIGURATIVE", "design"]
  const description = `${PUBLISHED}${journal.number === undefined ? "" : ` (Trade Marks Journal ${journal.number})`}`
  const record = compact<RegisterRecord>({
    jurisdiction: ctx.jurisdiction,
    applicationNumber: number,
    name: markTexts[0] ?? "",
    status: "pending",
    statusDescription: PUBLISHED,
    filingDate: firstDate(textOf(doc.querySelector("#regdate"))),
    statusDate: journal.date,
    owners,
    niceClasses: uniqueSorted(gs.map((g) => g.classNumber)),
    markFeature: feature,
    detail: compactDetail<RegisterDetailExtras>({
      markType,
      goodsAndServices: gs,
      applicant: applicants[0] === undefined
        ? undefined
        : compact({ name: applicants[0].name, address: applicants[0].address || undefined }),
      representative: repName === undefined || repName === "" ? undefined : { name: repName },
      publicationDate: journal.date,
      prosecutionHistory: journal.date === undefined ? undefined : [{ date: journal.date, code: "JOURNAL", description }]
    })
  })
  return { kind: "upsert", record }
}
