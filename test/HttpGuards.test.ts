import { describe, expect, it } from "vitest"
import { checkHostAndOrigin, corsHeaders, hostnameOf, isLoopbackHost } from "../src/Layers/HttpGuards.js"

const settings = (over: Partial<{ allowedHosts: Array<string>; allowedOrigins: Array<string>; corsOrigins: Array<string> }> = {}) =>
  ({ allowedHosts: [], allowedOrigins: [], corsOrigins: [], ...over }) as unknown as Parameters<typeof checkHostAndOrigin>[0]

describe("Host and Origin checks", () => {
  it("reads host names from Host headers", () => {
    expect(hostnameOf("127.0.0.1:3000")).toBe("127.0.0.1")
    expect(hostnameOf("[::1]:80")).toBe("::1")
    expect(hostnameOf("Example.COM")).toBe("example.com")
    expect(isLoopbackHost("localhost")).toBe(true)
    expect(isLoopbackHost("127.1.2.3")).toBe(true)
    expect(isLoopbackHost("evil.example.com")).toBe(false)
  })

  it("bound to loopback: foreign Host or Origin refused unless allow-listed", () => {
    expect(checkHostAndOrigin(settings(), "127.0.0.1", "evil.example.com", undefined)).toMatch(/Host/)
    expect(checkHostAndOrigin(settings(), "127.0.0.1", "localhost:3000", "http://evil.example.com")).toMatch(/Origin/)
    expect(checkHostAndOrigin(settings(), "127.0.0.1", "localhost:3000", "http://localhost:5173")).toBeUndefined()
    expect(checkHostAndOrigin(settings({ allowedHosts: ["mcp.internal"] }), "127.0.0.1", "mcp.internal:3000", undefined)).toBeUndefined()
    expect(
      checkHostAndOrigin(settings({ allowedOrigins: ["https://app.example.com"] }), "127.0.0.1", "localhost", "https://app.example.com")
    ).toBeUndefined()
  })

  it("bound to a public address: Host checked only when an allow-list is set", () => {
    expect(checkHostAndOrigin(settings(), "0.0.0.0", "mcp.example.com", undefined)).toBeUndefined()
    expect(checkHostAndOrigin(settings({ allowedHosts: ["mcp.example.com"] }), "0.0.0.0", "other.example.com", undefined)).toMatch(/Host/)
  })
})

describe("CORS", () => {
  it("no CORS_ORIGINS: no CORS headers", () => {
    expect(corsHeaders(settings(), "https://app.example.com")).toEqual({})
  })
  it("listed origins are echoed with Vary; others get nothing; * allows any", () => {
    const listed = corsHeaders(settings({ corsOrigins: ["https://app.example.com"] }), "https://app.example.com")
    expect(listed["access-control-allow-origin"]).toBe("https://app.example.com")
    expect(listed["vary"]).toBe("Origin")
    expect(listed["access-control-allow-headers"]).toContain("Authorization")
    expect(listed["access-control-expose-headers"]).toContain("Retry-After")
    expect(corsHeaders(settings({ corsOrigins: ["https://app.example.com"] }), "https://other.example.com")).toEqual({})
    expect(corsHeaders(settings({ corsOrigins: ["*"] }), "https://any.example.com")["access-control-allow-origin"]).toBe("*")
  })
})
