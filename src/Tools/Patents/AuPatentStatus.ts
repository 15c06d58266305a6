import { Clock, Effect, Schema } from "effect"
import { PatentDetail, PatentStatus } from "../../Domain/Patent.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { AU_PATENT_NUMBER_FORMAT } from "../../Providers/IpAustralia/IpAustraliaPatentQuery.js"
import { IpAustraliaPatents } from "../../Providers/IpAustralia/IpAustraliaPatents.js"

const SOURCE = "IP Australia Patent Search API" as const

const Input = Schema.Struct({
  applicationNumber: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)).annotations({
    description: `Australian patent application number: ${AU_PATENT_NUMBER_FORMAT}. The id form AU-P-2020267890 works too.`
  }),
  includeDocuments: Schema.optional(Schema.Boolean).annotations({
    description: "Include the claims and description text of the latest published document (default false; they are long)."
  })
})

const Output = Schema.Struct({
  patent: PatentDetail,
  currentStatus: Schema.Struct({
    code: PatentStatus,
    description: Schema.String.annotations({ description: "IP Australia's own status code, spelled out where it is terse" }),
    date: Schema.optional(Schema.String.annotations({ description: "Date of the latest status event" })),
    isLive: Schema.Boolean
  }),
  notes: Schema.Array(Schema.String),
  metadata: Schema.Struct({ executionTimeMs: Schema.Number, source: Schema.Literal(SOURCE) })
})

export const auPatentStatus = defineTool({
  name: "au_patent_status",
  title: "Australian patent status and details (IP Australia)",
  description: "Status and details of one Australian patent application by its application number: title, applicants, inventors, owners, " +
    "attorneys, IPC, patent type (standard or innovation), PCT and convention priority details, lifecycle dates (OPI, acceptance, " +
    "sealing, in force to, expiry), status history, related applications and published documents. The status is normalised " +
    "(filed, under_examination, accepted, sealed = granted, ceased, lapsed, expired, revoked, withdrawn, refused, unknown) with " +
    "IP Australia's own code kept. includeDocuments adds the claims and description text.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const patents = yield* IpAustraliaPatents
      const result = yield* patents.status(input.applicationNumber, { includeDocuments: input.includeDocuments ?? false })
      const finished = yield* Clock.currentTimeMillis
      return { ...result, notes: [...result.notes], metadata: { executionTimeMs: finished - started, source: SOURCE } }
    })
})
