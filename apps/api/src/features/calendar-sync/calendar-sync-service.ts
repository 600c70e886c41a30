// Syncing one imported calendar: fetch (conditional, bounded), read, apply in one transaction,
// record the outcome on the import, tell the managers about new conflicts. A calendar that cannot
// be fetched or read changes nothing but its import's last-status and last-error.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { applyOccurrences } from './calendar-apply.ts';
import { conflictEmail } from './calendar-conflict-email.ts';
import { fetchCalendar } from './calendar-fetcher.ts';
import {
  findBookingSettingsTimeZone,
  findImport,
  findManagerRecipients,
  listConflicts,
  lockImport,
  recordFetch,
  type CalendarImportRecord,
} from './calendar-import-repository.ts';
import { parseCalendar } from './calendar-parser.ts';
import { CalendarReadError } from './calendar-read-error.ts';
import type { CalendarSyncConfig } from './calendar-sync-config.ts';

/** What syncing needs; AppContext satisfies it, and server.ts builds one for the jobs. */
export interface CalendarSyncContext {
  db: Db;
  clock: Clock;
  emailSender: EmailSender;
  config: CalendarSyncConfig & { publicWebUrl: string };
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export type SyncOutcome =
  | { status: 'ok'; held: number; newConflicts: number }
  | { status: 'not-modified' }
  | { status: 'failed'; error: string }
  | { status: 'gone' };

export function calendarUnreadable(detail: string): AppError {
  return new AppError({ status: 422, code: 'calendar-unreadable', title: 'Calendar not readable', detail });
}

export async function syncImport(ctx: CalendarSyncContext, importId: number): Promise<SyncOutcome> {
  const found = await findImport(ctx.db, importId);
  if (!found) return { status: 'gone' };
  const fetchedAt = ctx.clock();
  try {
    const fetched = await fetchCalendar(found.url, {
      allowPrivate: ctx.config.calendarFetchAllowPrivate,
      etag: found.etag,
      lastModified: found.lastModified,
    });
    if (fetched.status === 'not-modified') {
      await recordFetch(ctx.db, importId, { lastStatus: 'not-modified', lastError: null, lastFetchedAt: fetchedAt });
      return { status: 'not-modified' };
    }
    const timeZone = await findBookingSettingsTimeZone(ctx.db, found.siteId);
    const occurrences = parseCalendar(fetched.body, { timeZone, now: ctx.clock() });
    const applied = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (!(await lockImport(db, importId))) return null;
      const result = await applyOccurrences(
        db,
        { importId, importName: found.name, campgroundId: found.campgroundId, siteId: found.siteId },
        occurrences,
        ctx.clock(),
      );
      await recordFetch(db, importId, {
        lastStatus: 'ok',
        lastError: null,
        lastFetchedAt: fetchedAt,
        lastSyncedAt: ctx.clock(),
        etag: fetched.etag,
        lastModified: fetched.lastModified,
      });
      return result;
    });
    if (!applied) return { status: 'gone' };
    if (applied.newConflictIds.length) await tellManagers(ctx, found, applied.newConflictIds);
    return { status: 'ok', held: applied.held, newConflicts: applied.newConflictIds.length };
  } catch (error) {
    if (!(error instanceof CalendarReadError)) throw error;
    await recordFetch(ctx.db, importId, { lastStatus: 'failed', lastError: error.message, lastFetchedAt: fetchedAt });
    return { status: 'failed', error: error.message };
  }
}

/** One email per manager for the conflicts this sync found; a failure to queue it is logged. */
async function tellManagers(ctx: CalendarSyncContext, found: CalendarImportRecord, ids: number[]): Promise<void> {
  try {
    const conflicts = await listConflicts(ctx.db, found.id, ids);
    const { campgroundName, emails } = await findManagerRecipients(ctx.db, found.campgroundId);
    const facts = {
      campgroundName,
      importName: found.name,
      siteName: found.siteName,
      portalUrl: `${ctx.config.publicWebUrl}/manager`,
    };
    for (const to of emails) await ctx.emailSender.send(conflictEmail(to, facts, conflicts));
  } catch (error) {
    ctx.log.error({ err: error, importId: found.id }, 'could not queue the calendar conflict email');
  }
}
