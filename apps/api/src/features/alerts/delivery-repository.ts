// SQL of delivery (docs/api-alerts.md "Delivery"): a member's openings not yet emailed, the
// rate limit's count, the bell's rows and the per-channel delivery records whose unique
// (opening, channel) index makes a rerun after a crash write nothing twice.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  alertDeliveries,
  alertOpenings,
  campgrounds,
  notifications,
  pushSubscriptions,
  sites,
  users,
  type AlertChannel,
} from '../../db/schema/index.ts';

export interface Member {
  id: number;
  email: string;
  /** Has a device to push to. */
  push: boolean;
  /** Openings emailed one at a time since the `since` given, and when the first of them went. */
  emailed: number;
  firstEmailedAt: Date | null;
}

/**
 * The member, locked (one member's deliveries run one at a time, whichever job runs them), with
 * what delivery decides by: whether they have a push subscription and the rate limit's count.
 * One statement, as it runs once per delivery pass.
 */
export async function lockMemberForDelivery(db: Db, userId: number, since: Date): Promise<Member | null> {
  // The member's id as a parameter, not users.id: Drizzle writes a lone table's columns in the
  // select list unqualified, and inside these subqueries "id" would be the subquery's own table's.
  const emailedSince = and(
    eq(alertDeliveries.userId, userId),
    eq(alertDeliveries.channel, 'email'),
    eq(alertDeliveries.status, 'sent'),
    gt(alertDeliveries.createdAt, since),
  );
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      push: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})`,
      emailed: sql<number>`(select count(*)::int from ${alertDeliveries} where ${emailedSince})`,
      firstEmailedAt: sql<
        string | null
      >`(select min(${alertDeliveries.createdAt})::text from ${alertDeliveries} where ${emailedSince})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    // NO KEY UPDATE: deliveries of one member take turns, yet rows written elsewhere that refer to
    // the member (a review, a booking, a delivery row) need not wait for a delivery to commit.
    .for('no key update', { of: users });
  if (!row) return null;
  return { ...row, firstEmailedAt: row.firstEmailedAt === null ? null : new Date(row.firstEmailedAt) };
}

const told = (channel: AlertChannel) =>
  sql`exists (select 1 from ${alertDeliveries} d where d.opening_id = ${alertOpenings.id} and d.channel = ${channel})`;

/** Whether the member has an opening no delivery pass has looked at yet. */
export async function hasUntoldOpenings(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: alertOpenings.id })
    .from(alertOpenings)
    .where(and(eq(alertOpenings.userId, userId), sql`not ${told('in-app')}`))
    .limit(1);
  return row !== undefined;
}

export interface PendingOpening {
  id: string;
  alertId: string;
  siteId: number;
  siteName: string;
  campgroundName: string;
  startDate: string;
  endDate: string;
  createdAt: Date;
  /** In the bell already (held for a digest); false when no delivery pass has seen it. */
  inBell: boolean;
  /** The digest an opening in the bell waits for. */
  digestKey: string | null;
}

/** The member's openings not yet emailed (every delivery pass records an email row: sent, digest or skipped). */
export async function findPendingOpenings(db: Db, userId: number): Promise<PendingOpening[]> {
  return db
    .select({
      id: alertOpenings.id,
      alertId: alertOpenings.alertId,
      siteId: alertOpenings.siteId,
      siteName: sites.name,
      campgroundName: campgrounds.name,
      startDate: alertOpenings.startDate,
      endDate: alertOpenings.endDate,
      createdAt: alertOpenings.createdAt,
      inBell: sql<boolean>`${told('in-app')}`,
      digestKey: sql<string | null>`(select d.digest_key from ${alertDeliveries} d
        where d.opening_id = ${alertOpenings.id} and d.channel = 'in-app')`,
    })
    .from(alertOpenings)
    .innerJoin(sites, eq(sites.id, alertOpenings.siteId))
    .innerJoin(campgrounds, eq(campgrounds.id, sites.campgroundId))
    .where(and(eq(alertOpenings.userId, userId), sql`not ${told('email')}`))
    .orderBy(asc(alertOpenings.createdAt), asc(alertOpenings.id));
}

export type NotificationValues = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

export async function insertNotifications(db: Db, values: NotificationValues[]): Promise<void> {
  if (values.length) await db.insert(notifications).values(values);
}

export interface DeliveryValues {
  openingId: string;
  alertId: string;
  userId: number;
  channel: AlertChannel;
  status: 'sent' | 'skipped' | 'digest';
  digestKey: string | null;
  createdAt: Date;
}

/** Records deliveries; an (opening, channel) already recorded is left as it is. Returns the ids written. */
export async function insertDeliveries(db: Db, values: DeliveryValues[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(alertDeliveries)
    .values(values)
    .onConflictDoNothing({ target: [alertDeliveries.openingId, alertDeliveries.channel] })
    .returning({ id: alertDeliveries.id });
  return rows.length;
}
