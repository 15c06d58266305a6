import { Context, Data, Effect, Layer } from "effect"
import ipaddr from "ipaddr.js"
import { promises as dns } from "node:dns"
import type { LookupAddress, LookupOptions } from "node:dns"

/**
 * Where webhooks may POST (SSRF policy). A webhook URL must be https and
 * reach a public unicast address: loopback, private (10/8, 172.16/12,
 * 192.168/16, fc00::/7), link-local (169.254/16, fe80::/10), CGNAT
 * (100.64/10), unspecified, broadcast, multicast, reserved and documentation
 * ranges and IPv6 transition forms embedding IPv4 are refused, and so are the
 * cloud metadata endpoints. The check runs on the URL at registration and
 * on every resolved address at delivery time: the delivery connection uses
 * a lookup that checks the addresses it connects to (`guardedLookup`), so a
 * DNS answer that changes after registration (DNS rebinding) cannot slip
 * through between check and connect.
 *
 * WEBHOOK_ALLOW_PRIVATE=true (development, tests) also allows http and
 * private, loopback, link-local, CGNAT and unique-local targets. Metadata
 * endpoints, unspecified, broadcast and multicast addresses stay refused.
 */

export class UrlRefused extends Data.TaggedError("UrlRefused")<{ readonly reason: string }> {
  override get message(): string {
    return this.reason
  }
}

export interface ResolvedAddress {
  readonly address: string
  readonly family: 4 | 6
}

/** Host name resolution for webhook targets; injectable so tests never touch real DNS. */
export class WebhookResolver extends Context.Tag("ipdata/WebhookResolver")<
  WebhookResolver,
  { readonly resolve: (host: string) => Effect.Effect<ReadonlyArray<ResolvedAddress>, UrlRefused> }
>() {
  /** The system resolver (getaddrinfo, as outgoing connections use): every address of the host. */
  static readonly live: Layer.Layer<WebhookResolver> = Layer.succeed(WebhookResolver, {
    resolve: (host) =>
      Effect.tryPromise({
        try: () => dns.lookup(host, { all: true, verbatim: true }),
        catch: (e) => new UrlRefused({ reason: `could not resolve ${host} (${(e as NodeJS.ErrnoException).code ?? "DNS error"})` })
      }).pipe(Effect.map((list) => list.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }) as const)))
  })

  /** A fixed table (tests): host -> addresses; a function lets a test change answers (DNS rebinding). */
  static readonly fromTable = (table: (host: string) => ReadonlyArray<string> | undefined): Layer.Layer<WebhookResolver> =>
    Layer.succeed(WebhookResolver, {
      resolve: (host) =>
        Effect.suspend(() => {
          const found = table(host)
          return found === undefined || found.length === 0
            ? Effect.fail(new UrlRefused({ reason: `could not resolve ${host} (ENOTFOUND)` }))
            : Effect.succeed(found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }) as const))
        })
    })
}

const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal"])
const METADATA_ADDRESSES = new Set(["169.254.169.254", "169.254.170.2", "100.100.100.200", "fd00:ec2::254"])

/** Ranges WEBHOOK_ALLOW_PRIVATE lets through. */
const PRIVATE_RANGES: Record<string, string> = {
  loopback: "a loopback address",
  private: "a private network address",
  linkLocal: "a link-local address",
  carrierGradeNat: "a carrier-grade NAT (100.64.0.0/10) address",
  uniqueLocal: "a unique-local (fc00::/7) address"
}

const RANGE_WORDS: Record<string, string> = {
  unspecified: "the unspecified address",
  broadcast: "a broadcast address",
  multicast: "a multicast address",
  reserved: "a reserved or documentation address",
  ipv4Mapped: "an IPv4-mapped address",
  rfc6145: "an IPv4-translated address",
  rfc6052: "a NAT64 address embedding IPv4",
  "6to4": "a 6to4 address embedding IPv4",
  teredo: "a Teredo address embedding IPv4"
}

const HOW_TO_ALLOW = " (set WEBHOOK_ALLOW_PRIVATE=true only on a development server to allow it)"

/** Why a webhook may not connect to this IP address; undefined when it may. */
export const addressProblem = (address: string, allowPrivate: boolean): string | undefined => {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6
  try {
    // process(): an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 it carries.
    parsed = ipaddr.process(address.replace(/^\[|\]$/g, "").replace(/%.*$/, ""))
  } catch {
    return `${address} is not an IP address`
  }
  const normal = parsed.toNormalizedString()
  if (METADATA_ADDRESSES.has(normal) || METADATA_ADDRESSES.has(parsed.toString())) return `${address} is a cloud metadata endpoint`
  const range = parsed.range()
  if (range === "unicast") return undefined
  const privateWords = PRIVATE_RANGES[range]
  if (privateWords !== undefined) return allowPrivate ? undefined : `${address} is ${privateWords}${HOW_TO_ALLOW}`
  return `${address} is ${RANGE_WORDS[range] ?? `a special-purpose address (${range})`}`
}

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase()

/**
 * Why a URL may not be a webhook target, judged without DNS: scheme, shape,
 * user info, and the host when it is an IP literal, localhost or a metadata
 * name. Undefined when it is fine so far (the resolved addresses are checked
 * by `checkUrl` and, at delivery, `guardedLookup`).
 */
