import { z } from 'zod';

/** A US state (or DC) as the API describes it; `slug` is also its id. */
export const regionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  code: z.string(),
  name: z.string(),
  campgroundCount: z.number().int().nonnegative(),
});
export type Region = z.infer<typeof regionSchema>;
