import { z } from 'zod';
import { photoFieldsSchema } from '@/lib/photo-fields-schema';

/** A camper's photo (docs/api-community.md): WebP variants at 320, 960 and 2048 px. */
export const photoSchema = photoFieldsSchema.extend({
  createdAt: z.string(),
  hidden: z.boolean().default(false),
});
export type Photo = z.infer<typeof photoSchema>;

/** Alt text: the caption when the camper wrote one, else who took it. */
export function photoAlt(photo: Pick<Photo, 'caption' | 'authorName'>, campgroundName: string): string {
  return photo.caption ?? `Photo of ${campgroundName} by ${photo.authorName}`;
}
