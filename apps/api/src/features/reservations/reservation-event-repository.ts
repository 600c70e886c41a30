// What happened to a reservation after it was placed (reservation_events, docs/api-manager.md
// "Reservations of a campground"): one row per step, written in the transaction that takes the
// step, so the history never tells of a change that was rolled back.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservationEvents, users } from '../../db/schema/index.ts';

export type ReservationEventKind = 'created' | 'approved' | 'declined' | 'modified' | 'cancelled' | 'refunded';

export interface ReservationEventRecord {
  id: number;
  reservationId: string;
  kind: string;
  actorName: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

export async function recordReservationEvent(
  tx: Db,
  event: {
    reservationId: string;
    kind: ReservationEventKind;
    /** null: the system (a job, the provider's answer). */
    actorId: number | null;
    details?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await tx.insert(reservationEvents).values({
    reservationId: event.reservationId,
    kind: event.kind,
    actorId: event.actorId,
    details: event.details ?? {},
    createdAt: event.now,
  });
}

/** The reservation's events, oldest first, with the name of whoever took each step. */
export function listReservationEvents(db: Db, reservationId: string): Promise<ReservationEventRecord[]> {
  return db
    .select({
      id: reservationEvents.id,
      reservationId: reservationEvents.reservationId,
      kind: reservationEvents.kind,
      actorName: users.fullName,
      details: reservationEvents.details,
      createdAt: reservationEvents.createdAt,
    })
    .from(reservationEvents)
    .leftJoin(users, eq(users.id, reservationEvents.actorId))
    .where(eq(reservationEvents.reservationId, reservationId))
    .orderBy(asc(reservationEvents.id));
}
