import { isJurisdiction, type Jurisdiction } from "./Jurisdiction.js"

/** What each office's numbers look like, for error messages and suggestions. */
export const NUMBER_FORMATS: Record<Jurisdiction, string> = {
  US: "an 8-digit serial number (e.g. 97001234) or a 7-digit registration number",
  EU: "a 9-digit EUTM number (e.g. 018123456; leading zeros optional) or an IR designation W01234567",
  AU: "a trade mark number of up to 7 digits (e.g. 2145678)",
  NZ: "a trade mark number of 6-7 digits (e.g. 1123456)",
  WIPO: "an international registration number of 6-7 digits (e.g. 1234567)",
  GB: "UK0000 followed by 7 digits (e.g. UK00003700947) or just the 7 digits",
  CA: "an application number of up to 7 digits (e.g. 2145678), optionally with -00",
  JP: "an application number like 2020-123456 or a registration number",
  CN: "an application or registration number of 7-9 digits"
}

/**
 * A trademark id in `US-87654321` or `US:87654321` form (also `EU 018...`),
 * split into jurisdiction and number; undefined when it has no known prefix.
 */
export const parseTrademarkId = (s: string): { readonly jurisdiction: Jurisdiction; readonly number: string } | undefined => {
  const m = /^\s*([A-Za-z]{2,4})\s*[-: ]\s*(.+?)\s*$/.exec(s)
  if (m === null) return undefined
  const j = m[1]!.toUpperCase()
  if (!isJurisdiction(j)) return undefined
  return { jurisdiction: j, number: m[2]! }
}
