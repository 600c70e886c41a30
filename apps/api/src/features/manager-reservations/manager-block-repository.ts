// SQL for the manager's block additions: a whole campground blocked in one transaction (each
// active site's block and occupancy row; one refusal rolls all of them back), and a block moved
// by updating its occupancy row's stay, which the exclusion constraint checks like an insert.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteBlocks, siteOccupancies } from '../../db/schema/index.ts';
import { isOccupancyRefusal } from '../inventory/site-unavailable.ts';
import type { NewSiteBlock } from '../inventory/site-block-repository.ts';

/** Drafts' lapsed holds on the site's nights: readers treat them as free; the constraint cannot. */
async function clearLapsedHolds(tx: Db, siteId: number, stay: string, now: Date): Promise<void> {
  await tx
    .delete(siteOccupancies)
    .where(
      and(
        eq(siteOccupancies.siteId, siteId),
        sql`${siteOccupancies.stay} && ${stay}::daterange`,
        lte(siteOccupancies.expiresAt, now),
      ),
    );
}

/** Every block with its occupancy, all or none: the ids, or the site whose nights were taken. */
export async function insertBlocks(
  db: Db,
  blocks: NewSiteBlock[],
  now: Date,
): Promise<{ ids: number[] } | { refusedSiteId: number }> {
  let current: number | null = null;
  try {
    const ids = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const made: number[] = [];
      for (const block of blocks) {
        current = block.siteId;
        const stay = `[${block.startDate},${block.endDate})`;
        await clearLapsedHolds(tx, block.siteId, stay, now);
        const [row] = await tx
          .insert(siteBlocks)
          .values({ ...block, createdAt: now })
          .returning({ id: siteBlocks.id });
        await tx
          .insert(siteOccupancies)
          .values({ siteId: block.siteId, campgroundId: block.campgroundId, stay, blockId: row!.id });
        made.push(row!.id);
      }
      return made;
    });
    return { ids };
  } catch (error) {
    if (isOccupancyRefusal(error) && current !== null) return { refusedSiteId: current };
    throw error;
  }
}

/** Moves the block to its new nights (and reason); false when those nights are taken (nothing changed). */
export async function moveBlock(
  db: Db,
  block: { id: number; siteId: number },
  values: { startDate: string; endDate: string; reason: string },
  now: Date,
): Promise<boolean> {
  const stay = `[${values.startDate},${values.endDate})`;
  try {
    await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await clearLapsedHolds(tx, block.siteId, stay, now);
      await tx.update(siteBlocks).set(values).where(eq(siteBlocks.id, block.id));
      await tx.update(siteOccupancies).set({ stay }).where(eq(siteOccupancies.blockId, block.id));
    });
    return true;
  } catch (error) {
    if (isOccupancyRefusal(error)) return false;
    throw error;
  }
}
