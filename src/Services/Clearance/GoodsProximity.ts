import { goodsKinds } from "./GoodsKinds.js"

/**
 * How close two goods descriptions are, from a curated table of kinds of goods and services and
 * the relations tribunals draw between them, rather than from word links: Nice classes are too
 * coarse (shoes and underwear share class 25; handbags and test books do not) and shared words
 * miss trade channels and complements (malt liquor / tequila share no word). Used by the risk
 * model when both goods texts are known (the request's goodsServicesTerms, the register record's
 * goodsAndServices). Pure and bounded: a goods text is a few dozen words, the table ~40 kinds.
 *
 * Sources (summarised, not quoted): TMEP §1207.01(a)(ii)(A) (food and beverages against
 * restaurant services need "something more": Jacobs v. International Multifoods, 668 F.2d 1234
 * (CCPA 1982); In re Coors Brewing, 343 F.3d 1340 (Fed. Cir. 2003)), §1207.01(a)(iv) (no per se
 * rule: computer, food and clothing goods are not related merely for being computer goods, food
 * or clothing), the USPTO's coordinated-class list, and EUIPO Guidelines Part C, Section 2,
 * Chapter 2 (complementarity, same purpose, same distribution channels: beer / spirits,
 * clothing / footwear / headgear / bags, cosmetics / perfume, pharmaceuticals / supplements,
 * software / IT services, goods / their retail).
 */

/** Kinds of goods that tribunals relate, with how strongly (0.3-0.8) and on what ground. */
type Relation = readonly [a: string, b: string, strength: number, ground?: "somethingMore"]

/**
 * Food and drink against restaurant services: related only with "something more" (TMEP
 * §1207.01(a)(ii)(A)), so weakly; every other pair as commonly found: complements, the same
 * purpose or the same trade channels. Unlisted pairs are unrelated in fact.
 */
const RELATIONS: ReadonlyArray<Relation> = [
  ["beer", "wineSpirits", 0.8],
  ["beer", "softDrinks", 0.6],
  ["wineSpirits", "softDrinks", 0.5],
  ["softDrinks", "coffeeTea", 0.6],
  ["coffeeTea", "food", 0.6],
  ["softDrinks", "food", 0.5],
  ["food", "supplements", 0.5],
  ["softDrinks", "supplements", 0.5],
  ["coffeeTea", "supplements", 0.6],
  ["restaurant", "food", 0.3, "somethingMore"],
  ["restaurant", "beer", 0.3, "somethingMore"],
  ["restaurant", "wineSpirits", 0.3, "somethingMore"],
  ["restaurant", "softDrinks", 0.3, "somethingMore"],
  ["restaurant", "coffeeTea", 0.3, "somethingMore"],
  ["restaurant", "lodging", 0.7],
  ["restaurant", "entertainment", 0.4],
  ["lodging", "entertainment", 0.4],
  ["lodging", "travel", 0.5],
  ["pharma", "supplements", 0.7],
  ["pharma", "medicalServices", 0.6],
  ["pharma", "medicalDevices", 0.6],
  ["medicalDevices", "medicalServices", 0.7],
  ["cosmetics", "pharma", 0.5],
  ["cosmetics", "supplements", 0.4],
  ["cosmetics", "medicalServices", 0.4],
  ["clothing", "footwear", 0.8],
  ["clothing", "headwear", 0.8],
  ["footwear", "headwear", 0.7],
  ["clothing", "bags", 0.7],
  ["bags", "footwear", 0.6],
  ["bags", "headwear", 0.5],
  ["bags", "jewelry", 0.5],
  ["clothing", "jewelry", 0.5],
  ["clothing", "textiles", 0.5],
  ["clothing", "sporting", 0.5],
  ["footwear", "sporting", 0.5],
  ["clothing", "cosmetics", 0.4],
  ["bags", "cosmetics", 0.4],
  ["jewelry", "cosmetics", 0.4],
  ["software", "hardware", 0.6],
  ["software", "itServices", 0.8],
  ["hardware", "itServices", 0.6],
  ["software", "telecom", 0.5],
  ["hardware", "telecom", 0.6],
  ["telecom", "itServices", 0.5],
  ["software", "recordedMedia", 0.4],
  ["recordedMedia", "entertainment", 0.6],
  ["software", "entertainment", 0.4],
  ["software", "toys", 0.5],
  ["software", "security", 0.4],
  ["hardware", "security", 0.5],
  ["security", "instruments", 0.5],
  ["hardware", "instruments", 0.5],
  ["software", "instruments", 0.5],
  ["software", "printed", 0.4],
  ["software", "finance", 0.4],
  ["software", "business", 0.4],
  ["software", "education", 0.4],
  ["recordedMedia", "printed", 0.4],
  ["recordedMedia", "musical", 0.4],
  ["printed", "education", 0.6],
  ["printed", "entertainment", 0.4],
  ["education", "entertainment", 0.5],
  ["toys", "entertainment", 0.5],
  ["toys", "printed", 0.4],
  ["toys", "sporting", 0.6],
  ["sporting", "entertainment", 0.4],
  ["musical", "entertainment", 0.4],
  ["finance", "business", 0.5],
  ["business", "retail", 0.4],
  ["business", "travel", 0.4],
  ["automotive", "fuel", 0.6],
  ["automotive", "repair", 0.6],
  ["furniture", "textiles", 0.4],
  ["furniture", "housewares", 0.4],
  ["housewares", "food", 0.3],
  ["cleaning", "cosmetics", 0.4],
  ["pets", "food", 0.3],
  ["tobacco", "wineSpirits", 0.4]
]

