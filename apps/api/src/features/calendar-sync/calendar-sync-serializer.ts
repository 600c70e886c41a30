// Resource objects of calendar sync (docs/api-calendar-sync.md).
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { CalendarExportRecord } from './calendar-export-repository.ts';
import type { CalendarImportRecord, ConflictRecord } from './calendar-import-repository.ts';

const siteLink = (id: number) => ({ data: { type: 'sites', id: String(id) } });

export function calendarExportResource(row: CalendarExportRecord, url: string): ResourceObject {
  return resource(
    'calendar-exports',
    String(row.siteId),
    { url, siteId: String(row.siteId), createdAt: row.createdAt.toISOString() },
    { site: siteLink(row.siteId) },
  );
}

export function calendarImportResource(row: CalendarImportRecord): ResourceObject {
  return resource(
    'calendar-imports',
    String(row.id),
    {
      name: row.name,
      url: row.url,
      siteId: String(row.siteId),
      siteName: row.siteName,
      campgroundId: String(row.campgroundId),
      lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
      lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
      lastStatus: row.lastStatus,
      lastError: row.lastError,
      heldCount: row.heldCount,
      conflictCount: row.conflictCount,
      createdAt: row.createdAt.toISOString(),
    },
    { site: siteLink(row.siteId), campground: { data: { type: 'campgrounds', id: String(row.campgroundId) } } },
  );
}

export function calendarConflictResource(row: ConflictRecord): ResourceObject {
  return resource('calendar-conflicts', String(row.id), {
    uid: row.uid,
    summary: row.summary,
    startDate: row.startDate,
    endDate: row.endDate,
    reservationId: row.reservationId,
    guestName: row.reservationId ? row.guestName : null,
    reservationStartDate: row.reservationStartDate,
    reservationEndDate: row.reservationEndDate,
  });
}
