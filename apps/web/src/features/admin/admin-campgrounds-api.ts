// The admin's campground moderation (docs/api-claims.md, "Admin: hide and merge campgrounds"):
// find campgrounds by name (the public autocomplete, which lists visible ones), hide and show
// again, merge a duplicate, and the list of hidden ones.
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

const suggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  url: z.string(),
});

export const moderatedCampgroundSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  regionSlug: z.string(),
  regionName: z.string(),
  hidden: z.boolean().default(false),
  hiddenReason: z.string().nullish(),
  mergedIntoId: z.string().nullish(),
});
export type ModeratedCampground = z.infer<typeof moderatedCampgroundSchema>;

export interface FoundCampground {
  id: string;
  name: string;
  /** "Aspen Meadow, CO". */
  label: string;
  /** Its public page. */
  url: string;
}

export async function findCampgroundsByName(client: ApiClient, query: string): Promise<FoundCampground[]> {
  const body = await client.getJson('/api/autocomplete/campgrounds', { q: query.trim() });
  return z.array(suggestionSchema).parse(body);
}

export async function listHiddenCampgrounds(client: ApiClient): Promise<ModeratedCampground[]> {
  const { data } = await client.findAll('hidden-campgrounds', { page: { size: 50 } });
  return data.map((record) => moderatedCampgroundSchema.parse(record));
}

export async function hideCampground(client: ApiClient, id: string, reason: string): Promise<ModeratedCampground> {
  const record = await client.write('POST', `/campgrounds/${id}/hiding`, {
    type: 'campground-hidings',
    attributes: { reason: reason.trim() },
  });
  return moderatedCampgroundSchema.parse(record);
}

export async function showCampground(client: ApiClient, id: string): Promise<ModeratedCampground> {
  return moderatedCampgroundSchema.parse(await client.write('DELETE', `/campgrounds/${id}/hiding`));
}

/** Merges the duplicate into the target; answers the target as it is now. */
export async function mergeCampground(
  client: ApiClient,
  duplicateId: string,
  targetId: string,
): Promise<ModeratedCampground> {
  const record = await client.write('POST', `/campgrounds/${duplicateId}/merge`, {
    type: 'campground-merges',
    attributes: {},
    relationships: { target: { type: 'campgrounds', id: targetId } },
  });
  return moderatedCampgroundSchema.parse(record);
}
