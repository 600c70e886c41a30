import { CARRIER_IDS, CARRIERS, type Carrier, CONNECTIVITY_RATINGS } from '@campwise/domain';
import { z } from 'zod';

const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

/** One carrier's rating at a campground (GET /campgrounds/{id}/connectivity). */
export const connectivitySchema = z.object({
  id: z.string(),
  carrier: z.enum(CARRIER_IDS as [Carrier, ...Carrier[]]),
  carrierLabel: z.string().nullish(),
  // An unknown word from a newer API reads as Unknown rather than breaking the page.
  rating: z.string().transform((value) => CONNECTIVITY_RATINGS.find((rating) => rating === value) ?? 'Unknown'),
  reportCount: z.number().int().nonnegative().default(0),
  medianDownloadMbps: optionalNumber,
  medianUploadMbps: optionalNumber,
  updatedAt: z.string().nullish(),
});
export type CarrierConnectivity = z.infer<typeof connectivitySchema>;

export function carrierLabel(row: Pick<CarrierConnectivity, 'carrier' | 'carrierLabel'>): string {
  return row.carrierLabel || CARRIERS[row.carrier];
}
