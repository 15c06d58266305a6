import { describe, expect, it } from "@effect/vitest"
import { tm5Status } from "../src/Domain/Trademark.js"
import { mapCipoStatus } from "../src/Providers/Cipo/CipoStatus.js"
import { textStatus } from "../src/Providers/LocalRegister/StatusMapping.js"
import { mapUsptoStatus } from "../src/Providers/Uspto/UsptoStatus.js"

/**
 * The TM5 common status descriptors the offices publish (USPTO TSDR "TM5 Common Status Descriptor",
 * CIPO's "TM5 status"), each with the normalised status. One rule serves the USPTO and CIPO
 * adapters and the local register, so the same descriptor gives the same status everywhere.
 */
const DESCRIPTORS: ReadonlyArray<readonly [string, string]> = [
  ["LIVE/APPLICATION/Awaiting Examination", "pending"],
  ["LIVE/APPLICATION/Under Examination", "pending"],
  ["LIVE/APPLICATION/Published for Opposition", "pending"],
  ["LIVE/APPLICATION/Allowed", "pending"],
  ["LIVE/APPLICATION/Opposition Pending", "opposed"],
  ["LIVE/APPLICATION/Opposed", "opposed"],
  ["LIVE/REGISTRATION/Issued and Active", "registered"],
  ["LIVE/REGISTRATION/Cancellation Pending", "registered"],
  ["DEAD/APPLICATION/Refused/Dismissed or Invalidated", "abandoned"],
  ["DEAD/APPLICATION/Abandoned", "abandoned"],
  ["DEAD/APPLICATION/Withdrawn", "abandoned"],
  ["DEAD/REGISTRATION/Cancelled/Invalidated", "cancelled"],
  ["DEAD/REGISTRATION/Surrendered", "cancelled"],
  ["DEAD/REGISTRATION/Expired", "expired"],
  ["DEAD/REGISTRATION/Not Renewed", "expired"],
  ["live / registration / issued and active", "registered"]
]

describe("the one TM5 status rule", () => {
  it.each(DESCRIPTORS)("%s is %s", (descriptor, status) => {
    expect(tm5Status(descriptor)).toBe(status)
  })

  it.each(DESCRIPTORS)("USPTO, CIPO and the local register agree on %s", (descriptor, status) => {
    // No numeric code / no CIPO word: the descriptor alone decides, the same way in all three.
    expect(mapUsptoStatus(undefined, descriptor)).toBe(status)
    expect(mapCipoStatus(undefined, descriptor)).toBe(status)
    expect(textStatus(descriptor)).toBe(status)
  })

  it("text that is not a descriptor is not read as one", () => {
    for (const text of ["Registered", "LIVE", "APPLICATION/LIVE/x", ""]) expect(tm5Status(text)).toBeUndefined()
    expect(tm5Status(undefined)).toBeUndefined()
    expect(tm5Status(null)).toBeUndefined()
  })
})
