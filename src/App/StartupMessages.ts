/**
 * Start-up failures in words that name the problem, the setting and the fix,
 * instead of the platform's "ServeError: An error has occurred".
 */

export interface Listener {
  readonly host: string
  readonly port: number
  readonly hostSetting: string
  readonly portSetting: string
}

/** Why the server could not listen (`cause` is Node's listen error). */
export const listenFailure = (cause: unknown, l: Listener): string => {
  const e = cause as NodeJS.ErrnoException | undefined
  const where = `${l.host.includes(":") ? `[${l.host}]` : l.host}:${l.port}`
  switch (e?.code) {
    case "EADDRINUSE":
      return (
        `Cannot start: port ${l.port} on ${l.host} is already in use (${l.portSetting}=${l.port}). ` +
        `Stop the other server using it, or set ${l.portSetting} to a free port (${l.portSetting}=0 picks any free port).`
      )
    case "EACCES":
      return (
        `Cannot start: not allowed to listen on ${where} (${l.portSetting}=${l.port}). ` +
        `Ports below 1024 need administrator rights; set ${l.portSetting} to a port from 1024 to 65535.`
      )
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return (
        `Cannot start: ${l.host} is not an address of this machine (${l.hostSetting}=${l.host}). ` +
        `Set ${l.hostSetting} to 127.0.0.1 (this machine only), 0.0.0.0 (every interface) or one of this machine's addresses.`
      )
    default:
      return (
        `Cannot start: listening on ${where} (${l.hostSetting}, ${l.portSetting}) failed: ` +
        `${e?.code ?? "error"} ${e?.message ?? String(cause)}`
      )
  }
}
