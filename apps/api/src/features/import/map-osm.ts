// OpenStreetMap camp_site/caravan_site features -> candidates, from their raw tags.
import type { Agency, Amenity, SiteType } from '@campwise/domain';
import { emptyCandidate, type MapResult } from './campground-candidate.ts';
import { displayName } from './display-name.ts';
import {
  cleanText,
  metresToFeet,
  normalizeEmail,
  normalizePhone,
  normalizeWebsite,
  parseCoordinate,
  parseWholeNumber,
  unique,
} from './field-values.ts';
import { parseNightlyPriceCents } from './nightly-price.ts';
import { plainTextToHtml } from './sanitize-description.ts';
import { agencyFromName, agencyFromOperator, siteTypesFromName } from './text-rules.ts';

export type OsmTags = Record<string, string | number | null | undefined>;

export interface OsmFeature {
  type?: string;
  geometry: { type: string; coordinates: unknown } | null;
  properties: OsmTags | null;
}

function tag(tags: OsmTags, key: string): string | null {
  const value = tags[key];
  return value == null ? null : cleanText(String(value));
}

function isYes(value: string | null): boolean {
  return value !== null && /^(?:yes|only|designated|\d+)$/i.test(value) && value !== '0';
}

function isNo(value: string | null): boolean {
  return value !== null && /^no$/i.test(value);
}

/** A tag counts when present and not "no"/"unknown" (toilets=vault, shower=hot, dog=leashed ...). */
function present(value: string | null): boolean {
  return value !== null && !/^(?:no|none|unknown|0)$/i.test(value);
}

const PRIVATE_LOOKING_NAME =
  /\b(?:rv park|rv resort|rv campground|rv village|mobile home|motor ?home park|resort|kampground|campground (?:&|and) rv|motel|trailer park|travel park)\b/i;

function agency(tags: OsmTags, name: string | null): Agency | null {
  const fromOperator =
    agencyFromOperator(tag(tags, 'operator')) ??
    agencyFromOperator(tag(tags, 'operator:short')) ??
    agencyFromOperator(tag(tags, 'owner'));
  if (fromOperator) return fromOperator;
  const operatorType = tag(tags, 'operator:type')?.toLowerCase();
  if (operatorType === 'private' || operatorType === 'business') return 'private';
  if (operatorType === 'military' || operatorType === 'religious' || operatorType === 'private_non_profit')
    return 'other';
  const ownership = tag(tags, 'ownership');
  if (ownership) {
    if (/^state$/i.test(ownership)) return 'state_park';
    if (/^private/i.test(ownership)) return 'private';
    const fromOwnership = agencyFromOperator(ownership);
    if (fromOwnership) return fromOwnership;
  }
  const fromName = agencyFromName(name);
  if (fromName) return fromName;
  // "Pine Cove RV Park" with a fee or as a caravan site is a business, not a public campground.
  const looksCommercial =
    tag(tags, 'fee')?.toLowerCase() === 'yes' ||
    String(tags.tourism ?? '').includes('caravan_site') ||
    tag(tags, 'access') === 'customers';
  return name && PRIVATE_LOOKING_NAME.test(name) && looksCommercial ? 'private' : null;
}

function siteTypes(tags: OsmTags, name: string | null): SiteType[] {
  const tourism = String(tags.tourism ?? '');
  const tents = tag(tags, 'tents');
  const caravans = tag(tags, 'caravans') ?? tag(tags, 'motorhome');
  const types: SiteType[] = siteTypesFromName(name);
  const tentOnly = tents?.toLowerCase() === 'only';
  const rvOnly = caravans?.toLowerCase() === 'only';
  // camp_site is by definition a place for tents, caravan_site one for RVs, unless a tag says otherwise.
  if ((tourism.includes('camp_site') || isYes(tents)) && !isNo(tents) && !rvOnly) types.push('tent');
  if (
    (tourism.includes('caravan_site') || isYes(caravans) || present(tag(tags, 'power_supply'))) &&
    !isNo(caravans) &&
    !tentOnly
  ) {
    types.push('rv');
  }
  if (isYes(tag(tags, 'backcountry'))) types.push('backcountry');
  if (isYes(tag(tags, 'group_only'))) types.push('group');
  if (isYes(tag(tags, 'cabins')) || (parseWholeNumber(tag(tags, 'capacity:cabins')) ?? 0) > 0) types.push('cabin');
  if (isYes(tag(tags, 'impromptu')) || isYes(tag(tags, 'informal')) || isYes(tag(tags, 'dispersed')))
    types.push('dispersed');
  const filtered = types.filter((type) => !(isNo(tents) && type === 'tent') && !(isNo(caravans) && type === 'rv'));
  return unique(filtered);
}

