import { Schema } from "effect"
import type { HTMLElement } from "node-html-parser"
import { definitions, textOf } from "../Shared/MarkupDecode.js"

/*
 * The UKIPO trade mark case page (`/ipo-tmcase/page/Results/1/UK0000…`),
 * read by labels rather than positions (upstream-offices.md §8; the layout
 * is unofficial and changes without notice): `<h1>` mark text, `<dl>`
 * label/value pairs for number, status, dates and mark type, goods and
 * services as `.subsection__title` "Class N" + text, owners and
 * representatives as `<dl>`s under their headings, publications as table rows.
 */

const Party = Schema.Struct({ name: Schema.String, address: Schema.optional(Schema.String) })

/** What the page yields; decoded with Schema so a half-read page is an error, not a record. */
export const UkipoCase = Schema.Struct({
  number: Schema.String.pipe(Schema.pattern(/^UK\d{11}$/)),
  heading: Schema.optional(Schema.String),
  markText: Schema.optional(Schema.String),
  markType: Schema.optional(Schema.String),
  status: Schema.NonEmptyTrimmedString,
  filingDate: Schema.optional(Schema.String),
  entryDate: Schema.optional(Schema.String),
  renewalDate: Schema.optional(Schema.String),
  disclaimer: Schema.optional(Schema.String),
  imageUrl: Schema.optional(Schema.String),
  classes: Schema.Array(Schema.Struct({ classNumber: Schema.Int.pipe(Schema.between(1, 45)), description: Schema.String })),
  owners: Schema.Array(Party),
  representatives: Schema.Array(Party),
  publications: Schema.Array(Schema.Struct({ journal: Schema.optional(Schema.String), date: Schema.String, event: Schema.String }))
})
export type UkipoCase = typeof UkipoCase.Type

export type UkipoPage =
  | { readonly kind: "notFound" }
  | { readonly kind: "unreadable"; readonly reason: string }
  | { readonly kind: "case"; readonly raw: Record<string, unknown> }

const heading = (el: HTMLElement): string => (textOf(el) ?? "").toLowerCase()

/** The `<dl>` lists that follow a heading (h2/h3) matching `re`, up to the next heading. */
const listsUnder = (scope: HTMLElement, re: RegExp): Array<HTMLElement> => {
  const out: Array<HTMLElement> = []
  for (const h of scope.querySelectorAll("h2, h3")) {
    if (!re.test(heading(h))) continue
    let el = h.nextElementSibling
    while (el !== null && el.tagName !== "H2" && el.tagName !== "H3") {
      if (el.tagName === "DL") out.push(el)
      el = el.nextElementSibling
    }
  }
  return out
}

const parties = (lists: ReadonlyArray<HTMLElement>) =>
  lists.flatMap((dl) => {
    const d = definitions([dl])
    const name = textOf(d.get("name"))
    if (name === undefined) return []
    const address = textOf(d.get("address"), ", ")
    return [{ name, ...(address !== undefined ? { address } : {}) }]
  })

/** Reads a case page; a "no trade mark found" page (served with 200) is `notFound`. */
export const readUkipoCase = (root: HTMLElement): UkipoPage => {
  const main = root.querySelector("main") ?? root
  const problem = textOf(main.querySelector(".govuk-error-summary, .error-summary"))
  if (problem !== undefined && /(no|not) .*found|does not exist/i.test(problem)) return { kind: "notFound" }
  // Case facts: every <dl> outside the owners tab (owners repeat "Name"/"Address").
  const ownersTab = main.querySelector("#tab-3")
  const facts = definitions(
    main.querySelectorAll("dl").filter((dl) => ownersTab === null || !ownersTab.querySelectorAll("dl").includes(dl))
  )
  const caption = textOf(main.querySelector(".govuk-caption-l, .caption"))
  const number = (textOf(facts.get("trade mark number")) ?? caption?.match(/UK\d{11}/)?.[0] ?? "").replace(/\s+/g, "").toUpperCase()
  const status = textOf(facts.get("status"))
  if (number === "" && status === undefined) {
    return { kind: "unreadable", reason: "the case page has no trade mark number or status (the page layout may have changed)" }
  }
  const classes = main.querySelectorAll(".subsection__title").flatMap((title) => {
    const m = /class\s+(\d{1,2})/i.exec(textOf(title) ?? "")
    if (m === null) return []
    const parts: Array<string> = []
    let el = title.nextElementSibling
    while (el !== null && !el.classList.contains("subsection__title")) {
      const t = textOf(el)
      if (t !== undefined) parts.push(t)
      el = el.nextElementSibling
    }
    return [{ classNumber: Number(m[1]), description: parts.join(" ") }]
  })
  const publications = (main.querySelector("#tab-4")?.querySelectorAll("tbody tr, tr") ?? []).flatMap((tr) => {
    const cells = tr.querySelectorAll("td").map((td) => textOf(td) ?? "")
    if (cells.length < 3) return []
    const [journal, date, event] = cells as [string, string, string]
    return [{ ...(journal !== "" ? { journal } : {}), date, event }]
  })
  const image = main.querySelector("#tab-1 img")?.getAttribute("src")
  const raw: Record<string, unknown> = {
    number,
    heading: textOf(main.querySelector("h1")),
    markText: textOf(facts.get("mark text")),
    markType: textOf(facts.get("mark type")),
    status,
    filingDate: textOf(facts.get("filing date")),
    entryDate: textOf(facts.get("date of entry in register")),
    renewalDate: textOf(facts.get("renewal date")),
    disclaimer: textOf(facts.get("disclaimer")),
    imageUrl: image,
    classes,
    owners: ownersTab === null ? [] : parties(listsUnder(ownersTab, /^owners?$/)),
    representatives: ownersTab === null ? [] : parties(listsUnder(ownersTab, /^representatives?$/)),
    publications
  }
  for (const k of Object.keys(raw)) if (raw[k] === undefined) delete raw[k]
  return { kind: "case", raw }
}
