import { Effect, Layer } from "effect"
import { PromptRegistry } from "../../Mcp/Prompts.js"
import { Store } from "../../Services/Store/Store.js"
import { webhookIdCompleter } from "../Completers.js"
import { clearanceReportPrompt, filingPlanPrompt, portfolioReviewPrompt, webhookCheckPrompt } from "./Prompts.js"

/** Registers the prompts. Needs the Store (completion of the caller's webhook ids). */
export const PromptsLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const prompts = yield* PromptRegistry
    const store = yield* Store
    yield* prompts.register(clearanceReportPrompt)
    yield* prompts.register(filingPlanPrompt)
    yield* prompts.register(portfolioReviewPrompt)
    yield* prompts.register(webhookCheckPrompt(webhookIdCompleter(store)))
  })
)
