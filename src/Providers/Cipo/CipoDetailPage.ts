import type { HTMLElement } from "node-html-parser"
import { definitions, textOf } from "../Shared/MarkupDecode.js"

/*
 * A CIPO trademark page (`/cipo/trademark-search/{appNo}`, Canada.ca web
 * template), read by labels: one `<dl>` of case facts, interested parties
 * as `<dl>`s under "Owner"/"Agent" headings, goods and services and the
 * action history as tables. The layout is unofficial (upstream-offices.md §9).
 */

export type CipoPage =
  | { readonly kind: "notFound" }
  | { readonly kind: "unreadable"; readonly reason: string }
  | { readonly kind: "case"; readonly raw: Record<string, unknown> }

const partiesUnder = (section: HTMLElement | null, re: RegExp) => {
  if (section === null) return []
  const out: Array<{ name: string; address?: string }> = []
  for (const h of section.querySelectorAll("h3, h4")) {
    if (!re.test((textOf(h) ?? "").toLowerCase())) continue
    let el = h.nextElementSibling
    while (el !== null && !/^H[1-4]$/.test(el.tagName)) {
      if (el.tagName === "DL") {
        const d = definitions([el])
        const name = textOf(d.get("name"))
        const address = textOf(d.get("address"), ", ")
        if (name !== undefined) out.push({ name, ...(address !== undefined ? { address } : {}) })
      }
      el = el.nextElementSibling
    }
  }
  return out
}

const rows = (table: HTMLElement | null): Array<Array<string>> =>
  (table?.querySelectorAll("tbody tr") ?? []).map((tr) => tr.querySelectorAll("td").map((td) => textOf(td) ?? ""))

export const readCipoCase = (root: HTMLElement): CipoPage => {
  const main = root.querySelector("main") ?? root
  const alert = textOf(main.querySelector(".alert-warning, .alert-danger, .alert-info"))
  if (alert !== undefined && /no (results|trademark)|not found|does not exist/i.test(alert)) return { kind: "notFound" }
  const partiesSection = main.querySelector("#interested-parties")
  const facts = definitions(main.querySelectorAll("#trademark-details dl, section.details dl"))
  const applicationNumber = textOf(facts.get("application number"))?.replace(/\s+/g, "")
  if (applicationNumber === undefined) {
    return { kind: "unreadable", reason: "the trademark page has no application number (the page layout may have changed)" }
  }
  const goods = rows(main.querySelector("#goods-services table")).flatMap(([cls, description]) => {
    const n = Number(cls)
    return Number.isInteger(n) && cls !== undefined && /^\s*\d{1,2}\s*$/.test(cls)
      ? [{ classNumber: n, description: description ?? "" }]
      : []
  })
  const actions = rows(main.querySelector("#action-history table")).flatMap(([action, date, comments]) =>
    action === undefined || date === undefined || action === "" ? [] : [{ action, date, ...(comments ? { comments } : {}) }]
  )
  const raw: Record<string, unknown> = {
    applicationNumber: applicationNumber.replace(/-00$/, ""),
    registrationNumber: textOf(facts.get("registration number"))?.replace(/[\s,]/g, ""),
    trademark: textOf(facts.get("trademark")),
    cipoStatus: textOf(facts.get("cipo status")),
    tm5Status: textOf(facts.get("tm5 status")),
    filed: textOf(facts.get("filed")),
    registered: textOf(facts.get("registered")),
    advertised: textOf(facts.get("advertised")),
    expiry: textOf(facts.get("registration expiry date")),
    types: textOf(facts.get("type(s)") ?? facts.get("type")),
    category: textOf(facts.get("category")),
    disclaimer: textOf(facts.get("disclaimer")),
    imageUrl: main.querySelector("#trademark-details img, figure img")?.getAttribute("src"),
    goods,
    owners: partiesUnder(partiesSection, /^owners?$/),
    agents: partiesUnder(partiesSection, /^(agent|representative)s?( for service)?$/),
    actions
  }
  for (const k of Object.keys(raw)) if (raw[k] === undefined) delete raw[k]
  return { kind: "case", raw }
}
