// The newest reviews and field reports near the visitor, read in the browser: the visitor's
// rough location comes from the API's GeoIP lookup of their own request (docs/api-whats-new.md).
import { z } from 'zod';
import { createApiClient } from '@/lib/api-client';
import {
  pairWithCampgrounds,
  type RecentFieldReport,
  recentFieldReportSchema,
  type RecentReview,
  recentReviewSchema,
  type WithCampground,
} from '@/features/guides/recent-activity';

const api = createApiClient();

/** How far "near you" reaches: a long day's drive. */
export const NEAR_YOU_RADIUS_KM = 300;
const SHOWN = 5;

// The API answers the centre of the US, userLocationFound false, when it cannot place the visitor.
const userLocationSchema = z.object({
  lat: z.number(),
  long: z.number(),
  city: z.string().catch(''),
  userLocationFound: z.boolean().catch(false),
});

export interface NearYou {
  /** The visitor's city when GeoIP found it; null when the default location (centre of the US) stood in. */
  city: string | null;
  reviews: WithCampground<RecentReview>[];
  fieldReports: WithCampground<RecentFieldReport>[];
}

async function newest<T>(
  type: 'whats-new/reviews' | 'whats-new/field-reports',
  schema: z.ZodType<T>,
  around: string,
): Promise<WithCampground<T>[]> {
  const answer = await api.findAll(type, { filter: { around }, include: 'campground', page: { size: SHOWN } });
  return pairWithCampgrounds(schema, answer.data, (index) => answer.related(answer.data[index]!, 'campground')[0]);
}

export async function loadNearYou(): Promise<NearYou> {
  const location = userLocationSchema.parse(await api.getJson('/api/edge/geoip'));
  const around = `${location.long},${location.lat},${NEAR_YOU_RADIUS_KM}`;
  const [reviews, fieldReports] = await Promise.all([
    newest('whats-new/reviews', recentReviewSchema, around),
    newest('whats-new/field-reports', recentFieldReportSchema, around),
  ]);
  return { city: location.userLocationFound && location.city ? location.city : null, reviews, fieldReports };
}
