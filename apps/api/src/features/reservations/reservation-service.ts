// Drafts: created when checkout starts, changed on each step, read and listed. A draft with a
// site and dates holds the site's nights for BOOKING_HOLD_MINUTES through its site_occupancies
// row; the database's exclusion constraint, not a check in code, keeps two stays off one night.
import { addSeconds } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { ReservationStatus } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isConcurrencyFailure, isUniqueViolation } from '../../errors/database-errors.ts';
import { CONCURRENT_CHANGE_MESSAGE } from '../../errors/error-document.ts';
import { canManageCampground } from '../inventory/manager-access.ts';
import { findBookingSettings } from '../inventory/pricing-terms-repository.ts';
import type { Camper, ReservationContext } from './reservation-context.ts';
import { reservationErrors } from './reservation-errors.ts';
import {
  checkNotHidden,
  checkStay,
  chooseSite,
  isBookable,
  quoteReservation,
  type ChosenSite,
} from './reservation-quote.ts';
import {
  expireEndedHolds,
  findLiveDraft,
  findReservationDetails,
  insertReservation,
  listReservationDetails,
  lockReservation,
  placeHold,
  releaseHold,
  replaceItems,
  updateReservation,
  type ReservationDetails,
  type ReservationRow,
} from './reservation-repository.ts';

export interface DraftChanges {
  startDate?: string | null;
  endDate?: string | null;
  /** null: no site any more. */
  siteId?: number | null;
  name?: string;
  email?: string;
  phone?: string;
  adults?: number;
  children?: number;
  equipment?: string | null;
  vehicleLengthFt?: number | null;
  notes?: string;
  policiesAccepted?: boolean;
}

/** Equipment that is an RV or tows one: its length must fit an RV site. */
export const RV_EQUIPMENT = new Set(['rv', 'trailer']);

function holdEnd(ctx: ReservationContext, now: Date): Date {
  return addSeconds(now, ctx.config.bookingHoldMinutes * 60);
}

/** Both dates or neither: the stay is [start, end). */
function checkBothDates(startDate: string | null, endDate: string | null): void {
  if ((startDate === null) !== (endDate === null)) {
    throw reservationErrors.invalid(
      startDate === null ? 'start-date' : 'end-date',
      'Choose both the arrival and the departure date.',
    );
  }
}

/** The party fits the site, and an RV fits its pad. */
function checkSiteFits(
  site: ChosenSite,
  state: Pick<ReservationRow, 'adults' | 'children' | 'equipment' | 'vehicleLengthFt'>,
) {
  if (state.adults + state.children > site.capacity) {
    throw reservationErrors.invalid('adults', `This site takes at most ${site.capacity} people.`);
  }
  if (
    site.kind === 'rv' &&
    state.equipment !== null &&
    RV_EQUIPMENT.has(state.equipment) &&
    state.vehicleLengthFt !== null &&
    site.maxRvLengthFt !== null &&
    state.vehicleLengthFt > site.maxRvLengthFt
  ) {
    throw reservationErrors.invalid(
      'vehicle-length-ft',
      `This site takes vehicles up to ${site.maxRvLengthFt} feet long.`,
    );
  }
}

/** Runs a transaction that places a hold; a refused hold is 409 site-unavailable, nothing written. */
async function holding<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => work(tx as unknown as Db));
  } catch (error) {
    if (isConcurrencyFailure(error)) throw reservationErrors.siteUnavailable();
    throw error;
  }
}

interface Priced {
  lines: Awaited<ReturnType<typeof quoteReservation>>['lines'];
  subtotalCents: number;
  totalCents: number;
}

async function priceDraft(
  ctx: ReservationContext,
  db: Db,
  input: { campgroundId: number; site: ChosenSite | null; startDate: string | null; endDate: string | null },
  camper: Camper,
): Promise<Priced> {
  if (!input.site || !input.startDate || !input.endDate) return { lines: [], subtotalCents: 0, totalCents: 0 };
  const quote = await quoteReservation(
    db,
    {
      campgroundId: input.campgroundId,
      siteTypeId: input.site.siteTypeId,
      startDate: input.startDate,
      endDate: input.endDate,
      isPro: camper.pro,
    },
    ctx.config.bookingServiceFeeBps,
  );
  return { lines: quote.lines, subtotalCents: quote.subtotalCents, totalCents: quote.totalCents };
}

