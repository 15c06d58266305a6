import { Clock, Effect, Schema } from "effect"
import { DesignCurrentStatus, DesignDetail } from "../../Domain/Design.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { AU_DESIGN_NUMBER_FORMAT } from "../../Providers/IpAustralia/IpAustraliaDesignQuery.js"
import { IpAustraliaDesigns } from "../../Providers/IpAustralia/IpAustraliaDesigns.js"

const SOURCE = "IP Australia Design Search API" as const

const Input = Schema.Struct({
  designNumber: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(30)).annotations({
    description: `Australian design number: ${AU_DESIGN_NUMBER_FORMAT}. The id form AU-D-202115234 works too.`
  })
})

const Output = Schema.Struct({
  design: DesignDetail,
  currentStatus: DesignCurrentStatus,
  notes: Schema.Array(Schema.String),
  metadata: Schema.Struct({ executionTimeMs: Schema.Number, source: Schema.Literal(SOURCE) })
})

export const auDesignStatus = defineTool({
  name: "au_design_status",
  title: "Australian design status and details (IP Australia)",
  description: "Status and details of one Australian design by its design number: product names, Locarno classes (as AU writes them and " +
    "normalised), owners with addresses, designers, attorney, convention priorities, statement of newness and distinctiveness, " +
    "lifecycle indicators (awaiting or under examination, grace period), related designs, image URLs and dates (filed, registered, " +
    "certified, renewal due, expiry). The status is normalised (registered, certified, pending, expired, surrendered, withdrawn, " +
    "refused, invalidated...) with IP Australia's own wording kept.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const designs = yield* IpAustraliaDesigns
      const result = yield* designs.status(input.designNumber)
      const finished = yield* Clock.currentTimeMillis
      return { ...result, notes: [...result.notes], metadata: { executionTimeMs: finished - started, source: SOURCE } }
    })
})
