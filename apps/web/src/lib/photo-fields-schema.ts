import { z } from 'zod';

// What every photo answer of the API carries (docs/api-community.md), shared by the photos feature
// (gallery, review photos) and the campgrounds feature (a campground's cover photo, ADR 0030),
// which may not import each other.

/** WebP variants at 320, 960 and 2048 px; an empty caption is no caption; no name is 'Camper'. */
export const photoFieldsSchema = z.object({
  id: z.string(),
  caption: z
    .string()
    .nullish()
    .transform((value) => (value && value.trim() !== '' ? value : null)),
  width: z.number(),
  height: z.number(),
  urls: z.object({ thumb: z.string(), medium: z.string(), large: z.string() }),
  authorName: z
    .string()
    .nullish()
    .transform((name) => name || 'Camper'),
});