/**
 * A retail or distribution service is related to the goods it sells, which its text names
 * (retail jewellery stores / jewellery), but is not the goods themselves; any retail service
 * against goods it does not name counts as the weakest relation, as trade channels may meet.
 */
const RETAIL_OF_NAMED_GOODS = 0.6
const RETAIL_OF_OTHER_GOODS = 0.4

const key = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`)
const TABLE: ReadonlyMap<string, Relation> = new Map(RELATIONS.map((r) => [key(r[0], r[1]), r]))

export interface GoodsProximity {
  /** 1 = the same kind of goods; 0.3-0.8 = related (RELATIONS); 0 = unrelated in fact. */
  readonly value: number
  readonly proposed: ReadonlyArray<string>
  readonly existing: ReadonlyArray<string>
  /** The closest pair of kinds (labels), when any relates them. */
  readonly closest?: { readonly proposed: string; readonly existing: string } | undefined
  /** The closest relation needs "something more" (food or drink against restaurant services). */
  readonly somethingMore: boolean
}

/**
 * Proximity of the goods of two marks, or undefined when either text names no kind the table
 * knows (then the classes alone decide). The closest pair of kinds counts.
 */
export const goodsProximity = (proposedGoods: string, existingGoods: string): GoodsProximity | undefined => {
  const p = goodsKinds(proposedGoods)
  const e = goodsKinds(existingGoods)
  if (p.length === 0 || e.length === 0) return undefined
  const pRetail = p.some((k) => k.id === "retail")
  const eRetail = e.some((k) => k.id === "retail")
  // Exactly one side sells goods at retail: its goods words name what it sells, not what it makes.
  const retailCap = pRetail !== eRetail ? RETAIL_OF_NAMED_GOODS : 1
  let best = 0
  let closest: GoodsProximity["closest"]
  let somethingMore = false
  for (const a of p) {
    for (const b of e) {
      const relation = TABLE.get(key(a.id, b.id))
      const strength = a.id === "retail" || b.id === "retail"
        ? (a.id === b.id ? 1 : RETAIL_OF_OTHER_GOODS)
        : Math.min(retailCap, a.id === b.id ? 1 : (relation?.[2] ?? 0))
      if (strength > best) {
        best = strength
        closest = { proposed: a.label, existing: b.label }
        somethingMore = relation?.[3] === "somethingMore"
      }
    }
  }
  return { value: best, proposed: p.map((k) => k.label), existing: e.map((k) => k.label), closest, somethingMore }
}
