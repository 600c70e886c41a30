// The SQL of running a campground's reservations: its list with the manager's filters, the
// occupancy calendar (every live site_occupancies row of a date range), the stays found in the
// way of a block, and the compare-and-swap on a reservation's updated_at that lets only one
// modification through at a time.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  reservationPayments,
  reservations,
  siteBlocks,
  siteOccupancies,
  sites,
  siteTypes,
  type ReservationSource,
  type ReservationStatus,
} from '../../db/schema/index.ts';
import { NATURAL_SITE_ORDER } from '../inventory/availability-repository.ts';
import { pageOfDetails, type ReservationDetails } from '../reservations/reservation-repository.ts';

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface CampgroundListFilter {
  campgroundId: number;
  statuses: ReservationStatus[];
  source?: ReservationSource;
  /** Stays overlapping [from, to). */
  from?: string;
  to?: string;
  /** Guest name or email (anywhere in them), or the start of the reservation id. */
  q?: string;
}

export type CampgroundListSort = 'start-date' | '-start-date' | '-created-at';

function likeEscaped(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listCampgroundReservationDetails(
  db: Db,
  filter: CampgroundListFilter,
  sort: CampgroundListSort,
  page: { number: number; size: number },
): Promise<{ rows: ReservationDetails[]; total: number }> {
  const conditions: SQL[] = [
    eq(reservations.campgroundId, filter.campgroundId),
    inArray(reservations.status, filter.statuses),
  ];
  if (filter.source) conditions.push(eq(reservations.source, filter.source));
  if (filter.from) conditions.push(sql`${reservations.endDate} > ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${reservations.startDate} < ${filter.to}::date`);
  if (filter.q) {
    const anywhere = `%${likeEscaped(filter.q)}%`;
    const prefix = `${likeEscaped(filter.q.toLowerCase())}%`;
    conditions.push(
      sql`(${reservations.name} ilike ${anywhere} or ${reservations.email} ilike ${anywhere}
        or ${reservations.id}::text like ${prefix})`,
    );
  }
  const where = and(...conditions);
  const order =
    sort === '-created-at'
      ? [desc(reservations.createdAt)]
      : sort === '-start-date'
        ? [sql`${reservations.startDate} desc nulls last`, desc(reservations.createdAt)]
        : [sql`${reservations.startDate} asc nulls last`, asc(reservations.createdAt)];
  return pageOfDetails(db, where, order, page);
}

// ---- the occupancy calendar ----

export interface OccupancySite {
  id: number;
  name: string;
  siteTypeName: string;
}

export function listActiveSites(db: Db, campgroundId: number): Promise<OccupancySite[]> {
  return db
    .select({ id: sites.id, name: sites.name, siteTypeName: siteTypes.name })
    .from(sites)
    .innerJoin(siteTypes, eq(siteTypes.id, sites.siteTypeId))
    .where(and(eq(sites.campgroundId, campgroundId), eq(sites.active, true)))
    .orderBy(...NATURAL_SITE_ORDER);
}

export interface OccupancyStay {
  siteId: number;
  startDate: string;
  endDate: string;
  reservationId: string | null;
  status: ReservationStatus | null;
  guestName: string | null;
  source: ReservationSource | null;
  blockId: number | null;
  blockSource: 'manager' | 'calendar' | null;
  reason: string | null;
}

/** Every live occupancy of the campground's sites overlapping [from, to), with its real dates. */
export async function listOccupancies(
  db: Db,
  campgroundId: number,
  range: { from: string; to: string },
  now: Date,
): Promise<OccupancyStay[]> {
  const result = await db.execute(sql`
    select o.site_id as "siteId", lower(o.stay)::text as "startDate", upper(o.stay)::text as "endDate",
      r.id as "reservationId", r.status, r.name as "guestName", r.source,
      b.id as "blockId", b.source as "blockSource", b.reason
    from ${siteOccupancies} o
    left join ${reservations} r on r.id = o.reservation_id
    left join ${siteBlocks} b on b.id = o.block_id
    where o.campground_id = ${campgroundId}
      and o.stay && daterange(${range.from}::date, ${range.to}::date, '[)')
      and (o.expires_at is null or o.expires_at > ${iso(now)})
    order by o.site_id, lower(o.stay)`);
  return rowsOf<OccupancyStay>(result);
}

// ---- stays in the way ----

export interface StayInTheWay {
  reservationId: string;
  guestName: string;
  startDate: string;
  endDate: string;
  siteId: number;
}

/** Held, pending or confirmed stays of the sites overlapping [start, end) (a live draft's too). */
export async function findStaysInTheWay(
  db: Db,
  siteIds: number[],
  range: { startDate: string; endDate: string },
  now: Date,
): Promise<StayInTheWay[]> {
  if (!siteIds.length) return [];
  const result = await db.execute(sql`
    select r.id as "reservationId", r.name as "guestName", r.start_date::text as "startDate",
      r.end_date::text as "endDate", o.site_id as "siteId"
    from ${siteOccupancies} o
    join ${reservations} r on r.id = o.reservation_id
    where o.site_id in (${sql.join(
      siteIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and o.stay && daterange(${range.startDate}::date, ${range.endDate}::date, '[)')
      and (o.expires_at is null or o.expires_at > ${iso(now)})
    order by r.start_date, r.id`);
  return rowsOf<StayInTheWay>(result);
}

// ---- modifications ----

/**
 * Compare-and-swap: the reservation's updated_at moves on only if it is still `seen`; the new
 * value, or null when another change got there first. It always moves forward, even when the
 * clock has not (two requests in one millisecond still see each other).
 */
export async function swapUpdatedAt(
  tx: Db,
  id: string,
  seen: { updatedAt: Date; status: ReservationStatus },
  now: Date,
): Promise<Date | null> {
  // Milliseconds: what a JavaScript Date can hold of a timestamptz written by now().
  const [row] = await tx
    .update(reservations)
    .set({
      updatedAt: sql`greatest(${iso(now)}, date_trunc('milliseconds', ${reservations.updatedAt}) + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(reservations.id, id),
        eq(reservations.status, seen.status),
        sql`date_trunc('milliseconds', ${reservations.updatedAt}) = ${iso(seen.updatedAt)}`,
      ),
    )
    .returning({ updatedAt: reservations.updatedAt });
  return row?.updatedAt ?? null;
}

/** How many modifications of the reservation have asked the provider for money (each has its own key). */
export async function countModificationAttempts(db: Db, reservationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservationPayments)
    .where(
      and(
        eq(reservationPayments.reservationId, reservationId),
        sql`${reservationPayments.idempotencyKey} ~ ${`^reservation:${reservationId}:modify:[0-9]+$`}`,
      ),
    );
  return row?.n ?? 0;
}

/** Whether another live occupancy holds any night of the stay on the site (a courtesy check before charging; the constraint is the guard). */
export async function isTakenByOthers(
  db: Db,
  reservationId: string,
  stay: { siteId: number; startDate: string; endDate: string },
  now: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from ${siteOccupancies} o
      where o.site_id = ${stay.siteId}
        and o.stay && daterange(${stay.startDate}::date, ${stay.endDate}::date, '[)')
        and o.reservation_id is distinct from ${reservationId}::uuid
        and (o.expires_at is null or o.expires_at > ${iso(now)})) as taken`);
  return rowsOf<{ taken: boolean }>(result)[0]?.taken ?? false;
}
