// The reservation calls of checkout and trips (docs/api-bookings.md, spec section 7), over the
// web's one JSON:API resource layer. Every read and write of a reservation includes its price
// lines (reservation-items) so a step always shows the server's current quote.
import type { ApiRecord, ResourceInput } from '@/lib/api-client';
import { type Reservation, toReservation } from './reservation';
import { type SiteChoice, toSiteChoice } from './site-choices';

/** One record and the included records its relationships point at. */
export interface ResourceAnswer {
  record: ApiRecord;
  related: (record: ApiRecord, name: string) => ApiRecord[];
}

export interface ResourceListAnswer {
  records: ApiRecord[];
  related: (record: ApiRecord, name: string) => ApiRecord[];
}

/** What checkout needs of the resource layer (see reservations-session.ts for the real one). */
export interface ReservationsApi {
  find: (type: string, id: string, include?: string) => Promise<ResourceAnswer>;
  query: (type: string, filter: Record<string, string>, include?: string) => Promise<ResourceListAnswer>;
  create: (resource: ResourceInput) => Promise<ResourceAnswer>;
  /** PATCH; an empty payload is the resource layer's no-op (spec section 5), never sent here. */
  update: (resource: ResourceInput, include?: string) => Promise<ResourceAnswer>;
  /** POST to an action path such as /reservations/{id}/payment. */
  action: (path: string, resource: ResourceInput, include?: string) => Promise<ResourceAnswer>;
}

export const RESERVATIONS = 'reservations';
export const ITEMS = 'reservation-items';

function reservationFrom(answer: ResourceAnswer): Reservation {
  return toReservation(answer.record, answer.related(answer.record, ITEMS));
}

/** GET campgrounds/{id} when a reservation starts (spec section 7). */
export async function loadCampgroundForCheckout(api: ReservationsApi, campgroundId: string): Promise<ApiRecord> {
  return (await api.find('campgrounds', campgroundId)).record;
}

/** The caller's live draft at a campground, to resume (spec section 4), or null. */
export async function findDraftReservation(api: ReservationsApi, campgroundId: string): Promise<Reservation | null> {
  const answer = await api.query(RESERVATIONS, { status: 'draft', campground: campgroundId }, ITEMS);
  const record = answer.records[0];
  return record ? toReservation(record, answer.related(record, ITEMS)) : null;
}

/** GET campgrounds/{id}/sites, priced and checked for the stay when both dates are given. */
export async function listSiteChoices(
  api: ReservationsApi,
  campgroundId: string,
  stay: { startDate: string; endDate: string } | null,
): Promise<SiteChoice[]> {
  const filter: Record<string, string> = stay ? { 'start-date': stay.startDate, 'end-date': stay.endDate } : {};
  const answer = await api.query(`campgrounds/${encodeURIComponent(campgroundId)}/sites`, filter);
  return answer.records.map(toSiteChoice);
}

export interface NewReservation {
  campgroundId: string;
  userId: string;
  siteId: string | null;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The relationships of a reservation built from its fields ending in Id (spec section 7):
 * campgroundId → campground, userId → user, siteId → site; null ones are left out.
 */
export function relationshipsFromIds(
  fields: Record<string, string | null>,
): Record<string, { type: string; id: string }> {
  const types: Record<string, string> = { campground: 'campgrounds', user: 'users', site: 'sites' };
  const relationships: Record<string, { type: string; id: string }> = {};
  for (const [field, id] of Object.entries(fields)) {
    const name = field.endsWith('Id') ? field.slice(0, -2) : null;
    if (!name || id === null || id === '') continue;
    relationships[name] = { type: types[name] ?? `${name}s`, id };
  }
  return relationships;
}

/** POST reservations: a draft, holding the site when site and dates are given. */
export async function createReservation(api: ReservationsApi, draft: NewReservation): Promise<Reservation> {
  const dates = draft.startDate && draft.endDate ? { startDate: draft.startDate, endDate: draft.endDate } : {};
  const answer = await api.create({
    type: RESERVATIONS,
    attributes: dates,
    relationships: relationshipsFromIds({
      campgroundId: draft.campgroundId,
      userId: draft.userId,
      siteId: draft.siteId,
    }),
  });
  return reservationFrom(answer);
}

/** GET reservations/{id} include reservation-items. */
export async function loadReservation(api: ReservationsApi, id: string): Promise<Reservation> {
  return reservationFrom(await api.find(RESERVATIONS, id, ITEMS));
}

/** The camper's reservations that are not drafts: upcoming ascending, past descending. */
export async function listTrips(api: ReservationsApi, when: 'upcoming' | 'past' | 'all'): Promise<Reservation[]> {
  const answer = await api.query(RESERVATIONS, { when }, ITEMS);
  return answer.records.map((record) => toReservation(record, answer.related(record, ITEMS)));
}

/** The writable attributes of a draft (camelCase) plus `policiesAccepted`. */
export interface ReservationChanges {
  startDate?: string;
  endDate?: string;
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

/** The changes that differ from the reservation as it is (what a PATCH needs to carry). */
export function changedAttributes(current: Reservation, changes: ReservationChanges): ReservationChanges {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes) as [keyof ReservationChanges, unknown][]) {
    if (value === undefined) continue;
    const now = key === 'policiesAccepted' ? current.policiesAcceptedAt !== null : current[key];
    if (value !== now) changed[key] = value;
  }
  return changed as ReservationChanges;
}

/**
 * PATCH reservations/{id} with include reservation-items, carrying only what changed. Nothing
 * to change is the spec's no-op: the resource layer sends nothing and the reservation stays as
 * the caller has it.
 */
export async function updateReservation(
  api: ReservationsApi,
  current: Reservation,
  changes: ReservationChanges,
  siteId?: string,
): Promise<Reservation> {
  const relationships = siteId && siteId !== current.siteId ? { site: { type: 'sites', id: siteId } } : undefined;
  const attributes = { ...changedAttributes(current, changes) };
  // Nothing changed: the empty update is a no-op, and the reservation stays as it is.
  if (Object.keys(attributes).length === 0 && !relationships) return current;
  const answer = await api.update(
    { type: RESERVATIONS, id: current.id, attributes, ...(relationships ? { relationships } : {}) },
    ITEMS,
  );
  return reservationFrom(answer);
}

/** POST reservations/{id}/payment with the payment method made in the browser. */
export async function payReservation(api: ReservationsApi, id: string, paymentMethodId: string): Promise<Reservation> {
  const answer = await api.action(
    `/${RESERVATIONS}/${encodeURIComponent(id)}/payment`,
    { type: 'reservation-payments', attributes: { paymentMethodId } },
    ITEMS,
  );
  return answer.record.type === RESERVATIONS ? reservationFrom(answer) : loadReservation(api, id);
}

/** POST reservations/{id}/cancellation: the stay cancelled, with what was refunded. */
export async function cancelReservation(api: ReservationsApi, id: string): Promise<Reservation> {
  const answer = await api.action(
    `/${RESERVATIONS}/${encodeURIComponent(id)}/cancellation`,
    { type: 'reservation-cancellations', attributes: {} },
    ITEMS,
  );
  return answer.record.type === RESERVATIONS ? reservationFrom(answer) : loadReservation(api, id);
}
