/**
 * Renting goods out (NCL General Remarks, services): the class of the service the rented object
 * provides, not of the goods; one rule per class, with the objects that lead to it.
 */
import type { ClassTrap } from "./NiceTrades.js"

const RENT = String.raw`(?:rent(?:al|als|ing|s)?|hire|hiring|leas(?:e|es|ing)|to let|for rent|rent(?:ing)? out|charters?|chartering)`
const rental = (id: string, classNumber: number, objects: string, reason: string): ClassTrap => ({
  id: `rental-${id}`,
  classNumber,
  pattern: new RegExp(String.raw`\b${RENT}\b.{0,40}\b(?:${objects})\b|\b(?:${objects})\b\s(?:\w+\s){0,2}${RENT}\b`),
  reason: `Rental is classified with the service the rented goods provide, not with the goods: ${reason} (NCL General Remarks, services).`
})

/** Rental: the class of the service the rented object provides. */
export const RENTALS: ReadonlyArray<ClassTrap> = [
  rental(
    "vehicles",
    39,
    "cars?|vans?|vehicles?|utility vehicles?|trailers?|horseboxes?|minibus(?:es)?|motorhomes?|campervans?|caravans?|bikes?|bicycles?|e ?bikes?|scooters?|boats?|yachts?|trucks?|campervans?|motorbikes?|motorcycles?|canoes?|kayaks?",
    "vehicle rental is transport, class 39"
  ),
  rental("storage", 39, "parking|garages?|storage|containers?|warehouses?", "parking and storage rental is class 39"),
  rental(
    "events",
    43,
    "tents?|marquees?|tables?|chairs?|glassware|table linen|cutlery|crockery|tableware|chafing dishes|meeting rooms?|conference rooms?|function rooms?|banquet(?:ing)? halls?|(?:wedding |event |party )?venues?|(?:village |church |function |event |party )?halls?|barns?|event spaces?|cooking equipment|cooking apparatus|catering equipment",
    "rental of tents, tables, chairs, meeting rooms, venues and cooking equipment is class 43"
  ),
  rental(
    "lodging",
    43,
    "holiday (?:homes?|cottages?|apartments?)|cottages?|cabins?|rooms? for (?:the )?night",
    "temporary accommodation is class 43"
  ),
  rental(
    "property",
    36,
    "apartments?|flats?|houses?|office space|office units?|real estate|homes?|commercial property|desks?",
    "renting out real estate is class 36"
  ),
  rental("clothing", 45, "dress(?:es)?|tuxedos?|suits?|costumes?|clothing|clothes|gowns?|evening wear", "clothing rental is class 45"),
  rental(
    "safety",
    45,
    "safes?|fire alarms?|security alarms?|fire extinguishers?",
    "rental of safes, fire alarms and fire extinguishers is class 45"
  ),
  rental(
    "office",
    35,
    "photocopiers?|photocopying machines?|office machines?|office equipment|vending machines?|billboards?|advertising space",
    "rental of office machines, vending machines and advertising space is class 35"
  ),
  rental(
    "entertainment",
    41,
    "sound systems?|audio equipment|stage|lighting|ski(?:s|ing)?|snowboards?|sports equipment|video cameras?|camera equipment|bouncy castles?",
    "rental of audio, stage and sports equipment (except vehicles) is class 41"
  ),
  rental("computers", 42, "computers?|laptops?|servers?|software", "rental of computers and software is class 42"),
  rental("telecoms", 38, "telephones?|phones?|modems?|routers?", "rental of telephones and modems is class 38"),
  rental(
    "medical",
    44,
    "medical equipment|hospital beds?|wheelchairs?|farm(?:ing)? (?:machinery|equipment)|agricultural (?:machinery|equipment)",
    "rental of medical and farming equipment is class 44"
  ),
  rental(
    "construction",
    37,
    "excavators?|scaffolding|construction equipment|bulldozers?|cranes?|cleaning machines?|carpet cleaners?|carpet cleaning machines?|dishwashers?|washing machines?",
    "rental of construction and cleaning machines is class 37"
  ),
  rental(
    "treatment",
    40,
    "generators?|air condition\\w*|boilers?|heaters?|heating",
    "rental of generators, boilers and air-conditioning apparatus is class 40"
  )
]
