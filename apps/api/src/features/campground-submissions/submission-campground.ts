// The campground an approved suggestion becomes: placed in the state its point lies in, with a
// slug unique in that state, built like an imported one (quality score, escaped description) and
// keyed campwise:submission:{id} so it is never confused with an open-data record.
import { RESERVED_REGION_SEGMENTS, slugify, uniqueSlug, type SiteType } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import type { NewCampgroundRow } from '../../db/schema/index.ts';
import { createStateLocator, OSM_OFFSHORE_TOLERANCE_METERS } from '../import/assign-state.ts';
import type { Geometry } from '../import/point-in-polygon.ts';
import { qualityScore } from '../import/quality-score.ts';
import { plainTextToHtml } from '../import/sanitize-description.ts';
import { loadStateOutlines, takenSlugs, type SubmissionRow } from './submission-repository.ts';

/** What a submission's details hold (as POST /campground-submissions stored them). */
export interface SubmissionDetails {
  description?: string;
  website?: string;
  phone?: string;
  email?: string;
  siteTypes?: SiteType[];
  amenities?: string[];
  priceCents?: number | null;
  reservable?: boolean | null;
}

/**
 * The state (USPS code) a point is in, or null outside the 50 states and DC. The stricter OSM
 * tolerance: a point just across the border is Canada or Mexico, not a US island.
 */
export async function regionOfPoint(db: Db, latitude: number, longitude: number): Promise<string | null> {
  const outlines = await loadStateOutlines(db);
  const locate = createStateLocator(outlines.map((row) => ({ code: row.code, outline: row.outline as Geometry })));
  return locate(latitude, longitude, OSM_OFFSHORE_TOLERANCE_METERS)?.code ?? null;
}

export async function campgroundFromSubmission(
  db: Db,
  submission: SubmissionRow,
  regionCode: string,
  now: Date,
): Promise<NewCampgroundRow> {
  const details = submission.details as SubmissionDetails;
  const slug = uniqueSlug(
    slugify(submission.name),
    new Set([...RESERVED_REGION_SEGMENTS, ...(await takenSlugs(db, regionCode))]),
  );
  const description = plainTextToHtml(details.description);
  const price = details.priceCents ?? null;
  const fields = {
    name: submission.name,
    description,
    numSites: null,
    phone: details.phone || null,
    website: details.website || null,
    email: details.email || null,
    amenities: details.amenities ?? [],
    siteTypes: details.siteTypes ?? [],
    season: null,
    isFree: price === null ? null : price === 0,
    reservable: details.reservable ?? null,
    agency: 'private',
  };
  return {
    ...fields,
    externalKey: `campwise:submission:${submission.id}`,
    slug,
    regionCode,
    latitude: submission.latitude,
    longitude: submission.longitude,
    priceCents: price,
    sources: [],
    contentHash: `campwise:submission:${submission.id}`,
    quality: qualityScore({ ...fields, hasOwnName: true }),
    createdAt: now,
    updatedAt: now,
  };
}
