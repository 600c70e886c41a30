import { cache } from 'react';
import { getCollection, getResource } from '@/lib/api-client.server';
import { parseResource } from '@/lib/json-api/json-api-document';
import { type Region, regionSchema } from './region-schema';

/** Every state plus DC, sorted by name. */
export const listRegions = cache(async (): Promise<Region[]> => {
  // 51 regions: one page of 100 holds them all (the API's default page is 20).
  const document = await getCollection('/regions', { sort: 'name', 'page[size]': '100' });
  return document.data.map((resource) => parseResource(regionSchema, resource));
});

/** One state by slug; an unknown slug ends in the not-found page. */
export const getRegion = cache(async (slug: string): Promise<Region> => {
  const document = await getResource(`/regions/${encodeURIComponent(slug)}`);
  return parseResource(regionSchema, document.data);
});
