import type { AppConfigShape } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import type { Tier } from "../../Mcp/CallContext.js"

export type LimitedThing = "watches" | "webhooks"

/**
 * How many watches (or webhooks) one API key may hold: by tier from
 * WATCH_LIMIT_* / WEBHOOK_LIMIT_* (0 = unlimited). The admin key and the
 * local owner (auth off) are never capped. Undefined = unlimited.
 */
export const limitFor = (thing: LimitedThing, tier: Tier, monitoring: AppConfigShape["monitoring"]): number | undefined => {
  if (tier === "admin" || tier === "local") return undefined
  const limits = thing === "watches" ? monitoring.watchLimits : monitoring.webhookLimits
  const n = limits[tier]
  return n > 0 ? n : undefined
}

/** LIMIT_REACHED naming the cap, the tier, its setting and the way out. */
export const limitReached = (thing: LimitedThing, tier: Tier, limit: number): ToolError => {
  const setting = `${thing === "watches" ? "WATCH" : "WEBHOOK"}_LIMIT_${tier.toUpperCase()}`
  const fix = thing === "watches"
    ? "Delete a watch you no longer need (manage_watch with action \"delete\")"
    : "Delete a webhook you no longer need (manage_webhook with action \"delete\")"
  return ToolError.create(
    "LIMIT_REACHED",
    `This API key already has ${limit} ${thing}, the most the ${tier} tier allows. ${fix}, or ask the operator for a higher tier (or to raise ${setting}).`,
    { details: { limit, tier, setting } }
  )
}
