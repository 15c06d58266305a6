/**
 * Clearance recommendations, derived from what was found: the level, the conflict types,
 * statuses, class overlaps and famous marks present, the short-mark case, marks just below the
 * threshold, and the coverage (offices skipped, failed or capped, channels switched off).
 * Pure. Every line names the marks, classes or offices it is about; nothing is boilerplate.
 */
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import { isDeadStatus, isLiveStatus } from "../../Domain/Trademark.js"
import type { ClearanceConflict } from "./ClearanceResult.js"
import { type RiskLevel } from "./RiskModel.js"

export interface RecommendationFindings {
  readonly proposedMark: string
  readonly niceClasses: ReadonlyArray<number>
  readonly minSimilarityScore: number
  readonly riskLevel: RiskLevel
  /** Every conflict, riskiest first (not the compact cut). */
  readonly conflicts: ReadonlyArray<ClearanceConflict>
  readonly searchedJurisdictions: ReadonlyArray<Jurisdiction>
  readonly skipped: ReadonlyArray<{ readonly jurisdiction: Jurisdiction; readonly reason: string }>
  readonly errors: ReadonlyArray<{ readonly jurisdiction: Jurisdiction; readonly error: string }>
  readonly cappedJurisdictions: ReadonlyArray<Jurisdiction>
  readonly thresholdWarning?: { readonly marks: ReadonlyArray<{ readonly name: string; readonly score: number }> } | undefined
  readonly channels: { readonly visual: boolean; readonly phonetic: boolean }
  readonly registryRecordsScored: number
  readonly wellKnownMarksScored: number
  /** Length of the proposed mark, normalised, without spaces. */
  readonly markLength: number
  readonly shortMark: boolean
  readonly gs?: { readonly flaggedCount: number; readonly offline: boolean; readonly failed?: string | undefined } | undefined
  /** Classes that goodsServicesTerms name but niceClasses does not. */
  readonly termClassesOutsideFiling: ReadonlyArray<number>
}

const MAX_NAMED = 3
const pct = (x: number): string => `${Math.round(x * 100)}%`

const label = (c: ClearanceConflict): string =>
  c.origin === "wellKnownList" ? `${c.trademark.name} (well-known mark)` : `${c.trademark.name} (${c.trademark.id})`

