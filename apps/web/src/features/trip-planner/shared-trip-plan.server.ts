// The read-only shared plan (GET /shared-trip-plans/{token}), read on the server so the page is
// complete without JavaScript and prints as it is. An unknown or withdrawn link is Next's 404.
import { getResource } from '@/lib/api-client.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseTripPlan, type TripPlan } from './trip-plan-records';

export async function loadSharedTripPlan(token: string): Promise<TripPlan> {
  const document = await getResource(`/shared-trip-plans/${encodeURIComponent(token)}`);
  const record = (resource: { id: string; attributes: Record<string, unknown> }) => ({
    ...(camelizeKeys(resource.attributes) as Record<string, unknown>),
    id: resource.id,
  });
  return parseTripPlan(record(document.data), document.included.map(record));
}
