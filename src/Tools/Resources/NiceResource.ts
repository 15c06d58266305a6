import { Effect, Option } from "effect"
import { getNiceClass, NICE_CLASSES, NICE_EDITION } from "../../Domain/NiceClasses.js"
import type { ResourceTemplateDefinition } from "../../Mcp/Resources.js"
import { niceClassCompleter } from "../Completers.js"

/** `ipdata://nice/{number}`: one Nice class (heading, explanation, examples, exclusions, related classes). */
export const niceClassResource: ResourceTemplateDefinition<never> = {
  uriTemplate: "ipdata://nice/{number}",
  name: "nice-class",
  title: `Nice class (NCL ${NICE_EDITION})`,
  description: "One of the 45 Nice classes: official heading, a plain-English explanation, typical goods or services, what belongs " +
    "elsewhere and the related classes. Number 1-45.",
  mimeType: "application/json",
  // The classification changes once a year, with a deploy.
  cache: { ttlMs: 86_400_000, cacheScope: "public" },
  list: Effect.succeed(
    NICE_CLASSES.map((c) => ({
      uri: `ipdata://nice/${c.number}`,
      name: `nice-class-${c.number}`,
      title: `Class ${c.number}: ${c.title}`,
      mimeType: "application/json"
    }))
  ),
  read: ({ number }) =>
    Effect.succeed(
      /^\d{1,2}$/.test(number ?? "")
        ? Option.fromNullable(getNiceClass(Number(number))).pipe(Option.map((c) => ({ edition: NICE_EDITION, ...c })))
        : Option.none()
    ),
  complete: { number: niceClassCompleter }
}
