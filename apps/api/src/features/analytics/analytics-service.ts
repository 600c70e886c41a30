// First-party analytics (docs/api-analytics.md): storing what browsers send, within a rate limit
// per visitor and per client address, and the admin's summary of a range of days.
import { addDays, EXPERIMENT_NAME_PATTERN, todayIn } from '@campwise/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { reserveRateLimits } from '../../rate-limits/rate-limit.ts';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-window.ts';
import {
  countEventsPerDay,
  countFunnel,
  countPurchasesPerVariant,
  countVariantResults,
  insertAnalyticsEvents,
  type DailyCount,
  type VariantResult,
  type VariantSales,
} from './analytics-repository.ts';
import type { EventAttributes } from './analytics-schemas.ts';

interface AnalyticsContext {
  db: Db;
  clock: Clock;
}

/** Batches per visitor: a busy tab sends one every few seconds at most. */
export const BATCHES_PER_VISITOR: RateLimitPolicy = { limit: 60, windowSeconds: 60 };
/** Batches per client address: a household or a campsite's wifi full of visitors. */
export const BATCHES_PER_ADDRESS: RateLimitPolicy = { limit: 600, windowSeconds: 60 };

/** How far a browser's clock may be off before its time is not believed. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Events queued longer than this (an offline tab) are stored at their arrival. */
const MAX_EVENT_AGE_MS = 24 * 60 * 60_000;

/** The longest range a summary covers. */
export const MAX_SUMMARY_DAYS = 366;
export const DEFAULT_SUMMARY_DAYS = 30;

export const ANALYTICS_MESSAGES = {
  tooMany: 'Too many analytics events from this visitor or address; try again shortly.',
  oneVisitor: 'All events of one request belong to one visitor-id.',
  rangeOrder: 'filter[from] must not be after filter[to].',
  rangeLength: `A summary covers at most ${MAX_SUMMARY_DAYS} days.`,
} as const;

/** The browser's time when believable, else the server's: a wrong clock must not move an event to another day. */
function occurredAt(sent: string, now: Date): Date {
  const at = new Date(sent);
  const age = now.getTime() - at.getTime();
  return age < -CLOCK_SKEW_MS || age > MAX_EVENT_AGE_MS ? now : at;
}

export async function recordEvents(
  ctx: AnalyticsContext,
  events: readonly EventAttributes[],
  caller: { userId: number | null; ip: string },
): Promise<number> {
  const visitorId = events[0]!['visitor-id'];
  if (events.some((event) => event['visitor-id'] !== visitorId)) {
    throw AppError.invalidBody('/data', ANALYTICS_MESSAGES.oneVisitor);
  }
  const now = ctx.clock();
  const reservation = await reserveRateLimits(
    ctx.db,
    [
      { policy: BATCHES_PER_VISITOR, key: `analytics:visitor:${visitorId}` },
      { policy: BATCHES_PER_ADDRESS, key: `analytics:ip:${caller.ip}` },
    ],
    now,
  );
  if (!reservation.allowed) throw AppError.rateLimited(ANALYTICS_MESSAGES.tooMany, reservation.retryAfterSeconds);
  return insertAnalyticsEvents(
    ctx.db,
    events.map((event) => ({
      name: event.name,
      visitorId,
      userId: caller.userId,
      pageName: event['page-name'],
      path: event.path,
      properties: event.properties,
      experiments: event.experiments,
      occurredAt: occurredAt(event['occurred-at'], now),
    })),
  );
}

export interface AnalyticsSummary {
  from: string;
  to: string;
  eventsPerDay: DailyCount[];
  funnel: { step: string; visitors: number }[];
  experiments: (VariantResult & { conversionRate: number })[];
  /** PRO purchases per variant as the subscriptions recorded them: the server's count, not the browsers'. */
  recordedPurchases: VariantSales[];
}

/** The inclusive day range asked for: `to` defaults to today (UTC), `from` to 29 days before it. */
export function summaryRange(filter: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const to = filter.to ?? todayIn('UTC', now);
  const from = filter.from ?? addDays(to, -(DEFAULT_SUMMARY_DAYS - 1));
  if (from > to) throw AppError.invalidParameter('filter[from]', ANALYTICS_MESSAGES.rangeOrder);
  if (addDays(from, MAX_SUMMARY_DAYS - 1) < to) {
    throw AppError.invalidParameter('filter[to]', ANALYTICS_MESSAGES.rangeLength);
  }
  return { from, to };
}

export async function summarize(
  ctx: AnalyticsContext,
  filter: { from?: string; to?: string },
): Promise<AnalyticsSummary> {
  const { from, to } = summaryRange(filter, ctx.clock());
  const range = { start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`) };
  const [eventsPerDay, funnel, variants, sales] = await Promise.all([
    countEventsPerDay(ctx.db, range),
    countFunnel(ctx.db, range),
    countVariantResults(ctx.db, range),
    countPurchasesPerVariant(ctx.db, range),
  ]);
  return {
    from,
    to,
    eventsPerDay,
    funnel: [
      { step: 'visited', visitors: funnel.visitors },
      { step: 'signed-up', visitors: funnel.signedUp },
      { step: 'bought-pro', visitors: funnel.signedUpThenPro },
    ],
    experiments: variants.map((variant) => ({
      ...variant,
      conversionRate:
        variant.visitors === 0 ? 0 : Math.round((variant.proPurchases / variant.visitors) * 10_000) / 10_000,
    })),
    // Attribution is stored as the browser sent it: names that could never be an experiment are not shown.
    recordedPurchases: sales.filter(
      (row) => EXPERIMENT_NAME_PATTERN.test(row.experiment) && EXPERIMENT_NAME_PATTERN.test(row.variant),
    ),
  };
}
