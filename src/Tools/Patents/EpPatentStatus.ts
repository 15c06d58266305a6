import { Clock, Effect, Schema } from "effect"
import { PatentDetail } from "../../Domain/Patent.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { EpoOps } from "../../Providers/Epo/EpoOps.js"
import { CurrentPatentStatus } from "../../Providers/Epo/EpoResults.js"

const Input = Schema.Struct({
  publicationNumber: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)).annotations({
    description: "Publication number, EPODOC preferred: country, number and optionally the kind code, e.g. EP3845123A1. Also accepted: " +
      "'EP 3 845 123 B1', 'EP3845123.A1', 'WO2020/123456', 'US 10,123,456 B2'. Without a kind code the latest publication is used."
  })
})

const Output = Schema.Struct({
  patent: PatentDetail,
  currentStatus: CurrentPatentStatus,
  notes: Schema.Array(Schema.String),
  metadata: Schema.Struct({ executionTimeMs: Schema.Number, source: Schema.Literal("EPO OPS") })
})

export const epPatentStatus = defineTool({
  name: "ep_patent_status",
  title: "European patent status and details (EPO OPS)",
  description:
    "Bibliographic details and current status of one published patent document from EPO Open Patent Services: title, abstract, " +
    "applicants, inventors, IPC/CPC, application and priority data, the publications of the application (A1, B1...) and its " +
    "INPADOC legal events. OPS bibliographic data has no status field: the status (filed, under_examination, accepted, sealed = " +
    "granted, withdrawn, refused, revoked, lapsed, expired) is derived from the legal events, with the EPO's own wording kept, " +
    "and reported as unknown, saying so, when no event decides it.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const epo = yield* EpoOps
      const result = yield* epo.status(input.publicationNumber)
      const finished = yield* Clock.currentTimeMillis
      return { ...result, metadata: { executionTimeMs: finished - started, source: "EPO OPS" as const } }
    })
})
