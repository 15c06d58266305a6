/**
 * EP status from INPADOC legal events (upstream-offices.md §6.5): OPS
 * bibliographic data carries no status, so we read the legal events in
 * date order and let the decisive ones set it. The office's own words (the
 * event's description, or the EP Register status text an `STAA` event
 * carries) are kept as the description; when no event decides, the status
 * is `unknown` and the description says so plainly.
 */
import type { PatentStatus, PatentStatusEvent } from "../../Domain/Patent.js"

/** One legal event as read from `<ops:legal>`. */
export interface LegalEventRecord {
  readonly code: string
  /** The event's description (`@desc`), e.g. "(EXPECTED) GRANT". */
  readonly description: string | undefined
  /** Free text of the event (`L5xx` fields), e.g. "STATUS: THE PATENT HAS BEEN GRANTED". */
  readonly text: string | undefined
  readonly date: string | undefined
}

export interface DerivedStatus {
  readonly status: PatentStatus
  readonly description: string
  readonly date: string | undefined
  readonly currentlyUnderOpposition: boolean
  /** The decisive event's code, when one decided. */
  readonly decidedBy: string | undefined
}

type Outcome = PatentStatus | "opposition-open" | "opposition-closed"

/** Events about one designated state (lapses, national fees, national codes) never decide the EP status. */
const NATIONAL_CODES = new Set(["PG25", "PGFP", "REG", "PG2D", "PGRI"])
const NATIONAL_TEXT = /IN A CONTRACTING STATE|TO NATIONAL OFFICE|REFERENCE TO A NATIONAL CODE|NATIONAL PHASE/

/** First match wins: opposition wording before withdrawal/grant, "intention to grant" before "grant". */
const RULES: ReadonlyArray<readonly [RegExp, Outcome]> = [
  [
    /NO OPPOSITION FILED|OPPOSITION PROCEDURE CLOSED|OPPOSITION WITHDRAWN|WITHDRAWAL OF (THE )?OPPOSITION|OPPOSITION REJECTED|MAINTAINED AS AMENDED|PATENT MAINTAINED/,
    "opposition-closed"
  ],
  [/REVOKED|REVOCATION/, "revoked"],
  [/OPPOSITION FILED|OPPOSITION HAS BEEN FILED|NOTICE OF OPPOSITION|OPPOSITION PENDING|OPPONENT/, "opposition-open"],
  [/DEEMED TO BE WITHDRAWN|HAS BEEN WITHDRAWN|APPLICATION WITHDRAWN|WITHDRAWAL OF (THE )?APPLICATION|\bWITHDRAWN\b/, "withdrawn"],
  [/REFUSED|REFUSAL/, "refused"],
  [/EXPIRED|EXPIRY|EXPIRATION OF (THE )?(PATENT|PROTECTION|TERM)/, "expired"],
  [/HAS LAPSED|PATENT LAPSED|\bLAPSED\b/, "lapsed"],
  [/GRANT OF (THE )?PATENT IS INTENDED|INTENTION TO GRANT|COMMUNICATION OF INTENTION TO GRANT/, "accepted"],
  [/HAS BEEN GRANTED|\(EXPECTED\) GRANT|GRANT FEE PAID|PATENT GRANTED|\bGRANTED\b/, "sealed"],
  [/EXAMINATION|EXAMINING DIVISION/, "under_examination"],
  [/HAS BEEN PUBLISHED|DESIGNATED CONTRACTING STATES|PUBLICATION OF|SEARCH REPORT/, "filed"]
]

/** Where a pending application stands; later stages never step back to earlier ones. */
const STAGE: Partial<Record<PatentStatus, number>> = { filed: 1, under_examination: 2, accepted: 3, sealed: 4 }

