/**
 * The trademark_clearance pipeline (reference §6.2): search every office in parallel, widen
 * thin results with a truncated-stem search, pre-check the well-known marks list, score each
 * candidate with the similarity ensemble, classify it, weigh it with the risk model and derive
 * recommendations. One failing office never fails the call; unconfigured offices are listed.
 * Rules and numbers: docs/CLEARANCE.md.
 */
import { Clock, Effect, Either, Fiber, Option } from "effect"
import {
  comparedConflictType,
  type ComparedMark,
  isShortMark,
  makeMarkComparer,
  makeScorer,
  markLength,
  meaningContrast,
  normalizeTokens,
  type SimilarityBreakdown
} from "../../Analysis/Similarity.js"
import { AppConfig } from "../../Config/AppConfig.js"
import { type Jurisdiction, type JurisdictionFilter, TRADEMARK_JURISDICTIONS } from "../../Domain/Jurisdiction.js"
import { ToolError } from "../../Domain/ToolError.js"
import { isLiveStatus, type TrademarkSummary } from "../../Domain/Trademark.js"
import { WELL_KNOWN_MARKS, type WellKnownMark } from "../../Domain/WellKnownMarks.js"
import { reportProgress } from "../../Mcp/ClientNotifier.js"
import { TrademarkProviders } from "../../Providers/ProviderRegistry.js"
import type { TrademarkProvider } from "../../Providers/TrademarkProvider.js"
import { forEachOffice, withCallDeadline } from "../../Upstream/OfficeDeadline.js"
import { CLEARANCE_DISCLAIMER, type ClearanceConflict, type ClearanceResult } from "./ClearanceResult.js"
import { goodsProximity } from "./GoodsProximity.js"
import { GsTermsCheck, type GsTermsEntry, type GsTermsReport } from "./GsTermsCheck.js"
import { CLEARANCE_SEARCH, type OfficeOutcome, searchOffice } from "./OfficeSearch.js"
import { buildRecommendations } from "./Recommendations.js"
import { assessConflict, type ConflictFindings, overallRisk, RISK_MODEL } from "./RiskModel.js"
import { riskAssessmentText } from "./RiskText.js"
import { compactKey, famousIn, scoreWellKnown, translatedWellKnown, wellKnownRecord } from "./WellKnownCheck.js"

export { CLEARANCE_SEARCH, needsStemSearch, stemQuery } from "./OfficeSearch.js"

export interface ClearanceRequest {
  readonly proposedMark: string
  readonly niceClasses: ReadonlyArray<number>
  readonly jurisdictions: ReadonlyArray<JurisdictionFilter>
  readonly includePhonetic: boolean
  readonly includeSimilarSpelling: boolean
  readonly minSimilarityScore: number
  readonly goodsServicesTerms?: ReadonlyArray<GsTermsEntry> | undefined
  readonly compact: boolean
}

/** The jurisdictions to check well-known marks for: what was asked (ALL: every office). */
const expand = (filters: ReadonlyArray<JurisdictionFilter>): ReadonlyArray<Jurisdiction> =>
  filters.includes("ALL") ? TRADEMARK_JURISDICTIONS : TRADEMARK_JURISDICTIONS.filter((j) => filters.includes(j))

const round3 = (x: number): number => Math.round(x * 1000) / 1000

/**
 * The earlier marks' goods, read from the local register's records (a local read, no network)
 * for the closest `CLEARANCE_SEARCH.goodsLookups` candidates, and only when the request gives
 * its own goods: a live office's summary carries no goods, and a detail call per conflict would
 * cost a round trip each, so those are compared by class alone.
 */
const earlierGoods = (
  proposedGoods: string,
  candidates: ReadonlyArray<{ record: TrademarkSummary; compared: ComparedMark }>,
  targets: ReadonlyArray<TrademarkProvider>
): Effect.Effect<ReadonlyMap<TrademarkSummary, string>> => {
  if (proposedGoods === "") return Effect.succeed(new Map())
  const local = candidates.filter(({ record }) => record.source === "local" && record.applicationNumber !== "")
    .sort((a, b) => b.compared.breakdown.score - a.compared.breakdown.score)
    .slice(0, CLEARANCE_SEARCH.goodsLookups)
  return Effect.forEach(local, ({ record }) => {
    const provider = targets.find((p) => p.source === "local" && p.jurisdiction === record.jurisdiction && p.capabilities.detail)
    if (provider === undefined) return Effect.succeed(undefined)
    return provider.getDetail(record.applicationNumber, { includeHistory: false }).pipe(
      Effect.map((d) => {
        const text = (d.goodsAndServices ?? []).map((g) => g.description).join("; ").trim()
        return text === "" ? undefined : [record, text] as const
      }),
      Effect.orElseSucceed(() => undefined)
    )
  }).pipe(Effect.map((pairs) => new Map(pairs.filter((x) => x !== undefined))))
}

