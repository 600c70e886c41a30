// The SQL of reservations: the rows, their price lines, their holds on sites (site_occupancies,
// whose exclusion constraint refuses an overlap) and their money movements
// (reservation_payments, one row per idempotency key). Status changes are compare-and-swap:
// an UPDATE … WHERE status IN (…) RETURNING, so two callers can never both move one reservation.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { QuoteLine } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import {
  bookingSettings,
  campgrounds,
  regions,
  reservationItems,
  reservationPayments,
  reservations,
  siteOccupancies,
  sites,
  siteTypes,
  type ReservationStatus,
} from '../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationItemRow = typeof reservationItems.$inferSelect;
export type ReservationPaymentRow = typeof reservationPayments.$inferSelect;
export type BookingSettingsRow = typeof bookingSettings.$inferSelect;

/** A pending payment younger than this is under way in some request: its draft is not expired. */
export const PAYMENT_IN_FLIGHT_SECONDS = 120;

/** A reservation with what is shown beside it: its campground, site, settings and lines. */
export interface ReservationDetails {
  reservation: ReservationRow;
  campgroundName: string;
  campgroundSlug: string;
  regionSlug: string | null;
  site: {
    id: number;
    name: string;
    siteTypeId: number;
    siteTypeName: string;
    kind: string;
    capacity: number;
    maxRvLengthFt: number | null;
    active: boolean;
  } | null;
  settings: BookingSettingsRow | null;
  items: ReservationItemRow[];
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function findReservation(db: Db, id: string): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
}

/** The row, locked until the transaction ends (writers of one reservation queue up). */
export async function lockReservation(tx: Db, id: string): Promise<ReservationRow | null> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row ?? null;
}

export async function findItems(db: Db, reservationIds: string[]): Promise<ReservationItemRow[]> {
  if (!reservationIds.length) return [];
  return db
    .select()
    .from(reservationItems)
    .where(inArray(reservationItems.reservationId, reservationIds))
    .orderBy(asc(reservationItems.reservationId), asc(reservationItems.position), asc(reservationItems.id));
}

const detailColumns = {
  reservation: reservations,
  campgroundName: campgrounds.name,
  campgroundSlug: campgrounds.slug,
  regionSlug: regions.slug,
  siteId: sites.id,
  siteName: sites.name,
  siteTypeId: sites.siteTypeId,
  siteTypeName: siteTypes.name,
  kind: siteTypes.kind,
  capacity: sites.capacity,
  maxRvLengthFt: sites.maxRvLengthFt,
  siteActive: sites.active,
  settings: bookingSettings,
};

