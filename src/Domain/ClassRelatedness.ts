/**
 * Nice class relatedness for clearance (reference §6.2 step 6): a related class counts even
 * without a direct overlap, e.g. software (9) vs software services (42).
 *
 * Strengths: 1 = same class; 0.7-0.8 = routinely found similar (goods and the services that
 * deliver them, or near-substitutes); 0.5-0.6 = commonly opposed, complementary or sold through
 * the same channels; 0.4 = occasionally related, depends on the actual goods. Unlisted pairs = 0.
 *
 * Sources (summarised, not quoted): the USPTO's coordinated-class practice for search (TMEP
 * §1207.01 relatedness of goods/services and the examiners' coordinated class list), EUIPO's
 * Guidelines Part C, Section 2, Chapter 2 (comparison of goods and services: complementarity,
 * same purpose, same distribution channels) and pairs frequently opposed in EUIPO/USPTO practice.
 *
 * Deliberately NOT listed: class 35 against everything. "Retail of goods X" is similar to goods X
 * only when the specification names X, which a class number cannot tell; matching on G&S terms
 * belongs to the clearance pipeline, not this table. Only 35↔25 (clothing retail dominates
 * class 35 filings and oppositions) is kept, weakly.
 */

type Pair = readonly [a: number, b: number, strength: number]

const PAIRS: ReadonlyArray<Pair> = [
  // Technology and communications
  [9, 42, 0.8], // software goods vs SaaS / software design: the classic coordinated pair
  [9, 38, 0.7], // telecom apparatus vs telecom services
  [38, 42, 0.6], // hosting, platforms, networks
  [9, 41, 0.6], // downloadable media/games vs entertainment and education
  [9, 28, 0.6], // video game software vs games and toys (consoles sit in 9 and 28)
  [38, 41, 0.6], // broadcasting vs entertainment / programming
  [9, 36, 0.4], // payment and fintech software vs financial services
  [9, 16, 0.5], // electronic vs printed publications
  [9, 14, 0.4], // smartwatches vs watches
  [9, 11, 0.4], // electrical / lighting apparatus
  [9, 15, 0.4], // audio equipment vs musical instruments
  // Printed matter, education, entertainment, toys
  [16, 41, 0.6], // printed matter vs publishing and education
  [28, 41, 0.5], // games and sporting goods vs entertainment and sports events
  [15, 41, 0.4], // instruments vs music performance and teaching
  [2, 16, 0.4], // printing inks vs printed matter and stationery
  // Fashion
  [18, 25, 0.7], // bags and leather goods vs clothing: same fashion houses, same shops
  [14, 25, 0.5], // jewellery and watches vs clothing
  [14, 18, 0.5], // fashion accessories
  [25, 26, 0.5], // clothing vs haberdashery, badges, hair accessories
  [14, 26, 0.4], // costume jewellery vs ornaments
  [24, 25, 0.5], // textiles vs clothing
  [25, 28, 0.5], // sportswear vs sporting goods
  [25, 35, 0.4], // clothing vs its retail (see header)
  [23, 24, 0.6], // yarns vs fabrics
  [22, 24, 0.4], // raw fibres vs textiles
  [24, 27, 0.4], // household textiles vs carpets
  // Cosmetics, health, medicine
  [3, 5, 0.6], // cosmetics vs pharmaceutical/medicated preparations
  [3, 44, 0.7], // cosmetics vs beauty care services
  [3, 21, 0.4], // cosmetics vs cosmetic utensils and brushes
  [3, 8, 0.4], // cosmetics vs razors and manicure sets
  [5, 10, 0.7], // pharmaceuticals vs medical devices
  [5, 44, 0.6], // pharmaceuticals vs medical services
  [10, 44, 0.7], // medical devices vs medical services
  [5, 29, 0.4], // dietary supplements vs foods
  [5, 30, 0.4],
  [5, 32, 0.4], // supplements vs (sports) beverages
  [5, 31, 0.4], // veterinary preparations vs animal feed
  [31, 44, 0.4], // plants and animals vs horticulture and veterinary services
  [1, 5, 0.4], // chemicals vs pharmaceutical ingredients
  // Food, drink, hospitality
  [29, 30, 0.7], // processed foods, routinely found similar
  [29, 31, 0.6], // processed vs fresh produce
  [30, 31, 0.5],
  [30, 32, 0.5], // coffee/tea vs other beverages
  [32, 33, 0.8], // beer and soft drinks vs wines and spirits: frequently held similar
  [29, 43, 0.6], // food vs restaurants and catering
  [30, 43, 0.6],
  [32, 43, 0.6],
  [33, 43, 0.6], // drinks vs bars
  [41, 43, 0.4], // entertainment (nightclubs, discotheques, shows) vs bars and restaurants: often offered together
  [39, 43, 0.5], // travel arrangement vs accommodation
  // Household, building, tools, vehicles
  [8, 21, 0.6], // cutlery vs kitchen utensils
  [7, 8, 0.6], // power tools vs hand tools
  [7, 11, 0.5], // kitchen machines vs cooking and heating appliances
  [11, 21, 0.5], // household appliances vs utensils
  [20, 21, 0.4], // furniture vs household containers
  [20, 24, 0.4], // furniture vs household textiles
  [6, 19, 0.7], // metal vs non-metal building materials
  [6, 20, 0.4], // metal vs non-metal furniture and containers
  [19, 37, 0.5], // building materials vs construction
  [11, 37, 0.5], // heating, plumbing vs their installation
  [12, 37, 0.6], // vehicles vs their repair and maintenance
  [12, 39, 0.5], // vehicles vs transport and rental
  [7, 12, 0.5], // engines and parts vs vehicles
  [4, 37, 0.4] // fuels vs vehicle service stations
]

