/**
 * OPS traffic lights (upstream-offices.md §6.4). Every answer carries
 * `X-Throttling-Control: busy (retrieval=green:100, search=yellow:15, ...)`:
 * a system state and, per service, a colour and the requests allowed per
 * minute. `black` means the service is suspended for this client; the
 * answer's `Retry-After` then gives the wait in **milliseconds**.
 */

export const THROTTLE_SERVICES = ["retrieval", "search", "inpadoc", "images", "other"] as const
export type ThrottleService = (typeof THROTTLE_SERVICES)[number]

export interface ServiceLight {
  readonly color: string
  readonly limit: number
}

export interface ThrottleReading {
  /** idle, busy or overloaded. */
  readonly system: string
  readonly services: Readonly<Partial<Record<ThrottleService, ServiceLight>>>
}

/** Parses the header; undefined when absent or unreadable. */
export const parseThrottling = (header: string | undefined): ThrottleReading | undefined => {
  if (header === undefined) return undefined
  const m = /^\s*([A-Za-z]+)\s*(?:\((.*)\))?\s*$/.exec(header)
  if (m === null) return undefined
  const services: Partial<Record<ThrottleService, ServiceLight>> = {}
  for (const part of (m[2] ?? "").split(",")) {
    const s = /^\s*([a-z]+)\s*=\s*([a-z]+)\s*:\s*(\d+)\s*$/i.exec(part)
    if (s === null) continue
    const name = s[1]!.toLowerCase()
    if ((THROTTLE_SERVICES as ReadonlyArray<string>).includes(name)) {
      services[name as ThrottleService] = { color: s[2]!.toLowerCase(), limit: Number(s[3]) }
    }
  }
  return { system: m[1]!.toLowerCase(), services }
}

/** Which OPS throttling service a REST path counts against. */
export const serviceOfPath = (path: string): ThrottleService => {
  if (/\/published-data\/search/.test(path)) return "search"
  if (/\/published-data\/images|\/classification\/cpc\/media/.test(path)) return "images"
  if (/\/published-data\//.test(path)) return "retrieval"
  if (/\/(family|legal)\//.test(path)) return "inpadoc"
  return "other"
}

/** `Retry-After` at OPS is in milliseconds; default one minute (the throttling window). */
export const retryAfterMsOf = (value: string | undefined): number => {
  const n = value === undefined ? Number.NaN : Number(value.trim())
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), 3_600_000) : 60_000
}

/** "search=black:0" style summary for messages and logs. */
export const describeLight = (service: ThrottleService, light: ServiceLight | undefined): string =>
  light === undefined ? service : `${service}=${light.color}:${light.limit}`

/** What `/metrics` (and logs) can show: the last reading and services suspended until when. */
export interface ThrottleSnapshot {
  readonly system: string | undefined
  readonly services: Readonly<Partial<Record<ThrottleService, ServiceLight>>>
  /** Epoch ms until which a service is suspended (black). */
  readonly suspendedUntil: Readonly<Partial<Record<ThrottleService, number>>>
  readonly readings: number
}

/** Keeps the last reading; a black service is suspended for its Retry-After. */
export class ThrottleTracker {
  private last: ThrottleReading | undefined
  private readonly suspended = new Map<ThrottleService, number>()
  private count = 0

  /** Records a reading taken at `now`; returns what changed worth logging (undefined: nothing new). */
  observe(reading: ThrottleReading, retryAfter: string | undefined, now: number): { readonly changed: boolean } {
    const before = this.last
    this.last = reading
    this.count++
    for (const [service, light] of Object.entries(reading.services) as Array<[ThrottleService, ServiceLight]>) {
      if (light.color === "black") this.suspended.set(service, now + retryAfterMsOf(retryAfter))
      else this.suspended.delete(service)
    }
    const changed = before === undefined ||
      before.system !== reading.system ||
      THROTTLE_SERVICES.some((s) => before.services[s]?.color !== reading.services[s]?.color)
    return { changed }
  }

  /** Ms left while `service` is suspended, else undefined. */
  suspendedFor(service: ThrottleService, now: number): number | undefined {
    const until = this.suspended.get(service)
    if (until === undefined) return undefined
    if (until <= now) {
      this.suspended.delete(service)
      return undefined
    }
    return until - now
  }

  light(service: ThrottleService): ServiceLight | undefined {
    return this.last?.services[service]
  }

  snapshot(): ThrottleSnapshot {
    return {
      system: this.last?.system,
      services: { ...(this.last?.services ?? {}) },
      suspendedUntil: Object.fromEntries(this.suspended),
      readings: this.count
    }
  }
}
