// The rooms of src/ from top to bottom (docs/ARCHITECTURE.md). A room may import rooms on lower
// floors only: never one above it, nor another room on its own floor. No import circles.
const FLOORS = [
  ["Cli"],
  ["App"],
  ["Tools"],
  ["Services"],
  ["Providers", "Access"],
  ["Layers", "Observability", "Upstream"],
  ["Mcp", "Analysis"],
  ["Database"],
  ["Config", "Domain"]
]

const roomRules = FLOORS.flatMap((floor, level) =>
  floor.map((room) => {
    const notBelow = FLOORS.slice(0, level + 1)
      .flat()
      .filter((other) => other !== room)
    return {
      name: `${room}-imports-downward`,
      comment: `src/${room}/ may import only rooms below it (docs/ARCHITECTURE.md)`,
      severity: "error",
      from: { path: `^src/${room}/` },
      to: { path: `^src/(${notBelow.join("|")})/` }
    }
  })
)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "modules must not import each other in a circle",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true }
    },
    {
      name: "only-main-imports-cli",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/(Main\\.ts|Cli/)" },
      to: { path: "^src/(Main\\.ts|Cli/)" }
    },
    ...roomRules
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".js"]
    }
  }
}
