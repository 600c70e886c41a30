// uscampgrounds.info (2014) rows -> candidates. Canadian rows (region CanadaCamp) are out of scope.
import { AMENITY_IDS, type Agency, type Amenity, type SiteType } from '@campwise/domain';
import { emptyCandidate, type MapResult } from './campground-candidate.ts';
import { displayName } from './display-name.ts';
import {
  cleanText,
  inVocabularyOrder,
  normalizePhone,
  parseCoordinate,
  parseWholeNumber,
  unique,
} from './field-values.ts';
import { plainTextToHtml } from './sanitize-description.ts';
import { agencyFromName, siteTypesFromName } from './text-rules.ts';

export interface UscampgroundsRow {
  region: string;
  lon: string;
  lat: string;
  code: string;
  name: string;
  type: string;
  phone: string;
  dates_open: string;
  comments: string;
  num_sites: string;
  elevation: string;
  amenities: string;
  state: string;
  /** Misaligned in this export: holds the distance in miles; the town is in `extra`. */
  nearest_town: string;
  /** "DIRECTION,Town", e.g. "S ,Valdez". */
  extra: string;
}

/**
 * The site's `type` codes. "state_park" stands for every state agency (parks, forests, fish and
 * wildlife, DEC, reservations); federal agencies without a bucket of their own (Reclamation, TVA,
 * Fish and Wildlife Service), utilities, tribes and the military are "other".
 */
export const USC_TYPE_AGENCY: Readonly<Record<string, Agency>> = {
  NF: 'usfs',
  NP: 'nps',
  NM: 'nps',
  NS: 'nps',
  NRA: 'nps',
  BLM: 'blm',
  COE: 'army_corps',
  SP: 'state_park',
  SRA: 'state_park',
  SF: 'state_park',
  SB: 'state_park',
  SFW: 'state_park',
  SPR: 'state_park',
  SR: 'state_park',
  SRVA: 'state_park',
  SCA: 'state_park',
  CP: 'county_city_park',
  AUTH: 'county_city_park',
  PR: 'private',
  PRIV: 'private',
  AMC: 'other',
  BOR: 'other',
  TVA: 'other',
  USFW: 'other',
  NWR: 'other',
  UTIL: 'other',
  RES: 'other',
  MIL: 'other',
};

const HOOKUP_AMENITIES: Readonly<Record<string, Amenity[]>> = {
  E: ['electric_hookups'],
  W: ['water_hookups'],
  WE: ['water_hookups', 'electric_hookups'],
  ES: ['electric_hookups', 'sewer_hookups'],
  WS: ['water_hookups', 'sewer_hookups'],
  WES: ['water_hookups', 'electric_hookups', 'sewer_hookups'],
};

const CODE_AMENITIES: Readonly<Record<string, Amenity[]>> = {
  ...HOOKUP_AMENITIES,
  FT: ['toilets'],
  VT: ['toilets'],
  PT: ['toilets'],
  FTVT: ['toilets'],
  DW: ['drinking_water'],
  SH: ['showers'],
  DP: ['dump_station'],
  PA: ['pets_allowed'],
};

export interface UscampgroundsCodes {
  amenities: Amenity[];
  hasHookups: boolean;
  reservable: boolean | null;
  isFree: boolean | null;
  feeNote: string | null;
  maxRvLength: number | null;
}

/**
 * The AMEN column: NH/E/WE/WES hookups, FT/VT/PT toilets (NT none), DW/NW water, SH/NS showers,
 * DP/ND dump station, PA/NP pets, RS/NR reservations, N$ no fee, L$ low fee, "45ft" longest RV.
 * L$ and N$ never appear together and L$ is common at paid Forest Service and county sites: a low fee.
 */
export function parseAmenityCodes(text: string): UscampgroundsCodes {
  const codes = text
    .split(/\s+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase());
  const amenities = codes.flatMap((code) => CODE_AMENITIES[code] ?? []);
  const feet = codes.map((code) => code.match(/^(\d{2,3})FT$/)?.[1]).find(Boolean);
  const maxRvLength = feet ? Number.parseInt(feet, 10) : null;
  return {
    amenities: inVocabularyOrder(amenities, AMENITY_IDS),
    hasHookups: codes.some((code) => code in HOOKUP_AMENITIES),
    reservable: codes.includes('RS') ? true : codes.includes('NR') ? false : null,
    isFree: codes.includes('N$') ? true : codes.includes('L$') ? false : null,
    feeNote: codes.includes('N$') ? 'No fee' : codes.includes('L$') ? 'Low fee' : null,
    maxRvLength: maxRvLength !== null && maxRvLength >= 10 && maxRvLength <= 100 ? maxRvLength : null,
  };
}

