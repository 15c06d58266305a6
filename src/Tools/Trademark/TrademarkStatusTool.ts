import { Effect, Schema } from "effect"
import { isJurisdiction, Jurisdiction } from "../../Domain/Jurisdiction.js"
import { ToolError } from "../../Domain/ToolError.js"
import { HistoryEntry, isLiveStatus, TrademarkDetail, TrademarkStatus } from "../../Domain/Trademark.js"
import { NUMBER_FORMATS, parseTrademarkId } from "../../Domain/TrademarkNumbers.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { TrademarkProviders } from "../../Providers/ProviderRegistry.js"
import type { TrademarkProvider } from "../../Providers/TrademarkProvider.js"
import { FALLBACK_CODES } from "../../Services/TrademarkSearch.js"

const Input = Schema.Struct({
  identifier: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)).annotations({
    description: "Application or registration number (e.g. 97001234), or an id with its office: 'US-97001234' or 'US:97001234'."
  }),
  jurisdiction: Schema.optional(Jurisdiction).annotations({
    description: "The office: US, EU, AU, NZ, WIPO, GB, CA, JP or CN. Optional when the identifier carries it (US-97001234)."
  }),
  includeHistory: Schema.optional(Schema.Boolean).annotations({ description: "Include the prosecution history (default false)." }),
  includeDocuments: Schema.optional(Schema.Boolean).annotations({
    description: "Include the document list where the office offers one (default false)."
  })
})

const Output = Schema.Struct({
  trademark: TrademarkDetail,
  currentStatus: Schema.Struct({
    code: TrademarkStatus,
    description: Schema.String,
    date: Schema.String,
    isLive: Schema.Boolean
  }),
  importantDates: Schema.Struct({
    filingDate: Schema.optional(Schema.String),
    registrationDate: Schema.optional(Schema.String),
    publicationDate: Schema.optional(Schema.String),
    oppositionDeadline: Schema.optional(Schema.String),
    renewalDate: Schema.optional(Schema.String),
    expirationDate: Schema.optional(Schema.String)
  }),
  history: Schema.optional(Schema.Array(HistoryEntry)),
  notes: Schema.optional(Schema.Array(Schema.String))
})

export const trademarkStatusTool = defineTool({
  name: "trademark_status",
  title: "Trademark status and details",
  description: "Current status and full details of one trademark by its application or registration number: owner, representative, goods " +
    "and services by class, priority claims, important dates (opposition deadline, renewal, expiry) and, when asked, the " +
    "prosecution history. Offices: US (USPTO TSDR), EU, AU, NZ, WIPO, GB, CA, JP, CN (where configured or in the local register). " +
    "Use trademark_search first if you only have a name.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const parsed = parseTrademarkId(input.identifier)
      const jurisdiction = input.jurisdiction ?? parsed?.jurisdiction
      if (jurisdiction === undefined) {
        return yield* ToolError.create(
          "MISSING_REQUIRED_FIELD",
          `"jurisdiction" is required unless the identifier carries its office (e.g. "US-97001234"). One of US, EU, AU, NZ, WIPO, GB, CA, JP, CN.`
        )
      }
      if (
        parsed !== undefined && input.jurisdiction !== undefined && parsed.jurisdiction !== input.jurisdiction &&
        isJurisdiction(parsed.jurisdiction)
      ) {
        return yield* ToolError.invalidInput(
          `The identifier says ${parsed.jurisdiction} but "jurisdiction" is ${input.jurisdiction}; pass one of them, or make them agree.`
        )
      }
      const number = (parsed?.jurisdiction === jurisdiction ? parsed.number : input.identifier).trim()
      if (!/[0-9]/.test(number)) {
        return yield* ToolError.invalidInput(
          `"${number}" is not a ${jurisdiction} trademark number: ${jurisdiction} expects ${NUMBER_FORMATS[jurisdiction]}.`
        )
      }
      const registry = yield* TrademarkProviders
      // Live office first when it has credentials, then the local register; with none, why not.
      const able = registry.all(jurisdiction).filter((p) => p.capabilities.detail)
      const providers = able.length > 0 ? able : [yield* registry.get(jurisdiction)]
      const includeHistory = input.includeHistory ?? false
      const lookup = (i: number): Effect.Effect<{ detail: TrademarkDetail; provider: TrademarkProvider }, ToolError> =>
        providers[i]!.getDetail(number, { includeHistory }).pipe(
          Effect.map((detail) => ({ detail, provider: providers[i]! })),
          Effect.catchIf(
            (e) => i + 1 < providers.length && (e.code === "TRADEMARK_NOT_FOUND" || FALLBACK_CODES.includes(e.code)),
            () => lookup(i + 1)
          )
        )
      const { detail, provider } = yield* lookup(0)
      const notes: Array<string> = []
      if (input.includeDocuments === true) {
        notes.push(`${provider.provider} documents are not available through this server; the office's register page lists them.`)
      }
      if (includeHistory && (detail.prosecutionHistory === undefined || detail.prosecutionHistory.length === 0)) {
        notes.push(`${provider.provider} gave no prosecution history for this mark.`)
      }
      if (detail.source === "local" && detail.asOf !== undefined) notes.push(`From the local register, data as of ${detail.asOf}.`)
      const { prosecutionHistory, ...rest } = detail
      return {
        trademark: includeHistory ? detail : rest,
        currentStatus: {
          code: detail.status,
          description: detail.statusDescription ?? detail.status,
          date: detail.statusDate ?? detail.filingDate ?? "",
          isLive: isLiveStatus(detail.status)
        },
        importantDates: {
          ...(detail.filingDate !== undefined ? { filingDate: detail.filingDate } : {}),
          ...(detail.registrationDate !== undefined ? { registrationDate: detail.registrationDate } : {}),
          ...(detail.publicationDate !== undefined ? { publicationDate: detail.publicationDate } : {}),
          ...(detail.oppositionDeadline !== undefined ? { oppositionDeadline: detail.oppositionDeadline } : {}),
          ...(detail.renewalDate !== undefined ? { renewalDate: detail.renewalDate } : {}),
          ...(detail.expirationDate !== undefined ? { expirationDate: detail.expirationDate } : {})
        },
        ...(includeHistory && prosecutionHistory !== undefined ? { history: prosecutionHistory } : {}),
        ...(notes.length > 0 ? { notes } : {})
      }
    })
})