export const runClearance = (
  req: ClearanceRequest
): Effect.Effect<ClearanceResult, ToolError, TrademarkProviders | GsTermsCheck> =>
  withCallDeadline(Effect.gen(function*() {
    const started = yield* Clock.currentTimeMillis
    const mark = req.proposedMark.trim()
    const length = markLength(mark)
    if (length === 0) {
      return yield* ToolError.invalidInput(
        `proposedMark "${req.proposedMark}" has no letters or digits to compare; give the word mark itself (e.g. "KESTREL").`,
        { field: "proposedMark" }
      )
    }
    const niceClasses = [...new Set(req.niceClasses)].sort((a, b) => a - b)
    const channels = { visual: req.includeSimilarSpelling, phonetic: req.includePhonetic }
    const providers = yield* TrademarkProviders
    const asked = expand(req.jurisdictions)
    const settings = yield* Effect.serviceOption(AppConfig)
    const localFirst = Option.match(settings, { onNone: () => true, onSome: (c) => c.localRegister !== "fallback" })

    // Which offices can be searched by name, and why the others cannot.
    const unavailable = new Map(providers.unavailable().map((u) => [u.jurisdiction, u.error]))
    const targets: Array<TrademarkProvider> = []
    const skipped: Array<{ jurisdiction: Jurisdiction; code: string; reason: string }> = []
    for (const j of asked) {
      const all = providers.all(j)
      // The local register's fuzzy search scores the whole index: use it first unless LOCAL_REGISTER=fallback.
      const ordered = localFirst ? [...all.filter((p) => p.source === "local"), ...all.filter((p) => p.source !== "local")] : all
      const usable = ordered.find((p) => p.capabilities.name || p.capabilities.fuzzy)
      if (usable !== undefined) targets.push(usable)
      else if (all.length > 0) {
        skipped.push({
          jurisdiction: j,
          code: "NOT_SUPPORTED",
          reason: `${all[0]!.provider} supports number lookup only, so it cannot be searched by name`
        })
      } else {
        const error = unavailable.get(j) ?? ToolError.create("NOT_SUPPORTED", `No trademark provider for ${j} is available.`)
        skipped.push({ jurisdiction: j, code: error.code, reason: error.message })
      }
    }

    // The G&S terms check does not depend on the searches: it runs alongside them, under the same deadline.
    const terms = req.goodsServicesTerms
    const gsFiber = terms !== undefined && terms.length > 0
      ? yield* Effect.fork(
        Effect.flatMap(GsTermsCheck, (check) => check.validate(terms)).pipe(
          Effect.catchAll((e) => Effect.succeed<GsTermsReport>({ engine: "unavailable", offline: true, flaggedCount: 0, error: e.message }))
        )
      )
      : undefined
    // Every office at once under the call's office deadline (OFFICE_DEADLINE_MS): one still busy then is reported as
    // PROVIDER_TIMEOUT and the clearance is scored on what the others returned.
    const settled = yield* forEachOffice(targets, (p) => p.provider, (p) => searchOffice(p, mark, niceClasses), {
      // One progress step per office as it answers, fails or runs out of time.
      onSettled: (p, o) =>
        reportProgress(
          Either.isRight(o)
            ? `searched ${p.jurisdiction}: ${o.right.records.length} record(s)${
              o.right.problems.length > 0 ? `, ${o.right.problems.length} problem(s)` : ""
            }`
            : `${p.jurisdiction}: ${o.left.code}`
        )
    })
    const outcomes = settled.map((o, i) =>
      Either.getOrElse(o, (e): OfficeOutcome => {
        const jurisdiction = targets[i]!.jurisdiction
        return { jurisdiction, searched: false, records: [], problems: [{ jurisdiction, code: e.code, error: e.message }], capped: false }
      })
    )
    const errors = outcomes.flatMap((o) => o.problems)
    const searched = outcomes.filter((o) => o.searched).map((o) => o.jurisdiction)
    const capped = outcomes.filter((o) => o.capped).map((o) => o.jurisdiction)
    const records = outcomes.flatMap((o) => o.records)

    const scorer = makeScorer(mark, { channels })
    const min = req.minSimilarityScore
    const conflicts: Array<ClearanceConflict> = []
    const famousCarried = new Set<WellKnownMark>()
    const famousInRegistry = new Set<WellKnownMark>()

    const comparer = makeMarkComparer(mark, { channels, classes: niceClasses })
    const proposedGoods = (terms ?? []).flatMap((t) => t.terms).join("; ").trim()
    const addConflict = (
      trademark: TrademarkSummary,
      breakdown: SimilarityBreakdown,
      origin: ClearanceConflict["origin"],
      wellKnown: WellKnownMark | undefined,
      compared?: ComparedMark,
      existingGoods?: string
    ) => {
      const element = compared?.basis === "element" ? compared.element : undefined
      const conflictType = comparedConflictType(breakdown, compared?.basis)
      const findings: ConflictFindings & { jurisdiction: string } = {
        proposedMark: mark,
        existingMark: trademark.name,
        jurisdiction: trademark.jurisdiction,
        similarity: breakdown,
        conflictType,
        proposedClasses: niceClasses,
        existingClasses: trademark.niceClasses,
        status: trademark.status,
        wellKnown: wellKnown !== undefined ? { name: wellKnown.name, owner: wellKnown.owner } : undefined,
        element,
        words: compared?.element,
        meaning: meaningContrast(mark, trademark.name),
        goods: proposedGoods !== "" && existingGoods !== undefined ? goodsProximity(proposedGoods, existingGoods) : undefined,
        goodsTexts: proposedGoods === "" ? undefined : existingGoods !== undefined ? [proposedGoods, existingGoods] : [proposedGoods]
      }
      const assessment = assessConflict(findings)
      conflicts.push({
        trademark: { ...trademark, similarityScore: breakdown.score },
        origin,
        conflictType,
        similarityScore: breakdown.score,
        overlappingClasses: assessment.overlap.direct,
        ...(assessment.overlap.related.length > 0 ? { relatedClasses: assessment.overlap.related } : {}),
        risk: assessment.risk,
        riskLevel: assessment.level,
        riskAssessment: riskAssessmentText(findings, assessment),
        factors: assessment.factors,
        ...(wellKnown !== undefined ? { wellKnown: { name: wellKnown.name, owner: wellKnown.owner } } : {})
      })
    }

    // Registry candidates. A record that IS a well-known mark (same name, plausible owner,
    // famous in that office) carries the fame itself.
    const candidates: Array<{ record: TrademarkSummary; compared: ComparedMark }> = []
    for (const record of records) {
      const compared = comparer.atLeast(record.name, min, record.jurisdiction)
      if (compared !== undefined) candidates.push({ record, compared })
    }
    const goodsOf = yield* earlierGoods(proposedGoods, candidates, targets)
    for (const { compared, record } of candidates) {
      const breakdown = compared.breakdown
      const famous = wellKnownRecord(record)
      if (famous !== undefined) famousInRegistry.add(famous)
      // Only a live record stands in for the famous mark; an old dead filing must not hide it.
      if (famous !== undefined && isLiveStatus(record.status)) famousCarried.add(famous)
      addConflict(record, breakdown, "registry", famous, compared, goodsOf.get(record))
    }

    // Famous-marks pre-check: misspellings (GOOGEL) escape substring searches; fame reaches all classes.
    const nearMisses: Array<{ name: string; score: number }> = []
    const lowestOfInterest = Math.min(min, Math.max(min - CLEARANCE_SEARCH.thresholdWarningBand, RISK_MODEL.similarityFloor))
    const proposedTokens = normalizeTokens(mark)
    for (const wk of WELL_KNOWN_MARKS) {
      // A translation of a famous mark (TORO ROJO / RED BULL) shares no letters: compared word by word.
      const best: { breakdown: SimilarityBreakdown; jurisdiction: Jurisdiction; compared?: ComparedMark } | undefined =
        scoreWellKnown(scorer, wk, asked, lowestOfInterest) ?? translatedWellKnown(comparer, proposedTokens, wk, asked, min)
      if (best === undefined) continue
      const score = best.breakdown.score
      if (score >= min) {
        if (famousCarried.has(wk)) continue
        addConflict(
          {
            id: `WELL-KNOWN-${compactKey(wk.name)}`,
            applicationNumber: "",
            name: wk.name,
            jurisdiction: best.jurisdiction,
            status: "registered",
            statusDescription: "On the local well-known marks list (not a registry record); assumed registered in its core classes",
            owner: wk.owner,
            niceClasses: wk.niceClasses,
            source: "local"
          },
          best.breakdown,
          "wellKnownList",
          wk,
          best.compared
        )
      } else if (score >= min - CLEARANCE_SEARCH.thresholdWarningBand && score > RISK_MODEL.similarityFloor && !famousInRegistry.has(wk)) {
        nearMisses.push({ name: wk.name, score })
      }
    }
    nearMisses.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    const thresholdWarning = nearMisses.length > 0
      ? {
        message: `${nearMisses.length === 1 ? "A well-known mark" : `${nearMisses.length} well-known marks`} scored between ${
          round3(Math.max(min - CLEARANCE_SEARCH.thresholdWarningBand, RISK_MODEL.similarityFloor))
        } and your minSimilarityScore of ${min} and ${nearMisses.length === 1 ? "was" : "were"} left out: ${
          nearMisses.map((m) => `${m.name} (${m.score})`).join(", ")
        }.`,
        marks: nearMisses
      }
      : undefined

    conflicts.sort(
      (a, b) =>
        b.risk - a.risk || b.similarityScore - a.similarityScore || a.trademark.name.localeCompare(b.trademark.name) ||
        a.trademark.id.localeCompare(b.trademark.id)
    )
    const riskLevel = overallRisk(conflicts)
    yield* reportProgress(`scored ${records.length} registry record(s) and the well-known marks: ${conflicts.length} conflict(s)`)

    const gsValidation: GsTermsReport | undefined = gsFiber !== undefined ? yield* Fiber.join(gsFiber) : undefined
    const termClassesOutsideFiling = [...new Set((terms ?? []).map((t) => t.classNumber))].filter((c) => !niceClasses.includes(c)).sort((
      a,
      b
    ) => a - b)

    const wellKnownMarksScored = WELL_KNOWN_MARKS.filter((wk) => asked.some((j) => famousIn(wk, j))).length
    const recommendations = buildRecommendations({
      proposedMark: mark,
      niceClasses,
      minSimilarityScore: min,
      riskLevel,
      conflicts,
      searchedJurisdictions: searched,
      skipped,
      errors,
      cappedJurisdictions: capped,
      thresholdWarning,
      channels,
      registryRecordsScored: records.length,
      wellKnownMarksScored,
      markLength: length,
      shortMark: isShortMark(mark),
      gs: gsValidation !== undefined
        ? {
          flaggedCount: gsValidation.flaggedCount,
          offline: gsValidation.offline,
          failed: typeof gsValidation["error"] === "string" ? gsValidation["error"] : undefined
        }
        : undefined,
      termClassesOutsideFiling
    })

    const conflictCounts = { critical: 0, high: 0, medium: 0, low: 0 }
    for (const c of conflicts) conflictCounts[c.riskLevel]++
    const finished = yield* Clock.currentTimeMillis
    yield* Effect.logInfo("clearance finished").pipe(
      Effect.annotateLogs({
        riskLevel,
        conflicts: conflicts.length,
        offices: searched.join(","),
        failedOffices: errors.length,
        records: records.length
      })
    )
    return {
      proposedMark: mark,
      riskLevel,
      conflicts: req.compact ? conflicts.slice(0, CLEARANCE_SEARCH.compactConflicts) : conflicts,
      totalConflicts: conflicts.length,
      conflictCounts,
      recommendations,
      searchedJurisdictions: searched,
      ...(skipped.length > 0 ? { skippedJurisdictions: skipped } : {}),
      ...(errors.length > 0 ? { errors } : {}),
      ...(thresholdWarning !== undefined ? { thresholdWarning } : {}),
      ...(gsValidation !== undefined ? { gsValidation } : {}),
      coverage: {
        registryRecordsScored: records.length,
        wellKnownMarksScored,
        minSimilarityScore: min,
        channels,
        ...(capped.length > 0 ? { cappedJurisdictions: capped } : {})
      },
      executionTimeMs: finished - started,
      disclaimer: CLEARANCE_DISCLAIMER
    } satisfies ClearanceResult
  }))