export async function createReservation(
  ctx: ReservationContext,
  camper: Camper,
  input: {
    campgroundId: number;
    siteId: number | null;
    startDate: string | null;
    endDate: string | null;
    userId?: number;
  },
): Promise<ReservationDetails> {
  const { db } = ctx;
  const now = ctx.clock();
  if (input.userId !== undefined && input.userId !== camper.id) {
    throw reservationErrors.invalid('user', 'A reservation is made for the signed-in user.', true);
  }
  checkBothDates(input.startDate, input.endDate);
  const settings = await findBookingSettings(db, input.campgroundId);
  if (!(await isBookable(db, settings, input.campgroundId))) throw reservationErrors.notBookable();
  const site = input.siteId === null ? null : await chooseSite(db, input.campgroundId, input.siteId);
  if (input.startDate && input.endDate) checkStay(settings!, input.startDate, input.endDate, now);
  if (site) checkSiteFits(site, { adults: 1, children: 0, equipment: null, vehicleLengthFt: null });

  const existing = await findLiveDraft(db, camper.id, input.campgroundId, now);
  if (existing) throw reservationErrors.draftExists(existing.id);

  const held = site !== null && input.startDate !== null && input.endDate !== null;
  let id: string;
  try {
    id = await holding(db, async (tx) => {
      // The camper's own draft here whose hold ended is over: this one replaces it.
      await expireEndedHolds(tx, now, { userId: camper.id, campgroundId: input.campgroundId });
      const priced = await priceDraft(ctx, tx, { ...input, site }, camper);
      const row = await insertReservation(tx, {
        userId: camper.id,
        campgroundId: input.campgroundId,
        siteId: site?.id ?? null,
        startDate: input.startDate,
        endDate: input.endDate,
        status: 'draft',
        name: camper.fullName,
        email: camper.email,
        bookingPolicy: settings!.bookingPolicy,
        subtotalCents: priced.subtotalCents,
        totalCents: priced.totalCents,
        holdExpiresAt: held ? holdEnd(ctx, now) : null,
        createdAt: now,
        updatedAt: now,
      });
      await replaceItems(tx, row.id, priced.lines);
      if (held) {
        // Stale holds in the way are expired first, in this transaction; the insert is the guard.
        await expireEndedHolds(tx, now, { siteId: site.id, startDate: input.startDate!, endDate: input.endDate! });
        await placeHold(tx, {
          reservationId: row.id,
          campgroundId: input.campgroundId,
          siteId: site.id,
          startDate: input.startDate!,
          endDate: input.endDate!,
          expiresAt: row.holdExpiresAt,
        });
      }
      return row.id;
    });
  } catch (error) {
    // Two starts at once: the one-draft index let only one through; the other resumes it.
    if (isUniqueViolation(error, 'reservations_one_draft_idx')) {
      const draft = await findLiveDraft(db, camper.id, input.campgroundId, now);
      if (draft) throw reservationErrors.draftExists(draft.id);
      throw AppError.conflict('Concurrent change', CONCURRENT_CHANGE_MESSAGE);
    }
    throw error;
  }
  return (await findReservationDetails(db, id))!;
}

/** The reservation for its owner; 404 for anyone else (the same answer as for no reservation). */
export async function ownReservation(ctx: ReservationContext, camper: Camper, id: string): Promise<ReservationDetails> {
  const details = await findReservationDetails(ctx.db, id);
  if (!details || details.reservation.userId !== camper.id) throw reservationErrors.notFound();
  return details;
}

/** Its owner, admins and the campground's managers may read a reservation; anyone else gets 404. */
export async function readableReservation(
  ctx: ReservationContext,
  viewer: { id: number; admin: boolean },
  id: string,
): Promise<ReservationDetails> {
  const details = await findReservationDetails(ctx.db, id);
  if (!details) throw reservationErrors.notFound();
  if (details.reservation.userId === viewer.id) return details;
  if (await canManageCampground(ctx.db, viewer, details.reservation.campgroundId)) return details;
  throw reservationErrors.notFound();
}

function hasChanges(changes: DraftChanges): boolean {
  return Object.values(changes).some((value) => value !== undefined);
}

