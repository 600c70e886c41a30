// SQL for availability alerts themselves (docs/api-alerts.md "Alerts"): rows with what they watch
// (whether their campground books here) and how many openings they had, the member's list, and
// the checks create and update make (the member's count, an identical active alert).
import { and, count, desc, eq, getTableColumns, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  alertOpenings,
  availabilityAlerts,
  bookingSettings,
  campgrounds,
  sites,
  siteTypes,
  users,
  type AlertStatus,
} from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';
import { visibleCampground } from '../campgrounds/visible-campground.ts';
import { bookingPolicySql } from '../inventory/campground-booking-sql.ts';
import type { SiteRecord, SiteTypeRecord } from '../inventory/inventory-repository.ts';

export type AlertValues = Omit<
  typeof availabilityAlerts.$inferInsert,
  'id' | 'lastOpeningAt' | 'createdAt' | 'updatedAt'
>;

export type AlertRecord = typeof availabilityAlerts.$inferSelect & {
  watching: 'own-inventory' | 'not-bookable';
  openingCount: number;
};

const alertColumns = {
  ...getTableColumns(availabilityAlerts),
  watching: sql<
    AlertRecord['watching']
  >`case when ${bookingPolicySql} is null then 'not-bookable' else 'own-inventory' end`,
  openingCount: sql<number>`(select count(*)::int from ${alertOpenings} where ${alertOpenings.alertId} = ${availabilityAlerts.id})`,
};

function selectAlerts(db: Db, where: SQL | undefined) {
  return db
    .select(alertColumns)
    .from(availabilityAlerts)
    .innerJoin(campgrounds, eq(campgrounds.id, availabilityAlerts.campgroundId))
    .where(where);
}

export async function findAlert(db: Db, id: string): Promise<AlertRecord | null> {
  const [row] = await selectAlerts(db, eq(availabilityAlerts.id, id)).limit(1);
  return row ?? null;
}

export async function listAlerts(
  db: Db,
  userId: number,
  statuses: readonly AlertStatus[] | undefined,
  page: Page,
): Promise<{ rows: AlertRecord[]; total: number }> {
  const where = and(
    eq(availabilityAlerts.userId, userId),
    statuses ? inArray(availabilityAlerts.status, [...statuses]) : undefined,
  );
  const rows = await selectAlerts(db, where)
    .orderBy(desc(availabilityAlerts.createdAt), desc(availabilityAlerts.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(availabilityAlerts).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertAlert(db: Db, values: AlertValues, now: Date): Promise<string> {
  const [row] = await db
    .insert(availabilityAlerts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: availabilityAlerts.id });
  return row!.id;
}

export async function updateAlert(
  db: Db,
  id: string,
  values: Partial<
    Pick<AlertValues, 'mode' | 'startDate' | 'endDate' | 'nights' | 'weekendsOnly' | 'rvLengthFt' | 'status'>
  >,
  now: Date,
): Promise<void> {
  await db
    .update(availabilityAlerts)
    .set({ ...values, updatedAt: now })
    .where(eq(availabilityAlerts.id, id));
}

/** Its openings and their deliveries go with it (foreign keys cascade). */
export async function deleteAlert(db: Db, id: string): Promise<void> {
  await db.delete(availabilityAlerts).where(eq(availabilityAlerts.id, id));
}

/** Serializes one member's alert writes, so the 50-alert cap and the duplicate check hold under races. */
export async function lockMember(db: Db, userId: number): Promise<boolean> {
  // NO KEY UPDATE: serializes the member's alert writes without holding up rows that refer to them.
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}

/** Active and paused alerts of the member (expired ones do not count toward the cap). */
export async function countLiveAlerts(db: Db, userId: number, exceptId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(availabilityAlerts)
    .where(
      and(
        eq(availabilityAlerts.userId, userId),
        inArray(availabilityAlerts.status, ['active', 'paused']),
        exceptId === null ? undefined : ne(availabilityAlerts.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

/** An active alert of the member watching exactly the same thing, other than `exceptId`. */
export async function hasIdenticalActiveAlert(db: Db, values: AlertValues, exceptId: string | null): Promise<boolean> {
  const same = (column: AnyPgColumn, value: number | null) => (value === null ? isNull(column) : eq(column, value));
  const [row] = await db
    .select({ id: availabilityAlerts.id })
    .from(availabilityAlerts)
    .where(
      and(
        eq(availabilityAlerts.userId, values.userId),
        eq(availabilityAlerts.campgroundId, values.campgroundId),
        same(availabilityAlerts.siteTypeId, values.siteTypeId ?? null),
        same(availabilityAlerts.siteId, values.siteId ?? null),
        eq(availabilityAlerts.mode, values.mode),
        eq(availabilityAlerts.startDate, values.startDate),
        eq(availabilityAlerts.endDate, values.endDate),
        eq(availabilityAlerts.nights, values.nights),
        eq(availabilityAlerts.weekendsOnly, values.weekendsOnly ?? false),
        values.rvLengthFt == null
          ? isNull(availabilityAlerts.rvLengthFt)
          : eq(availabilityAlerts.rvLengthFt, values.rvLengthFt),
        eq(availabilityAlerts.status, 'active'),
        exceptId === null ? undefined : ne(availabilityAlerts.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A campground an alert may watch: exists and not hidden; its time zone when it has booking settings. */
export async function findWatchableCampground(
  db: Db,
  id: number,
): Promise<{ id: number; timeZone: string | null } | null> {
  const [row] = await db
    .select({ id: campgrounds.id, timeZone: bookingSettings.timeZone })
    .from(campgrounds)
    .leftJoin(bookingSettings, eq(bookingSettings.campgroundId, campgrounds.id))
    .where(and(eq(campgrounds.id, id), visibleCampground))
    .limit(1);
  return row ?? null;
}

export async function findSiteTypeCampground(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ campgroundId: siteTypes.campgroundId })
    .from(siteTypes)
    .where(eq(siteTypes.id, id))
    .limit(1);
  return row?.campgroundId ?? null;
}

export async function findSiteCampground(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ campgroundId: sites.campgroundId }).from(sites).where(eq(sites.id, id)).limit(1);
  return row?.campgroundId ?? null;
}

/** Marks active and paused alerts expired once their last possible arrival is before the campground's today. */
export async function expirePassedAlerts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(availabilityAlerts)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inArray(availabilityAlerts.status, ['active', 'paused']),
        sql`${availabilityAlerts.endDate} - ${availabilityAlerts.nights} < (${now.toISOString()}::timestamptz at time zone coalesce(
          (select ${bookingSettings.timeZone} from ${bookingSettings}
            where ${bookingSettings.campgroundId} = ${availabilityAlerts.campgroundId}),
          'America/Denver'))::date`,
      ),
    )
    .returning({ id: availabilityAlerts.id });
  return rows.length;
}

/** Sites by id, and the site types by id together with the sites' own types (include=site,site-type). */
export async function findSitesAndTypes(
  db: Db,
  siteIds: number[],
  siteTypeIds: number[],
): Promise<{ siteRows: SiteRecord[]; typeRows: SiteTypeRecord[] }> {
  const siteRows = siteIds.length ? await db.select().from(sites).where(inArray(sites.id, siteIds)) : [];
  const typeIds = [...new Set([...siteTypeIds, ...siteRows.map((site) => site.siteTypeId)])];
  const typeRows = typeIds.length ? await db.select().from(siteTypes).where(inArray(siteTypes.id, typeIds)) : [];
  return { siteRows, typeRows };
}
