// Blocked dates, the manager's additions (docs/api-manager.md "Blocked dates"): one block per
// active site of a whole campground, all or nothing; moving a block's nights; and, whenever the
// exclusion constraint refuses a block, the stays found in its way (meta.conflicts) so the
// manager can move or cancel them first. Blocks held by an imported calendar are read-only here.
import { AppError } from '../../errors/app-error.ts';
import { campgroundExists } from '../inventory/booking-settings-repository.ts';
import {
  checkBlockDates,
  createSiteBlock,
  requireSiteBlock,
  type InventoryContext,
} from '../inventory/inventory-service.ts';
import { requireCampgroundManager, type ManagerCandidate } from '../inventory/manager-access.ts';
import { listSiteBlocks, type SiteBlockRecord } from '../inventory/site-block-repository.ts';
import { managerErrors } from './manager-errors.ts';
import { insertBlocks, moveBlock } from './manager-block-repository.ts';
import { findStaysInTheWay, listActiveSites } from './manager-reservation-repository.ts';

const START_POINTER = '/data/attributes/start-date';

interface BlockAttributes {
  'start-date': string;
  'end-date': string;
  reason?: string;
}

async function refusal(
  ctx: InventoryContext,
  siteIds: number[],
  range: { startDate: string; endDate: string },
  detail?: string,
) {
  const conflicts = await findStaysInTheWay(ctx.db, siteIds, range, ctx.clock());
  return managerErrors.siteUnavailable({ pointer: START_POINTER, detail, conflicts });
}

/** POST /site-blocks: one site's block, or (relationship campground) one block per active site. */
export async function placeBlocks(
  ctx: InventoryContext,
  user: ManagerCandidate,
  relationships: { site?: { data: { id: number } }; campground?: { data: { id: number } } },
  attributes: BlockAttributes,
): Promise<SiteBlockRecord | SiteBlockRecord[]> {
  const { site, campground } = relationships;
  if ((site === undefined) === (campground === undefined)) {
    throw managerErrors.invalidRelationship('site', 'Choose a site, or a campground to block all its sites.');
  }
  if (campground) return blockCampground(ctx, user, campground.data.id, attributes);
  try {
    return await createSiteBlock(ctx, user, site!.data.id, attributes);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'site-unavailable') throw error;
    throw await refusal(ctx, [site!.data.id], { startDate: attributes['start-date'], endDate: attributes['end-date'] });
  }
}

async function blockCampground(
  ctx: InventoryContext,
  user: ManagerCandidate,
  campgroundId: number,
  attributes: BlockAttributes,
): Promise<SiteBlockRecord[]> {
  if (!(await campgroundExists(ctx.db, campgroundId))) {
    throw managerErrors.invalidRelationship('campground', `No campground with id ${campgroundId}.`);
  }
  await requireCampgroundManager(ctx.db, user, campgroundId);
  checkBlockDates(attributes['start-date'], attributes['end-date']);
  const sites = await listActiveSites(ctx.db, campgroundId);
  if (!sites.length) throw managerErrors.invalidRelationship('campground', 'This campground has no sites to block.');
  const range = { startDate: attributes['start-date'], endDate: attributes['end-date'] };
  const result = await insertBlocks(
    ctx.db,
    sites.map((site) => ({
      campgroundId,
      siteId: site.id,
      ...range,
      reason: attributes.reason ?? '',
      createdBy: user.id,
    })),
    ctx.clock(),
  );
  if ('refusedSiteId' in result) {
    const name = sites.find((site) => site.id === result.refusedSiteId)?.name ?? String(result.refusedSiteId);
    throw await refusal(
      ctx,
      sites.map((site) => site.id),
      range,
      `${name} is already taken for some of those nights: nothing was blocked.`,
    );
  }
  const made = new Set(result.ids);
  return (await listSiteBlocks(ctx.db, campgroundId)).filter((block) => made.has(block.id));
}

/** The campground's managers (and admins) may change a block; 403 for anyone else. */
export async function requireManagedBlock(
  ctx: InventoryContext,
  user: ManagerCandidate | null | undefined,
  id: number,
) {
  const block = await requireSiteBlock(ctx.db, id);
  await requireCampgroundManager(ctx.db, user, block.campgroundId);
  return block;
}

/** PATCH /site-blocks/{id}: new nights and reason, moved in one transaction or not at all. */
export async function updateBlock(
  ctx: InventoryContext,
  id: number,
  attributes: Partial<BlockAttributes>,
): Promise<SiteBlockRecord> {
  const block = await requireSiteBlock(ctx.db, id);
  if (block.source === 'calendar') throw managerErrors.calendarBlock();
  const values = {
    startDate: attributes['start-date'] ?? block.startDate,
    endDate: attributes['end-date'] ?? block.endDate,
    reason: attributes.reason ?? block.reason,
  };
  checkBlockDates(values.startDate, values.endDate);
  if (!(await moveBlock(ctx.db, block, values, ctx.clock()))) throw await refusal(ctx, [block.siteId], values);
  return requireSiteBlock(ctx.db, id);
}
