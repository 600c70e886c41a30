import { CARRIER_IDS } from '@campwise/domain';
import { cache } from 'react';
import { getCommunityCollection } from '@/features/community/community-api.server';
import { parseResource } from '@/lib/json-api/json-api-document';
import { type CarrierConnectivity, connectivitySchema } from './connectivity-schema';

/** The campground's rating per carrier, in the domain's carrier order (AT&T, T-Mobile, Verizon, Other). */
export const getConnectivity = cache(async (campgroundId: string): Promise<CarrierConnectivity[]> => {
  const document = await getCommunityCollection(`/campgrounds/${encodeURIComponent(campgroundId)}/connectivity`);
  const rows = document.data.map((resource) => parseResource(connectivitySchema, resource));
  return rows.sort((a, b) => CARRIER_IDS.indexOf(a.carrier) - CARRIER_IDS.indexOf(b.carrier));
});
