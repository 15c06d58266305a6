/** A sub-command of the `ipdata-mcp` binary besides serving: returns the process exit code. */
export interface CliCommand {
  readonly summary: string
  readonly run: (args: ReadonlyArray<string>) => Promise<number>
}
