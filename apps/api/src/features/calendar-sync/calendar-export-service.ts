// A site's exported calendar (docs/api-calendar-sync.md "Export"): an unguessable feed URL made on
// first ask and replaced on rotation, and the feed itself, written live with ical-generator. The
// feed names no guest (its URL is handed to other channels) and leaves out the blocks imported
// calendars hold, so a channel never reads its own bookings back as ours.
import { createHash, randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import { addDays, API_BASE_PATH, PRODUCT_NAME, todayIn } from '@campwise/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { findBookingSettingsTimeZone } from './calendar-import-repository.ts';
import {
  ensureExport,
  findFeedOwner,
  listFeedStays,
  replaceExportToken,
  type CalendarExportRecord,
} from './calendar-export-repository.ts';

/** How far back the feed reaches: a channel may still show last month's stays. */
const FEED_PAST_DAYS = 30;

/** 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function feedUrl(publicWebUrl: string, token: string): string {
  return `${publicWebUrl}${API_BASE_PATH}/calendar-feeds/${token}.ics`;
}

export function getOrCreateExport(
  db: Db,
  site: { id: number; campgroundId: number },
  now: Date,
): Promise<CalendarExportRecord> {
  return ensureExport(db, { siteId: site.id, campgroundId: site.campgroundId, token: newToken() }, now);
}

export function rotateExport(
  db: Db,
  site: { id: number; campgroundId: number },
  now: Date,
): Promise<CalendarExportRecord> {
  return replaceExportToken(db, { siteId: site.id, campgroundId: site.campgroundId, token: newToken() }, now);
}

export interface Feed {
  body: string;
  etag: string;
}

export function feedNotFound(): AppError {
  return AppError.notFound('No calendar feed at this address (it may have been replaced).');
}

/** The feed behind a token, or 404. */
export async function buildFeed(db: Db, clock: Clock, token: string): Promise<Feed> {
  const owner = FEED_TOKEN_PATTERN.test(token) ? await findFeedOwner(db, token) : null;
  if (!owner) throw feedNotFound();
  const timeZone = await findBookingSettingsTimeZone(db, owner.siteId);
  const from = addDays(todayIn(timeZone, clock()), -FEED_PAST_DAYS);
  const stays = await listFeedStays(db, owner.siteId, from);
  const calendar = ical({
    prodId: { company: PRODUCT_NAME, product: 'Site calendar', language: 'EN' },
    name: `${owner.campgroundName} – ${owner.siteName}`,
  });
  for (const stay of stays) {
    calendar.createEvent({
      id: `${stay.kind}-${stay.id}@campwise`,
      allDay: true,
      start: stay.startDate,
      end: stay.endDate,
      summary: stay.kind === 'reservation' ? 'Reserved' : 'Blocked',
      // When the stay last changed, so the same data always writes the same feed (and ETag).
      stamp: stay.changedAt,
    });
  }
  const body = calendar.toString();
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** True when the client's If-None-Match names this ETag (or *). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
