'use client';

import { SAVED_LIST_NAME_MAX_LENGTH } from '@campwise/domain';
import Link from 'next/link';
import { type FormEvent, useEffect, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { errorMessages } from '@/lib/api-client';
import {
  addToSavedList,
  createSavedList,
  loadSavedLists,
  removeFromSavedList,
  type SavedList,
  saveCampground,
  type SaveTarget,
} from '../saved-lists-api';
import { savedListsClient } from '../saved-lists-session';
import styles from './save-overlay.module.css';

export interface SaveOverlayProps {
  target: SaveTarget;
  /** The quick save into the default list went through. */
  onSaved: () => void;
  /** A list gained or lost the campground: the saved ids may have changed. */
  onChanged: () => Promise<void>;
  onClose: () => void;
}

/**
 * The "save" overlay. Opening it has already saved the campground to the default list — one
 * click is enough, as campers expect of a heart — and it lets them tick other lists, untick
 * this one or start a new list for the trip they are planning.
 */
export function SaveOverlay({ target, onSaved, onChanged, onClose }: SaveOverlayProps) {
  const [lists, setLists] = useState<SavedList[] | null>(null);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [newName, setNewName] = useState('');
  const nameId = useId();

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const { client, userId } = await savedListsClient();
      const saved = await saveCampground(client, target.id);
      if (cancelled) return;
      onSaved();
      setSavedTo(saved.name);
      const loaded = await loadSavedLists(client, userId);
      if (!cancelled) setLists(loaded);
    })().catch((error: unknown) => {
      if (!cancelled) setErrors(errorMessages(error));
    });
    return () => {
      cancelled = true;
    };
    // Once per opening: the overlay host mounts a new overlay for each one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target.id]);

  const replace = (list: SavedList) =>
    setLists((current) => (current ?? []).map((item) => (item.id === list.id ? list : item)));

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

  const toggle = (list: SavedList, checked: boolean) =>
    run(async () => {
      const { client } = await savedListsClient();
      if (checked) {
        replace(await addToSavedList(client, list.id, target.id));
      } else {
        await removeFromSavedList(client, list.id, target.id);
        replace({
          ...list,
          itemCount: list.itemCount - 1,
          campgroundIds: list.campgroundIds.filter((id) => id !== target.id),
        });
      }
    });

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return;
    void run(async () => {
      const { client } = await savedListsClient();
      const created = await createSavedList(client, name);
      const withItem = await addToSavedList(client, created.id, target.id);
      setLists((current) => [...(current ?? []), withItem]);
      setNewName('');
    });
  };

  const title = savedTo ? `Saved to ${savedTo}` : errors.length > 0 ? 'Not saved' : 'Saving…';
  return (
    <Modal open onClose={onClose} title={title}>
      <p className={styles.lead}>
        Choose the lists for <strong>{target.name}</strong>.
      </p>
      <FormAlert tone="error" messages={errors} />
      {lists === null && errors.length === 0 && <p role="status">Loading your lists…</p>}
      {lists && (
        <fieldset className={styles.lists} disabled={busy}>
          <legend className="visually-hidden">Your lists</legend>
          {lists.map((list) => (
            <label key={list.id} className={`${fieldStyles.checkbox} ${styles.list}`}>
              <input
                type="checkbox"
                checked={list.campgroundIds.includes(target.id)}
                onChange={(event) => void toggle(list, event.target.checked)}
              />
              <span>
                {list.name} <span className={styles.count}>({list.itemCount})</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {lists && (
        <form className={styles.create} onSubmit={create}>
          <label htmlFor={nameId} className={fieldStyles.label}>
            New list
          </label>
          <div className={styles.createRow}>
            <input
              id={nameId}
              className={fieldStyles.input}
              value={newName}
              maxLength={SAVED_LIST_NAME_MAX_LENGTH}
              placeholder="e.g. Summer road trip"
              onChange={(event) => setNewName(event.target.value)}
              disabled={busy}
            />
            <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={busy}>
              Create list
            </button>
          </div>
        </form>
      )}
      <div className={styles.actions}>
        <Link href="/account/lists" className={styles.manage}>
          Manage your lists
        </Link>
        <button type="button" className={buttonStyles.button} onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
