// How complete a campground record is (0-100): orders "recommended" lists until reviews exist.

export interface QualityInput {
  /** false for names we derived ("Backcountry campsite near Ely"). */
  hasOwnName: boolean;
  description: string | null;
  numSites: number | null;
  phone: string | null;
  website: string | null;
  amenities: readonly string[];
  siteTypes: readonly string[];
  season: string | null;
  isFree: boolean | null;
  reservable: boolean | null;
  agency: string;
}

/** Descriptions shorter than this are one-liners ("take ferry") and earn half the points. */
const RICH_DESCRIPTION_CHARS = 200;

export function qualityScore(record: QualityInput): number {
  const descriptionChars = record.description?.replace(/<[^>]+>/g, '').trim().length ?? 0;
  let score = 0;
  if (record.hasOwnName) score += 10;
  if (descriptionChars > 0) score += descriptionChars >= RICH_DESCRIPTION_CHARS ? 20 : 10;
  if (record.numSites !== null) score += 10;
  if (record.phone) score += 10;
  if (record.website) score += 10;
  score += Math.min(record.amenities.length, 5) * 3;
  if (record.siteTypes.length > 0) score += 5;
  if (record.season) score += 5;
  if (record.isFree !== null) score += 5;
  if (record.reservable !== null) score += 5;
  if (record.agency !== 'other') score += 5;
  return Math.min(score, 100);
}
