import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  collectionDocumentSchema,
  indexIncluded,
  parseResource,
  relatedMany,
  relatedOne,
  type ResourceObject,
} from './json-api-document';

const document = collectionDocumentSchema.parse({
  data: [
    {
      type: 'campgrounds',
      id: '1234',
      attributes: { name: 'Steel Creek Campground', 'num-sites': 40 },
      relationships: {
        region: { data: { type: 'regions', id: 'arkansas' } },
        nearby: {
          data: [
            { type: 'campgrounds', id: '1240' },
            { type: 'campgrounds', id: 'missing' },
            { type: 'campgrounds', id: '1239' },
          ],
        },
      },
    },
  ],
  included: [
    { type: 'regions', id: 'arkansas', attributes: { name: 'Arkansas' } },
    { type: 'campgrounds', id: '1239', attributes: { name: 'Kyles Landing' } },
    { type: 'campgrounds', id: '1240', attributes: { name: 'Ozark Campground' } },
  ],
});
const [campground] = document.data as [ResourceObject];
const included = indexIncluded(document.included);

describe('collectionDocumentSchema', () => {
  it('defaults a missing included list and meta', () => {
    expect(collectionDocumentSchema.parse({ data: [] })).toEqual({ data: [], included: [], meta: {} });
  });
});

describe('relationships', () => {
  it('resolves a to-one relationship from included', () => {
    expect(relatedOne(campground, 'region', included)?.attributes).toEqual({ name: 'Arkansas' });
  });

  it('resolves a to-many relationship in the API order, skipping what was not included', () => {
    expect(relatedMany(campground, 'nearby', included).map((resource) => resource.id)).toEqual(['1240', '1239']);
  });

  it('gives nothing for a relationship that is absent', () => {
    expect(relatedOne(campground, 'owner', included)).toBeUndefined();
    expect(relatedMany(campground, 'reviews', included)).toEqual([]);
  });
});

describe('parseResource', () => {
  const schema = z.object({ id: z.string(), name: z.string(), numSites: z.number() });

  it('validates camelCased attributes together with the id', () => {
    expect(parseResource(schema, campground)).toEqual({ id: '1234', name: 'Steel Creek Campground', numSites: 40 });
  });

  it('names the resource when the API sends something unexpected', () => {
    const broken = { ...campground, attributes: { name: 'Steel Creek Campground' } };
    expect(() => parseResource(schema, broken)).toThrow(/campgrounds 1234/);
  });
});
