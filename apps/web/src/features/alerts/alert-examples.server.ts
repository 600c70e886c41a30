// Real examples for /alerts: campgrounds that take bookings on Campwise, so an alert there
// watches real inventory, each with an alert one could set (two nights, weekends only, in the
// coming month). Read from the search's own availability filter, which keeps bookable
// campgrounds only.
import { addDays, todayIn } from '@campwise/domain';
import { cache } from 'react';
import { z } from 'zod';
import { getCollection } from '@/lib/api-client.server';
import { campgroundPath } from '@/lib/camping-paths';
import { parseResource } from '@/lib/json-api/json-api-document';
import type { AlertFormValues } from './alert-form';

const EXAMPLE_COUNT = 3;
/** The example window starts a few weeks out, when popular weekends are typically booked. */
const WINDOW_STARTS_IN_DAYS = 21;
const WINDOW_DAYS = 30;

const exampleCampgroundSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  regionSlug: z.string(),
  regionName: z.string(),
  bookable: z.boolean().optional(),
});

export interface AlertExample {
  campground: { id: string; name: string; path: string; regionName: string };
  form: AlertFormValues;
}

export const loadAlertExamples = cache(async (now: Date = new Date()): Promise<AlertExample[]> => {
  const startDate = addDays(todayIn('America/Denver', now), WINDOW_STARTS_IN_DAYS);
  const endDate = addDays(startDate, WINDOW_DAYS);
  const document = await getCollection('/campgrounds', {
    'filter[availability][start_date]': startDate,
    'filter[availability][end_date]': addDays(startDate, 2),
    sort: 'recommended',
    'page[size]': EXAMPLE_COUNT,
  });
  return document.data.map((resource) => {
    const campground = parseResource(exampleCampgroundSchema, resource);
    return {
      campground: {
        id: campground.id,
        name: campground.name,
        path: campgroundPath(campground),
        regionName: campground.regionName,
      },
      form: { mode: 'flexible', startDate, endDate, nights: '2', weekendsOnly: true, rvLength: '' },
    };
  });
});
