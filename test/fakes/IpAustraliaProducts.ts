/**
 * What a fake IP Australia product is: a route table mounted under its
 * base path behind FakeIpAustralia's gateway checks (token, contract,
 * budget). Trade marks: FakeIpAustraliaTrademarks.ts; designs and patents
 * add their own module exporting a `FakeIpAustraliaProduct`.
 */
import type { FakeResponse, FakeRoute } from "./FakeOfficeServer.js"

export interface FakeIpAustraliaProduct {
  /** Contract name: "trademarks", "designs", "patents". */
  readonly name: string
  /** e.g. "/public/australian-trade-mark-search-api/v1". */
  readonly basePath: string
  /** Paths relative to `basePath`. */
  readonly routes: ReadonlyArray<FakeRoute>
}

/** IP Australia's error body: clients read `message` (the exact format is unverified upstream). */
export const ipaError = (status: number, message: string, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ status, message })
})

/** A JSON request body, or a 400 like the gateway's. */
export const parseJsonBody = (
  body: string
): { readonly ok: true; readonly value: Record<string, unknown> } | { readonly ok: false; readonly error: FakeResponse } => {
  try {
    const value = JSON.parse(body) as unknown
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> }
  } catch {
    // fall through
  }
  return { ok: false, error: ipaError(400, "Request body must be a JSON object") }
}
