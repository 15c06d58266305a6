import { Context } from "effect"

/**
 * Which registered tools a client is offered. `listed` drives tools/list;
 * `callable` drives tools/call (a tool left out by the MCP_TOOLS selection is
 * not offered at all; one hidden because its offices are unconfigured stays
 * callable and answers PROVIDER_NOT_CONFIGURED naming the settings).
 * The composition root supplies the rules from the settings; the default
 * offers everything.
 */
export class ToolVisibility extends Context.Reference<ToolVisibility>()("ipdata/ToolVisibility", {
  defaultValue: () => ({
    listed: (_name: string): boolean => true,
    callable: (_name: string): boolean => true
  })
}) {}
