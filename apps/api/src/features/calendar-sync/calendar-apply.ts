// Applies a freshly read calendar to its site in the caller's transaction (docs/api-calendar-sync.md
// "Sync rules"): each occurrence holds its nights with a site block (source calendar); changed
// dates move the block; a vanished occurrence frees its nights; an occurrence whose nights are
// already taken by a stay or another block is a conflict, never forced. Each block insert runs in
// its own savepoint (insertSiteBlock's nested transaction), so the exclusion constraint refusing
// one occurrence does not abort the others. Conflicts are tried again on every sync.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { insertSiteBlock } from '../inventory/site-block-repository.ts';
import type { CalendarOccurrence } from './calendar-parser.ts';
import {
  deleteCalendarBlocks,
  deleteImportEvents,
  findOverlappingReservation,
  listImportEvents,
  upsertImportEvent,
  type ImportEvent,
} from './calendar-event-repository.ts';

export interface ApplyTarget {
  importId: number;
  importName: string;
  campgroundId: number;
  siteId: number;
}

export interface ApplyResult {
  held: number;
  /** Conflicts found by this sync that nobody has been told about yet (now marked as told). */
  newConflictIds: number[];
}

type Range = { startDate: string; endDate: string };

const keyOf = (o: { uid: string; recurrenceKey: string }) => `${o.uid}\u0000${o.recurrenceKey}`;
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The nights each occurrence's own block takes: an occurrence overlapping earlier ones of the same
 * calendar takes only the nights they do not (null: all covered), so one calendar's blocks never
 * overlap each other. `coveredUntil`: the end of the nights earlier occurrences hold.
 */
function blockRange(occurrence: CalendarOccurrence, coveredUntil: string): Range | null {
  const startDate = later(occurrence.startDate, coveredUntil);
  return startDate >= occurrence.endDate ? null : { startDate, endDate: occurrence.endDate };
}

function sameRange(event: ImportEvent | undefined, range: Range | null): boolean {
  if (!event?.blockId || !range) return false;
  return event.blockStartDate === range.startDate && event.blockEndDate === range.endDate;
}

export async function applyOccurrences(
  tx: Db,
  target: ApplyTarget,
  occurrences: CalendarOccurrence[],
  now: Date,
): Promise<ApplyResult> {
  const existing = new Map((await listImportEvents(tx, target.importId)).map((event) => [keyOf(event), event]));
  const sorted = [...occurrences].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || b.endDate.localeCompare(a.endDate),
  );

  // Blocks that stay exactly as they are if every occurrence is held as planned; every other
  // block of this calendar goes first, so a moved block never collides with its old self.
  const kept = new Set<number>();
  let planned = '';
  for (const occurrence of sorted) {
    const range = blockRange(occurrence, planned);
    const event = existing.get(keyOf(occurrence));
    if (sameRange(event, range)) kept.add(event!.blockId!);
    planned = later(planned, occurrence.endDate);
  }
  const wanted = new Set(sorted.map(keyOf));
  await deleteCalendarBlocks(
    tx,
    [...existing.values()].flatMap((event) => (event.blockId && !kept.has(event.blockId) ? [event.blockId] : [])),
  );
  await deleteImportEvents(
    tx,
    [...existing.values()].filter((event) => !wanted.has(keyOf(event))).map((event) => event.id),
  );

  const result: ApplyResult = { held: 0, newConflictIds: [] };
  let coveredUntil = '';
  for (const occurrence of sorted) {
    const event = existing.get(keyOf(occurrence));
    const range = blockRange(occurrence, coveredUntil);
    let blockId: number | null = null;
    let conflictReservationId: string | null = null;
    let held = true;
    if (range && sameRange(event, range) && kept.has(event!.blockId!)) {
      blockId = event!.blockId;
    } else if (range) {
      // Planned to stay but no longer the right nights (an earlier occurrence became a conflict).
      if (event?.blockId && kept.has(event.blockId)) await deleteCalendarBlocks(tx, [event.blockId]);
      try {
        blockId = await insertSiteBlock(
          tx,
          {
            campgroundId: target.campgroundId,
            siteId: target.siteId,
            ...range,
            reason: `${target.importName}: ${occurrence.summary}`.slice(0, 200),
            createdBy: null,
            source: 'calendar',
          },
          now,
        );
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'site-unavailable')) throw error;
        held = false;
        conflictReservationId = await findOverlappingReservation(tx, target.siteId, range, now);
      }
    }
    if (held) {
      result.held += 1;
      coveredUntil = later(coveredUntil, occurrence.endDate);
    }
    // A conflict already told (same dates, same stay in the way) is not told again.
    const alreadyTold =
      !held &&
      event?.status === 'conflict' &&
      event.conflictNotifiedAt !== null &&
      event.startDate === occurrence.startDate &&
      event.endDate === occurrence.endDate &&
      event.conflictReservationId === conflictReservationId;
    const values = {
      importId: target.importId,
      uid: occurrence.uid,
      recurrenceKey: occurrence.recurrenceKey,
      summary: occurrence.summary,
      startDate: occurrence.startDate,
      endDate: occurrence.endDate,
      status: held ? ('held' as const) : ('conflict' as const),
      blockId,
      conflictReservationId,
      conflictNotifiedAt: held ? null : alreadyTold ? event.conflictNotifiedAt : now,
    };
    if (event && unchanged(event, values)) continue;
    const id = await upsertImportEvent(tx, values, now);
    if (!held && !alreadyTold) result.newConflictIds.push(id);
  }
  return result;
}

function unchanged(
  event: ImportEvent,
  values: Omit<ImportEvent, 'id' | 'updatedAt' | 'blockStartDate' | 'blockEndDate'>,
) {
  return (
    event.summary === values.summary &&
    event.startDate === values.startDate &&
    event.endDate === values.endDate &&
    event.status === values.status &&
    event.blockId === values.blockId &&
    event.conflictReservationId === values.conflictReservationId &&
    (event.conflictNotifiedAt?.getTime() ?? null) === (values.conflictNotifiedAt?.getTime() ?? null)
  );
}
