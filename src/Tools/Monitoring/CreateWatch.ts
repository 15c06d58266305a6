import { Clock, Effect, Either, Schema } from "effect"
import { SIMILARITY_CONFIG } from "../../Analysis/Similarity.js"
import { AppConfig } from "../../Config/AppConfig.js"
import { type Jurisdiction, TRADEMARK_JURISDICTIONS } from "../../Domain/Jurisdiction.js"
import { ToolError } from "../../Domain/ToolError.js"
import { NUMBER_FORMATS, parseTrademarkId } from "../../Domain/TrademarkNumbers.js"
import { CallContext } from "../../Mcp/CallContext.js"
import { defineTool } from "../../Mcp/Tool.js"
import { TrademarkProviders } from "../../Providers/ProviderRegistry.js"
import { newId, Store, type WatchRecord } from "../../Services/Store/Store.js"
import { limitFor, limitReached } from "../../Services/Watches/WatchLimits.js"
import { checkUrl, urlProblem } from "../../Services/Webhooks/UrlPolicy.js"
import { intBetween, oneOf, optionalArg, storeFailure, WatchOutput, watchOutput, WatchTypeSchema } from "./MonitoringSchemas.js"

export const DEFAULT_DEADLINE_DAYS = 30

const maxChars = (n: number) => Schema.String.pipe(Schema.maxLength(n, { message: () => `must be at most ${n} characters` }))

const Input = Schema.Struct({
  name: maxChars(200).annotations({ description: "A name for the watch (at most 200 characters)." }),
  type: WatchTypeSchema,
  trademarkId: optionalArg(maxChars(100)).annotations({
    description:
      "The mark to follow, with its office: \"US-87654321\" or \"US:87654321\". Required for status_change and deadline_approaching."
  }),
  markName: optionalArg(maxChars(200)).annotations({
    description: "The mark name to compare new filings with. Required for similar_filing."
  }),
  jurisdictions: optionalArg(Schema.Array(oneOf([...TRADEMARK_JURISDICTIONS, "ALL"]))).annotations({
    description: "similar_filing: offices to search (default [] = every configured office; ALL means the same)."
  }),
  niceClasses: optionalArg(Schema.Array(intBetween(1, 45, "a Nice class number"))).annotations({
    description: "similar_filing: only filings in these Nice classes (1-45; default [] = any class)."
  }),
  similarityThreshold: optionalArg(
    Schema.Number.pipe(Schema.between(0, 1, { message: () => ({ message: "must be a number from 0 to 1 (e.g. 0.7)", override: true }) }))
  ).annotations({
    description: "similar_filing: report marks at least this similar, 0-1 (default 0.7)."
  }),
  deadlineDaysAhead: optionalArg(intBetween(1, 365, "a whole number of days")).annotations({
    description: "deadline_approaching: report deadlines this many days ahead, 1-365 (default 30)."
  }),
  webhookUrl: optionalArg(Schema.String).annotations({ description: "An https URL to POST this watch's events to (optional)." })
})

const Output = Schema.Struct({
  watch: WatchOutput,
  message: Schema.String,
  notes: optionalArg(Schema.Array(Schema.String))
})

type Input = typeof Input.Type

/** Every problem with the combination of arguments, each naming the field and the fix. */
const validate = (input: Input, allowPrivateWebhooks: boolean) => {
  const problems: Array<string> = []
  const name = input.name.trim()
  if (name === "") problems.push("\"name\" must not be blank")
  let trademark: { jurisdiction: Jurisdiction; number: string } | undefined
  let markName: string | undefined
  if (input.type === "similar_filing") {
    markName = input.markName?.trim()
    if (markName === undefined) problems.push("\"markName\" is required for similar_filing watches (the name to compare new filings with)")
    else if (markName === "") problems.push("\"markName\" must not be blank")
    if (input.trademarkId !== undefined) {
      problems.push("\"trademarkId\" is not used by similar_filing watches; give the name to compare as \"markName\"")
    }
    if (input.deadlineDaysAhead !== undefined) {
      problems.push("\"deadlineDaysAhead\" only applies to deadline_approaching watches; leave it out")
    }
  } else {
    if (input.trademarkId === undefined) {
      problems.push(`"trademarkId" is required for ${input.type} watches, e.g. "US-87654321" or "US:87654321"`)
    } else {
      const parsed = parseTrademarkId(input.trademarkId)
      if (parsed === undefined) {
        problems.push(
          `"trademarkId" must be an office code, a hyphen or colon and the number, e.g. "US-87654321" or "EU:018123456" (offices: ${
            TRADEMARK_JURISDICTIONS.join(", ")
          })`
        )
      } else if (!/[0-9]/.test(parsed.number)) {
        problems.push(
          `"trademarkId": "${parsed.number}" is not a ${parsed.jurisdiction} trademark number; ${parsed.jurisdiction} expects ${
            NUMBER_FORMATS[parsed.jurisdiction]
          }`
        )
      } else {
        trademark = { jurisdiction: parsed.jurisdiction, number: parsed.number.replace(/\s+/g, "") }
      }
    }
    if (input.markName !== undefined) {
      problems.push(`"markName" is only used by similar_filing watches; a ${input.type} watch follows the mark in "trademarkId"`)
    }
    if (input.niceClasses !== undefined && input.niceClasses.length > 0) {
      problems.push("\"niceClasses\" only applies to similar_filing watches; leave it out")
    }
    if (input.similarityThreshold !== undefined) {
      problems.push("\"similarityThreshold\" only applies to similar_filing watches; leave it out")
    }
    if (input.type === "status_change" && input.deadlineDaysAhead !== undefined) {
      problems.push("\"deadlineDaysAhead\" only applies to deadline_approaching watches; leave it out or use type \"deadline_approaching\"")
    }
    const listed = (input.jurisdictions ?? []).filter((j) => j !== "ALL")
    if (trademark !== undefined && listed.some((j) => j !== trademark!.jurisdiction)) {
      problems.push(
        `"jurisdictions": a ${input.type} watch covers the office of its trademarkId (${trademark.jurisdiction}); leave "jurisdictions" out`
      )
    }
  }
  const all = input.jurisdictions?.includes("ALL") ?? false
  if (all && input.jurisdictions!.length > 1) {
    problems.push(
      "\"jurisdictions\": \"ALL\" cannot be combined with office codes; give either [\"ALL\"] (or leave it out) or a list of offices"
    )
  }
  const webhookUrl = input.webhookUrl?.trim()
  if (webhookUrl !== undefined) {
    const problem = urlProblem(webhookUrl, allowPrivateWebhooks)
    if (problem !== undefined) problems.push(`"webhookUrl" ${problem}`)
  }
  const jurisdictions: ReadonlyArray<Jurisdiction> = all
    ? []
    : TRADEMARK_JURISDICTIONS.filter((j) => (input.jurisdictions ?? []).includes(j))
  return { problems, name, trademark, markName, jurisdictions, webhookUrl }
}

