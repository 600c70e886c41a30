// Analytics events in the database: the batch the browser sent, and the admin summary's counts.
// Days are UTC calendar days; a range is [from, to) in timestamps.
import { ANALYTICS_EVENTS } from '@campwise/domain';
import { and, count, countDistinct, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export interface TimeRange {
  start: Date;
  /** Exclusive. */
  end: Date;
}

export interface DailyCount {
  day: string;
  name: string;
  count: number;
}

export interface FunnelCounts {
  visitors: number;
  signedUp: number;
  signedUpThenPro: number;
}

export interface VariantResult {
  experiment: string;
  variant: string;
  visitors: number;
  proPurchases: number;
}

export async function insertAnalyticsEvents(db: Db, events: readonly NewAnalyticsEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await db
    .insert(analyticsEvents)
    .values([...events])
    .returning({ id: analyticsEvents.id });
  return rows.length;
}

function inRange(range: TimeRange) {
  return and(gte(analyticsEvents.occurredAt, range.start), lt(analyticsEvents.occurredAt, range.end));
}

export async function countEventsPerDay(db: Db, range: TimeRange): Promise<DailyCount[]> {
  const day = sql<string>`to_char(${analyticsEvents.occurredAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, name: analyticsEvents.name, count: count() })
    .from(analyticsEvents)
    .where(inRange(range))
    .groupBy(day, analyticsEvents.name)
    .orderBy(day, analyticsEvents.name);
  return rows.map((row) => ({ day: row.day, name: row.name, count: Number(row.count) }));
}

/**
 * Visitors seen in the range; of them, those who completed a sign-up; of those, the ones with a
 * PRO purchase at or after their sign-up. Each step counts visitors, not events.
 */
export async function countFunnel(db: Db, range: TimeRange): Promise<FunnelCounts> {
  const [visitors] = await db
    .select({ n: countDistinct(analyticsEvents.visitorId) })
    .from(analyticsEvents)
    .where(inRange(range));
  type FunnelRow = { signed_up: string | number; then_pro: string | number };
  const result = await db.execute<FunnelRow>(sql`
    WITH sign_ups AS (
      SELECT visitor_id, min(occurred_at) AS signed_up_at
      FROM analytics_events
      WHERE name = ${ANALYTICS_EVENTS.signUpCompleted}
        AND occurred_at >= ${range.start.toISOString()} AND occurred_at < ${range.end.toISOString()}
      GROUP BY visitor_id
    )
    SELECT
      count(*) AS signed_up,
      count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM analytics_events p
        WHERE p.name = ${ANALYTICS_EVENTS.proPurchase} AND p.visitor_id = s.visitor_id
          AND p.occurred_at >= s.signed_up_at AND p.occurred_at < ${range.end.toISOString()}
      )) AS then_pro
    FROM sign_ups s`);
  const row = rowsOf<FunnelRow>(result)[0];
  return {
    visitors: Number(visitors?.n ?? 0),
    signedUp: Number(row?.signed_up ?? 0),
    signedUpThenPro: Number(row?.then_pro ?? 0),
  };
}

/**
 * Per experiment and variant: the visitors shown it (an 'Experiment Viewed' event), and how many
 * of them bought PRO afterwards while still in that variant (the purchase event's experiments).
 */
export async function countVariantResults(db: Db, range: TimeRange): Promise<VariantResult[]> {
  type VariantRow = { experiment: string; variant: string; visitors: string | number; pro_purchases: string | number };
  const result = await db.execute<VariantRow>(sql`
    WITH exposures AS (
      SELECT properties->>'experiment' AS experiment, properties->>'variant' AS variant, visitor_id,
             min(occurred_at) AS first_seen
      FROM analytics_events
      WHERE name = ${ANALYTICS_EVENTS.experimentViewed}
        AND occurred_at >= ${range.start.toISOString()} AND occurred_at < ${range.end.toISOString()}
        AND properties->>'experiment' IS NOT NULL AND properties->>'variant' IS NOT NULL
      GROUP BY 1, 2, 3
    )
    SELECT e.experiment, e.variant, count(*) AS visitors,
      count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM analytics_events p
        WHERE p.name = ${ANALYTICS_EVENTS.proPurchase} AND p.visitor_id = e.visitor_id
          AND p.occurred_at >= e.first_seen AND p.occurred_at < ${range.end.toISOString()}
          AND p.experiments->>e.experiment = e.variant
      )) AS pro_purchases
    FROM exposures e
    GROUP BY e.experiment, e.variant
    ORDER BY e.experiment, e.variant`);
  return rowsOf<VariantRow>(result).map((row) => ({
    experiment: row.experiment,
    variant: row.variant,
    visitors: Number(row.visitors),
    proPurchases: Number(row.pro_purchases),
  }));
}

export interface VariantSales {
  experiment: string;
  variant: string;
  purchases: number;
}

/**
 * Per experiment and variant: PRO purchases started in the range (trial or paid; not the ones
 * still pending or failed), from the variants each purchase carried in its attribution
 * (`experiments: { name: { variant, … } }`). Gifts are left out: the giver was the one pitched.
 * Attribution is stored as sent, so any shape other than that is skipped, never an error.
 */
export async function countPurchasesPerVariant(db: Db, range: TimeRange): Promise<VariantSales[]> {
  type SalesRow = { experiment: string; variant: string; purchases: string | number };
  const result = await db.execute<SalesRow>(sql`
    SELECT e.key AS experiment, e.value->>'variant' AS variant, count(*) AS purchases
    FROM subscriptions s
    CROSS JOIN LATERAL jsonb_each(
      CASE WHEN jsonb_typeof(s.attribution->'experiments') = 'object' THEN s.attribution->'experiments' ELSE '{}'::jsonb END
    ) AS e
    WHERE s.created_at >= ${range.start.toISOString()} AND s.created_at < ${range.end.toISOString()}
      AND s.status NOT IN ('pending', 'failed')
      AND s.provider <> 'gift'
      AND jsonb_typeof(e.value) = 'object'
      AND jsonb_typeof(e.value->'variant') = 'string'
    GROUP BY 1, 2
    ORDER BY 1, 2`);
  return rowsOf<SalesRow>(result).map((row) => ({
    experiment: row.experiment,
    variant: row.variant,
    purchases: Number(row.purchases),
  }));
}

// PGlite and node-postgres both answer { rows }.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
