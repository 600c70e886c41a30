'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import type { Campground } from '@/features/campgrounds/campground-schema';
import { campgroundPath } from '@/lib/camping-paths';
import { errorMessages } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { deleteSavedList, loadListCampgrounds, removeFromSavedList, type SavedList } from '../saved-lists-api';
import { savedListsClient } from '../saved-lists-session';
import { ListNameForm } from './list-name-form';
import styles from './saved-lists.module.css';

export interface SavedListSectionProps {
  list: SavedList;
  /** Something changed on the server: the page reloads its lists and the hearts. */
  onChanged: () => Promise<void>;
}

/** One list: its name (renamable), its campgrounds (removable) and deleting it. */
export function SavedListSection({ list, onChanged }: SavedListSectionProps) {
  const headingId = useId();
  const [campgrounds, setCampgrounds] = useState<Campground[] | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // The campgrounds are re-read when the list's ids change, not on every render of the page.
  const idsKey = list.campgroundIds.join(',');

  useEffect(() => {
    let cancelled = false;
    if (!idsKey) return;
    savedListsClient()
      .then(({ client }) => loadListCampgrounds(client, list.id))
      .then(
        (loaded) => !cancelled && setCampgrounds(loaded),
        (error: unknown) => !cancelled && setErrors(errorMessages(error)),
      );
    return () => {
      cancelled = true;
    };
  }, [list.id, idsKey]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setErrors([]);
    try {
      await action();
      await onChanged();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = (campground: Campground) =>
    run(async () => {
      const { client } = await savedListsClient();
      await removeFromSavedList(client, list.id, campground.id);
      setCampgrounds((current) => current?.filter((item) => item.id !== campground.id) ?? null);
    });

  const removeList = () =>
    run(async () => {
      const { client } = await savedListsClient();
      await deleteSavedList(client, list.id);
    });

  const shown = idsKey ? campgrounds : [];
  return (
    <section className={styles.list} aria-labelledby={headingId} data-testid="saved-list">
      <div className={styles.listHeader}>
        <h2 id={headingId} className={styles.listTitle}>
          {list.name} <span className={styles.count}>{formatCount(list.itemCount, 'campground')}</span>
        </h2>
        {!renaming && !confirmingDelete && (
          <div className={styles.listActions}>
            <button type="button" className={styles.textButton} onClick={() => setRenaming(true)} disabled={busy}>
              Rename<span className="visually-hidden"> {list.name}</span>
            </button>
            <button
              type="button"
              className={`${styles.textButton} ${styles.danger}`}
              onClick={() => setConfirmingDelete(true)}
              disabled={busy}
            >
              Delete<span className="visually-hidden"> {list.name}</span>
            </button>
          </div>
        )}
      </div>

      {renaming && (
        <ListNameForm
          initialName={list.name}
          onCancel={() => setRenaming(false)}
          onRenamed={async () => {
            setRenaming(false);
            await onChanged();
          }}
          listId={list.id}
        />
      )}

      {confirmingDelete && (
        <div className={styles.confirm} role="group" aria-label={`Delete ${list.name}?`}>
          <p>
            Delete “{list.name}” and the {formatCount(list.itemCount, 'campground')} saved in it? This cannot be undone.
          </p>
          <div className={styles.confirmActions}>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.danger}`}
              onClick={() => void removeList()}
              disabled={busy}
            >
              Delete list
            </button>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              onClick={() => setConfirmingDelete(false)}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
        </div>
      )}

      <FormAlert tone="error" messages={errors} />
      {shown === null && errors.length === 0 && <p role="status">Loading campgrounds…</p>}
      {shown?.length === 0 && <p className={styles.empty}>No campgrounds in this list yet.</p>}
      {shown && shown.length > 0 && (
        <ul className={styles.items}>
          {shown.map((campground) => (
            <li key={campground.id} className={styles.item}>
              <div className={styles.itemText}>
                <Link href={campgroundPath(campground)} className={styles.itemLink}>
                  {campground.name}
                </Link>
                <span className={styles.itemMeta}>{campground.regionName}</span>
              </div>
              <button
                type="button"
                className={styles.textButton}
                onClick={() => void remove(campground)}
                disabled={busy}
              >
                Remove
                <span className="visually-hidden">
                  {' '}
                  {campground.name} from {list.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
