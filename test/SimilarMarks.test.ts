import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { SimilarMarksLookup } from "../src/Analysis/Distinctiveness/SimilarMarksLookup.js"
import { ToolError } from "../src/Domain/ToolError.js"
import type { TrademarkSummary } from "../src/Domain/Trademark.js"
import { DataPlaneTest } from "../src/Providers/index.js"
import { mockTrademarkProvider } from "../src/Providers/ProviderRegistry.js"
import { SimilarMarksLookupLive } from "../src/Services/SimilarMarks.js"

const hit = (n: string, name: string, similarityScore: number): TrademarkSummary => ({
  id: `US-${n}`,
  applicationNumber: n,
  name,
  jurisdiction: "US",
  status: "registered",
  niceClasses: [9],
  similarityScore
})

describe("SimilarMarksLookupLive", () => {
  it.effect("finds close well-known and local-register marks, never calls live offices, survives a failing register", () => {
    let liveCalls = 0
    const providers = [
      mockTrademarkProvider("EU", { search: () => Effect.sync(() => void liveCalls++).pipe(Effect.as({ results: [] })) }),
      mockTrademarkProvider("US", {
        source: "local",
        search: () => Effect.succeed({ results: [hit("1", "KODAKK", 0.93), hit("2", "KOALA", 0.5)] })
      }),
      mockTrademarkProvider("AU", { source: "local", search: () => Effect.fail(ToolError.create("INTERNAL_ERROR", "index unreadable")) })
    ]
    return Effect.gen(function*() {
      const found = yield* (yield* SimilarMarksLookup).find("KODAC", [9])
      const names = found.map((m) => m.name)
      expect(names).toContain("KODAK")
      expect(names).toContain("KODAKK")
      expect(names).not.toContain("KOALA")
      expect(found.every((m) => m.score >= 0.8)).toBe(true)
      expect(liveCalls).toBe(0)
    }).pipe(Effect.provide(SimilarMarksLookupLive), Effect.provide(DataPlaneTest({ providers })))
  })
})
