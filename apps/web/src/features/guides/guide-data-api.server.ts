// Live data for a guide's data blocks, read from the API when the page renders.
import { cache } from 'react';
import { type Campground, campgroundListMetaSchema, campgroundSchema } from '@/features/campgrounds/campground-schema';
import { getCollection } from '@/lib/api-client.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { indexIncluded, parseResource, relatedOne } from '@/lib/json-api/json-api-document';
import { type CampgroundBlock, campgroundBlockQuery, type FieldReportBlock } from './data-blocks';
import {
  pairWithCampgrounds,
  type RecentFieldReport,
  recentFieldReportSchema,
  type WithCampground,
} from './recent-activity';

export interface CampgroundBlockData {
  campgrounds: Campground[];
  /** How many campgrounds match in all (the block shows the first `limit`). */
  total: number;
}

async function loadCampgroundBlock(block: CampgroundBlock): Promise<CampgroundBlockData> {
  const document = await getCollection('/campgrounds', campgroundBlockQuery(block), { notFoundPage: false });
  return {
    campgrounds: document.data.map((resource) => parseResource(campgroundSchema, resource)),
    total: campgroundListMetaSchema.parse(camelizeKeys(document.meta)).total,
  };
}

// Keyed by the query, so a page's metadata and body share one request per block.
const campgroundBlockByQuery = cache((queryKey: string) =>
  loadCampgroundBlock(JSON.parse(queryKey) as CampgroundBlock),
);

export function fetchCampgroundBlock(block: CampgroundBlock): Promise<CampgroundBlockData> {
  return campgroundBlockByQuery(JSON.stringify(block));
}

/** The newest field reports anywhere, each with its campground. */
export async function fetchFieldReportBlock(block: FieldReportBlock): Promise<WithCampground<RecentFieldReport>[]> {
  const document = await getCollection(
    '/whats-new/field-reports',
    { include: 'campground', 'page[size]': block.limit },
    { notFoundPage: false },
  );
  const included = indexIncluded(document.included ?? []);
  return pairWithCampgrounds(
    recentFieldReportSchema,
    document.data.map((resource) => ({ id: resource.id, ...(camelizeKeys(resource.attributes) as object) })),
    (index) => {
      const campground = relatedOne(document.data[index]!, 'campground', included);
      return campground && { id: campground.id, ...(camelizeKeys(campground.attributes) as object) };
    },
  );
}