export const createWatchTool = defineTool({
  name: "create_watch",
  title: "Create a trademark watch",
  description: "Start monitoring: status_change (a mark's status moves, e.g. pending -> registered or -> opposed; needs trademarkId), " +
    "similar_filing (new filings that look or sound like markName, scored with the clearance similarity ensemble; optional " +
    "jurisdictions, niceClasses, similarityThreshold) or deadline_approaching (opposition period end, renewal and expiry within " +
    "deadlineDaysAhead; needs trademarkId). Watches are polled in the background; read results with get_watch_events.",
  input: Input,
  output: Output,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  handler: (input) =>
    Effect.gen(function*() {
      const config = yield* AppConfig
      const v = validate(input, config.webhooks.allowPrivate)
      if (v.problems.length > 0) {
        return yield* ToolError.invalidInput(
          v.problems.length === 1
            ? `Invalid arguments for create_watch: ${v.problems[0]}`
            : `Invalid arguments for create_watch:\n${v.problems.map((p) => `- ${p}`).join("\n")}`,
          { problems: v.problems }
        )
      }
      // The webhook URL policy (shared with register_webhook), DNS included; the normalised URL is what is stored.
      let webhookUrl: string | undefined
      if (v.webhookUrl !== undefined) {
        const checked = yield* Effect.either(checkUrl(v.webhookUrl, config.webhooks.allowPrivate))
        if (Either.isLeft(checked)) {
          return yield* ToolError.invalidInput(`Invalid arguments for create_watch: "webhookUrl" ${checked.left.reason}`)
        }
        webhookUrl = checked.right
      }
      const ctx = yield* CallContext
      const registry = yield* TrademarkProviders
      const store = yield* Store
      const nowMs = yield* Clock.currentTimeMillis

      // Offices that cannot answer yet: accepted (settings may change), but said plainly.
      const notes: Array<string> = []
      const wanted = v.trademark !== undefined ? [v.trademark.jurisdiction] : v.jurisdictions
      for (const j of wanted) {
        if (registry.all(j).length === 0) {
          const why = registry.unavailable().find((u) => u.jurisdiction === j)?.error.message ?? `${j} is not available`
          notes.push(`${j} cannot be polled yet: ${why} The watch is kept and starts working once it is.`)
        }
      }
      if (
        input.type === "similar_filing" && v.jurisdictions.length === 0 &&
        !registry.configured().some((p) => p.capabilities.name || p.capabilities.fuzzy)
      ) {
        notes.push("No configured office can search by name yet, so this watch finds nothing until one is configured.")
      }
      if (config.monitoring.pollIntervalSeconds === 0) notes.push("Background polling is off on this server (WATCH_POLL_INTERVAL=0).")

      const watch: WatchRecord = {
        id: newId.watch(),
        owner: ctx.owner,
        name: v.name,
        type: input.type,
        enabled: true,
        trademarkId: v.trademark !== undefined ? `${v.trademark.jurisdiction}-${v.trademark.number}` : undefined,
        markName: v.markName,
        jurisdictions: v.jurisdictions,
        niceClasses: [...new Set(input.niceClasses ?? [])].sort((a, b) => a - b),
        similarityThreshold: input.similarityThreshold ?? SIMILARITY_CONFIG.thresholds.watchDefault,
        deadlineDaysAhead: input.deadlineDaysAhead ?? DEFAULT_DEADLINE_DAYS,
        webhookUrl,
        createdAt: new Date(nowMs).toISOString(),
        lastCheckedAt: null
      }
      const limit = limitFor("watches", ctx.tier, config.monitoring)
      const outcome = yield* store.createWatch(watch, limit).pipe(Effect.catchAll(storeFailure))
      if (outcome._tag === "LimitReached") return yield* limitReached("watches", ctx.tier, outcome.limit)
      yield* Effect.logInfo("watch created").pipe(Effect.annotateLogs({ watchId: watch.id, type: watch.type, keyId: ctx.keyId ?? "local" }))
      return {
        watch: watchOutput(outcome.record),
        message: `Watch "${watch.name}" created successfully. It will start monitoring on the next poll cycle.`,
        ...(notes.length > 0 ? { notes } : {})
      }
    })
})
