import { API_BASE_PATH, CARRIERS } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { ConnectivityRecord } from './connectivity-repository.ts';

/** Id "{campgroundId}-{carrier}"; it lives under its campground, so that is its self link. */
export function connectivityResource(campgroundId: number, row: ConnectivityRecord): ResourceObject {
  const object = resource(
    'connectivity',
    `${campgroundId}-${row.carrier}`,
    {
      carrier: row.carrier,
      carrierLabel: CARRIERS[row.carrier],
      rating: row.rating,
      reportCount: row.reportCount,
      medianDownloadMbps: row.medianDownloadMbps,
      medianUploadMbps: row.medianUploadMbps,
      updatedAt: row.updatedAt?.toISOString() ?? null,
    },
    { campground: { data: { type: 'campgrounds', id: String(campgroundId) } } },
  );
  object.links = { self: `${API_BASE_PATH}/campgrounds/${campgroundId}/connectivity` };
  return object;
}
