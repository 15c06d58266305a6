/** Field clean-up shared by the importers: dates, class numbers, blank strings. */

const MONTHS: Readonly<Record<string, string>> = {
  jan: "01",
  feb: "02",
  mar: "03",
  apr: "04",
  may: "05",
  jun: "06",
  jul: "07",
  aug: "08",
  sep: "09",
  oct: "10",
  nov: "11",
  dec: "12"
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const valid = (y: string, m: string, d: string): string | undefined => {
  const year = Number(y)
  const month = Number(m)
  const day = Number(d)
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return undefined
  if (month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) return undefined
  return `${y}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`
}

/**
 * An office date as ISO YYYY-MM-DD: "20240102", "2024-01-02", "2024-01-02T04:00:00.000+0000",
 * "02/01/2024" (day first, as AU and UK write it), "2 January 2024". Undefined for blanks,
 * zeros ("0", "00000000") and impossible dates.
 */
export const isoDate = (raw: string | undefined): string | undefined => {
  if (raw === undefined) return undefined
  const s = raw.trim()
  let m = /^(\d{4})(\d{2})(\d{2})(?:\d{4,6})?$/.exec(s)
  if (m !== null) return valid(m[1]!, m[2]!, m[3]!)
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s)
  if (m !== null) return valid(m[1]!, m[2]!, m[3]!)
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s)
  if (m !== null) return valid(m[3]!, m[2]!, m[1]!)
  m = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(s)
  if (m !== null) {
    const month = MONTHS[m[2]!.toLowerCase()]
    return month === undefined ? undefined : valid(m[3]!, month, m[1]!)
  }
  return undefined
}

/** A Nice class number 1-45 from "042", "9", "Class 9"; undefined otherwise (US classes, "All"). */
export const niceClass = (raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined
  const m = /^\s*(?:class\s*)?0*(\d{1,2})\s*$/i.exec(raw)
  if (m === null) return undefined
  const n = Number(m[1])
  return n >= 1 && n <= 45 ? n : undefined
}

/** A CSV header cell as a key: lower case, other characters as one "_" ("Application Number" → application_number). */
export const headerKey = (h: string): string => h.trim().toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "")

/** Goods and services in one cell, "9: text | 42: text" (or "Class 9 - text; ..."): one entry per class. */
export const classGoods = (cell: string | undefined): Array<{ classNumber: number; description: string }> =>
  (cell ?? "").split(/[;|]/).flatMap((part) => {
    const m = /^\s*(?:class\s*)?(\d{1,2})\s*[:\-–]\s*(.*)$/i.exec(part.trim())
    const cls = m === null ? undefined : niceClass(m[1])
    return cls === undefined ? [] : [{ classNumber: cls, description: m![2]!.trim() }]
  })

/** A change column's value that deletes the row's mark (D, DEL, DELETE, DELETED, REMOVED). */
export const DELETION_CHANGE = /^(d|del|delete|deleted|removed)$/i

export const uniqueSorted = (xs: Iterable<number>): Array<number> => [...new Set(xs)].sort((a, b) => a - b)

export const blankToUndefined = (s: string | undefined): string | undefined => {
  const t = s?.replace(/\s+/g, " ").trim()
  return t === undefined || t === "" ? undefined : t
}

/** Drop undefined-valued keys (exactOptionalPropertyTypes, and a stable record hash). */
export const compact = <T extends object>(o: T): T => {
  // for…in, not Object.entries: no [key, value] pair allocated per field (every record of an import passes here).
  const out: Record<string, unknown> = {}
  for (const k in o) {
    const v = o[k]
    if (v !== undefined) out[k] = v
  }
  return out as T
}

/** Detail extras: also drop empty lists, so "no disclaimers" costs nothing in the blob. */
export const compactDetail = <T extends object>(o: T): T => {
  const out: Record<string, unknown> = {}
  for (const k in o) {
    const v = o[k]
    if (v !== undefined && !(Array.isArray(v) && v.length === 0)) out[k] = v
  }
  return out as T
}