const key = (a: number, b: number): number => (a < b ? a * 100 + b : b * 100 + a)

const TABLE: ReadonlyMap<number, number> = new Map(PAIRS.map(([a, b, s]) => [key(a, b), s]))

/** Every listed relation, for documentation and tests. */
export const CLASS_RELATIONS: ReadonlyArray<Pair> = PAIRS

/** Relatedness of two Nice classes: 1 same class, table strength if related, else 0. Symmetric. */
export const relatedness = (a: number, b: number): number => (a === b ? 1 : TABLE.get(key(a, b)) ?? 0)

export interface ClassOverlap {
  /** Classes present on both sides, ascending. */
  readonly direct: ReadonlyArray<number>
  /** Related (different) class pairs, strongest first. */
  readonly related: ReadonlyArray<{ readonly proposed: number; readonly existing: number; readonly strength: number }>
}

/** Direct and related class overlap between a proposed filing and an existing mark. */
export const overlappingClasses = (proposed: ReadonlyArray<number>, existing: ReadonlyArray<number>): ClassOverlap => {
  const p = [...new Set(proposed)].sort((x, y) => x - y)
  const e = [...new Set(existing)].sort((x, y) => x - y)
  const eSet = new Set(e)
  const related: Array<{ proposed: number; existing: number; strength: number }> = []
  for (const pc of p) {
    for (const ec of e) {
      const strength = pc === ec ? 0 : relatedness(pc, ec)
      if (strength > 0) related.push({ proposed: pc, existing: ec, strength })
    }
  }
  related.sort((x, y) => y.strength - x.strength || x.proposed - y.proposed || x.existing - y.existing)
  return { direct: p.filter((c) => eSet.has(c)), related }
}

/** One number for the risk model: 1 on a direct overlap, else the strongest relation, else 0. */
export const classRelatednessScore = (proposed: ReadonlyArray<number>, existing: ReadonlyArray<number>): number => {
  let best = 0
  for (const pc of proposed) for (const ec of existing) best = Math.max(best, relatedness(pc, ec))
  return best
}