/** What one event says, or undefined when it does not bear on the EP status. */
export const classifyLegalEvent = (event: LegalEventRecord): Outcome | undefined => {
  if (NATIONAL_CODES.has(event.code.toUpperCase())) return undefined
  // An EP Register status ("STATUS: EXAMINATION IS IN PROGRESS", events like STAA) speaks for itself:
  // the event's generic description ("...APPLICATION OR GRANTED EP PATENT") must not be read as a grant.
  const register = registerStatusOf(event)
  const text = (register ?? `${event.description ?? ""} ${event.text ?? ""}`).toUpperCase()
  if (NATIONAL_TEXT.test(text)) return undefined
  for (const [pattern, outcome] of RULES) if (pattern.test(text)) return outcome
  return undefined
}

/** "STATUS: …" free text: the EP Register status an event carries, if any. */
const registerStatusOf = (event: LegalEventRecord): string | undefined => {
  const text = event.text?.trim()
  return text !== undefined && /^STATUS\s*:/i.test(text) ? text : undefined
}

/** The words to show for a decisive event: the EP Register status text when the event carries one. */
const wordingOf = (event: LegalEventRecord): string => {
  const register = registerStatusOf(event)
  if (register !== undefined) return register
  const text = event.text?.trim()
  return [event.description?.trim(), text].filter((s) => s !== undefined && s !== "").join(" — ") || event.code
}

/** Legal events oldest first (undated ones keep their place at the start). */
export const chronological = <E extends { readonly date: string | undefined }>(events: ReadonlyArray<E>): Array<E> =>
  events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.date ?? "").localeCompare(b.e.date ?? "") || a.i - b.i)
    .map((x) => x.e)

export const NO_STATUS_FROM_BIBLIO = "EPO OPS bibliographic data carries no status"

export const deriveStatus = (events: ReadonlyArray<LegalEventRecord>): DerivedStatus => {
  let status: PatentStatus | undefined
  let decisive: LegalEventRecord | undefined
  let underOpposition = false
  for (const event of chronological(events)) {
    const outcome = classifyLegalEvent(event)
    if (outcome === undefined) continue
    if (outcome === "opposition-open") {
      underOpposition = true
      decisive = event
      status = status === undefined || (STAGE[status] ?? 0) < 4 ? "sealed" : status
      continue
    }
    if (outcome === "opposition-closed") {
      underOpposition = false
      if (status === undefined || STAGE[status] !== undefined) status = "sealed"
      decisive = event
      continue
    }
    const stage = STAGE[outcome]
    if (stage !== undefined && stage < 4) {
      // Pending stages only move forward, and never undo a grant or an end; the latest wording of a stage wins.
      if (status === undefined || (STAGE[status] !== undefined && STAGE[status]! <= stage)) {
        status = outcome
        decisive = event
      }
      continue
    }
    status = outcome
    decisive = event
    if (outcome !== "sealed") underOpposition = false
  }
  if (status === undefined || decisive === undefined) {
    return {
      status: "unknown",
      description: events.length === 0
        ? `Status not available: ${NO_STATUS_FROM_BIBLIO} and OPS has no INPADOC legal events for this publication.`
        : `Status not available: ${NO_STATUS_FROM_BIBLIO} and none of its ${events.length} INPADOC legal events decides one.`,
      date: undefined,
      currentlyUnderOpposition: false,
      decidedBy: undefined
    }
  }
  return {
    status,
    description: wordingOf(decisive),
    date: decisive.date,
    currentlyUnderOpposition: underOpposition,
    decidedBy: decisive.code
  }
}

/** The legal events as status history entries, oldest first. */
export const statusHistoryOf = (events: ReadonlyArray<LegalEventRecord>): Array<PatentStatusEvent> =>
  chronological(events).map((e) => {
    const description = [e.description?.trim(), e.text?.trim()].filter((s) => s !== undefined && s !== "").join(" — ")
    return {
      code: e.code,
      ...(e.date !== undefined ? { date: e.date } : {}),
      ...(description !== "" ? { description } : {})
    }
  })
