// The overview's "today": who arrives and who leaves at the campground on its own calendar day.
import { addDays } from '@campwise/domain';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

const stay = z.object({
  id: z.string(),
  name: z
    .string()
    .nullish()
    .transform((value) => value || 'Guest'),
  startDate: z.string(),
  endDate: z.string(),
  siteName: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  status: z.string(),
});
export type TodaysStay = z.infer<typeof stay>;

export interface TodaysStays {
  arrivals: TodaysStay[];
  departures: TodaysStay[];
}

/** Splits confirmed stays into today's arrivals and departures; a stay neither begins nor ends otherwise. */
export function splitToday(stays: readonly TodaysStay[], today: string): TodaysStays {
  const confirmed = stays.filter((item) => item.status === 'confirmed');
  return {
    arrivals: confirmed.filter((item) => item.startDate === today),
    departures: confirmed.filter((item) => item.endDate === today),
  };
}

/**
 * Stays overlapping [yesterday, tomorrow): a departure today ended its last night yesterday, so
 * asking for today's night alone would miss it.
 */
export async function loadTodaysStays(client: ApiClient, campgroundId: string, today: string): Promise<TodaysStays> {
  const answer = await client.findAll('reservations', {
    filter: { campground: campgroundId, status: 'confirmed', from: addDays(today, -1), to: addDays(today, 1) },
    page: { size: 100 },
  });
  return splitToday(
    answer.data.map((record) => stay.parse(record)),
    today,
  );
}
