'use client';

import { formatStayDate, pluralNights, daysBetween } from '@campwise/domain';
import { useCallback, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { useOverlays } from '@/features/overlays/use-overlays';
import { errorMessages } from '@/lib/api-client';
import { type BlockGroup, changeEach, groupBlocks } from '../block-groups';
import { deleteBlock, listBlocks } from '../manager-api';
import type { SiteBlock } from '../manager-records';
import type { ManagerTabProps } from './manager-reservations-tab';
import styles from './manager.module.css';
import { RemoveButton } from './remove-button';
import { useManagedSites } from './use-managed-sites';

/**
 * Blocked dates: the manager's own (editable, removable) and those an imported calendar holds
 * (read-only here: they follow the other calendar and change when it does).
 */
export function ManagerBlocksTab({ campgroundId }: ManagerTabProps) {
  const { openOverlay } = useOverlays();
  const { sites } = useManagedSites(campgroundId);
  const [blocks, setBlocks] = useState<BlockGroup[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    listBlocks(campgroundId)
      .then((loaded) => {
        if (!current) return;
        setErrors([]);
        setBlocks(groupBlocks([...loaded].sort((a, b) => a.startDate.localeCompare(b.startDate))));
      })
      .catch((error: unknown) => {
        if (current) setErrors(errorMessages(error));
      });
    return () => {
      current = false;
    };
  }, [campgroundId, version]);

  const siteName = (block: SiteBlock) =>
    block.siteName ?? sites.find((site) => site.id === block.siteId)?.name ?? `Site ${block.siteId ?? ''}`;
  // A whole-campground block is one row for all its sites.
  const groupName = (group: BlockGroup) =>
    group.blocks.length > 1 ? `All sites (${group.blocks.length})` : siteName(group.blocks[0]!);

  return (
    <div className={styles.tab} data-testid="manager-blocks-tab">
      <div className={styles.header}>
        <h2>Blocked dates</h2>
        <button
          type="button"
          className={buttonStyles.button}
          onClick={() => openOverlay('manager-block-dates-create', { campgroundId, onDone: changed })}
        >
          Block dates
        </button>
      </div>
      <FormAlert tone="error" messages={errors} />
      {blocks === null && errors.length === 0 && <p className={styles.muted}>Loading blocked dates…</p>}
      {blocks?.length === 0 && <p className={styles.muted}>No dates are blocked.</p>}
      {blocks && blocks.length > 0 && (
        <ul className={styles.list} data-testid="blocks-list">
          {blocks.map((group) => (
            <li key={group.key} className={styles.item} data-testid="block-row">
              <span className={styles.itemMain}>
                <strong>{groupName(group)}</strong>
                <span>
                  {formatStayDate(group.startDate)} – {formatStayDate(group.endDate)} ·{' '}
                  {pluralNights(daysBetween(group.startDate, group.endDate))}
                </span>
                {group.reason && <span className={styles.muted}>{group.reason}</span>}
              </span>
              {group.source === 'calendar' ? (
                <span className={styles.badge}>Imported calendar</span>
              ) : (
                <span className={styles.actions}>
                  <button
                    type="button"
                    className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.smallButton}`}
                    onClick={() =>
                      openOverlay('manager-block-dates-edit', {
                        blocks: group.blocks,
                        siteName: groupName(group),
                        onDone: changed,
                      })
                    }
                  >
                    Edit
                  </button>
                  <RemoveButton
                    title="Remove these blocked dates?"
                    message={`${groupName(group)} can be booked again from ${formatStayDate(group.startDate)} to ${formatStayDate(group.endDate)}.`}
                    cancelLabel="Keep them"
                    onRemove={async () => {
                      const failures = await changeEach(group.blocks, (block) => deleteBlock(block.id));
                      changed();
                      if (failures[0]) throw failures[0].error;
                    }}
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
