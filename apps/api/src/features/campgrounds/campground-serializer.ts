import { AGENCIES, DATA_SOURCES, sourceRecordUrl, type Agency } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { CampgroundRecord } from './campground-repository.ts';

/**
 * `coverPhoto`: the photo pages and cards lead with (null: none yet); left out by callers that
 * show no pictures.
 */
export function campgroundResource(
  row: CampgroundRecord,
  nearbyIds?: number[],
  claimIds?: number[],
  coverPhoto?: Record<string, unknown> | null,
): ResourceObject {
  const attribution = [...new Set(row.sources.map((ref) => DATA_SOURCES[ref.source].attribution))];
  return resource(
    'campgrounds',
    String(row.id),
    {
      slug: row.slug,
      name: row.name,
      regionCode: row.regionCode,
      regionSlug: row.regionSlug,
      regionName: row.regionName,
      latitude: row.latitude,
      longitude: row.longitude,
      nearestTown: row.nearestTown,
      agency: row.agency,
      agencyLabel: AGENCIES[row.agency as Agency] ?? AGENCIES.other,
      siteTypes: row.siteTypes,
      amenities: row.amenities,
      numSites: row.numSites,
      isFree: row.isFree,
      feeNote: row.feeNote,
      maxRvLength: row.maxRvLength,
      phone: row.phone,
      website: row.website,
      email: row.email,
      reservable: row.reservable,
      season: row.season,
      elevationFt: row.elevationFt,
      priceCents: row.priceCents,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      description: row.description,
      sources: row.sources.map((ref) => ({ source: ref.source, id: ref.id, url: sourceRecordUrl(ref.source, ref.id) })),
      attribution,
      updatedAt: row.updatedAt.toISOString(),
      bookable: row.bookingPolicy !== null,
      demoInventory: row.demoInventory,
      bookingPolicy: row.bookingPolicy,
      claimed: row.claimed,
      hidden: row.hiddenAt !== null,
      hiddenReason: row.hiddenAt !== null ? row.hiddenReason : null,
      mergedIntoId: row.mergedIntoId === null ? null : String(row.mergedIntoId),
      ...(coverPhoto !== undefined && { coverPhoto }),
    },
    {
      region: { data: { type: 'regions', id: row.regionSlug } },
      // Only when included: there is no nearby endpoint to link to, and an empty relationship
      // (no data, links or meta) is not valid JSON:API.
      ...(nearbyIds && { nearby: { data: nearbyIds.map((id) => ({ type: 'campgrounds', id: String(id) })) } }),
      ...(claimIds && {
        campgroundClaims: { data: claimIds.map((id) => ({ type: 'campground-claims', id: String(id) })) },
      }),
    },
  );
}
