/**
 * How fresh local-register answers are: the data's date per jurisdiction answered from the
 * local register, and a warning for each one older than REGISTER_STALE_DAYS.
 */
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { StaleData } from "../../Domain/TrademarkSearchResult.js"

const DAY = 86_400_000

export interface Freshness {
  readonly dataAsOf: Readonly<Record<string, string>>
  readonly staleData: ReadonlyArray<StaleData>
}

/** `answered`: the offices that answered, with their provider (a local one has `asOf`). */
export const freshnessOf = (
  answered: ReadonlyArray<
    { readonly jurisdiction: Jurisdiction; readonly provider: { readonly source: "live" | "local"; readonly asOf?: string | undefined } }
  >,
  nowMs: number,
  staleDays: number
): Freshness => {
  const dataAsOf: Record<string, string> = {}
  const staleData: Array<StaleData> = []
  for (const { jurisdiction, provider } of answered) {
    const asOf = provider.source === "local" ? provider.asOf : undefined
    if (asOf === undefined) continue
    dataAsOf[jurisdiction] = asOf
    const ageDays = Math.floor((nowMs - Date.parse(`${asOf}T00:00:00Z`)) / DAY)
    if (Number.isFinite(ageDays) && ageDays > staleDays) {
      staleData.push({
        jurisdiction,
        dataAsOf: asOf,
        ageDays,
        message:
          `${jurisdiction} results come from the local register with data as of ${asOf} (${ageDays} days old): marks filed since are missing. Run "ipdata-mcp sync" or set REGISTER_SYNC=true.`
      })
    }
  }
  return { dataAsOf, staleData }
}