export async function updateDraft(
  ctx: ReservationContext,
  camper: Camper,
  id: string,
  changes: DraftChanges,
): Promise<ReservationDetails> {
  const { db } = ctx;
  const now = ctx.clock();
  const current = await ownReservation(ctx, camper, id);
  if (!hasChanges(changes)) return current;
  await holding(db, async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row) throw reservationErrors.notFound();
    if (row.status === 'expired') throw reservationErrors.holdExpired();
    if (row.status !== 'draft') throw reservationErrors.notADraft();
    if (row.holdExpiresAt !== null && row.holdExpiresAt <= now) throw reservationErrors.holdExpired();

    const startDate = changes.startDate === undefined ? row.startDate : changes.startDate;
    const endDate = changes.endDate === undefined ? row.endDate : changes.endDate;
    const siteId = changes.siteId === undefined ? row.siteId : changes.siteId;
    checkBothDates(startDate, endDate);
    const settings = await findBookingSettings(tx, row.campgroundId);
    if (!settings) throw reservationErrors.notBookable();
    const stayMoved = startDate !== row.startDate || endDate !== row.endDate || siteId !== row.siteId;
    if (stayMoved) await checkNotHidden(tx, row.campgroundId);
    const site = siteId === null ? null : await chooseSite(tx, row.campgroundId, siteId);
    if (stayMoved && startDate && endDate) checkStay(settings, startDate, endDate, now);

    const next = {
      adults: changes.adults ?? row.adults,
      children: changes.children ?? row.children,
      equipment: changes.equipment === undefined ? row.equipment : changes.equipment,
      vehicleLengthFt: changes.vehicleLengthFt === undefined ? row.vehicleLengthFt : changes.vehicleLengthFt,
    };
    if (site) checkSiteFits(site, next);

    const priced = await priceDraft(ctx, tx, { campgroundId: row.campgroundId, site, startDate, endDate }, camper);
    const held = site !== null && startDate !== null && endDate !== null;
    let holdExpiresAt = row.holdExpiresAt;
    if (stayMoved) {
      if (held) {
        // Moving the hold restarts its minutes; the old row goes in the same transaction, so a
        // refused move (409) leaves the draft holding what it held.
        holdExpiresAt = holdEnd(ctx, now);
        await expireEndedHolds(tx, now, { siteId: site.id, startDate: startDate!, endDate: endDate! });
        await placeHold(tx, {
          reservationId: id,
          campgroundId: row.campgroundId,
          siteId: site.id,
          startDate: startDate!,
          endDate: endDate!,
          expiresAt: holdExpiresAt,
        });
      } else {
        holdExpiresAt = null;
        await releaseHold(tx, id);
      }
    }
    let policiesAcceptedAt = row.policiesAcceptedAt;
    if (changes.policiesAccepted === true) policiesAcceptedAt ??= now;
    if (changes.policiesAccepted === false) policiesAcceptedAt = null;
    await updateReservation(tx, id, {
      startDate,
      endDate,
      siteId,
      ...next,
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.email === undefined ? {} : { email: changes.email }),
      ...(changes.phone === undefined ? {} : { phone: changes.phone }),
      ...(changes.notes === undefined ? {} : { notes: changes.notes }),
      policiesAcceptedAt,
      bookingPolicy: settings.bookingPolicy,
      subtotalCents: priced.subtotalCents,
      totalCents: priced.totalCents,
      holdExpiresAt,
      updatedAt: now,
    });
    await replaceItems(tx, id, priced.lines);
  });
  return (await findReservationDetails(db, id))!;
}

/** Reservations the list shows unless a status is asked for: placed ones, not drafts or lapsed drafts. */
const LISTED_STATUSES: ReservationStatus[] = ['pending', 'confirmed', 'declined', 'cancelled'];

/** The caller's own trips; bookings a manager entered by hand for a guest are not among them. */
export function listOwnReservations(
  ctx: ReservationContext,
  camper: Camper,
  filter: { when?: 'upcoming' | 'past' | 'all'; status?: ReservationStatus[]; campground?: number },
  page: { number: number; size: number },
) {
  return listReservationDetails(
    ctx.db,
    {
      userId: camper.id,
      when: filter.when ?? 'all',
      statuses: filter.status ?? LISTED_STATUSES,
      campgroundId: filter.campground,
    },
    page,
    ctx.clock(),
  );
}
