// The campground point layers: free campgrounds, and campgrounds with a carrier's connectivity
// rating (campground_connectivity, kept in step with field reports).
import { and, asc, eq } from 'drizzle-orm';
import type { Carrier } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { campgroundConnectivity, campgrounds, regions } from '../../db/schema/index.ts';
import { visibleCampground } from '../campgrounds/visible-campground.ts';

export interface CampgroundPoint {
  id: number;
  name: string;
  slug: string;
  regionSlug: string;
  latitude: number;
  longitude: number;
}

export interface CoveragePoint extends CampgroundPoint {
  rating: string;
  medianDownloadMbps: number | null;
}

const pointColumns = {
  id: campgrounds.id,
  name: campgrounds.name,
  slug: campgrounds.slug,
  regionSlug: regions.slug,
  latitude: campgrounds.latitude,
  longitude: campgrounds.longitude,
};

/** Campgrounds whose nightly price is known to be nothing. */
export function listFreeCampgroundPoints(db: Db): Promise<CampgroundPoint[]> {
  return db
    .select(pointColumns)
    .from(campgrounds)
    .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
    .where(and(visibleCampground, eq(campgrounds.priceCents, 0)))
    .orderBy(asc(campgrounds.id));
}

/** Campgrounds with a rating for the carrier (only carriers with recent reports have a row). */
export function listCoveragePoints(db: Db, carrier: Carrier): Promise<CoveragePoint[]> {
  return db
    .select({
      ...pointColumns,
      rating: campgroundConnectivity.rating,
      medianDownloadMbps: campgroundConnectivity.medianDownloadMbps,
    })
    .from(campgroundConnectivity)
    .innerJoin(campgrounds, eq(campgrounds.id, campgroundConnectivity.campgroundId))
    .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
    .where(and(visibleCampground, eq(campgroundConnectivity.carrier, carrier)))
    .orderBy(asc(campgrounds.id));
}
