'use client';

// The manager's calls (docs/api-manager.md, docs/api-calendar-sync.md, docs/api-bookings.md), as
// the signed-in user with a token read at call time. Records are checked on the way in.
import { type Reservation, toReservation } from '@/features/checkout/reservation';
import type { ApiClient, ApiRecord } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import {
  type CalendarConflict,
  calendarConflictSchema,
  type CalendarExport,
  calendarExportSchema,
  type CalendarImport,
  calendarImportSchema,
  type ManagedSite,
  managedSiteSchema,
  type ManagerExtras,
  managerExtrasSchema,
  type ReservationEvent,
  reservationEventSchema,
  type SiteBlock,
  siteBlockSchema,
  type SiteOccupancy,
  siteOccupancySchema,
} from './manager-records';
import { type ReservationFilters, reservationQuery } from './reservation-filters';
import type { RefundChoice } from './money-choices';

export type ManagerReservation = Reservation & ManagerExtras;

const ITEMS = 'reservation-items';
const path = (...parts: (string | number)[]) => `/${parts.map((part) => encodeURIComponent(String(part))).join('/')}`;

function toManagerReservation(record: ApiRecord, items: readonly ApiRecord[]): ManagerReservation {
  return { ...toReservation(record, items), ...managerExtrasSchema.parse(record) };
}

async function client(): Promise<ApiClient> {
  return signedInApiClient();
}

export async function listReservations(
  campgroundId: number,
  filters: ReservationFilters,
  page: number,
): Promise<{ reservations: ManagerReservation[]; total: number }> {
  const answer = await (await client()).findAll('reservations', reservationQuery(campgroundId, filters, page));
  const total = typeof answer.meta.total === 'number' ? answer.meta.total : answer.data.length;
  return { reservations: answer.data.map((record) => toManagerReservation(record, [])), total };
}

export async function loadOccupancy(campgroundId: number, from: string, to: string): Promise<SiteOccupancy[]> {
  const answer = await (await client()).findAll(`campgrounds/${campgroundId}/occupancy`, { filter: { from, to } });
  return answer.data.map((record) => siteOccupancySchema.parse(record));
}

export async function loadReservation(id: string): Promise<ManagerReservation> {
  const document = await (await client()).findDocument('reservations', id, { include: ITEMS });
  return toManagerReservation(document.data, document.related(document.data, ITEMS));
}

export async function loadEvents(id: string): Promise<ReservationEvent[]> {
  const answer = await (await client()).findAll(`reservations/${encodeURIComponent(id)}/events`);
  return answer.data.map((record) => reservationEventSchema.parse(record));
}

async function reservationAction(
  id: string,
  action: string,
  attributes: Record<string, unknown>,
  siteId?: string,
  type = 'reservations',
) {
  const relationships = siteId ? { site: { type: 'sites', id: siteId } } : undefined;
  const document = await (
    await client()
  ).postActionDocument(
    path('reservations', id, action),
    { type, attributes, ...(relationships ? { relationships } : {}) },
    { include: ITEMS },
  );
  return toManagerReservation(document.data, document.related(document.data, ITEMS));
}

export const approveReservation = (id: string) => reservationAction(id, 'approval', {});

export const declineReservation = (id: string, reason: string) =>
  reservationAction(id, 'decline', reason.trim() ? { reason: reason.trim() } : {});

export interface Modification {
  startDate: string;
  endDate: string;
  totalCents: number;
  reason?: string;
}

export const modifyReservation = (id: string, change: Modification, siteId: string) =>
  reservationAction(id, 'modification', { ...change }, siteId);

export const cancelAsManager = (
  id: string,
  attributes: { refund: RefundChoice; refundCents?: number; reason?: string },
) => reservationAction(id, 'cancellation', attributes, undefined, 'reservation-cancellations');

export interface ManualBooking {
  source: 'internal' | 'external';
  channel?: string;
  startDate: string;
  endDate: string;
  name: string;
  email?: string;
  phone?: string;
  adults: number;
  children: number;
  notes?: string;
  amountCents?: number;
  sendConfirmation?: boolean;
}

export async function createManualBooking(booking: ManualBooking, siteId: string): Promise<ManagerReservation> {
  const document = await (
    await client()
  ).postActionDocument('/reservations/manual', {
    type: 'reservations',
    attributes: { ...booking },
    relationships: { site: { type: 'sites', id: siteId } },
  });
  return toManagerReservation(document.data, []);
}

export async function listManagedSites(campgroundId: number): Promise<ManagedSite[]> {
  const answer = await (await client()).findAll(`campgrounds/${campgroundId}/sites`);
  return answer.data.map((record) => managedSiteSchema.parse(record));
}

// Blocked dates

export async function listBlocks(campgroundId: number): Promise<SiteBlock[]> {
  const answer = await (await client()).findAll('site-blocks', { filter: { campground: String(campgroundId) } });
  return answer.data.map((record) => siteBlockSchema.parse(record));
}

export interface BlockInput {
  startDate: string;
  endDate: string;
  reason: string;
}

/** A block of one site, or of every active site of the campground (all or nothing). */
export async function createBlock(
  input: BlockInput,
  target: { siteId: string } | { campgroundId: number },
): Promise<void> {
  const relationships: Record<string, { type: string; id: string }> =
    'siteId' in target
      ? { site: { type: 'sites', id: target.siteId } }
      : { campground: { type: 'campgrounds', id: String(target.campgroundId) } };
  await (
    await client()
  ).write('POST', '/site-blocks', { type: 'site-blocks', attributes: { ...input }, relationships });
}

export async function updateBlock(id: string, input: BlockInput): Promise<void> {
  await (await client()).updateRecord('site-blocks', id, { ...input });
}

export async function deleteBlock(id: string): Promise<void> {
  await (await client()).deleteRecord('site-blocks', id);
}

// Calendar sync

export async function loadCalendarExport(siteId: string): Promise<CalendarExport> {
  const document = await (await client()).findDocument(`sites/${encodeURIComponent(siteId)}`, 'calendar-export');
  return calendarExportSchema.parse(document.data);
}

export async function rotateCalendarExport(siteId: string): Promise<CalendarExport> {
  const document = await (
    await client()
  ).postActionDocument(path('sites', siteId, 'calendar-export', 'rotation'), {
    type: 'calendar-exports',
    attributes: {},
  });
  return calendarExportSchema.parse(document.data);
}

export async function listCalendarImports(campgroundId: number): Promise<CalendarImport[]> {
  const answer = await (await client()).findAll('calendar-imports', { filter: { campground: String(campgroundId) } });
  return answer.data.map((record) => calendarImportSchema.parse(record));
}

export async function createCalendarImport(input: { name: string; url: string }, siteId: string) {
  const record = await (
    await client()
  ).createRecord('calendar-imports', input, { relationships: { site: { type: 'sites', id: siteId } } });
  return calendarImportSchema.parse(record);
}

export async function syncCalendarImport(id: string): Promise<CalendarImport> {
  const document = await (
    await client()
  ).postActionDocument(path('calendar-imports', id, 'sync'), { type: 'calendar-imports', attributes: {} });
  return calendarImportSchema.parse(document.data);
}

export async function deleteCalendarImport(id: string): Promise<void> {
  await (await client()).deleteRecord('calendar-imports', id);
}

export async function listCalendarConflicts(id: string): Promise<CalendarConflict[]> {
  const answer = await (await client()).findAll(`calendar-imports/${encodeURIComponent(id)}/conflicts`);
  return answer.data.map((record) => calendarConflictSchema.parse(record));
}
