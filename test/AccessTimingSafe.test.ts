import { describe, expect, it, vi } from "vitest"

// Count constant-time comparisons made by the key lookup.
const calls = vi.hoisted(() => ({ n: 0 }))
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>()
  return {
    ...actual,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      calls.n++
      return actual.timingSafeEqual(a, b)
    }
  }
})

const { hashApiKey, keyIdOf, KeyTable } = await import("../src/Access/ApiKeys.js")
const { TIER_LIMITS } = await import("../src/Access/Tiers.js")

const rec = (key: string, label: string) => {
  const keyHash = hashApiKey(key)
  return {
    keyHash,
    keyId: keyIdOf(keyHash),
    label,
    tier: "pro" as const,
    enabled: true,
    createdAt: undefined,
    limits: TIER_LIMITS.pro,
    source: "API_KEYS" as const
  }
}

describe("timing-safe key lookup", () => {
  const table = new KeyTable([rec("key-number-one-0001", "one"), rec("key-number-two-0002", "two"), rec("key-number-three-03", "three")])

  it("compares the presented key's hash with every known hash in constant time, even after a match", () => {
    calls.n = 0
    expect(table.find("key-number-one-0001")?.label).toBe("one")
    expect(calls.n).toBe(3)
    calls.n = 0
    expect(table.find("not-a-key")).toBeUndefined()
    expect(calls.n).toBe(3)
  })
})
