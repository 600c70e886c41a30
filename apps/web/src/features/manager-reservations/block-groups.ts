// A whole-campground block is stored as one block per site (docs/api-manager.md "Blocked dates"):
// the list shows the blocks one request made as one row, and edits or removes them together.
import type { SiteBlock } from './manager-records';

export interface BlockGroup {
  /** The first block's id: stable while the group lives, for React keys. */
  key: string;
  blocks: SiteBlock[];
  startDate: string;
  endDate: string;
  reason: string | null;
  source: SiteBlock['source'];
}

/**
 * The manager's blocks with the same dates and reason created in the same second (one request:
 * the API inserts them together) form one group; calendar blocks and blocks without a creation
 * time stay alone. Groups come in the order of their first block.
 */
export function groupBlocks(blocks: readonly SiteBlock[]): BlockGroup[] {
  const groups = new Map<string, BlockGroup>();
  for (const block of blocks) {
    const together =
      block.source === 'manager' && block.createdAt
        ? ['together', block.startDate, block.endDate, block.reason ?? '', block.createdAt.slice(0, 19)].join('|')
        : `alone|${block.id}`;
    const group = groups.get(together);
    if (group) group.blocks.push(block);
    else {
      const { id, startDate, endDate, reason, source } = block;
      groups.set(together, { key: id, blocks: [block], startDate, endDate, reason, source });
    }
  }
  return [...groups.values()];
}

export interface BlockFailure {
  block: SiteBlock;
  error: unknown;
}

/**
 * Applies a change to every block of a group, one after another, going on past a refusal so one
 * taken site does not stop the others: answers the blocks that were refused, with why.
 */
export async function changeEach(
  blocks: readonly SiteBlock[],
  change: (block: SiteBlock) => Promise<void>,
): Promise<BlockFailure[]> {
  const failures: BlockFailure[] = [];
  for (const block of blocks) {
    try {
      await change(block);
    } catch (error) {
      failures.push({ block, error });
    }
  }
  return failures;
}
