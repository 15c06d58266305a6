import { describe, expect, it } from "@effect/vitest"
import { isLiveStatus, matchesStatusFilter, TrademarkStatus } from "../src/Domain/Trademark.js"

/** The domain's status rules that the offices, the local register and the tools all lean on. */
describe("live statuses: one rule for isLiveStatus and the `live` filter", () => {
  const LIVE = ["registered", "pending", "opposed"]

  it.each(TrademarkStatus.literals)("%s", (status) => {
    expect(isLiveStatus(status)).toBe(LIVE.includes(status))
    expect(matchesStatusFilter(status, "live")).toBe(isLiveStatus(status))
  })
})
