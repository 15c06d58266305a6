import type { TrademarkStatus } from "../../Domain/Trademark.js"
import { compactDateOf, presentText as present } from "../Shared/AdapterSupport.js"

/** The progress fields a status is derived from (JPO has no status field). */
export interface JpoStatusFields {
  readonly registrationNumber?: string | null | undefined
  readonly expireDate?: string | null | undefined
  readonly erasureIdentifier?: string | null | undefined
  readonly disappearanceDate?: string | null | undefined
}

/**
 * Status from the progress record (upstream-offices.md §10.1, §12): no
 * registration and not ended → pending; ended before registration →
 * abandoned; registered and not ended → registered; ended on or after the
 * expiry date → expired; otherwise erased → cancelled. The description
 * says which facts decided it (JPO gives no status wording of its own).
 */
export const deriveJpoStatus = (f: JpoStatusFields): { readonly status: TrademarkStatus; readonly description: string } => {
  const reg = present(f.registrationNumber)
  // "00" is JPO's "not erased" (its own example of a live registration carries erasureIdentifier "00").
  const erasureRaw = present(f.erasureIdentifier)
  const erasure = erasureRaw === undefined || /^0+$/.test(erasureRaw) ? undefined : erasureRaw
  const ended = compactDateOf(present(f.disappearanceDate))
  const expiry = compactDateOf(present(f.expireDate))
  if (reg === undefined) {
    if (ended !== undefined || erasure !== undefined) {
      return { status: "abandoned", description: `Application ended before registration${ended !== undefined ? ` (${ended})` : ""}` }
    }
    return { status: "pending", description: "Application pending (not registered)" }
  }
  if (ended === undefined && erasure === undefined) return { status: "registered", description: `Registered (registration ${reg})` }
  if (ended !== undefined && expiry !== undefined && ended >= expiry) {
    return { status: "expired", description: `Registration ${reg} expired (term ended ${expiry}, erased ${ended})` }
  }
  return {
    status: "cancelled",
    description: `Registration ${reg} erased${ended !== undefined ? ` ${ended}` : ""}${
      erasure !== undefined ? ` (erasure identifier ${erasure})` : ""
    }`
  }
}
