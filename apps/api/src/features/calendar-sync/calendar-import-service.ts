// The rules of imported calendars a manager adds, changes, removes and syncs on demand. Routes
// check who may act (the campground's managers and admins) before calling these.
import { AppError } from '../../errors/app-error.ts';
import { requireCampgroundManager, type ManagerCandidate } from '../inventory/manager-access.ts';
import { requireSite } from '../inventory/inventory-service.ts';
import {
  deleteImport,
  findImport,
  insertImport,
  updateImport,
  type CalendarImportRecord,
} from './calendar-import-repository.ts';
import { calendarUnreadable, syncImport, type CalendarSyncContext } from './calendar-sync-service.ts';

export async function requireImport(ctx: CalendarSyncContext, id: number): Promise<CalendarImportRecord> {
  const found = await findImport(ctx.db, id);
  if (!found) throw AppError.notFound(`No calendar import with id ${id}.`);
  return found;
}

/** The import for a manager of its campground (401/403 otherwise; 404 when there is none). */
export async function requireManagedImport(
  ctx: CalendarSyncContext,
  user: ManagerCandidate | null | undefined,
  id: number,
): Promise<CalendarImportRecord> {
  const found = await requireImport(ctx, id);
  await requireCampgroundManager(ctx.db, user, found.campgroundId);
  return found;
}

/** Adds the import and fetches it at once; a first fetch that fails is recorded, not refused. */
export async function createImport(
  ctx: CalendarSyncContext,
  user: ManagerCandidate,
  siteId: number,
  input: { name: string; url: string },
): Promise<CalendarImportRecord> {
  const site = await requireSite(ctx.db, siteId);
  await requireCampgroundManager(ctx.db, user, site.campgroundId);
  const id = await insertImport(
    ctx.db,
    { campgroundId: site.campgroundId, siteId, name: input.name, url: input.url, createdBy: user.id },
    ctx.clock(),
  );
  await syncImport(ctx, id);
  return requireImport(ctx, id);
}

export async function changeImport(
  ctx: CalendarSyncContext,
  id: number,
  input: { name?: string | undefined; url?: string | undefined },
): Promise<CalendarImportRecord> {
  const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(values).length) await updateImport(ctx.db, id, values);
  return requireImport(ctx, id);
}

export function removeImport(ctx: CalendarSyncContext, id: number): Promise<void> {
  return deleteImport(ctx.db, id);
}

/** Syncs now; a calendar that cannot be fetched or read is 422 calendar-unreadable with why. */
export async function syncNow(ctx: CalendarSyncContext, id: number): Promise<CalendarImportRecord> {
  const outcome = await syncImport(ctx, id);
  if (outcome.status === 'failed') throw calendarUnreadable(outcome.error);
  return requireImport(ctx, id);
}