/** "A, B and C", or "A, B, C and 2 more". */
const names = (cs: ReadonlyArray<ClearanceConflict>): string => {
  const shown = cs.slice(0, MAX_NAMED).map(label)
  const rest = cs.length - shown.length
  if (rest > 0) return `${shown.join(", ")} and ${rest} more`
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`
}
const joinAnd = (xs: ReadonlyArray<string>): string =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

const hasClassProximity = (c: ClearanceConflict): boolean => c.overlappingClasses.length > 0 || (c.relatedClasses?.length ?? 0) > 0
const isLive = (c: ClearanceConflict): boolean => isLiveStatus(c.trademark.status)

export const buildRecommendations = (f: RecommendationFindings): ReadonlyArray<string> => {
  const out: Array<string> = []
  const mark = `"${f.proposedMark.trim()}"`
  const live = f.conflicts.filter(isLive)
  const atLeast = (level: RiskLevel) => f.conflicts.filter((c) => rank(c.riskLevel) >= rank(level))

  // 1. The verdict, naming the conflicts behind it.
  if (f.riskLevel === "critical") {
    out.push(
      `Do not file ${mark} as it stands: ${names(atLeast("critical"))} ${
        atLeast("critical").length === 1 ? "is" : "are"
      } identical or nearly so for the same or closely related goods; refusal or opposition is near-certain. Choose a different mark.`
    )
  } else if (f.riskLevel === "high") {
    out.push(
      `High risk: ${names(atLeast("high"))} ${
        atLeast("high").length === 1 ? "conflicts" : "conflict"
      } significantly with ${mark}. Change the mark (or its dominant element) before filing, or get an attorney's view on consent or coexistence.`
    )
  } else if (f.riskLevel === "medium") {
    out.push(
      `Moderate risk detected: ${names(atLeast("medium"))} ${
        atLeast("medium").length === 1 ? "needs" : "need"
      } a trademark attorney's review before you file ${mark}.`
    )
  } else if (f.conflicts.length > 0) {
    out.push(
      `Low risk: the ${count(f.conflicts.length, "conflict", "conflicts")} found ${
        f.conflicts.length === 1 ? "is" : "are"
      } weak (dead marks, unrelated goods or partial overlaps).`
    )
  } else if (f.searchedJurisdictions.length > 0) {
    out.push(
      `No conflicting marks found at or above ${pct(f.minSimilarityScore)} similarity among ${
        count(f.registryRecordsScored, "record", "records")
      } from ${joinAnd(f.searchedJurisdictions)} and ${f.wellKnownMarksScored} well-known marks. ` +
        "This covers word marks in those offices only, not logos, unregistered rights or other offices."
    )
  } else {
    out.push(
      `No office was searched, so only the ${f.wellKnownMarksScored} well-known marks were checked${
        f.conflicts.length === 0 ? " (no conflict among them)" : ""
      }. This is not a clearance: configure and search at least the offices where you will file.`
    )
  }

  // 2. Live marks that the owners could enforce.
  const liveNear = live.filter((c) => c.origin === "registry" && hasClassProximity(c) && c.trademark.status !== "pending")
  if (liveNear.length > 0) {
    out.push(
      `${
        count(liveNear.length, "active registration", "active registrations")
      } found with similarity to ${mark} in the same or related classes: ${names(liveNear)}. The registrants may oppose your application.`
    )
  }
  const pending = live.filter((c) => c.origin === "registry" && c.trademark.status === "pending" && hasClassProximity(c))
  if (pending.length > 0) {
    out.push(
      `${count(pending.length, "earlier pending application", "earlier pending applications")}, ${names(pending)}, ${
        pending.length === 1 ? "has" : "have"
      } priority over a new filing. Watch ${pending.length === 1 ? "it" : "them"}: a refused or withdrawn application stops blocking.`
    )
  }

  // 3. How the marks are alike.
  const ofType = (t: ClearanceConflict["conflictType"]) =>
    f.conflicts.filter((c) => c.conflictType === t && !isDeadStatus(c.trademark.status))
  const exactNear = ofType("exact").filter(hasClassProximity)
  if (exactNear.length > 0) {
    out.push(
      `Exact match: ${names(exactNear)} ${exactNear.length === 1 ? "is" : "are"} the same name as ${mark} in your or related classes.`
    )
  }
  const exactFar = ofType("exact").filter((c) => !hasClassProximity(c) && c.wellKnown === undefined)
  if (exactFar.length > 0) {
    const classes = [...new Set(exactFar.flatMap((c) => c.trademark.niceClasses))].sort((a, b) => a - b)
    out.push(
      `${names(exactFar)} ${exactFar.length === 1 ? "is" : "are"} identical but only in unrelated ${
        classes.length === 1 ? "class" : "classes"
      } ${classes.join(", ")}: coexistence is common there, but do not expand into those goods or services.`
    )
  }
  const phonetic = ofType("phonetic")
  if (phonetic.length > 0) {
    out.push(`${mark} sounds like ${names(phonetic)}: marks are also compared as spoken, so pick a mark that sounds more distinct.`)
  }
  const visual = ofType("visual")
  if (visual.length > 0) {
    out.push(
      `${mark} is spelled like ${names(visual)}: a one- or two-letter change rarely suffices; choose a spelling that looks distinct.`
    )
  }
  const conceptual = ofType("conceptual")
  if (conceptual.length > 0) {
    out.push(
      `${mark} shares an element with ${
        names(conceptual)
      }: if the shared part is descriptive or common in your field, coexistence is likely; if it is the distinctive part of their mark, expect objections.`
    )
  }

  // 4. Goods: related classes, and checking whether they really overlap.
  const relatedOnly = f.conflicts.filter(
    (c) => c.overlappingClasses.length === 0 && (c.relatedClasses?.length ?? 0) > 0 && !isDeadStatus(c.trademark.status)
  )
  if (relatedOnly.length > 0) {
    const pairs = [
      ...new Set(
        relatedOnly.flatMap((c) => (c.relatedClasses ?? []).slice(0, 1).map((r) => `${r.existing} (related to your ${r.proposed})`))
      )
    ]
    out.push(
      `${names(relatedOnly)} ${relatedOnly.length === 1 ? "is" : "are"} in class ${
        joinAnd(pairs)
      }: check whether the actual goods and services overlap; narrowing your specification may avoid the conflict.`
    )
  }
  const direct = f.conflicts.filter((c) =>
    c.overlappingClasses.length > 0 && !isDeadStatus(c.trademark.status) && rank(c.riskLevel) >= rank("medium")
  )
  if (direct.length > 0) {
    const classes = [...new Set(direct.flatMap((c) => c.overlappingClasses))].sort((a, b) => a - b)
    out.push(
      `Overlapping ${classes.length === 1 ? "class" : "classes"} ${
        classes.join(", ")
      }: compare their specifications with yours term by term; distinct goods within a class can lower the risk, identical ones cannot.`
    )
  }

  // 5. Fame.
  const famous = f.conflicts.filter((c) => c.wellKnown !== undefined)
  if (famous.length > 0) {
    const owners = [...new Set(famous.map((c) => `${c.wellKnown!.name} (${c.wellKnown!.owner})`))]
    out.push(
      `${joinAnd(owners.slice(0, MAX_NAMED))} ${
        owners.length === 1 ? "is a well-known mark" : "are well-known marks"
      }: protection reaches beyond ${
        owners.length === 1 ? "its" : "their"
      } own goods (dilution, unfair advantage), so a similar mark is risky in any class.`
    )
  }

  // 6. Dead marks.
  const dead = f.conflicts.filter((c) => isDeadStatus(c.trademark.status))
  if (dead.length > 0) {
    const detail = dead.slice(0, MAX_NAMED).map((c) => `${label(c)}: ${c.trademark.status}`)
    out.push(
      `${count(dead.length, "similar mark is", "similar marks are")} dead (${detail.join("; ")}${dead.length > MAX_NAMED ? "; …" : ""}): ${
        dead.length === 1 ? "it weighs" : "they weigh"
      } little, but check for continued use or a revival before relying on that.`
    )
  }

  // 7. The mark itself.
  if (f.shortMark) {
    out.push(
      `${mark} is short (${f.markLength} characters): short marks are compared letter by letter, so one different letter can be enough to coexist, but short marks are crowded and narrowly protected; expect near matches.`
    )
  }

  // 8. Threshold and channels.
  if (f.thresholdWarning !== undefined && f.thresholdWarning.marks.length > 0) {
    const marks = f.thresholdWarning.marks
    const lowest = Math.min(...marks.map((m) => m.score))
    out.push(
      `Well-known ${marks.length === 1 ? "mark" : "marks"} ${
        joinAnd(marks.slice(0, MAX_NAMED).map((m) => `${m.name} (${pct(m.score)})`))
      } scored just below your ${pct(f.minSimilarityScore)} threshold and ${
        marks.length === 1 ? "was" : "were"
      } left out; re-run with minSimilarityScore ${Math.floor(lowest * 100) / 100} to include ${marks.length === 1 ? "it" : "them"}.`
    )
  }
  if (!f.channels.phonetic) out.push("Phonetic comparison was off (includePhonetic: false): sound-alike marks were not looked for.")
  if (!f.channels.visual) {
    out.push("Spelling comparison was off (includeSimilarSpelling: false): look-alike marks were only found if they also sound alike.")
  }

  // 9. Coverage.
  if (f.errors.length > 0) {
    out.push(
      `The search failed for ${joinAnd(f.errors.map((e) => `${e.jurisdiction} (${e.error})`))}; re-run to complete the clearance there.`
    )
  }
  if (f.skipped.length > 0) {
    out.push(
      `Not searched: ${joinAnd(f.skipped.map((s) => `${s.jurisdiction} (${s.reason.replace(/\.$/, "")})`))}. Conflicts in ${
        f.skipped.length === 1 ? "that office" : "those offices"
      } are unknown.`
    )
  }
  if (f.cappedJurisdictions.length > 0) {
    out.push(
      `${joinAnd(f.cappedJurisdictions)} had more matches than were checked; search ${
        f.cappedJurisdictions.length === 1 ? "that office" : "those offices"
      } by class with trademark_search to be sure nothing was missed.`
    )
  }

  // 10. Goods and services terms.
  if (f.gs !== undefined) {
    if (f.gs.failed !== undefined) out.push(`The goods and services terms could not be checked (${f.gs.failed}).`)
    else if (f.gs.flaggedCount > 0) {
      out.push(
        `${count(f.gs.flaggedCount, "goods/services term needs", "goods/services terms need")} attention before filing (see gsValidation${
          f.gs.offline ? "; basic offline check only" : ""
        }).`
      )
    }
  }
  if (f.termClassesOutsideFiling.length > 0) {
    out.push(
      `goodsServicesTerms name ${f.termClassesOutsideFiling.length === 1 ? "class" : "classes"} ${
        f.termClassesOutsideFiling.join(", ")
      }, which ${f.termClassesOutsideFiling.length === 1 ? "is" : "are"} not in niceClasses (${f.niceClasses.join(", ")}); add ${
        f.termClassesOutsideFiling.length === 1 ? "it" : "them"
      } to niceClasses or this clearance does not cover those goods.`
    )
  }
  return out
}

const rank = (l: RiskLevel): number => (l === "critical" ? 3 : l === "high" ? 2 : l === "medium" ? 1 : 0)
