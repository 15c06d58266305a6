import { Schema } from "effect"

/**
 * Cursor paging shared by the tools that read IP Australia's designs and patents: the cursor is
 * an opaque offset the previous page handed out, and the reply says whether there is more.
 */
export const CursorInput = Schema.optional(Schema.String.pipe(Schema.maxLength(20))).annotations({
  description: "Where to continue: pagination.cursor of the previous page (\"0\" or absent for the first page)."
})

export const CursorPagination = Schema.Struct({
  hasMore: Schema.Boolean,
  cursor: Schema.optional(Schema.String.annotations({ description: "Pass it back as `cursor` for the next page" })),
  totalResults: Schema.optional(Schema.Int.annotations({ description: "Matches in all, when known" }))
})

/** The pagination block of a reply, with absent fields left out rather than undefined. */
export const cursorPagination = (
  page: { readonly hasMore: boolean; readonly cursor?: string | undefined; readonly totalResults?: number | undefined }
): typeof CursorPagination.Type => ({
  hasMore: page.hasMore,
  ...(page.cursor !== undefined ? { cursor: page.cursor } : {}),
  ...(page.totalResults !== undefined ? { totalResults: page.totalResults } : {})
})
