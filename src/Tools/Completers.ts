import { Effect } from "effect"
import { TRADEMARK_JURISDICTIONS } from "../Domain/Jurisdiction.js"
import { NICE_CLASSES } from "../Domain/NiceClasses.js"
import { completeFrom, type Completer, rank } from "../Mcp/Completions.js"
import { EU_LANGUAGES } from "../Services/GoodsServices/EuLanguages.js"
import { Store } from "../Services/Store/Store.js"
import { callerScope } from "./Monitoring/MonitoringSchemas.js"

/**
 * Completions for the arguments people type: jurisdiction codes, Nice class
 * numbers, G&S formats and languages, and the caller's own watch and webhook
 * ids (never another tenant's).
 */

/** Lists ("EU,US,A"): complete the last item, keep what came before. */
const listOf = (single: Completer): Completer => (typed, context) => {
  const cut = typed.lastIndexOf(",")
  const head = cut < 0 ? "" : typed.slice(0, cut + 1)
  const chosen = new Set(head.split(",").map((s) => s.trim().toUpperCase()))
  return Effect.map(
    single(typed.slice(cut + 1), context),
    (values) => values.filter((v) => !chosen.has(v.toUpperCase())).map((v) => `${head}${v}`)
  )
}

export const jurisdictionCompleter: Completer = completeFrom(TRADEMARK_JURISDICTIONS)
export const jurisdictionsCompleter: Completer = listOf(jurisdictionCompleter)

/** "9" → 9, 19, 29, …; "soft" → the classes whose heading mentions it. */
export const niceClassCompleter: Completer = (typed) => {
  const numbers = NICE_CLASSES.map((c) => String(c.number))
  const q = typed.trim().toLowerCase()
  if (q === "" || /^\d+$/.test(q)) return Effect.succeed(rank(numbers, q).filter((n) => q === "" || n.startsWith(q) || n.includes(q)))
  return Effect.succeed(NICE_CLASSES.filter((c) => c.title.toLowerCase().includes(q)).map((c) => String(c.number)))
}
export const niceClassesCompleter: Completer = listOf(niceClassCompleter)

/** generate_gs_specification styles: USPTO ID Manual, EUIPO harmonised, Madrid. */
export const GS_FORMATS = ["US", "EU", "WIPO"] as const
export const gsFormatCompleter: Completer = completeFrom(GS_FORMATS)
export const languageCompleter: Completer = completeFrom(EU_LANGUAGES)
export const languagesCompleter: Completer = listOf(languageCompleter)

/** The caller's watch ids, matched by id or by the watch's name. */
export const watchIdCompleter = (store: Store["Type"]): Completer => (typed) =>
  Effect.gen(function*() {
    const watches = yield* store.listWatches(yield* callerScope).pipe(Effect.orElseSucceed(() => []))
    const q = typed.trim().toLowerCase()
    return watches.filter((w) => q === "" || w.id.toLowerCase().startsWith(q) || w.name.toLowerCase().includes(q)).map((w) => w.id)
  })

/** The caller's webhook ids, matched by id or by URL. */
export const webhookIdCompleter = (store: Store["Type"]): Completer => (typed) =>
  Effect.gen(function*() {
    const hooks = yield* store.listWebhooks(yield* callerScope).pipe(Effect.orElseSucceed(() => []))
    const q = typed.trim().toLowerCase()
    return hooks.filter((h) => q === "" || h.id.toLowerCase().startsWith(q) || h.url.toLowerCase().includes(q)).map((h) => h.id)
  })
