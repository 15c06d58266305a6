import { Clock, Effect, Schema } from "effect"
import { DesignCurrentStatus, DesignDetail, isLiveDesignStatus } from "../../Domain/Design.js"
import { HistoryEntry } from "../../Domain/Trademark.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { EuipoDesigns } from "../../Providers/Euipo/EuipoDesigns.js"

const Input = Schema.Struct({
  designNumber: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)).annotations({
    description: "EU design number NNNNNNNNN-NNNN: the 9-digit application number and the 4-digit design number, e.g. 002345678-0001. " +
      "Also read: '2345678-1', '002345678 0001', 'EU-D-002345678-0001'."
  }),
  includeHistory: Schema.optional(Schema.Boolean).annotations({
    description:
      "Include the history: filing, registration, publications, deferment, decisions (invalidity, appeals), records (default false)."
  }),
  enrichPersonNames: Schema.optional(Schema.Boolean).annotations({
    description:
      "Resolve applicant and representative names, countries and addresses through the EUIPO Persons API (slower; default false)."
  })
})

const Output = Schema.Struct({
  design: DesignDetail,
  currentStatus: DesignCurrentStatus,
  history: Schema.optional(Schema.Array(HistoryEntry)),
  notes: Schema.optional(Schema.Array(Schema.String)),
  metadata: Schema.Struct({ executionTimeMs: Schema.Number, source: Schema.Literal("EUIPO Design Search") })
})

export const euDesignStatus = defineTool({
  name: "eu_design_status",
  title: "EU design status and details (EUIPO)",
  description:
    "Current status and full record of one registered Community design by its number (NNNNNNNNN-NNNN): status (normalised, with " +
    "EUIPO's own code), dates (filing, registration, expiry, deferment), Locarno classes, product indications, views, applicants, " +
    "representatives, designers, priorities and, when asked, the history of publications, decisions and invalidity proceedings.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const designs = yield* EuipoDesigns
      const includeHistory = input.includeHistory ?? false
      const { design, notes: adapterNotes } = yield* designs.detail(input.designNumber, {
        includeHistory,
        enrichPersonNames: input.enrichPersonNames ?? false
      })
      const finished = yield* Clock.currentTimeMillis
      const notes = [...adapterNotes]
      if (design.publicationDefermentIndicator === true) {
        notes.push(
          `Publication is deferred${design.defermentExpirationDate !== undefined ? ` until ${design.defermentExpirationDate}` : ""}: ` +
            "EUIPO withholds views and product details until then (deferment lasts up to 30 months from filing or priority)."
        )
      }
      if (design.views !== undefined && design.views.length > 0) {
        notes.push("View image URLs need the Authorization (EUIPO OAuth bearer) and X-IBM-Client-Id headers to fetch.")
      }
      if (includeHistory && (design.prosecutionHistory === undefined || design.prosecutionHistory.length === 0)) {
        notes.push("EUIPO gave no dated events for this design.")
      }
      return {
        design,
        currentStatus: {
          code: design.status,
          description: design.statusDescription ?? design.status,
          date: design.statusDate ?? design.filingDate ?? "",
          isLive: isLiveDesignStatus(design.status)
        },
        ...(includeHistory && design.prosecutionHistory !== undefined ? { history: design.prosecutionHistory } : {}),
        ...(notes.length > 0 ? { notes } : {}),
        metadata: { executionTimeMs: finished - started, source: "EUIPO Design Search" as const }
      }
    })
})
