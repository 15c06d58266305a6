import { foldedText } from "../Shared/AdapterSupport.js"
import type { AuParty } from "./IpAustraliaSchemas.js"

/*
 * IP Australia's parties (trade-mark owners and agents, design applicants, designers and agents):
 * one reading for trade marks and designs. Names and address parts are trimmed and runs of white
 * space folded to one space, so the same party reads the same in both.
 */

/** A party's name ("ACME  Pty\n Ltd" → "ACME Pty Ltd"); undefined when blank. */
export const partyName = (p: AuParty): string | undefined => foldedText(p.name)

/** The named parties' names, in the office's order. */
export const partyNames = (parties: ReadonlyArray<AuParty> | null | undefined): Array<string> =>
  (parties ?? []).flatMap((p) => {
    const n = partyName(p)
    return n === undefined ? [] : [n]
  })

/** "1 Main Street, Sydney, NSW 2000, Australia": address lines, suburb, state and postcode, country. */
export const partyAddress = (p: AuParty): string | undefined => {
  const a = p.structuredAddress
  if (a === null || a === undefined) return undefined
  const lines = typeof a.addressLineText === "string" ? [a.addressLineText] : (a.addressLineText ?? [])
  const parts = [
    ...lines.map(foldedText),
    foldedText(a.suburb),
    [foldedText(a.state), foldedText(a.postalCode)].filter(Boolean).join(" "),
    foldedText(a.countryName)
  ].filter((s): s is string => s !== undefined && s !== "")
  return parts.length > 0 ? parts.join(", ") : undefined
}
