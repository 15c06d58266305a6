import type { Completer } from "../../Mcp/Completions.js"
import type { PromptDefinition, PromptMessage } from "../../Mcp/Prompts.js"
import { gsFormatCompleter, jurisdictionsCompleter, languagesCompleter, niceClassesCompleter } from "../Completers.js"

/**
 * Prompts for the jobs people come for. Each turns its arguments into one
 * user message that names the tools to use and the shape of the answer; the
 * assistant then calls the tools itself.
 */

const user = (text: string): PromptMessage => ({ role: "user", content: { type: "text", text } })
const opt = (label: string, value: string | undefined) => (value !== undefined && value.trim() !== "" ? `\n${label}: ${value.trim()}` : "")

export const clearanceReportPrompt: PromptDefinition = {
  name: "clearance_report",
  title: "Clearance report for a proposed mark",
  description:
    "Pre-filing clearance of a proposed trademark: conflicting marks in the chosen offices, class overlap, distinctiveness and " +
    "a risk level with recommendations, written up as a report.",
  arguments: [
    { name: "mark", description: "The proposed mark, e.g. NOVALUX.", required: true },
    {
      name: "goods",
      description: "What the mark will be used for, in plain words, e.g. 'LED lamps and smart lighting apps'.",
      required: true
    },
    {
      name: "jurisdictions",
      description: "Offices to search, comma-separated codes (US, EU, AU, NZ, WIPO, GB, CA, JP, CN); default all configured.",
      required: false,
      complete: jurisdictionsCompleter
    },
    {
      name: "niceClasses",
      description: "Nice classes, comma-separated numbers 1-45; suggested from the goods when left out.",
      required: false,
      complete: niceClassesCompleter
    }
  ],
  render: (a) => [
    user(
      `Prepare a trademark clearance report for the proposed mark "${a["mark"]}".\nGoods and services: ${a["goods"]}` +
        opt("Jurisdictions", a["jurisdictions"]) +
        opt("Nice classes", a["niceClasses"]) +
        "\n\nSteps: if no classes are given, call suggest_nice_classes with the goods and use the top suggestions; call " +
        "trademark_clearance with the mark, the classes and the jurisdictions; call distinctiveness_hints for the mark and the " +
        "goods. Then write the report: the overall risk level and why, the conflicting marks that matter most (office, number, " +
        "status, classes, what made them similar), distinctiveness, which offices could not be searched, and concrete next " +
        "steps. Say plainly that this is information, not legal advice."
    )
  ]
}

export const filingPlanPrompt: PromptDefinition = {
  name: "filing_plan",
  title: "Filing plan: classes, specification, offices",
  description: "A filing plan for a mark: the Nice classes to claim, a goods and services specification in the chosen office's style, " +
    "checked terms, translations where needed, the offices to file in and indicative fees.",
  arguments: [
    { name: "mark", description: "The mark to file.", required: true },
    { name: "goods", description: "What the business sells or will sell, in plain words.", required: true },
    {
      name: "jurisdictions",
      description: "Where protection is wanted, comma-separated codes (e.g. EU,US,GB).",
      required: false,
      complete: jurisdictionsCompleter
    },
    {
      name: "format",
      description: "Specification style: US (USPTO ID Manual), EU (EUIPO harmonised) or WIPO (Madrid).",
      required: false,
      complete: gsFormatCompleter
    },
    {
      name: "languages",
      description: "EU languages to translate the specification into, comma-separated (e.g. de,fr).",
      required: false,
      complete: languagesCompleter
    }
  ],
  render: (a) => [
    user(
      `Draft a trademark filing plan for "${a["mark"]}".\nGoods and services: ${a["goods"]}` +
        opt("Jurisdictions", a["jurisdictions"]) +
        opt("Specification style", a["format"]) +
        opt("Translate into", a["languages"]) +
        "\n\nSteps: call suggest_nice_classes with the goods; call generate_gs_specification for the chosen classes in the " +
        "requested style; call validate_gs_terms on the drafted terms and fix what it flags; if languages are given, call " +
        "translate_gs_terms; call trademark_clearance for the mark in those classes and offices. Then give the plan: classes " +
        "with reasons, the final specification per class, offices (national filings or Madrid) with indicative fees, risks " +
        "found in clearance and what to do before filing. Information, not legal advice."
    )
  ]
}

export const portfolioReviewPrompt: PromptDefinition = {
  name: "portfolio_review",
  title: "Portfolio review",
  description: "A review of the marks you watch: portfolio health, deadlines coming up, coverage gaps, unacknowledged events and what " +
    "to do next.",
  arguments: [
    {
      name: "focus",
      description: "Optional: what to look at most closely, e.g. 'renewals in the next 6 months' or 'EU coverage'.",
      required: false
    }
  ],
  render: (a) => [
    user(
      "Review my trademark portfolio." +
        opt("Focus", a["focus"]) +
        "\n\nSteps: call portfolio_analytics; call list_watches; call get_watch_events with unacknowledgedOnly=true; for " +
        "marks with deadlines or alerts call trademark_status. Then write the review: the health score and what drives it, " +
        "deadlines in date order, coverage gaps by office and class, events that need action, and recommendations in priority order."
    )
  ]
}

export const webhookCheckPrompt = (webhookIds: Completer): PromptDefinition => ({
  name: "webhook_check",
  title: "Check a webhook's deliveries",
  description: "Why a webhook's deliveries fail or lag: the delivery log, the errors, and how to fix the receiving endpoint.",
  arguments: [{
    name: "webhookId",
    description: "The webhook to check (from register_webhook or manage_webhook).",
    required: true,
    complete: webhookIds
  }],
  render: (a) => [
    user(
      `Check the deliveries of webhook ${a["webhookId"]}.\n\nSteps: call get_delivery_log for it; summarise delivered, ` +
        "retrying and failed deliveries with their HTTP statuses and errors; explain the likely cause on the receiving side " +
        "(signature check, timeouts, TLS, status codes) and how to fix it; say whether manage_webhook should pause or resume it."
    )
  ]
})
