// Alerts and their openings as the API sends them (docs/api-alerts.md, camelCased by the API
// client), checked at the edge. Unknown reasons, channels or statuses of deliveries still read
// (shown as sent), so a value added later does not break the page.
import { z } from 'zod';
import type { ApiRecord, RelatedResolver } from '@/lib/api-client';
import { campgroundPath } from '@/lib/camping-paths';

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const alertAttributesSchema = z.object({
  id: z.string(),
  mode: z.enum(['exact', 'flexible']),
  startDate: z.string(),
  endDate: z.string(),
  nights: z.number().int(),
  weekendsOnly: z.boolean().default(false),
  rvLengthFt: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  status: z.enum(['active', 'paused', 'expired']),
  watching: z.enum(['own-inventory', 'not-bookable']).catch('own-inventory'),
  lastOpeningAt: nullableText,
  openingCount: z.number().int().default(0),
  createdAt: z.string(),
});

const campgroundSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  regionSlug: z.string(),
});

const namedSchema = z.object({ id: z.string(), name: z.string() });

export type AlertStatus = 'active' | 'paused' | 'expired';

export interface AlertCampground {
  id: string;
  name: string;
  path: string;
}

export interface Alert extends z.infer<typeof alertAttributesSchema> {
  /** Null only when the campground was not included (or is hidden now). */
  campground: AlertCampground | null;
  siteType: { id: string; name: string } | null;
  site: { id: string; name: string } | null;
}

export const ALERT_INCLUDE = 'campground,site-type,site';

function relatedNamed(record: ApiRecord, related: RelatedResolver, name: string): { id: string; name: string } | null {
  const found = namedSchema.safeParse(related(record, name)[0]);
  return found.success ? found.data : null;
}

/** One alert with its campground, site type and site from the document's included records. */
export function parseAlert(record: ApiRecord, related: RelatedResolver): Alert {
  const campground = campgroundSchema.safeParse(related(record, 'campground')[0]);
  return {
    ...alertAttributesSchema.parse(record),
    campground: campground.success
      ? { id: campground.data.id, name: campground.data.name, path: campgroundPath(campground.data) }
      : null,
    siteType: relatedNamed(record, related, 'site-type') ?? relatedNamed(record, related, 'siteType'),
    site: relatedNamed(record, related, 'site'),
  };
}

const deliverySchema = z.object({
  channel: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type AlertDelivery = z.infer<typeof deliverySchema>;

export const openingSchema = z.object({
  id: z.string(),
  siteId: z.union([z.string(), z.number()]).transform(String),
  siteName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  stillAvailable: z.boolean(),
  deliveries: z.array(deliverySchema).default([]),
  bookPath: nullableText,
});
export type AlertOpening = z.infer<typeof openingSchema>;
