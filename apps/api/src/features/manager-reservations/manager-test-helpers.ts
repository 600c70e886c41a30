// Helpers for the manager reservation tests: requests as a manager, and a camper's paid stay.
import { expect } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { localProviderCharges, localProviderRefunds, reservationPayments } from '../../db/schema/index.ts';
import { createBookableCampground, type BookableCampground } from '../../test/inventory-fixtures.ts';
import type { TestApp, TestResponse } from '../../test/test-app.ts';
import {
  completeDraft,
  makeCampers,
  pay,
  sessionFor,
  startDraft,
  type Camper,
} from '../reservations/reservation-test-helpers.ts';
import { cardToken } from '../subscriptions/pro-test-helpers.ts';

export type Caller = { headers: Record<string, string> } | null;

export function send(
  t: TestApp,
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { ...(caller?.headers ?? {}) };
  if (body !== undefined) headers['content-type'] = 'application/vnd.api+json';
  return t.request({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}

export const rel = (type: string, id: number | string) => ({ data: { type, id: String(id) } });

export function doc(type: string, attributes: Record<string, unknown>, relationships?: Record<string, unknown>) {
  return { data: { type, attributes, ...(relationships ? { relationships } : {}) } };
}

export function expectError(response: TestResponse, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.body.errors[0]).toMatchObject({ status: String(status), code });
}

export function modify(
  t: TestApp,
  caller: Caller,
  id: string,
  attributes: Record<string, unknown>,
  siteId?: number,
): Promise<TestResponse> {
  return send(
    t,
    caller,
    'POST',
    `/api/v6/reservations/${id}/modification?include=reservation-items`,
    doc('reservations', attributes, siteId === undefined ? undefined : { site: rel('sites', siteId) }),
  );
}

export function manual(
  t: TestApp,
  caller: Caller,
  siteId: number,
  attributes: Record<string, unknown>,
): Promise<TestResponse> {
  return send(
    t,
    caller,
    'POST',
    '/api/v6/reservations/manual',
    doc('reservations', { source: 'internal', name: 'Walk-in Guest', ...attributes }, { site: rel('sites', siteId) }),
  );
}

export function managerCancel(t: TestApp, caller: Caller, id: string, attributes: Record<string, unknown>) {
  return send(
    t,
    caller,
    'POST',
    `/api/v6/reservations/${id}/cancellation`,
    doc('reservation-cancellations', attributes),
  );
}

/** A camper's stay paid through checkout (charged, or held for a request to book). */
export async function paidStay(
  t: TestApp,
  camper: Camper,
  campground: BookableCampground,
  siteId: number,
  stay: { startDate: string; endDate: string },
): Promise<string> {
  const draft = await startDraft(t, camper, { campgroundId: campground.campgroundId, siteId, ...stay });
  expect(draft.status, draft.text).toBe(201);
  const id = draft.body.data.id as string;
  expect((await completeDraft(t, camper, id)).status).toBe(200);
  const paid = await pay(t, camper, id, await cardToken(t));
  expect(paid.status, paid.text).toBe(200);
  return id;
}

/** The card movements the local processor made for the reservation's modifications. */
export async function modificationMoney(t: TestApp, id: string) {
  const { db } = t.database;
  const charges = await db
    .select()
    .from(localProviderCharges)
    .where(like(localProviderCharges.idempotencyKey, `reservation:${id}:modify:%`));
  const refunds = await db
    .select()
    .from(localProviderRefunds)
    .where(like(localProviderRefunds.idempotencyKey, `reservation:${id}:%`));
  const movements = await db
    .select()
    .from(reservationPayments)
    .where(and(eq(reservationPayments.reservationId, id), like(reservationPayments.idempotencyKey, '%:modify:%')));
  return { charges, refunds, movements };
}

/** A bookable campground, its manager signed in, and a camper. */
export async function managedCampground(t: TestApp, now: Date, settings: Record<string, unknown> = {}) {
  const campground = await createBookableCampground(t.database.db, { settings });
  const manager = await sessionFor(t.database.db, campground.managerUserId!, now);
  const [camper] = await makeCampers(t.database.db, 1, now);
  return { campground, manager, camper: camper! };
}
