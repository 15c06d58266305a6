import { describe, expect, it } from "@effect/vitest"
import { Webhook } from "standardwebhooks"
import {
  secretProblem,
  signatureHeaders,
  standardSignature,
  verifyStandardSignature,
  verifyXSignature256,
  xSignature256
} from "../src/Services/Webhooks/Signing.js"

// Published vectors: the Standard Webhooks / Svix reference test, and GitHub's webhook validation docs.
const STANDARD = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: "{\"test\": 2432232314}",
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
}
const GITHUB = {
  secret: "It's a Secret to Everybody",
  body: "Hello, World!",
  signature: "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17"
}

describe("webhook signatures", () => {
  it("match the published Standard Webhooks and X-Signature-256 vectors", () => {
    expect(standardSignature(STANDARD.secret, STANDARD.id, STANDARD.timestamp, STANDARD.body)).toBe(STANDARD.signature)
    expect(xSignature256(GITHUB.secret, GITHUB.body)).toBe(GITHUB.signature)
  })

  it("a whsec_ secret is verified by the standardwebhooks library as is", () => {
    const nowSeconds = Math.floor(Date.now() / 1000)
    const body = JSON.stringify({ id: "evt_1", type: "status_change", summary: "ACME (US-1) status changed" })
    const headers = signatureHeaders({ messageId: "msg_abc", timestampSeconds: nowSeconds, body, secret: STANDARD.secret })
    expect(new Webhook(STANDARD.secret).verify(body, headers)).toEqual(JSON.parse(body))
    // One changed byte, or a different id, fails.
    expect(() => new Webhook(STANDARD.secret).verify(body.replace("ACME", "ACNE"), headers)).toThrow(/signature/i)
    expect(() => new Webhook(STANDARD.secret).verify(body, { ...headers, "webhook-id": "msg_other" })).toThrow(/signature/i)
  })

  it("a plain secret signs with its own bytes: the library verifies with format raw", () => {
    const secret = "s3cr3t-shared-with-the-receiver"
    const nowSeconds = Math.floor(Date.now() / 1000)
    const body = "{\"id\":\"evt_2\"}"
    const headers = signatureHeaders({ messageId: "msg_raw", timestampSeconds: nowSeconds, body, secret })
    expect(new Webhook(secret, { format: "raw" }).verify(body, headers)).toEqual({ id: "evt_2" })
    expect(headers["x-signature-256"]).toBe(xSignature256(secret, body))
    expect(verifyXSignature256(secret, body, headers["x-signature-256"])).toBe(true)
    expect(verifyXSignature256(secret, `${body} `, headers["x-signature-256"])).toBe(false)
    expect(verifyXSignature256("another-secret-of-16+", body, headers["x-signature-256"])).toBe(false)
  })

  it("our own verifier checks the timestamp window (replays are refused)", () => {
    const secret = "s3cr3t-shared-with-the-receiver"
    const body = "{}"
    const h = signatureHeaders({ messageId: "msg_1", timestampSeconds: 1_000_000, body, secret })
    const parts = { id: h["webhook-id"], timestamp: h["webhook-timestamp"], signature: h["webhook-signature"] }
    expect(verifyStandardSignature(secret, parts, body, 1_000_100)).toBe(true)
    expect(verifyStandardSignature(secret, parts, body, 1_000_301)).toBe(false)
    expect(verifyStandardSignature(secret, { ...parts, signature: `v1,bogus ${parts.signature}` }, body, 1_000_000)).toBe(true)
    expect(verifyStandardSignature(secret, { ...parts, signature: "v1,bogus" }, body, 1_000_000)).toBe(false)
  })

  it("without a secret only the id and timestamp headers are sent", () => {
    const h = signatureHeaders({ messageId: "msg_1", timestampSeconds: 42, body: "{}", secret: undefined })
    expect(h).toEqual({ "webhook-id": "msg_1", "webhook-timestamp": "42" })
  })

  it("secrets: length, printable ASCII, and well-formed whsec_ values", () => {
    expect(secretProblem("0123456789abcdef")).toBeUndefined()
    expect(secretProblem(STANDARD.secret)).toBeUndefined()
    expect(secretProblem("short")).toMatch(/16-512 characters/)
    expect(secretProblem("with spaces in the secret")).toMatch(/printable ASCII/)
    expect(secretProblem("sécret-with-accents-x")).toMatch(/printable ASCII/)
    expect(secretProblem("whsec_not*base64*at*all")).toMatch(/base64 of 24-64 random bytes/)
    expect(secretProblem(`whsec_${Buffer.alloc(8).toString("base64")}`)).toMatch(/24-64/)
  })
})
