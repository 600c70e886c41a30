// Openings as the member sees them (docs/api-alerts.md "Openings"): the history of an alert,
// each rechecked now, and booking one: the member who opens it first gets the checkout draft,
// whose hold keeps the site for them (the database's exclusion constraint decides who was first).
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import type { Camper, ReservationContext } from '../reservations/reservation-context.ts';
import { reservationErrors } from '../reservations/reservation-errors.ts';
import { findLiveDraft, type ReservationDetails } from '../reservations/reservation-repository.ts';
import { createReservation } from '../reservations/reservation-service.ts';
import { alertErrors } from './alert-errors.ts';
import { ownAlert } from './alert-service.ts';
import { ownInventory } from './availability-source.ts';
import {
  findDeliveries,
  findOpening,
  listOpenings,
  type DeliveryRecord,
  type OpeningRecord,
} from './opening-repository.ts';

export interface OpeningView {
  opening: OpeningRecord;
  stillAvailable: boolean;
  deliveries: DeliveryRecord[];
}

export async function listAlertOpenings(
  db: Db,
  userId: number,
  alertId: string,
  page: Page,
  now: Date,
): Promise<{ rows: OpeningView[]; total: number }> {
  await ownAlert(db, userId, alertId);
  const { rows, total } = await listOpenings(db, alertId, page);
  const [available, deliveries] = await Promise.all([
    ownInventory.bookable(db, rows, now),
    findDeliveries(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    rows: rows.map((opening, index) => ({
      opening,
      stillAvailable: available[index]!,
      deliveries: deliveries.filter((delivery) => delivery.openingId === opening.id),
    })),
    total,
  };
}

/** The member's checkout draft for the opening's site and dates; 409 opening-taken when someone was first. */
export async function reserveOpening(
  ctx: ReservationContext,
  camper: Camper,
  openingId: string,
): Promise<ReservationDetails> {
  const opening = await findOpening(ctx.db, openingId);
  if (!opening || opening.userId !== camper.id) throw alertErrors.openingNotFound();
  const now = ctx.clock();
  const [available] = await ownInventory.bookable(ctx.db, [opening], now);
  if (!available) {
    // Their own checkout here (a second click) holds it: they resume that draft, as POST /reservations says.
    const draft = await findLiveDraft(ctx.db, camper.id, opening.campgroundId, now);
    if (draft) throw reservationErrors.draftExists(draft.id);
    throw alertErrors.openingTaken(opening.alertId);
  }
  try {
    return await createReservation(ctx, camper, {
      campgroundId: opening.campgroundId,
      siteId: opening.siteId,
      startDate: opening.startDate,
      endDate: opening.endDate,
    });
  } catch (error) {
    // Taken between the check and the hold: the hold's insert lost to another's.
    if (error instanceof AppError && error.code === 'site-unavailable') throw alertErrors.openingTaken(opening.alertId);
    throw error;
  }
}