const MONTHS = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b/g;

/** "mid may-mid sep" -> "Mid May-mid Sep"; instructions instead of dates are not a season. */
export function formatSeason(text: string | null | undefined): string | null {
  const season = cleanText(text)?.toLowerCase();
  if (!season || /\bsee\b|\bweb ?site\b|\bcall\b/.test(season)) return null;
  const months = season.replace(MONTHS, (month) => month[0]!.toUpperCase() + month.slice(1));
  return months[0]!.toUpperCase() + months.slice(1);
}

/** The town in the "DIRECTION,Town" column; uscampgrounds cuts long names ("San Luis Obisp"). */
export function uscampgroundsTown(extra: string): string | null {
  const comma = extra.indexOf(',');
  return comma < 0 ? null : cleanText(extra.slice(comma + 1));
}

function siteTypes(name: string | null, notes: string, codes: UscampgroundsCodes): SiteType[] {
  const types: SiteType[] = siteTypesFromName(name);
  if (types.includes('cabin') && !/\bcamp/i.test(name ?? '')) return types;
  if (!/\bno tents?\b|\brvs? only\b/i.test(notes)) types.push('tent');
  const rvRuledOut =
    /\bno rvs?\b|\brvs? not recommended\b|\btents? only\b|\b(?:walk|hike|boat)[- ]in\b|\bferry\b/i.test(notes);
  if (!rvRuledOut && (codes.hasHookups || codes.maxRvLength !== null || codes.amenities.includes('dump_station'))) {
    types.push('rv');
  }
  if (/\b(?:dispersed|boondock)/i.test(notes)) types.push('dispersed');
  if (/\b(?:hike|boat|paddle|canoe)[- ]in\b|\bbackpack/i.test(notes)) types.push('backcountry');
  return unique(types);
}

/** Stable id: `code` repeats across states and even within one (484 duplicates), coordinates do not. */
export function uscampgroundsSourceId(row: Pick<UscampgroundsRow, 'state' | 'code' | 'lat' | 'lon'>): string {
  return `${row.state.trim().toUpperCase()}:${row.code.trim().toUpperCase()}:${Number(row.lat)},${Number(row.lon)}`;
}

export function mapUscampgrounds(row: UscampgroundsRow): MapResult {
  if (row.region?.trim() === 'CanadaCamp') return { dropped: 'outside the US' };
  const latitude = parseCoordinate(row.lat, 90);
  const longitude = parseCoordinate(row.lon, 180);
  if (latitude === null || longitude === null) return { dropped: 'no coordinates' };

  const rawName = cleanText(row.name);
  const name = rawName ? displayName(rawName) : null;
  const codes = parseAmenityCodes(row.amenities ?? '');
  const comments = cleanText(row.comments);
  const notes = `${comments ?? ''} ${row.num_sites ?? ''}`;

  const candidate = emptyCandidate('uscampgrounds', uscampgroundsSourceId(row), latitude, longitude);
  candidate.name = name;
  candidate.agency = USC_TYPE_AGENCY[row.type?.trim().toUpperCase() ?? ''] ?? agencyFromName(name);
  candidate.siteTypes = siteTypes(name, notes, codes);
  candidate.amenities = codes.amenities;
  candidate.numSites = parseWholeNumber(row.num_sites);
  candidate.isFree = codes.isFree;
  candidate.feeNote = codes.feeNote;
  candidate.maxRvLength = codes.maxRvLength;
  candidate.phone = normalizePhone(row.phone);
  candidate.reservable = codes.reservable;
  candidate.season = formatSeason(row.dates_open);
  candidate.elevationFt = parseWholeNumber(row.elevation, 1, 15_000);
  candidate.description = comments ? plainTextToHtml(comments[0]!.toUpperCase() + comments.slice(1)) : null;
  candidate.nearestTown = uscampgroundsTown(row.extra ?? '');
  return { candidate };
}
