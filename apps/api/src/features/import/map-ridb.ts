// RIDB (recreation.gov) facilities -> candidates: "Campground" rows, and "Facility" rows whose name
// says camp (first-come campgrounds filed generically); other facilities are offices, trails, areas,
// passes and permits (see the ADR).
import { sourceRecordUrl, type Agency, type SiteType } from '@campwise/domain';
import { emptyCandidate, type MapResult } from './campground-candidate.ts';
import { displayName } from './display-name.ts';
import { cleanText, normalizeEmail, normalizePhone, parseCoordinate, unique } from './field-values.ts';
import { sanitizeDescription } from './sanitize-description.ts';
import { agencyFromDescription, agencyFromName, amenitiesFromText, mentions, siteTypesFromName } from './text-rules.ts';

export interface RidbRow {
  FacilityID: string;
  FacilityName: string;
  FacilityLatitude: string;
  FacilityLongitude: string;
  FacilityDescription: string;
  FacilityPhone: string;
  FacilityEmail: string;
  FacilityTypeDescription: string;
  Reservable: string;
  Keywords: string;
}

/** The export cuts FacilityDescription at exactly this many characters. */
const RIDB_DESCRIPTION_LIMIT = 500;

/**
 * recreation.gov files reservable picnic shelters and pavilions under "Campground" too; without a
 * camping word in the name they are day-use only.
 */
const DAY_USE_NAME = /\b(?:day[- ]?use|picnic|pavilions?|shelters?|ramadas?|marina end ties)\b/i;
const OVERNIGHT_NAME = /\b(?:camp\w*|cabins?|lodge|lookout|yurts?|bunkhouse|guard station)\b/i;

function isDayUseName(name: string): boolean {
  return DAY_USE_NAME.test(name) && !OVERNIGHT_NAME.test(name);
}

/** Agency e-mail domains are the most reliable agency signal RIDB has (no agency column). */
export function agencyFromEmail(text: string | null | undefined): Agency | null {
  const value = (text ?? '').toLowerCase();
  if (/\b(?:fs\.fed\.us|usda\.gov)\b/.test(value)) return 'usfs';
  if (/\bblm\.gov\b/.test(value)) return 'blm';
  if (/\bnps\.gov\b/.test(value)) return 'nps';
  if (/\busace\.army\.mil\b/.test(value)) return 'army_corps';
  return null;
}

