// SQL of the matcher (decision 0019): the inventory release (locked, so two runs of its job
// cannot both match it), the active alerts it may concern in one query on the partial index, the
// openings written in one statement, and the members' delivery jobs queued in another.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  alertDeliveries,
  alertOpenings,
  availabilityAlerts,
  inventoryReleases,
  jobs,
  reservations,
  users,
  type AlertMode,
} from '../../db/schema/index.ts';
import { JOBS_CHANNEL } from '../../jobs/job-repository.ts';
import type { JobType } from '../../jobs/job-type.ts';
import type { ReleasedNights } from './alert-stays.ts';

export interface ReleaseRow extends ReleasedNights {
  id: number;
  campgroundId: number;
  siteId: number;
  reservationId: string | null;
  blockId: number | null;
  cause: 'released' | 'site-opened';
}

/** The release, locked for this transaction; null when it is gone or already processed. */
export async function lockUnprocessedRelease(db: Db, id: number): Promise<ReleaseRow | null> {
  const [row] = await db
    .select({
      id: inventoryReleases.id,
      campgroundId: inventoryReleases.campgroundId,
      siteId: inventoryReleases.siteId,
      // Null for an open end (a site put in service frees every night).
      startDate: sql<string | null>`lower(${inventoryReleases.stay})::text`,
      endDate: sql<string | null>`upper(${inventoryReleases.stay})::text`,
      reservationId: inventoryReleases.reservationId,
      blockId: inventoryReleases.blockId,
      cause: sql<ReleaseRow['cause']>`${inventoryReleases.cause}`,
    })
    .from(inventoryReleases)
    .where(and(eq(inventoryReleases.id, id), isNull(inventoryReleases.processedAt)))
    .for('update');
  return row ?? null;
}

export async function markReleaseProcessed(db: Db, id: number, now: Date): Promise<void> {
  await db.update(inventoryReleases).set({ processedAt: now }).where(eq(inventoryReleases.id, id));
}

/** Releases nobody processed that are older than `before` (their job was lost), oldest first. */
export async function findStaleReleases(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: inventoryReleases.id })
    .from(inventoryReleases)
    .where(and(isNull(inventoryReleases.processedAt), lt(inventoryReleases.createdAt, before)))
    .orderBy(asc(inventoryReleases.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The status of the reservation that held the nights, now (null when it is gone). */
export async function findReservationStatus(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id))
    .limit(1);
  return row?.status ?? null;
}

export interface CandidateAlert {
  id: string;
  userId: number;
  mode: AlertMode;
  startDate: string;
  endDate: string;
  nights: number;
  weekendsOnly: boolean;
}

/**
 * Active alerts of PRO members at the release's campground that cover its site (any site, its
 * type, or the site itself) and whose dates touch the released nights: one query, served by the
 * partial index on active alerts by campground and start date.
 */
export async function findCandidateAlerts(
  db: Db,
  release: ReleaseRow,
  site: { siteTypeId: number; maxRvLengthFt: number | null },
): Promise<CandidateAlert[]> {
  const a = availabilityAlerts;
  const released = sql`daterange(${release.startDate}::date, ${release.endDate}::date, '[)')`;
  return db
    .select({
      id: a.id,
      userId: a.userId,
      mode: a.mode,
      startDate: a.startDate,
      endDate: a.endDate,
      nights: a.nights,
      weekendsOnly: a.weekendsOnly,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .where(
      and(
        eq(a.campgroundId, release.campgroundId),
        eq(a.status, 'active'),
        eq(users.pro, true),
        sql`(${a.siteId} is null or ${a.siteId} = ${release.siteId})`,
        sql`(${a.siteTypeId} is null or ${a.siteTypeId} = ${site.siteTypeId})`,
        // A rig needs a site that states it takes that length; a site without a stated limit does not match.
        site.maxRvLengthFt === null
          ? isNull(a.rvLengthFt)
          : sql`(${a.rvLengthFt} is null or ${a.rvLengthFt} <= ${site.maxRvLengthFt})`,
        release.endDate === null ? undefined : lt(a.startDate, release.endDate),
        sql`daterange(${a.startDate}, ${a.endDate}, '[)') && ${released}`,
      ),
    )
    .orderBy(asc(a.createdAt), asc(a.id));
}

export type OpeningValues = Omit<typeof alertOpenings.$inferInsert, 'id'>;

/** Inserts the openings; one the unique (alert, release) index already has is skipped. Returns those written. */
export async function insertOpenings(
  db: Db,
  values: OpeningValues[],
): Promise<{ id: string; alertId: string; userId: number }[]> {
  if (values.length === 0) return [];
  return db
    .insert(alertOpenings)
    .values(values)
    .onConflictDoNothing({ target: [alertOpenings.alertId, alertOpenings.releaseId] })
    .returning({ id: alertOpenings.id, alertId: alertOpenings.alertId, userId: alertOpenings.userId });
}

export async function touchLastOpening(db: Db, alertIds: string[], now: Date): Promise<void> {
  if (alertIds.length === 0) return;
  await db.update(availabilityAlerts).set({ lastOpeningAt: now }).where(inArray(availabilityAlerts.id, alertIds));
}

/**
 * Queues one job per member in one statement, like enqueueJob: a member who already has a live
 * job under the key is skipped (that job gathers every undelivered opening when it runs). The
 * NOTIFY wakes listening runners at commit, as the release trigger's does.
 */
export async function enqueueMemberJobs(
  db: Db,
  type: JobType<{ userId: number }>,
  userIds: number[],
  keyPrefix: string,
  now: Date,
  /** Makes the key unique to one cause (a release), so a member's running job never swallows it. */
  keySuffix?: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(jobs)
    .values(
      userIds.map((userId) => ({
        kind: type.kind,
        payload: type.payload.parse({ userId }),
        maxAttempts: type.maxAttempts,
        runAt: now,
        uniqueKey: keySuffix ? `${keyPrefix}:${userId}:${keySuffix}` : `${keyPrefix}:${userId}`,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({
      target: [jobs.kind, jobs.uniqueKey],
      where: sql`${jobs.uniqueKey} is not null and ${jobs.status} in ('queued', 'running', 'retrying')`,
    });
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${type.kind})`);
}

/**
 * Members with openings a delivery run should have told by now: not in the bell `fresh` after
 * they were found, or not emailed `held` after (past any digest's window). Their job was lost.
 */
export async function findMembersWithStaleOpenings(
  db: Db,
  cutoffs: { since: Date; fresh: Date; held: Date },
  limit: number,
): Promise<number[]> {
  const told = (channel: string) =>
    sql`exists (select 1 from ${alertDeliveries} d where d.opening_id = ${alertOpenings.id} and d.channel = ${channel})`;
  const rows = await db
    .selectDistinct({ userId: alertOpenings.userId })
    .from(alertOpenings)
    .where(
      sql`${alertOpenings.createdAt} > ${cutoffs.since.toISOString()}::timestamptz and
        ((${alertOpenings.createdAt} < ${cutoffs.fresh.toISOString()}::timestamptz and not ${told('in-app')})
        or (${alertOpenings.createdAt} < ${cutoffs.held.toISOString()}::timestamptz and not ${told('email')}))`,
    )
    .limit(limit);
  return rows.map((row) => row.userId);
}
