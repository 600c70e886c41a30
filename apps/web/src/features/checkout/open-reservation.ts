// The API side of starting a checkout: the draft to open, created or resumed (spec sections 4
// and 7). Kept apart from the hook so the order of calls is unit-tested without React.
import { ApiError } from '@/lib/api-client';
import { firstCheckoutStep } from './checkout-steps';
import {
  createReservation,
  findDraftReservation,
  loadCampgroundForCheckout,
  type ReservationsApi,
} from './reservations-api';

export interface StartCheckoutRequest {
  campgroundId: string;
  /** The site whose Book button was pressed; omitted for the campground's own Book button. */
  siteId?: string | null;
  /** ISO dates of the stay, when the camper has chosen them (both or neither). */
  startDate?: string | null;
  endDate?: string | null;
}

export interface OpenedReservation {
  reservationId: string;
  firstStep: string;
  /** True when an existing draft at this campground was resumed rather than a new one made. */
  resumed: boolean;
}

/** The reservation id a 409 draft-exists names (meta.reservation-id), if any. */
export function existingDraftId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'draft-exists') return null;
  const id = error.meta?.['reservation-id'];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

function holdHasEnded(holdExpiresAt: string | null, now: number): boolean {
  return holdExpiresAt !== null && Date.parse(holdExpiresAt) <= now;
}

/** The draft to open for `request`, as `userId`, through `api`. */
export async function openReservationWith(
  api: ReservationsApi,
  userId: string,
  request: StartCheckoutRequest,
  now: number = Date.now(),
): Promise<OpenedReservation> {
  // Spec section 7: the campground is read when a reservation starts (a missing one fails here).
  await loadCampgroundForCheckout(api, request.campgroundId);

  const found = await findDraftReservation(api, request.campgroundId);
  // A draft whose hold has just run out (before the expiry job marks it) is not resumed.
  const draft = found && !holdHasEnded(found.holdExpiresAt, now) ? found : null;
  if (draft) return { reservationId: draft.id, firstStep: firstCheckoutStep(draft.informationFields), resumed: true };

  try {
    const created = await createReservation(api, {
      campgroundId: request.campgroundId,
      userId,
      siteId: request.siteId ?? null,
      startDate: request.startDate ?? null,
      endDate: request.endDate ?? null,
    });
    return { reservationId: created.id, firstStep: firstCheckoutStep(created.informationFields), resumed: false };
  } catch (error) {
    // Made meanwhile (another tab): resume that one instead.
    const existing = existingDraftId(error);
    if (existing === null) throw error;
    const resumed = await findDraftReservation(api, request.campgroundId);
    return {
      reservationId: existing,
      firstStep: firstCheckoutStep(resumed?.id === existing ? resumed.informationFields : null),
      resumed: true,
    };
  }
}