/** recreation.gov tags Forest Service facilities with their forest: "BITTERROOT NF -FS", "NFs IN FLORIDA - FS". */
export function agencyFromKeywords(keywords: string | null | undefined): Agency | null {
  const value = keywords ?? '';
  if (/\bNFS?\b|-\s*FS\b/i.test(value)) return 'usfs';
  if (/\bNPS?\b/.test(value)) return 'nps';
  if (/\bBLM\b/.test(value)) return 'blm';
  return null;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const FREE_SENTENCE =
  /\b(?:there (?:is|are) no (?:camping |overnight )?fees?|no fees? (?:is |are )?(?:required|charged|associated|for)|currently has no fees?|free of charge|no charge for camping|free (?:campground|camping)|no camping fees?|no fees?\.)/i;
const SEASONAL_QUALIFIER = /\b(?:off-?season|winter|closed season|after (?:labor day|the season))\b/i;

/**
 * RIDB has no fee column. Only an explicit, unconditional "no fee" sentence makes a campground free;
 * "no fees during the off-season" does not, and silence means unknown, never "paid".
 */
export function ridbIsFree(text: string): boolean | null {
  const sentences = text.split(/(?<=[.!?])\s+/);
  return sentences.some((sentence) => FREE_SENTENCE.test(sentence) && !SEASONAL_QUALIFIER.test(sentence)) ? true : null;
}

function maxRvLength(text: string): number | null {
  const match = text.match(
    /\b(?:maximum|max\.?)\s+(?:rv\s+|trailer\s+|vehicle\s+|spur\s+|unit\s+|camper\s+)?(?:length|size)?[^0-9.]{0,25}?(\d{2,3})\s*(?:feet|foot|ft\b|')/i,
  );
  const feet = match?.[1] ? Number.parseInt(match[1], 10) : Number.NaN;
  return feet >= 10 && feet <= 100 ? feet : null;
}

function elevationFt(text: string): number | null {
  const match = text.match(
    /\belevation(?: of| is|:)?\s*(?:approximately |about |approx\.? |nearly |over )?([\d,]{3,6})\s*(?:feet|foot|ft\b)/i,
  );
  const feet = match?.[1] ? Number.parseInt(match[1].replace(/,/g, ''), 10) : Number.NaN;
  return feet >= 0 && feet <= 15_000 ? feet : null;
}

function siteTypes(name: string | null, text: string): SiteType[] {
  const fromName = siteTypesFromName(name);
  // Lookouts, cabins and guard stations are rentals: no tent or RV pads unless the name says so.
  if (fromName.includes('cabin')) return fromName;
  const types: SiteType[] = [...fromName];
  const noTents = /\bno tents?\b|\btents? (?:are )?not (?:allowed|permitted)\b|\b(?:rv|trailer)s? only\b/i.test(text);
  if (!noTents) types.push('tent');
  if (
    mentions(
      text,
      /\b(?:rvs?|motorhomes?|trailers?|hook-?ups?|recreational vehicles?)\b/i,
      /\b(?:no (?:rvs?|trailers?)|(?:rvs?|trailers?) (?:are )?not (?:recommended|allowed|permitted|suitable)|not suitable for (?:rvs?|trailers?)|tents? only)\b/i,
    )
  ) {
    types.push('rv');
  }
  return unique(types);
}

const CAMPING_NAME = /\b(?:campgrounds?|campsites?|camp)\b/i;

function isRidbCampground(row: Pick<RidbRow, 'FacilityTypeDescription' | 'FacilityName'>): boolean {
  const type = row.FacilityTypeDescription?.trim();
  return type === 'Campground' || (type === 'Facility' && CAMPING_NAME.test(row.FacilityName ?? ''));
}

export function mapRidb(row: RidbRow): MapResult {
  if (!isRidbCampground(row)) return { dropped: 'not a campground' };
  const latitude = parseCoordinate(row.FacilityLatitude, 90);
  const longitude = parseCoordinate(row.FacilityLongitude, 180);
  if (latitude === null || longitude === null) return { dropped: 'no coordinates' };

  const id = row.FacilityID.trim();
  const rawName = cleanText(row.FacilityName);
  if (rawName && isDayUseName(rawName)) return { dropped: 'day-use area' };
  const name = rawName ? displayName(rawName) : null;
  const rawDescription = row.FacilityDescription ?? '';
  const text = plainText(`${rawDescription} ${row.Keywords ?? ''}`);
  const reservable = row.Reservable === 'True' ? true : row.Reservable === 'False' ? false : null;

  const candidate = emptyCandidate('ridb', id, latitude, longitude);
  candidate.name = name;
  candidate.agency =
    agencyFromEmail(row.FacilityEmail) ??
    agencyFromKeywords(row.Keywords) ??
    agencyFromDescription(text) ??
    agencyFromName(name);
  candidate.siteTypes = siteTypes(name, `${name ?? ''} ${text}`);
  candidate.amenities = amenitiesFromText(text);
  candidate.isFree = ridbIsFree(text);
  candidate.maxRvLength = maxRvLength(text);
  candidate.elevationFt = elevationFt(text);
  candidate.phone = normalizePhone(row.FacilityPhone);
  candidate.email = normalizeEmail(row.FacilityEmail);
  candidate.reservable = reservable;
  // The recreation.gov page is where a reservable federal campground is booked.
  candidate.website = reservable ? sourceRecordUrl('ridb', id) : null;
  candidate.description = sanitizeDescription(rawDescription, {
    truncated: rawDescription.length >= RIDB_DESCRIPTION_LIMIT,
  });
  return { candidate };
}
