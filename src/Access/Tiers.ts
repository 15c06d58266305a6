/** A tenant key's tier (the admin key is unlimited and has its own). */
export const KEY_TIERS = ["free", "pro", "enterprise"] as const
export type KeyTier = (typeof KEY_TIERS)[number]

/** What one key may do. Every figure: 0 = unlimited. */
export interface Limits {
  /** tools/call per UTC day (resets 00:00 UTC). */
  readonly daily: number
  /** tools/call per UTC month (resets on the 1st, 00:00 UTC). */
  readonly monthly: number
  /** Requests in flight at once (any method). */
  readonly concurrent: number
  /** Sustained token bucket: capacity and refill per hour. */
  readonly sustainedPerHour: number
  /** Burst token bucket: capacity and refill per second. */
  readonly burstPerSecond: number
}

export const UNLIMITED: Limits = { daily: 0, monthly: 0, concurrent: 0, sustainedPerHour: 0, burstPerSecond: 0 }

/** reference-interface §3.3. */
export const TIER_LIMITS: Readonly<Record<KeyTier, Limits>> = {
  free: { daily: 100, monthly: 1000, concurrent: 2, sustainedPerHour: 100, burstPerSecond: 5 },
  pro: { daily: 1000, monthly: 10000, concurrent: 10, sustainedPerHour: 600, burstPerSecond: 20 },
  enterprise: UNLIMITED
}

/** Per-key overrides from API_KEYS_CONFIG (`quotas`); absent fields keep the tier's figure. */
export interface QuotaOverrides {
  readonly daily?: number | undefined
  readonly monthly?: number | undefined
}

export const limitsFor = (tier: KeyTier, overrides: QuotaOverrides = {}): Limits => ({
  ...TIER_LIMITS[tier],
  ...(overrides.daily !== undefined ? { daily: overrides.daily } : {}),
  ...(overrides.monthly !== undefined ? { monthly: overrides.monthly } : {})
})

export const isUnlimited = (l: Limits): boolean =>
  l.daily === 0 && l.monthly === 0 && l.concurrent === 0 && l.sustainedPerHour === 0 && l.burstPerSecond === 0
