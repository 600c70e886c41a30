'use client';

import Link from 'next/link';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { useOverlays } from '@/features/overlays/use-overlays';
import { errorMessages } from '@/lib/api-client';
import { campgroundPath } from '@/lib/camping-paths';
import { signedInApiClient } from '@/lib/session-api-client';
import {
  type FoundCampground,
  findCampgroundsByName,
  hideCampground,
  listHiddenCampgrounds,
  mergeCampground,
  type ModeratedCampground,
  showCampground,
} from '../admin-campgrounds-api';
import styles from './admin.module.css';
import { AdminSearchForm } from './admin-search-form';
import { RejectWithReason } from './reject-with-reason';

const HIDE_LABELS = { open: 'Hide', field: 'Why hide it?', submit: 'Hide with this reason' } as const;

/**
 * /admin/campgrounds: find campgrounds by name; hide one with a reason, or mark it a duplicate and
 * merge it into the campground to keep; the hidden ones below can be shown again.
 */
export function AdminCampgrounds() {
  const { openOverlay } = useOverlays();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<FoundCampground[] | null>(null);
  const [hidden, setHidden] = useState<ModeratedCampground[]>([]);
  const [duplicate, setDuplicate] = useState<FoundCampground | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const refreshHidden = useCallback(async () => {
    setHidden(await listHiddenCampgrounds(await signedInApiClient()));
  }, []);

  useEffect(() => {
    refreshHidden().catch((error: unknown) => setErrors(errorMessages(error)));
  }, [refreshHidden]);

  /** Runs one admin action, then searches again and reloads the hidden list. */
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setErrors([]);
    setNotice('');
    try {
      setNotice(await action());
      const client = await signedInApiClient();
      if (query.trim()) setFound(await findCampgroundsByName(client, query));
      await refreshHidden();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    void run(async () => '');
  };

  const hide = (campground: FoundCampground, reason: string) =>
    void run(async () => {
      await hideCampground(await signedInApiClient(), campground.id, reason);
      return `${campground.name} is hidden.`;
    });

  const show = (campground: ModeratedCampground) =>
    void run(async () => {
      await showCampground(await signedInApiClient(), campground.id);
      return `${campground.name} is visible again.`;
    });

  const askToMerge = (from: FoundCampground, into: FoundCampground) =>
    openOverlay('confirmation', {
      title: 'Merge these campgrounds?',
      message: `${from.label} will be hidden and its address will lead to ${into.label}. Its reviews, photos, field reports and saved places move to ${into.name}. This cannot be undone.`,
      confirmLabel: `Merge into ${into.name}`,
      busyLabel: 'Merging…',
      cancelLabel: 'Keep both',
      onConfirm: async () => {
        await mergeCampground(await signedInApiClient(), from.id, into.id);
        setDuplicate(null);
        await run(async () => `${from.name} was merged into ${into.name}.`);
      },
    });

  return (
    <>
      <AdminSearchForm
        id="admin-campground-search"
        label="Campground name"
        query={query}
        busy={busy}
        onQueryChange={setQuery}
        onSearch={search}
      />
      <FormAlert tone="success" messages={notice ? [notice] : []} />
      <FormAlert tone="error" messages={errors} />
      {duplicate && (
        <div className={styles.item} data-testid="merge-duplicate">
          <p>
            Merging <strong>{duplicate.label}</strong>: search for the campground to keep, then choose{' '}
            <em>Merge into this</em>.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              onClick={() => setDuplicate(null)}
            >
              Stop merging
            </button>
          </div>
        </div>
      )}
      {found?.length === 0 && <p className={styles.muted}>No visible campground matches.</p>}
      {found && found.length > 0 && (
        <ul className={styles.list} aria-label="Campgrounds">
          {found.map((campground) => (
            <li key={campground.id} className={styles.item} data-testid="admin-campground">
              <h2>
                <Link href={campground.url}>{campground.label}</Link>
              </h2>
              <div className={styles.actions}>
                {duplicate && duplicate.id !== campground.id ? (
                  <button
                    type="button"
                    className={buttonStyles.button}
                    disabled={busy}
                    onClick={() => askToMerge(duplicate, campground)}
                  >
                    Merge into this
                  </button>
                ) : (
                  !duplicate && (
                    <button
                      type="button"
                      className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                      disabled={busy}
                      onClick={() => setDuplicate(campground)}
                    >
                      Merge as a duplicate…
                    </button>
                  )
                )}
                <RejectWithReason busy={busy} labels={HIDE_LABELS} onReject={(reason) => hide(campground, reason)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2>Hidden campgrounds</h2>
      {hidden.length === 0 && <p className={styles.muted}>No campground is hidden.</p>}
      {hidden.length > 0 && (
        <ul className={styles.list} aria-label="Hidden campgrounds">
          {hidden.map((campground) => (
            <li key={campground.id} className={styles.item} data-testid="hidden-campground">
              <h2>
                {campground.name}, {campground.regionName}
                {campground.mergedIntoId && (
                  <span className={styles.badges}>
                    <span className={styles.badge}>Merged</span>
                  </span>
                )}
              </h2>
              <p className={styles.muted}>{campground.hiddenReason}</p>
              <div className={styles.actions}>
                {campground.mergedIntoId ? (
                  <Link href={campgroundPath(campground)}>Where its address leads</Link>
                ) : (
                  <button
                    type="button"
                    className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                    disabled={busy}
                    onClick={() => show(campground)}
                  >
                    Show again
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
