import type { PatentStatus } from "../../Domain/Patent.js"

/**
 * IP Australia `ipRightStatusCode` → normalised patent status
 * (reference-interface §2.3, upstream-offices.md §4.5). The exact code
 * strings are not published: codes and their spelled-out forms ("Open to
 * Public Inspection", "Under Examination") are both accepted, compared
 * upper-case with spaces and dashes as underscores. Anything else is
 * `unknown`; the office's own code always travels in `statusDescription`.
 */
export const AU_PATENT_STATUS_CODES: Readonly<Record<string, PatentStatus>> = {
  FILED: "filed",
  PENDING: "filed",
  // Open to public inspection: published, not yet examined.
  OPI: "filed",
  OPEN_TO_PUBLIC_INSPECTION: "filed",
  AWAITING_EXAMINATION: "filed",
  EXAMINATION_REQUESTED: "under_examination",
  UNDER_EXAMINATION: "under_examination",
  EXAMINED: "under_examination",
  ACCEPTED: "accepted",
  // Accepted and opposed: still accepted, `currentlyUnderOpposition` says the rest.
  OPPOSED: "accepted",
  UNDER_OPPOSITION: "accepted",
  SEALED: "sealed",
  GRANTED: "sealed",
  // Innovation patents: granted on formalities, certified after examination.
  CERTIFIED: "sealed",
  CEASED: "ceased",
  LAPSED: "lapsed",
  EXPIRED: "expired",
  REVOKED: "revoked",
  WITHDRAWN: "withdrawn",
  REFUSED: "refused"
}

const keyOf = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_")

export const mapAuPatentStatus = (code: string | null | undefined): PatentStatus =>
  code === null || code === undefined ? "unknown" : (AU_PATENT_STATUS_CODES[keyOf(code)] ?? "unknown")

/** Codes that say little on their own get their meaning added; the code itself is kept first. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  OPI: "open to public inspection",
  SEALED: "granted and in force",
  CEASED: "no longer in force",
  LAPSED: "renewal fees not paid"
}

/** The office's wording: "SEALED (granted and in force)", "Under Examination". */
export const auPatentStatusDescription = (code: string | null | undefined): string | undefined => {
  const raw = code?.trim()
  if (raw === undefined || raw === "") return undefined
  const extra = SPELLED_OUT[keyOf(raw)]
  return extra !== undefined ? `${raw} (${extra})` : raw
}