export const urlProblem = (raw: string, allowPrivate: boolean): string | undefined => {
  const s = raw.trim()
  if (s.length === 0) return "is empty"
  if (s.length > 2000) return "is longer than 2000 characters"
  let url: URL
  try {
    url = new URL(s)
  } catch {
    return `is not an absolute URL (expected e.g. "https://example.com/hooks/ipdata")`
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    return `must use https; got ${url.protocol.replace(":", "")}${url.protocol === "http:" ? HOW_TO_ALLOW : ""}`
  }
  if (url.username !== "" || url.password !== "") {
    return "must not contain a user name or password; use a webhook secret to authenticate deliveries"
  }
  const host = bareHost(url.hostname)
  if (host === "") return "has no host name"
  if (METADATA_HOSTS.has(host)) return `points at ${host}, a cloud metadata endpoint`
  if (host === "localhost" || host.endsWith(".localhost")) {
    return allowPrivate ? undefined : `points at ${host}, a loopback host${HOW_TO_ALLOW}`
  }
  if (ipaddr.isValid(host)) {
    const problem = addressProblem(host, allowPrivate)
    if (problem !== undefined) return `points at ${problem}`
  }
  return undefined
}

/** The problem with any of a host's addresses (all must pass: the connection may use any of them). */
const addressesProblem = (host: string, addresses: ReadonlyArray<ResolvedAddress>, allowPrivate: boolean): string | undefined => {
  if (addresses.length === 0) return `could not resolve ${host} (no addresses)`
  for (const a of addresses) {
    const problem = addressProblem(a.address, allowPrivate)
    if (problem !== undefined) return `${host} resolves to ${problem}`
  }
  return undefined
}

/**
 * The form every webhook URL is stored and called in: parsed and written back
 * by the WHATWG URL parser (the one the delivery client uses), so what is
 * stored, shown and connected to is one unambiguous URL. A backslash becomes
 * a slash (`https://93.184.216.34\\@127.0.0.1/x` is host 93.184.216.34, path
 * `/@127.0.0.1/x`), the host is lower-cased and IP literals canonical
 * (`0x7f.1` → `127.0.0.1`), the default port and any #fragment (never sent)
 * are dropped. Text that is no URL at all is returned trimmed (`urlProblem` refuses it).
 */
export const normalizeUrl = (raw: string): string => {
  try {
    const url = new URL(raw.trim())
    url.hash = ""
    return url.href
  } catch {
    return raw.trim()
  }
}

/**
 * The one policy for every webhook URL (register_webhook's url, create_watch's
 * webhookUrl), at registration: the URL itself (`urlProblem`), then every
 * address its host resolves to now. Succeeds with the normalised URL to
 * store; fails with words that follow the argument's name ("must use https",
 * "is refused: x resolves to 10.0.0.1 ..."). Delivery checks the same policy
 * again on the addresses it connects to (`guardedLookup`).
 */
export const checkUrl = (raw: string, allowPrivate: boolean): Effect.Effect<string, UrlRefused, WebhookResolver> =>
  Effect.gen(function*() {
    const problem = urlProblem(raw, allowPrivate)
    if (problem !== undefined) return yield* new UrlRefused({ reason: problem })
    const normal = normalizeUrl(raw)
    const host = bareHost(new URL(normal).hostname)
    if (ipaddr.isValid(host) || host === "localhost" || host.endsWith(".localhost")) return normal
    const resolver = yield* WebhookResolver
    const addresses = yield* resolver.resolve(host).pipe(Effect.mapError((e) => new UrlRefused({ reason: `is refused: ${e.reason}` })))
    const bad = addressesProblem(host, addresses, allowPrivate)
    if (bad !== undefined) return yield* new UrlRefused({ reason: `is refused: ${bad}` })
    return normal
  })

/** Marks a connection refused by the policy (never worth retrying as is). */
export const REFUSED_CODE = "EWEBHOOKREFUSED"

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | Array<LookupAddress>, family?: number) => void

/**
 * A `net`-style `lookup` for the delivery agent: resolves with the injected
 * resolver, refuses when any address breaks the policy, and hands the checked
 * addresses to the socket, so what is connected is what was checked.
 */
export const guardedLookup =
  (resolver: WebhookResolver["Type"], allowPrivate: boolean) =>
  (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const host = bareHost(hostname)
    const refuse = (reason: string) => {
      const error: NodeJS.ErrnoException = new Error(reason)
      error.code = REFUSED_CODE
      callback(error, "")
    }
    if (METADATA_HOSTS.has(host)) return refuse(`${host} is a cloud metadata endpoint`)
    Effect.runPromise(Effect.either(resolver.resolve(host))).then(
      (outcome) => {
        if (outcome._tag === "Left") {
          const error: NodeJS.ErrnoException = new Error(outcome.left.reason)
          error.code = "ENOTFOUND"
          return callback(error, "")
        }
        const bad = addressesProblem(host, outcome.right, allowPrivate)
        if (bad !== undefined) return refuse(`connection refused by the webhook policy: ${bad}`)
        const wanted = options.family === 4 || options.family === 6
          ? outcome.right.filter((a) => a.family === options.family)
          : outcome.right
        if (wanted.length === 0) return refuse(`${host} has no IPv${String(options.family)} address`)
        if (options.all === true) return callback(null, wanted.map((a) => ({ address: a.address, family: a.family })))
        callback(null, wanted[0]!.address, wanted[0]!.family)
      },
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), "")
    )
  }
