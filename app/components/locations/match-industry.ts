import type { IndustrySlug } from "@content/industry-list";

/**
 * Maps a town's free-text key industry ("Auto Repair & Collision", "Family Dentistry") to the
 * industry page that covers it, so a location page can link to it. Rules run in order and the
 * first match wins, which is how combined labels pick their lead trade ("HVAC & Plumbing" → HVAC).
 * Labels that merely mention a word of another trade are excluded first: "Automotive Engineering
 * Suppliers" are manufacturers, not repair shops, and a "Machine Shop" is not a retail store.
 */
const notAnIndustryPage: RegExp[] = [/supplier/i, /machine shop/i, /manufactur/i, /veterinar/i];

const rules: ReadonlyArray<readonly [IndustrySlug, RegExp]> = [
  ["hvac-services", /\bhvac\b|furnace|heating|cooling/i],
  ["plumbing-services", /plumb|water heater/i],
  ["electrical-services", /electric/i],
  ["roofing-gutters", /roof|gutter/i],
  ["lawn-care-landscaping", /lawn|landscap|tree service|snow (removal|plowing)|irrigation/i],
  ["cleaning-services", /clean|janitor|maid/i],
  ["legal-services", /\blaw\b|legal|attorney/i],
  ["healthcare-providers", /\bdent|orthodont|medic|clinic|urgent care|health care|chiropract|physical therapy|pharmac/i],
  ["automotive-services", /\bauto\b|car dealer|collision|transmission|towing|tire/i],
  ["restaurants-cafes", /restaurant|dining|diner|caf[eé]|coffee|bakeries & diners|pizz|carryout|coney|\bpubs?\b|\bbars\b|grill|catering|ice cream|bubble tea|food & refreshments/i],
  ["fitness-wellness", /fitness|gym|yoga|pilates|dance|golf instruction|youth sports/i],
  ["real-estate", /real estate|property management|realt/i],
  ["professional-services", /accounting|tax prep|financ|wealth|insurance|consult|professional offices|title & escrow/i],
  ["home-services", /remodel|home repair|restoration|home builder|home finishing|deck|general contractor|inspection|interior design|pole barn|outbuilding/i],
  ["retail-stores", /\bshops\b|\bstores?\b|boutique|retail|grocer|antique|gift|hardware|supply/i],
];

export function matchIndustry(label: string): IndustrySlug | undefined {
  if (notAnIndustryPage.some((re) => re.test(label))) return undefined;
  return rules.find(([, re]) => re.test(label))?.[0];
}
