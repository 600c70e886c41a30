import { z } from 'zod';

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

/** A camper's photo (docs/api-community.md): WebP variants at 320, 960 and 2048 px. */
export const photoSchema = z.object({
  id: z.string(),
  caption: optionalText,
  width: z.number(),
  height: z.number(),
  urls: z.object({ thumb: z.string(), medium: z.string(), large: z.string() }),
  authorName: z
    .string()
    .nullish()
    .transform((name) => name || 'Camper'),
  createdAt: z.string(),
  hidden: z.boolean().default(false),
});
export type Photo = z.infer<typeof photoSchema>;

/** Alt text: the caption when the camper wrote one, else who took it. */
export function photoAlt(photo: Pick<Photo, 'caption' | 'authorName'>, campgroundName: string): string {
  return photo.caption ?? `Photo of ${campgroundName} by ${photo.authorName}`;
}
