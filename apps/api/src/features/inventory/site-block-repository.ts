// SQL for blocked dates. A block takes its site's nights like a stay: its site_occupancies row is
// written in the same transaction, so the exclusion constraint refuses a block over a held,
// pending or confirmed stay (and a stay over a block) without any "is it free?" read.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarImportEvents, siteBlocks, siteOccupancies, sites } from '../../db/schema/index.ts';
import { isOccupancyRefusal, siteUnavailable } from './site-unavailable.ts';

export type SiteBlockRecord = typeof siteBlocks.$inferSelect & { siteName: string; calendarImportId: number | null };

const columns = {
  id: siteBlocks.id,
  campgroundId: siteBlocks.campgroundId,
  siteId: siteBlocks.siteId,
  startDate: siteBlocks.startDate,
  endDate: siteBlocks.endDate,
  reason: siteBlocks.reason,
  source: siteBlocks.source,
  createdBy: siteBlocks.createdBy,
  createdAt: siteBlocks.createdAt,
  siteName: sites.name,
  // A calendar block is held by one imported event (calendar sync, docs/api-calendar-sync.md).
  calendarImportId: sql<number | null>`(select ${calendarImportEvents.importId} from ${calendarImportEvents}
    where ${calendarImportEvents.blockId} = ${siteBlocks.id} limit 1)`,
};

export async function findSiteBlock(db: Db, id: number): Promise<SiteBlockRecord | null> {
  const [row] = await db
    .select(columns)
    .from(siteBlocks)
    .innerJoin(sites, eq(sites.id, siteBlocks.siteId))
    .where(eq(siteBlocks.id, id))
    .limit(1);
  return row ?? null;
}

export function listSiteBlocks(db: Db, campgroundId: number): Promise<SiteBlockRecord[]> {
  return db
    .select(columns)
    .from(siteBlocks)
    .innerJoin(sites, eq(sites.id, siteBlocks.siteId))
    .where(eq(siteBlocks.campgroundId, campgroundId))
    .orderBy(asc(siteBlocks.startDate), asc(sites.name), asc(siteBlocks.id));
}

export interface NewSiteBlock {
  campgroundId: number;
  siteId: number;
  startDate: string;
  endDate: string;
  reason: string;
  createdBy: number | null;
  /** manager (the default) or calendar: held by an imported calendar (features/calendar-sync). */
  source?: 'manager' | 'calendar';
}

/**
 * The block and its occupancy, or 409 site-unavailable. A draft's expired hold in the way is
 * deleted first (readers already treat it as free; the constraint cannot read the clock).
 */
export async function insertSiteBlock(db: Db, block: NewSiteBlock, now: Date): Promise<number> {
  const stay = `[${block.startDate},${block.endDate})`;
  try {
    return await db.transaction(async (tx) => {
      await tx
        .delete(siteOccupancies)
        .where(
          and(
            eq(siteOccupancies.siteId, block.siteId),
            sql`${siteOccupancies.stay} && ${stay}::daterange`,
            lte(siteOccupancies.expiresAt, now),
          ),
        );
      const [row] = await tx
        .insert(siteBlocks)
        .values({ ...block, createdAt: now })
        .returning({ id: siteBlocks.id });
      await tx.insert(siteOccupancies).values({
        siteId: block.siteId,
        campgroundId: block.campgroundId,
        stay,
        blockId: row!.id,
      });
      return row!.id;
    });
  } catch (error) {
    if (isOccupancyRefusal(error)) throw siteUnavailable('/data/attributes/start-date');
    throw error;
  }
}

/** Its occupancy goes with it (on delete cascade). */
export async function deleteSiteBlock(db: Db, id: number): Promise<void> {
  await db.delete(siteBlocks).where(eq(siteBlocks.id, id));
}
