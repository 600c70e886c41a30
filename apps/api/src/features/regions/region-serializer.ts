import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { RegionSummary } from './region-repository.ts';

export function regionResource(region: RegionSummary): ResourceObject {
  return resource('regions', region.slug, {
    slug: region.slug,
    code: region.code,
    name: region.name,
    bbox: [region.minLon, region.minLat, region.maxLon, region.maxLat],
    labelPoint: [region.labelLon, region.labelLat],
    campgroundCount: region.campgroundCount,
  });
}
