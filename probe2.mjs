import http from "node:http"
import { spawn } from "node:child_process"
let n = 0
const office = http.createServer((req, res) => {
  if (req.url.includes("accessToken") || req.method === "POST") { res.writeHead(200, {"content-type":"application/json"}); res.end(JSON.stringify({access_token:"t",expires_in:3600,token_type:"Bearer"})); return }
  n++; console.log("office request", n, req.url.slice(0, 80)); setTimeout(() => { res.writeHead(503); res.end("busy") }, 300)
}).listen(39555)
const p = spawn(process.execPath, ["dist/Main.js"], { env: { ...process.env, TRANSPORT: "stdio", LOG_LEVEL: "debug", EUIPO_CLIENT_ID: "x", EUIPO_CLIENT_SECRET: "y", EUIPO_BASE_URL: "http://127.0.0.1:39555", EUIPO_TOKEN_URL: "http://127.0.0.1:39555/accessToken" }, stdio: ["pipe", "pipe", "pipe"] })
p.stdout.on("data", (d) => console.log("OUT", d.toString().slice(0, 150)))
p.stderr.on("data", (d) => { const s = d.toString(); if (/cancel|interrupt/i.test(s)) console.log("ERR", s.slice(0, 300)) })
const meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} }
p.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: 0, method: "tools/call", params: { name: "trademark_search", arguments: { query: "cancelme", jurisdictions: ["EU"] }, _meta: meta } }) + "\n")
const wait = setInterval(() => { if (n >= 1) { clearInterval(wait); console.log("cancelling"); p.stdin.write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 0, reason: "x", _meta: meta } }) + "\n") } }, 20)
setTimeout(() => { console.log("total office requests", n); p.kill(); office.close(); process.exit(0) }, 45000)
