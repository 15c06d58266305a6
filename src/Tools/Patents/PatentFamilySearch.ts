import { Clock, Effect, Schema } from "effect"
import { reportProgress } from "../../Mcp/ClientNotifier.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { EpoOps } from "../../Providers/Epo/EpoOps.js"
import { EpFamilyResult } from "../../Providers/Epo/EpoResults.js"

const Input = Schema.Struct({
  publicationNumber: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)).annotations({
    description: "Publication number of any family member, any office; EPODOC preferred (EP3845123A1). Spaces, dots, commas, slashes and " +
      "the kind code are optional: 'EP 3 845 123 B1', 'WO2020/123456', 'US 10,123,456 B2' all work."
  })
})

const Output = Schema.Struct({
  ...EpFamilyResult.fields,
  metadata: Schema.Struct({ executionTimeMs: Schema.Number, source: Schema.Literal("EPO OPS") })
})

export const patentFamilySearch = defineTool({
  name: "patent_family_search",
  title: "Patent family (INPADOC)",
  description:
    "The INPADOC patent family of a publication (documents sharing at least one priority) from EPO Open Patent Services: every " +
    "published member with its office (EP, WO, US, CN, JP, KR...), publication and application numbers, kind code and date, " +
    "and the distinct jurisdictions. Use it to see where an invention is protected; ep_patent_status gives one member's details.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const epo = yield* EpoOps
      yield* reportProgress(`asking EPO OPS for the INPADOC family of ${input.publicationNumber}`)
      const family = yield* epo.family(input.publicationNumber)
      yield* reportProgress(`EPO OPS: ${family.members.length} family member(s) in ${family.jurisdictions.length} jurisdiction(s)`)
      const finished = yield* Clock.currentTimeMillis
      return { ...family, metadata: { executionTimeMs: finished - started, source: "EPO OPS" as const } }
    })
})
