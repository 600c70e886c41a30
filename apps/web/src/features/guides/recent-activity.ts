// The newest reviews and field reports as the what's-new lists send them (docs/api-whats-new.md),
// each with the campground it is about. Shared by the guides' field-report block (server) and the
// /new page's "near you" section (browser). Pure module.
import { z } from 'zod';
import { type Campground, campgroundSchema } from '@/features/campgrounds/campground-schema';

export const recentReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  body: z.string(),
  stayedOn: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type RecentReview = z.infer<typeof recentReviewSchema>;

const signalSchema = z.object({
  carrier: z.string(),
  carrierLabel: z.string(),
  signal: z.enum(['none', 'weak', 'fair', 'strong']),
  downloadMbps: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  uploadMbps: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
});
export type RecentSignal = z.infer<typeof signalSchema>;

export const recentFieldReportSchema = z.object({
  id: z.string(),
  visitedOn: z.string(),
  roadNotes: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  accessNotes: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  siteNotes: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  signals: z.array(signalSchema).default([]),
  authorName: z.string(),
  createdAt: z.string(),
});
export type RecentFieldReport = z.infer<typeof recentFieldReportSchema>;

/** An item with its campground; items whose campground did not come along are dropped. */
export interface WithCampground<T> {
  item: T;
  campground: Campground;
}

/**
 * Pairs each record with its campground. `records` are flat (attributes camelCased beside id);
 * `campgroundOf` finds the included campground's flat record.
 */
export function pairWithCampgrounds<T>(
  schema: z.ZodType<T>,
  records: readonly unknown[],
  campgroundOf: (index: number) => unknown,
): WithCampground<T>[] {
  return records.flatMap((record, index) => {
    const item = schema.safeParse(record);
    const campground = campgroundSchema.safeParse(campgroundOf(index));
    return item.success && campground.success ? [{ item: item.data, campground: campground.data }] : [];
  });
}

const SIGNAL_WORDS: Record<RecentSignal['signal'], string> = {
  none: 'no signal',
  weak: 'weak signal',
  fair: 'fair signal',
  strong: 'strong signal',
};

/** "Verizon: strong signal, 31.5 Mbps down" — one carrier's line of a report. */
export function signalSummary(signal: RecentSignal): string {
  const speed = signal.downloadMbps === null ? '' : `, ${signal.downloadMbps} Mbps down`;
  return `${signal.carrierLabel}: ${SIGNAL_WORDS[signal.signal]}${speed}`;
}