function detailsQuery(db: Db) {
  return db
    .select(detailColumns)
    .from(reservations)
    .innerJoin(campgrounds, eq(campgrounds.id, reservations.campgroundId))
    .leftJoin(regions, eq(regions.code, campgrounds.regionCode))
    .leftJoin(sites, eq(sites.id, reservations.siteId))
    .leftJoin(siteTypes, eq(siteTypes.id, sites.siteTypeId))
    .leftJoin(bookingSettings, eq(bookingSettings.campgroundId, reservations.campgroundId));
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailsQuery>['execute']>>[number];

function toDetails(row: DetailRow, items: ReservationItemRow[]): ReservationDetails {
  return {
    reservation: row.reservation,
    campgroundName: row.campgroundName,
    campgroundSlug: row.campgroundSlug,
    regionSlug: row.regionSlug,
    site:
      row.siteId === null
        ? null
        : {
            id: row.siteId,
            name: row.siteName!,
            siteTypeId: row.siteTypeId!,
            siteTypeName: row.siteTypeName!,
            kind: row.kind!,
            capacity: row.capacity!,
            maxRvLengthFt: row.maxRvLengthFt,
            active: row.siteActive!,
          },
    settings: row.settings,
    items: items.filter((item) => item.reservationId === row.reservation.id),
  };
}

export async function findReservationDetails(db: Db, id: string): Promise<ReservationDetails | null> {
  const [row] = await detailsQuery(db).where(eq(reservations.id, id)).limit(1);
  if (!row) return null;
  return toDetails(row, await findItems(db, [id]));
}

export interface ReservationListFilter {
  userId: number;
  when: 'upcoming' | 'past' | 'all';
  statuses: ReservationStatus[];
  campgroundId?: number;
}

/**
 * The user's reservations: upcoming (departure after the campground's today) soonest first,
 * past latest first, all by arrival. "Today" is each campground's own date at `now`.
 */
export async function listReservationDetails(
  db: Db,
  filter: ReservationListFilter,
  page: { number: number; size: number },
  now: Date,
): Promise<{ rows: ReservationDetails[]; total: number }> {
  const today = sql`(${iso(now)} at time zone coalesce(${bookingSettings.timeZone}, 'UTC'))::date`;
  const conditions: SQL[] = [
    eq(reservations.userId, filter.userId),
    // Manual bookings are held by the manager who entered them, for a guest: not that manager's trips.
    eq(reservations.source, 'online'),
    inArray(reservations.status, filter.statuses),
  ];
  if (filter.campgroundId !== undefined) conditions.push(eq(reservations.campgroundId, filter.campgroundId));
  // A draft whose hold ended cannot be resumed: only live drafts are found.
  conditions.push(
    sql`(${reservations.status} <> 'draft' or ${reservations.holdExpiresAt} is null or ${reservations.holdExpiresAt} > ${iso(now)})`,
  );
  if (filter.when === 'upcoming') {
    conditions.push(sql`(${reservations.endDate} is null or ${reservations.endDate} > ${today})`);
  }
  if (filter.when === 'past') conditions.push(sql`${reservations.endDate} <= ${today}`);
  const where = and(...conditions);
  const order =
    filter.when === 'past'
      ? [sql`${reservations.startDate} desc nulls last`, desc(reservations.createdAt)]
      : [sql`${reservations.startDate} asc nulls last`, asc(reservations.createdAt)];
  return pageOfDetails(db, where, order, page);
}

/** One page of reservations with their details and lines, and how many match in all. */
export async function pageOfDetails(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { number: number; size: number },
): Promise<{ rows: ReservationDetails[]; total: number }> {
  const [rows, counted] = await Promise.all([
    detailsQuery(db)
      .where(where)
      .orderBy(...order, asc(reservations.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      // The filter may name the campground's settings (its time zone's "today").
      .leftJoin(bookingSettings, eq(bookingSettings.campgroundId, reservations.campgroundId))
      .where(where),
  ]);
  const items = await findItems(
    db,
    rows.map((row) => row.reservation.id),
  );
  return { rows: rows.map((row) => toDetails(row, items)), total: counted[0]?.n ?? 0 };
}

/** The user's draft at the campground whose hold (if it has one) has not ended. */
export async function findLiveDraft(
  db: Db,
  userId: number,
  campgroundId: number,
  now: Date,
): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.campgroundId, campgroundId),
        eq(reservations.status, 'draft'),
        sql`(${reservations.holdExpiresAt} is null or ${reservations.holdExpiresAt} > ${iso(now)})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A pending payment of the reservation `r` younger than the in-flight window. */
function paymentInFlight(reservationId: SQL, now: Date): SQL {
  return sql`exists (
    select 1 from ${reservationPayments} p
    where p.reservation_id = ${reservationId} and p.status = 'pending'
      and p.created_at > ${iso(now)} - make_interval(secs => ${PAYMENT_IN_FLIGHT_SECONDS}))`;
}

/**
 * Drafts whose hold has ended (optionally only the user's at one campground, or only those
 * holding nights of a site that overlap a stay) become expired and give their nights back, in
 * the caller's transaction. A draft being paid for right now is left alone: its request ends it.
 * Returns the expired reservations' ids.
 */
export async function expireEndedHolds(
  tx: Db,
  now: Date,
  scope: { userId: number; campgroundId: number } | { siteId: number; startDate: string; endDate: string } | null,
): Promise<string[]> {
  let scoped = sql`true`;
  if (scope && 'userId' in scope) {
    scoped = sql`r.user_id = ${scope.userId} and r.campground_id = ${scope.campgroundId}`;
  } else if (scope) {
    scoped = sql`exists (
      select 1 from ${siteOccupancies} o
      where o.reservation_id = r.id and o.site_id = ${scope.siteId}
        and o.stay && daterange(${scope.startDate}::date, ${scope.endDate}::date, '[)'))`;
  }
  const result = await tx.execute<{ id: string }>(sql`
    with ended as (
      update ${reservations} r
      set status = 'expired', updated_at = ${iso(now)}
      where r.status = 'draft' and r.hold_expires_at is not null and r.hold_expires_at <= ${iso(now)}
        and ${scoped} and not ${paymentInFlight(sql`r.id`, now)}
      returning r.id
    ), freed as (
      delete from ${siteOccupancies} where reservation_id in (select id from ended)
    )
    select id from ended`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

export type NewReservation = Omit<typeof reservations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

export async function insertReservation(tx: Db, values: NewReservation): Promise<ReservationRow> {
  const [row] = await tx.insert(reservations).values(values).returning();
  return row!;
}

export async function updateReservation(
  tx: Db,
  id: string,
  values: Partial<typeof reservations.$inferInsert>,
): Promise<ReservationRow> {
  const [row] = await tx.update(reservations).set(values).where(eq(reservations.id, id)).returning();
  return row!;
}

/**
 * Compare-and-swap: moves the reservation only if its status is still one of `from`; null when
 * another request moved it first.
 */
export async function transitionReservation(
  tx: Db,
  id: string,
  from: ReservationStatus[],
  values: Partial<typeof reservations.$inferInsert>,
): Promise<ReservationRow | null> {
  const [row] = await tx
    .update(reservations)
    .set(values)
    .where(and(eq(reservations.id, id), inArray(reservations.status, from)))
    .returning();
  return row ?? null;
}

/** The price lines, replaced whole (a draft is re-quoted on every change). */
export async function replaceItems(tx: Db, reservationId: string, lines: QuoteLine[]): Promise<void> {
  await tx.delete(reservationItems).where(eq(reservationItems.reservationId, reservationId));
  if (!lines.length) return;
  await tx.insert(reservationItems).values(
    lines.map((line, position) => ({
      reservationId,
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      unitCents: line.unitCents,
      amountCents: line.amountCents,
      position,
    })),
  );
}

/**
 * Holds the site's nights for the reservation: its occupancy row is replaced by one for the new
 * site and stay. The exclusion constraint refuses it (23P01) when another live row overlaps;
 * the caller's transaction then rolls back, leaving the old hold as it was.
 */
export async function placeHold(
  tx: Db,
  hold: {
    reservationId: string;
    campgroundId: number;
    siteId: number;
    startDate: string;
    endDate: string;
    expiresAt: Date | null;
  },
): Promise<void> {
  await tx.delete(siteOccupancies).where(eq(siteOccupancies.reservationId, hold.reservationId));
  await tx.execute(sql`
    insert into ${siteOccupancies} (site_id, campground_id, stay, reservation_id, expires_at)
    values (${hold.siteId}, ${hold.campgroundId}, daterange(${hold.startDate}::date, ${hold.endDate}::date, '[)'),
      ${hold.reservationId}, ${hold.expiresAt ? iso(hold.expiresAt) : null})`);
}

/** The reservation gives its nights back (cancelled, declined, expired, or no site or dates any more). */
export async function releaseHold(tx: Db, reservationId: string): Promise<void> {
  await tx.delete(siteOccupancies).where(eq(siteOccupancies.reservationId, reservationId));
}

/** A paid stay keeps its nights until it is cancelled or declined: the hold no longer expires. */
export async function holdForGood(tx: Db, reservationId: string): Promise<number> {
  const rows = await tx
    .update(siteOccupancies)
    .set({ expiresAt: null })
    .where(eq(siteOccupancies.reservationId, reservationId))
    .returning({ id: siteOccupancies.id });
  return rows.length;
}

// ---- money movements ----

export type PaymentKind = 'charge' | 'authorize' | 'capture' | 'void' | 'refund';

/**
 * Records that a money movement is about to be asked for under `idempotencyKey`. Null when a
 * row with that key exists: the movement was (or is being) asked for already.
 */
export async function claimPayment(
  db: Db,
  values: {
    reservationId: string;
    kind: PaymentKind;
    amountCents: number;
    idempotencyKey: string;
    now: Date;
    /** Capture, void and refund: the provider's charge or hold they act on. */
    providerId?: string | null;
  },
): Promise<ReservationPaymentRow | null> {
  const [row] = await db
    .insert(reservationPayments)
    .values({
      reservationId: values.reservationId,
      kind: values.kind,
      amountCents: values.amountCents,
      idempotencyKey: values.idempotencyKey,
      providerId: values.providerId ?? null,
      status: 'pending',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: reservationPayments.idempotencyKey })
    .returning();
  return row ?? null;
}

export async function findPaymentByKey(db: Db, idempotencyKey: string): Promise<ReservationPaymentRow | null> {
  const [row] = await db
    .select()
    .from(reservationPayments)
    .where(eq(reservationPayments.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

export async function findPayment(db: Db, id: number): Promise<ReservationPaymentRow | null> {
  const [row] = await db.select().from(reservationPayments).where(eq(reservationPayments.id, id)).limit(1);
  return row ?? null;
}

/** How many charge or authorize attempts of the reservation the card refused. */
export async function countFailedPayments(db: Db, reservationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservationPayments)
    .where(
      and(
        eq(reservationPayments.reservationId, reservationId),
        inArray(reservationPayments.kind, ['charge', 'authorize']),
        eq(reservationPayments.status, 'failed'),
      ),
    );
  return row?.n ?? 0;
}

export async function settlePayment(
  db: Db,
  id: number,
  values: { status: 'succeeded' | 'failed'; providerId?: string | null; failureCode?: string | null; now: Date },
): Promise<void> {
  await db
    .update(reservationPayments)
    .set({
      status: values.status,
      providerId: values.providerId ?? null,
      failureCode: values.failureCode ?? null,
      updatedAt: values.now,
    })
    .where(eq(reservationPayments.id, id));
}

/**
 * Marks a pending movement done, once: false when another run already did (its effect on the
 * reservation is then applied already too).
 */
export async function completePayment(tx: Db, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(reservationPayments)
    .set({ status: 'succeeded', updatedAt: now })
    .where(and(eq(reservationPayments.id, id), eq(reservationPayments.status, 'pending')))
    .returning({ id: reservationPayments.id });
  return rows.length > 0;
}

/** Forgets a claim whose provider call failed without an answer: a retry asks again under the same key. */
export async function forgetPayment(db: Db, id: number): Promise<void> {
  await db
    .delete(reservationPayments)
    .where(and(eq(reservationPayments.id, id), eq(reservationPayments.status, 'pending')));
}

/** Pending movements the request that asked for them left unsettled (the settle job's work). */
export async function findUnsettledPayments(
  db: Db,
  before: Date,
  kinds: PaymentKind[],
): Promise<ReservationPaymentRow[]> {
  return db
    .select()
    .from(reservationPayments)
    .where(
      and(
        eq(reservationPayments.status, 'pending'),
        inArray(reservationPayments.kind, kinds),
        sql`${reservationPayments.createdAt} <= ${iso(before)}`,
      ),
    )
    .orderBy(asc(reservationPayments.id))
    .limit(100);
}

/** Requests to book whose time to be answered has run out. */
export async function findTimedOutRequests(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.status, 'pending'), sql`${reservations.requestExpiresAt} <= ${iso(now)}`))
    .limit(500);
  return rows.map((row) => row.id);
}
