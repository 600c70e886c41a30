// Keyword rules shared by the source mappers: agencies, site types and amenities named in free text.
import type { Agency, Amenity, SiteType } from '@campwise/domain';

const FEDERAL_AND_STATE_RULES: [Agency, RegExp][] = [
  ['army_corps', /\b(?:corps of engineers|usace|army corps|coe)\b/gi],
  ['usfs', /\b(?:national forests?|forest service|usfs|usda|ranger district|national grasslands?)\b/gi],
  ['blm', /\b(?:bureau of land management|blm)\b/gi],
  // National recreation areas and monuments are left out: USFS and BLM run many of them too.
  [
    'nps',
    /\b(?:national park service|national parks?|nps|national seashore|national lakeshore|national preserve|national historical park)\b/gi,
  ],
  [
    'state_park',
    /\b(?:state parks?|state recreation area|state rec area|state forests?|state beach|state natural area|state wildlife area|wildlife management area|state reservation|dnr|dcnr|department of natural resources|department of conservation|fish (?:and|&) wildlife|fish (?:and|&) game|division of parks|parks and wildlife)\b/gi,
  ],
];

const LOCAL_RULES: [Agency, RegExp][] = [
  [
    'county_city_park',
    /\b(?:county|city of|town of|village of|township|municipal|city park|metro ?parks?|regional parks?|parks (?:and|&) recreation)\b/i,
  ],
  [
    'private',
    /\b(?:koa|kampgrounds? of america|jellystone|yogi bear|thousand trails|encore|sun rv|good sam|rv resort|llc|inc)\b/i,
  ],
];

/** The agency an operator/owner string names ("USDA Forest Service", "Wisconsin DNR", "Dane County"). */
export function agencyFromOperator(text: string | null | undefined): Agency | null {
  if (!text) return null;
  for (const [agency, pattern] of [...FEDERAL_AND_STATE_RULES, ...LOCAL_RULES]) {
    if (new RegExp(pattern.source, 'i').test(text)) return agency;
  }
  return null;
}

/**
 * The agency a long description talks about most. Descriptions mention neighbours ("near Yellowstone
 * National Park"), so the most frequent federal/state agency wins and a tie means we do not know.
 */
export function agencyFromDescription(text: string | null | undefined): Agency | null {
  if (!text) return null;
  let best: Agency | null = null;
  let bestCount = 0;
  let tie = false;
  for (const [agency, pattern] of FEDERAL_AND_STATE_RULES) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = agency;
      bestCount = count;
      tie = false;
    } else if (count > 0 && count === bestCount) tie = true;
  }
  return tie ? null : best;
}

/** Agencies a campground's own name gives away ("Bear Lake State Park", "Elk Creek KOA"). */
export function agencyFromName(name: string | null | undefined): Agency | null {
  if (!name) return null;
  if (/\bstate (?:park|recreation area|rec area|forest|beach|campground)\b/i.test(name)) return 'state_park';
  if (/\b(?:county|city|municipal|regional) park\b|\bcounty campground\b/i.test(name)) return 'county_city_park';
  if (/\b(?:national forest|usfs|forest service)\b/i.test(name)) return 'usfs';
  if (/\b(?:blm|bureau of land management)\b/i.test(name)) return 'blm';
  if (/\b(?:corps of engineers|coe|usace)\b/i.test(name)) return 'army_corps';
  if (/\bnational park\b/i.test(name)) return 'nps';
  if (/\b(?:koa|jellystone|kampground|thousand trails)\b/i.test(name)) return 'private';
  return null;
}

/** Site types a name announces ("Mineral Springs Group", "Baranof Lake Cabin", "Box Canyon Dispersed"). */
export function siteTypesFromName(name: string | null | undefined): SiteType[] {
  if (!name) return [];
  const types: SiteType[] = [];
  if (/\bgroup\b/i.test(name)) types.push('group');
  if (/\b(?:cabins?|lookout|guard station|bunkhouse|yurts?|cottages?|a-frame|ranger station)\b/i.test(name))
    types.push('cabin');
  if (/\b(?:dispersed|boondocking)\b/i.test(name)) types.push('dispersed');
  if (/\b(?:backcountry|back country|hike[- ]in|boat[- ]in|paddle[- ]in|canoe[- ]in)\b/i.test(name))
    types.push('backcountry');
  if (/\b(?:rv|rvs|motorhome|trailer)\b/i.test(name)) types.push('rv');
  return types;
}

/** A positive mention that no negative phrase contradicts; conservative on purpose. */
export function mentions(text: string, positive: RegExp, negative?: RegExp): boolean {
  return positive.test(text) && !(negative?.test(text) ?? false);
}

const AMENITY_RULES: [Amenity, RegExp, RegExp?][] = [
  ['toilets', /\b(?:toilets?|restrooms?|outhouses?|comfort stations?|latrines?)\b/i, /\bno (?:toilets?|restrooms?)\b/i],
  [
    'drinking_water',
    /\b(?:drinking water|potable water|water: available|water (?:is )?available|water spigots?|hand[- ]pumped water|water hydrants?)\b/i,
    /\b(?:no (?:potable |drinking )?water|water (?:is )?not available|water: not available|bring (?:your own |plenty of )?(?:drinking )?water)\b/i,
  ],
  ['showers', /\bshowers?\b/i, /\bno showers?\b/i],
  [
    'electric_hookups',
    /\b(?:electric(?:al)? (?:hook-?ups?|sites?)|(?:30|50)[- ]amp|full hook-?ups?|water and electric)\b/i,
    /\bno electric(?:ity|al)?\b/i,
  ],
  ['water_hookups', /\b(?:water hook-?ups?|full hook-?ups?|water and electric)\b/i],
  ['sewer_hookups', /\b(?:sewer hook-?ups?|full hook-?ups?)\b/i],
  ['dump_station', /\b(?:dump stations?|sanitary dump|rv dump)\b/i, /\bno dump station\b/i],
  [
    'pets_allowed',
    /\b(?:pets (?:are )?(?:welcome|allowed|permitted)|pet[- ]friendly|dogs (?:are )?(?:welcome|allowed))\b/i,
  ],
  [
    'campfires',
    /\b(?:fire rings?|fire pits?|campfires?|fire grates?)\b/i,
    /\b(?:no (?:camp)?fires|(?:camp)?fires are (?:not allowed|prohibited))\b/i,
  ],
  ['wifi', /\b(?:wi-?fi|wireless internet)\b/i],
];

export function amenitiesFromText(text: string | null | undefined): Amenity[] {
  if (!text) return [];
  return AMENITY_RULES.filter(([, positive, negative]) => mentions(text, positive, negative)).map(
    ([amenity]) => amenity,
  );
}