function amenities(tags: OsmTags): Amenity[] {
  const found: Amenity[] = [];
  if (present(tag(tags, 'toilets'))) found.push('toilets');
  const water = tag(tags, 'drinking_water');
  if (present(water) && water !== 'untreated') found.push('drinking_water');
  if (present(tag(tags, 'shower'))) found.push('showers');
  if (present(tag(tags, 'power_supply'))) found.push('electric_hookups');
  if (present(tag(tags, 'sanitary_dump_station'))) found.push('dump_station');
  const dog = tag(tags, 'dog') ?? tag(tags, 'pets');
  if (present(dog)) found.push('pets_allowed');
  const fire = tag(tags, 'openfire') ?? tag(tags, 'fireplace');
  if (present(fire)) found.push('campfires');
  if (/^(?:yes|wlan|wifi)$/i.test(tag(tags, 'internet_access') ?? '')) found.push('wifi');
  return found;
}

interface Fee {
  isFree: boolean | null;
  feeNote: string | null;
}

function fee(tags: OsmTags): Fee {
  const value = tag(tags, 'fee');
  const charge = tag(tags, 'charge');
  const lower = value?.toLowerCase() ?? '';
  if (lower === 'no' || lower.startsWith('free')) return { isFree: true, feeNote: charge };
  if (lower === 'donation') return { isFree: true, feeNote: 'Donation' };
  if (lower === 'yes') return { isFree: false, feeNote: charge };
  if (value && /\d/.test(value)) return { isFree: false, feeNote: charge ?? value };
  return { isFree: charge ? false : null, feeNote: charge };
}

/** `charge` is where OSM states an amount; some mappers put it in `fee` ("fee=10.00") instead. */
function nightlyPrice(tags: OsmTags): number | null {
  const charge = parseNightlyPriceCents(tag(tags, 'charge'));
  if (charge !== null) return charge;
  const value = tag(tags, 'fee');
  return value && /\d/.test(value) ? parseNightlyPriceCents(value) : null;
}

/** OSM lengths and heights are metres unless a unit says feet ("30'", "40 ft", "904 feet"). */
function feet(value: string | null, min: number, max: number): number | null {
  if (!value) return null;
  const match = value.replace(',', '.').match(/-?\d+(?:\.\d+)?/);
  if (!match) return null;
  const number = Number.parseFloat(match[0]);
  const result = /'|\bft\b|feet|foot/i.test(value) ? Math.round(number) : metresToFeet(number);
  return result >= min && result <= max ? result : null;
}

const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/** opening_hours as a season: "24/7" is all year, month ranges are kept, office hours are not a season. */
function season(value: string | null): string | null {
  if (!value) return null;
  if (/^24\/7$/.test(value)) return 'All year';
  return MONTH.test(value) ? value.slice(0, 120) : null;
}

function reservable(value: string | null): boolean | null {
  if (!value) return null;
  if (/^(?:yes|required|recommended|accepted|available|members_only|group_only|limited)$/i.test(value)) return true;
  if (/^no\b/i.test(value)) return false;
  return null;
}

export function mapOsm(feature: OsmFeature): MapResult {
  const tags = feature.properties ?? {};
  const tourism = String(tags.tourism ?? '');
  if (!/\b(?:camp_site|caravan_site)\b/.test(tourism)) return { dropped: 'not a campground' };
  const coordinates = feature.geometry?.type === 'Point' ? feature.geometry.coordinates : null;
  const [rawLon, rawLat] = Array.isArray(coordinates) ? (coordinates as unknown[]) : [];
  const longitude = parseCoordinate(rawLon as number, 180);
  const latitude = parseCoordinate(rawLat as number, 90);
  if (latitude === null || longitude === null) return { dropped: 'no coordinates' };
  const id = tag(tags, 'osm_id');
  if (!id) return { dropped: 'no source id' };
  const country = tag(tags, 'addr:country')?.toUpperCase();
  if (country && country !== 'US' && country !== 'USA') return { dropped: 'outside the US' };

  const rawName = tag(tags, 'name');
  const name = rawName ? displayName(rawName) : null;
  const { isFree, feeNote } = fee(tags);
  const candidate = emptyCandidate('osm', id, latitude, longitude);
  candidate.name = name;
  candidate.agency = agency(tags, name);
  candidate.siteTypes = siteTypes(tags, name);
  candidate.amenities = amenities(tags);
  candidate.numSites = parseWholeNumber(tag(tags, 'capacity') ?? tag(tags, 'capacity:pitches'), 1, 5_000);
  candidate.isFree = isFree;
  candidate.feeNote = feeNote;
  candidate.priceCents = nightlyPrice(tags);
  candidate.maxRvLength = feet(tag(tags, 'maxlength'), 10, 100);
  candidate.phone = normalizePhone(tag(tags, 'phone') ?? tag(tags, 'contact:phone'));
  candidate.website = normalizeWebsite(tag(tags, 'website') ?? tag(tags, 'contact:website') ?? tag(tags, 'url'));
  candidate.email = normalizeEmail(tag(tags, 'email') ?? tag(tags, 'contact:email'));
  candidate.reservable = reservable(tag(tags, 'reservation'));
  candidate.season = season(tag(tags, 'opening_hours'));
  candidate.elevationFt = feet(tag(tags, 'ele'), -300, 21_000);
  candidate.description = plainTextToHtml(tag(tags, 'description') ?? tag(tags, 'description:en'));
  candidate.nearestTown = tag(tags, 'addr:city');
  return { candidate };
}
