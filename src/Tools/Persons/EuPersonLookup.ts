import { Clock, Effect, Either, Schema } from "effect"
import {
  APPLICANT_TYPES,
  type PersonDetail,
  PersonDetail as PersonDetailSchema,
  type PersonRole,
  PersonRoleFilter,
  REPRESENTATIVE_TYPES
} from "../../Domain/Person.js"
import { ToolError } from "../../Domain/ToolError.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { EuipoPersons, type PersonSearchPage } from "../../Providers/Euipo/EuipoPersons.js"
import { ownerRank } from "../../Providers/Shared/AdapterSupport.js"
import { withCallDeadline } from "../../Upstream/OfficeDeadline.js"

const Input = Schema.Struct({
  query: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)).annotations({
    description: "A person's or company's name (part of it is enough), or a numeric EUIPO person identifier (tried as an identifier first)."
  }),
  role: Schema.optional(PersonRoleFilter).annotations({
    description: "any (default: applicants and representatives, searched together), applicant or representative."
  }),
  type: Schema.optional(Schema.Literal(...APPLICANT_TYPES, ...REPRESENTATIVE_TYPES)).annotations({
    description:
      "Applicants: individual or business. Representatives: employee, legal_association, legal_professional or euipo_professional. Implies the role."
  }),
  country: Schema.optional(
    Schema.String.pipe(Schema.pattern(/^[A-Za-z]{2}$/, { message: () => "country must be a two-letter ISO 3166-1 code such as DE or FR" }))
  ).annotations({ description: "ISO 3166-1 alpha-2 country of the address, e.g. DE." }),
  city: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100))).annotations({
    description: "City of the address."
  }),
  limit: Schema.optional(Schema.Int.pipe(Schema.between(1, 100))).annotations({
    description: "Most persons to return, 1-100 (default 20). EUIPO pages hold at least 10; fewer are cut from the first page."
  })
})

const Output = Schema.Struct({
  persons: Schema.Array(PersonDetailSchema),
  pagination: Schema.Struct({
    hasMore: Schema.Boolean,
    totalResults: Schema.optional(Schema.Int.annotations({ description: "Matches at EUIPO in all (both roles for any)" }))
  }),
  metadata: Schema.Struct({
    query: Schema.String,
    role: PersonRoleFilter,
    lookup: Schema.Literal("identifier", "name").annotations({ description: "How the query was read" }),
    totalResults: Schema.Int.annotations({ description: "Persons in this response" }),
    executionTimeMs: Schema.Number,
    warnings: Schema.optional(Schema.Array(Schema.String)),
    source: Schema.Literal("EUIPO Persons")
  })
})

const isApplicantType = (t: string) => (APPLICANT_TYPES as ReadonlyArray<string>).includes(t)

/** The roles to search: `role`, narrowed by a `type` that belongs to one role. */
const rolesFor = (role: PersonRoleFilter, type: string | undefined): Either.Either<ReadonlyArray<PersonRole>, ToolError> => {
  if (type === undefined) return Either.right(role === "any" ? ["applicant", "representative"] : [role])
  const implied: PersonRole = isApplicantType(type) ? "applicant" : "representative"
  if (role !== "any" && role !== implied) {
    const valid = role === "applicant" ? APPLICANT_TYPES.join(", ") : REPRESENTATIVE_TYPES.join(", ")
    return Either.left(
      ToolError.invalidInput(`type "${type}" is not a ${role} type: ${role}s are ${valid}. Change type, or set role to ${implied}.`, {
        field: "type"
      })
    )
  }
  return Either.right([implied])
}

const roleWord = (r: PersonRole) => (r === "applicant" ? "Applicants" : "Representatives")

export const euPersonLookup = defineTool({
  name: "eu_person_lookup",
  title: "EUIPO applicant and representative lookup",
  description:
    "Find applicants (owners) and representatives (attorneys, law firms) known to the EUIPO by name, or look one up by its numeric " +
    "EUIPO identifier (as trade mark and design records give them), with type, nationality, legal form, addresses and, for " +
    "associations, members. Use the identifier with eu_design_search (searchType applicant) or eu_applicant_portfolio.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  // Several EUIPO calls (roles, identifier then name, trade marks and designs): one office deadline for the whole call.
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const persons = yield* EuipoPersons
      const role = input.role ?? "any"
      const roles = yield* Either.match(rolesFor(role, input.type), { onLeft: Effect.fail, onRight: Effect.succeed })
      const limit = input.limit ?? 20
      const query = input.query.trim()
      if (query === "") {
        return yield* ToolError.create("MISSING_REQUIRED_FIELD", "query must not be empty: give a name or an EUIPO identifier.", {
          details: { field: "query" }
        })
      }
      yield* persons.ready
      const warnings: Array<string> = []
      const done = (found: ReadonlyArray<PersonDetail>, lookup: "identifier" | "name", hasMore: boolean, total: number | undefined) =>
        Effect.map(Clock.currentTimeMillis, (finished) => ({
          persons: found,
          pagination: { hasMore, ...(total !== undefined ? { totalResults: total } : {}) },
          metadata: {
            query: input.query,
            role,
            lookup,
            totalResults: found.length,
            executionTimeMs: finished - started,
            ...(warnings.length > 0 ? { warnings } : {}),
            source: "EUIPO Persons" as const
          }
        }))

      // A numeric query is an identifier first; a miss falls back to a name search.
      if (/^\d{1,20}$/.test(query)) {
        const byId = yield* Effect.forEach(roles, (r) => Effect.either(persons.byIdentifier(r, query)), { concurrency: "unbounded" })
        const found = byId.flatMap((o) => (Either.isRight(o) ? [o.right] : []))
        const failures = byId.flatMap((o) => (Either.isLeft(o) && o.left.code !== "PERSON_NOT_FOUND" ? [o.left] : []))
        if (failures.length === roles.length) return yield* failures[0]!
        byId.forEach((o, i) => {
          if (Either.isLeft(o) && o.left.code !== "PERSON_NOT_FOUND") {
            warnings.push(`${roleWord(roles[i]!)} could not be checked by identifier: ${o.left.message}`)
          }
        })
        if (found.length > 0) return yield* done(found.slice(0, limit), "identifier", false, found.length)
      }

      const criteria = { name: query, type: input.type, city: input.city, country: input.country }
      const pages = yield* Effect.forEach(roles, (r) => Effect.either(persons.search(r, criteria, limit)), { concurrency: "unbounded" })
      const ok: Array<PersonSearchPage> = []
      pages.forEach((p, i) => {
        if (Either.isRight(p)) ok.push(p.right)
        else warnings.push(`${roleWord(roles[i]!)} could not be searched: ${p.left.message}`)
      })
      if (ok.length === 0) {
        const first = pages[0]!
        return yield* Either.isLeft(first) ? first.left : ToolError.internal()
      }
      // Merged by relevance (exact, prefix, substring); applicants before representatives within a rank.
      const merged = ok
        .flatMap((p) => p.persons)
        .map((p, i) => ({ p, i, rank: ownerRank([p.name], query) }))
        .sort((a, b) => a.rank - b.rank || a.i - b.i)
        .map((x) => x.p)
      const totals = ok.map((p) => p.total)
      const total = totals.every((t) => t !== undefined) ? totals.reduce<number>((a, t) => a + t!, 0) : undefined
      const shown = merged.slice(0, limit)
      const hasMore = merged.length > shown.length || ok.some((p) => p.hasMore)
      return yield* done(shown, "name", hasMore, total)
    }).pipe(withCallDeadline)
})
