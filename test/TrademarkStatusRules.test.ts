import { describe, expect, it } from "@effect/vitest"
import {
  isLiveStatus,
  matchesStatusFilter,
  NOT_RENEWED,
  OPPOSITION_UNDER_WAY,
  tm5Status,
  TrademarkStatus
} from "../src/Domain/Trademark.js"
import { mapAuStatus } from "../src/Providers/IpAustralia/IpAustraliaStatus.js"
import { auStatus, textStatus } from "../src/Providers/LocalRegister/StatusMapping.js"

/** The domain's status rules that the offices, the local register and the tools all lean on. */
describe("live statuses: one rule for isLiveStatus and the `live` filter", () => {
  const LIVE = ["registered", "pending", "opposed"]

  it.each(TrademarkStatus.literals)("%s", (status) => {
    expect(isLiveStatus(status)).toBe(LIVE.includes(status))
    expect(matchesStatusFilter(status, "live")).toBe(isLiveStatus(status))
  })
})

/**
 * IP Australia's status detail is read by the live adapter (`mapAuStatus`) and by the local register's
 * IP RAPID importers (`auStatus`); the TM5 descriptor and free-text labels by the USPTO and CIPO adapters
 * and the local register. The wording rules they share are one rule each in the domain.
 */
describe("opposition under way: one rule for IP Australia (live and local) and the TM5 descriptor", () => {
  const OPPOSED = ["Under opposition", "Opposed", "Opposition pending", "Opposition lodged", "Opposition filed", "Opposition proceedings"]
  const NOT_OPPOSED = ["Accepted/in opposition period", "Published for opposition", "Awaiting examination", "Accepted"]

  it.each(OPPOSED)("%s is opposed", (detail) => {
    expect(OPPOSITION_UNDER_WAY.test(detail)).toBe(true)
    expect(mapAuStatus("PENDING", detail)).toBe("opposed")
    expect(auStatus("PENDING", detail)).toBe("opposed")
    expect(tm5Status(`LIVE/APPLICATION/${detail}`)).toBe("opposed")
  })

  it.each(NOT_OPPOSED)("%s is still pending", (detail) => {
    expect(OPPOSITION_UNDER_WAY.test(detail)).toBe(false)
    expect(mapAuStatus("PENDING", detail)).toBe("pending")
    expect(auStatus("PENDING", detail)).toBe("pending")
    expect(tm5Status(`LIVE/APPLICATION/${detail}`)).toBe("pending")
  })
})

describe("a registration that ran out is expired: one rule for IP Australia (live and local), TM5 and free text", () => {
  const RAN_OUT = ["Not renewed", "Removed - not renewed", "Non-renewal", "Lapsed/not protected", "Expired"]
  const ENDED_OTHERWISE = ["Cancelled", "Revoked by court order", "Surrendered"]

  it.each(RAN_OUT)("%s is expired", (detail) => {
    expect(mapAuStatus("REMOVED", detail)).toBe("expired")
    expect(auStatus("REMOVED", detail)).toBe("expired")
    expect(tm5Status(`DEAD/REGISTRATION/${detail}`)).toBe("expired")
    expect(textStatus(detail)).toBe("expired")
  })

  it.each(ENDED_OTHERWISE)("%s is cancelled", (detail) => {
    expect(NOT_RENEWED.test(detail)).toBe(false)
    expect(mapAuStatus("REMOVED", detail)).toBe("cancelled")
    expect(auStatus("REMOVED", detail)).toBe("cancelled")
    expect(tm5Status(`DEAD/REGISTRATION/${detail}`)).toBe("cancelled")
  })
})
