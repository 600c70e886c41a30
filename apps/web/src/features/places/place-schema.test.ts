import { describe, expect, it } from 'vitest';
import { parseResource } from '@/lib/json-api/json-api-document';
import { hasSlug, isAdminArea, placeSchema } from './place-schema';

describe('placeSchema', () => {
  it('reads a places resource as docs/api-places.md describes it', () => {
    const place = parseResource(placeSchema, {
      type: 'places',
      id: 'park:arch',
      attributes: {
        kind: 'park',
        'place-type': 'admin_area',
        slug: 'arches-national-park',
        name: 'Arches National Park',
        label: 'Arches National Park, UT',
        'region-code': 'UT',
        'region-slug': 'utah',
        'region-name': 'Utah',
        latitude: 38.72,
        longitude: -109.59,
        bbox: [-109.7, 38.6, -109.45, 38.85],
        population: null,
        designation: 'National Park',
        'near-count': 40,
        'area-count': 2,
        'near-radius-km': 50,
      },
    });
    expect(place).toMatchObject({
      id: 'park:arch',
      kind: 'park',
      slug: 'arches-national-park',
      bbox: [-109.7, 38.6, -109.45, 38.85],
      nearCount: 40,
      areaCount: 2,
      nearRadiusKm: 50,
      population: null,
    });
    expect(isAdminArea(place)).toBe(true);
  });

  it('tolerates missing optional attributes', () => {
    const place = parseResource(placeSchema, {
      type: 'places',
      id: 'city:1840020232',
      attributes: { kind: 'city', slug: 'moab', name: 'Moab', latitude: 38.57, longitude: -109.55, 'near-count': 3 },
    });
    expect(place).toMatchObject({ bbox: null, areaCount: null, designation: null, nearRadiusKm: null });
    expect(isAdminArea(place)).toBe(false);
    expect(hasSlug(place)).toBe(true);
    expect(hasSlug({ ...place, slug: null })).toBe(false);
  });
});
