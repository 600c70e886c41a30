// Final campgrounds -> table rows: identity (external key), slug and the content hash.
import { createHash } from 'node:crypto';
import type { NewCampgroundRow } from '../../db/schema/index.ts';
import { externalKeyOf } from './campground-candidate.ts';
import type { FinalCampground } from './finalize-campgrounds.ts';

/**
 * The preferred source's key, except that a key already in the table wins: when a new RIDB record
 * starts covering a campground first imported from OSM, the row (and its slug) stays the same.
 */
export function chooseExternalKey(
  campground: Pick<FinalCampground, 'members'>,
  existingKeys: ReadonlySet<string>,
): string {
  const keys = campground.members.map(externalKeyOf);
  const first = keys[0];
  if (!first) throw new Error('A campground needs at least one source record');
  return keys.find((key) => existingKeys.has(key)) ?? first;
}

export type CampgroundContent = Omit<
  NewCampgroundRow,
  'id' | 'externalKey' | 'slug' | 'contentHash' | 'createdAt' | 'updatedAt'
>;

export function campgroundContent(campground: FinalCampground): CampgroundContent {
  return {
    regionCode: campground.regionCode,
    name: campground.name,
    latitude: campground.latitude,
    longitude: campground.longitude,
    agency: campground.agency,
    siteTypes: campground.siteTypes,
    amenities: campground.amenities,
    numSites: campground.numSites,
    isFree: campground.isFree,
    feeNote: campground.feeNote,
    priceCents: campground.priceCents,
    maxRvLength: campground.maxRvLength,
    phone: campground.phone,
    website: campground.website,
    email: campground.email,
    reservable: campground.reservable,
    season: campground.season,
    elevationFt: campground.elevationFt,
    description: campground.description,
    nearestTown: campground.nearestTown,
    quality: campground.quality,
    sources: campground.sources,
  };
}

/** sha1 over every imported field in a fixed order; equal hashes mean "nothing to update". */
export function contentHash(content: CampgroundContent): string {
  const ordered = Object.keys(content)
    .sort()
    .map((key) => [key, content[key as keyof CampgroundContent] ?? null]);
  return createHash('sha1').update(JSON.stringify(ordered)).digest('hex');
}

export function campgroundRow(content: CampgroundContent, externalKey: string, slug: string): NewCampgroundRow {
  return { ...content, externalKey, slug, contentHash: contentHash(content) };
}
