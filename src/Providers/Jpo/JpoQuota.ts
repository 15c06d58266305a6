import { ToolError } from "../../Domain/ToolError.js"

/*
 * JPO's daily per-API access quotas (upstream-offices.md §10.1): each
 * answer says how many calls are left today (`remainAccessCount`); status
 * 203 means none. The count resets at midnight Japan time (UTC+9). We
 * remember the last count per API so that, once it reaches 0, calls fail
 * at once until the reset instead of spending a request to learn it again.
 */

const JST_OFFSET_MS = 9 * 3_600_000
const DAY_MS = 86_400_000

/** The calendar day in Japan at `ms`. */
export const jstDay = (ms: number): string => new Date(ms + JST_OFFSET_MS).toISOString().slice(0, 10)

/** Milliseconds from `ms` to the next midnight in Japan. */
export const msUntilJstMidnight = (ms: number): number => {
  const local = ms + JST_OFFSET_MS
  return (Math.floor(local / DAY_MS) + 1) * DAY_MS - local
}

const hours = (ms: number) => (ms < 3_600_000 ? `${Math.max(1, Math.ceil(ms / 60_000))} min` : `${Math.round(ms / 3_600_000)} h`)

export const quotaExceeded = (api: string, nowMs: number, dailyQuota: number | undefined, jpoMessage?: string): ToolError => {
  const wait = msUntilJstMidnight(nowMs)
  const quota = dailyQuota !== undefined ? ` (${dailyQuota} calls a day)` : ""
  return ToolError.create(
    "QUOTA_EXCEEDED",
    `JPO's daily access quota for the trademark ${api} API${quota} is used up${
      jpoMessage ? ` (JPO status 203: ${jpoMessage})` : " (JPO status 203)"
    }. ` +
      `It resets at midnight Japan time, in about ${hours(wait)}; corporate users can ask JPO to raise it.`,
    {
      provider: "JPO",
      retryAfterMs: wait,
      details: {
        api,
        statusCode: "203",
        resetsAt: new Date(nowMs + wait).toISOString(),
        ...(dailyQuota !== undefined ? { dailyQuota } : {})
      }
    }
  )
}

interface ApiQuota {
  day: string
  remaining: number | undefined
  /** Largest "remaining + 1" seen today: the daily quota when our first call was the day's first. */
  dailySeen: number | undefined
}

export const makeJpoQuota = () => {
  const apis = new Map<string, ApiQuota>()
  const today = (api: string, nowMs: number): ApiQuota => {
    const day = jstDay(nowMs)
    let q = apis.get(api)
    if (q === undefined || q.day !== day) {
      q = { day, remaining: undefined, dailySeen: undefined }
      apis.set(api, q)
    }
    return q
  }
  return {
    /** Record `remainAccessCount` from an answer. */
    observe: (api: string, nowMs: number, remainAccessCount: string | null | undefined): number | undefined => {
      const n = remainAccessCount === null || remainAccessCount === undefined || !/^\d+$/.test(remainAccessCount.trim())
        ? undefined
        : Number(remainAccessCount)
      if (n === undefined) return undefined
      const q = today(api, nowMs)
      q.remaining = n
      q.dailySeen = Math.max(q.dailySeen ?? 0, n + 1)
      return n
    },
    markExhausted: (api: string, nowMs: number): void => {
      today(api, nowMs).remaining = 0
    },
    /** QUOTA_EXCEEDED when today's quota for `api` is known to be spent. */
    check: (api: string, nowMs: number): ToolError | undefined => {
      const q = today(api, nowMs)
      return q.remaining === 0 ? quotaExceeded(api, nowMs, q.dailySeen) : undefined
    },
    dailySeen: (api: string, nowMs: number): number | undefined => today(api, nowMs).dailySeen
  }
}
export type JpoQuota = ReturnType<typeof makeJpoQuota>
