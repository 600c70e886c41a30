'use client';

// What the setup's lists share: one row per site type, rate or site with its delete button, and
// the delete itself, which reads the inventory again so every step sees the change.
import { useManager } from '../manager-context';
import { useManagerAction } from './use-manager-action';
import styles from './manager.module.css';

export function InventoryRow({ title, meta, onDelete }: { title: string; meta: string; onDelete: () => void }) {
  return (
    <li className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.rowMeta}>{meta}</span>
      </span>
      <button type="button" className={styles.linkButton} onClick={onDelete}>
        Delete {title}
      </button>
    </li>
  );
}

/** useManagerAction plus `remove(type, id)`: DELETE /{type}/{id}, then the inventory again. */
export function useInventoryAction() {
  const { reloadInventory } = useManager();
  const action = useManagerAction();
  const remove = async (type: 'site-types' | 'rates' | 'sites', id: string) => {
    const removed = await action.run(async (client) => {
      await client.deleteRecord(type, id);
      return true;
    });
    if (removed) await reloadInventory();
  };
  return { ...action, remove };
}
