/**
 * Contender: the official MCP TypeScript SDK in stateless Streamable HTTP mode (a new server and
 * transport per request, as the SDK's stateless example does; JSON responses), one tool returning
 * the recorded nice_class_lookup result. Prints "port <n>" on stdout.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js"
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import { z } from "zod"

const result = (JSON.parse(readFileSync(process.env["REPLY_FILE"]!, "utf8")) as {
  result: { content: Array<{ type: "text"; text: string }>; structuredContent: Record<string, unknown> }
}).result

const makeServer = () => {
  const server = new McpServer({ name: "sdk-contender", version: "1.0.0" })
  server.registerTool(
    "nice_class_lookup",
    { description: "Nice class lookup", inputSchema: { classNumber: z.number().int().min(1).max(45) } },
    async () => result
  )
  return server
}

const http = createServer(async (req, res) => {
  if (req.method !== "POST") {
    res.writeHead(405).end()
    return
  }
  const server = makeServer()
  const transport = new StreamableHTTPServerTransport({ enableJsonResponse: true }) // no sessionIdGenerator: stateless
  res.on("close", () => {
    void transport.close()
    void server.close()
  })
  await server.connect(transport)
  await transport.handleRequest(req, res)
})
http.keepAliveTimeout = 5000
http.listen(0, "127.0.0.1", () => {
  const address = http.address()
  process.stdout.write(`port ${typeof address === "object" && address !== null ? address.port : 0}\n`)
})
