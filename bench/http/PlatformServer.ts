/**
 * Contender: a minimal @effect/platform server, one route reading the body and returning the
 * recorded reply as JSON (serialised per request, as a real handler does). TRACER=on keeps the
 * default per-request span; otherwise the tracer is off. Prints "port <n>" on stdout.
 */
import { HttpMiddleware, HttpRouter, HttpServer, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const reply: unknown = JSON.parse(readFileSync(process.env["REPLY_FILE"]!, "utf8"))

const router = HttpRouter.empty.pipe(
  HttpRouter.post(
    "/mcp",
    Effect.gen(function*() {
      const req = yield* HttpServerRequest.HttpServerRequest
      JSON.parse(yield* req.text)
      return HttpServerResponse.unsafeJson(reply)
    })
  )
)

const served = HttpServer.serve(router)
const Serve = process.env["TRACER"] === "on" ? served : HttpMiddleware.withTracerDisabledWhen(served, () => true)

const Announce = Layer.effectDiscard(
  Effect.map(HttpServer.HttpServer, (s) => {
    process.stdout.write(`port ${s.address._tag === "TcpAddress" ? s.address.port : 0}\n`)
  })
)

NodeRuntime.runMain(
  Layer.launch(
    Layer.mergeAll(Serve, Announce).pipe(Layer.provide(NodeHttpServer.layer(() => createServer(), { host: "127.0.0.1", port: 0 })))
  ),
  { disablePrettyLogger: true }
)
