// The occupancy calendar and reservation events as JSON:API resources (docs/api-manager.md).
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { ReservationEventRecord } from '../reservations/reservation-event-repository.ts';
import type { SiteOccupancy } from './campground-reservations-service.ts';
import type { OccupancyStay } from './manager-reservation-repository.ts';

/** One stay of the calendar, with its real dates (never clipped to the range asked). */
function stayEntry(stay: OccupancyStay): Record<string, unknown> {
  const dates = { 'start-date': stay.startDate, 'end-date': stay.endDate };
  if (stay.reservationId !== null) {
    return {
      ...dates,
      kind: stay.status === 'draft' ? 'hold' : 'reservation',
      'reservation-id': stay.reservationId,
      status: stay.status,
      'guest-name': stay.guestName,
      source: stay.source,
    };
  }
  return {
    ...dates,
    kind: stay.blockSource === 'calendar' ? 'calendar' : 'block',
    'block-id': String(stay.blockId),
    reason: stay.reason ?? '',
  };
}

export function siteOccupancyResource({ site, stays }: SiteOccupancy): ResourceObject {
  return resource(
    'site-occupancy',
    String(site.id),
    { siteId: String(site.id), siteName: site.name, siteTypeName: site.siteTypeName, stays: stays.map(stayEntry) },
    { site: { data: { type: 'sites', id: String(site.id) } } },
  );
}

export function reservationEventResource(event: ReservationEventRecord): ResourceObject {
  return resource(
    'reservation-events',
    String(event.id),
    {
      kind: event.kind,
      actorName: event.actorName,
      // Details are stored with their wire names already.
      details: event.details,
      createdAt: event.createdAt.toISOString(),
    },
    { reservation: { data: { type: 'reservations', id: event.reservationId } } },
  );
}
