'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { signInPathFor } from '@/features/auth/sign-in-path';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { errorMessages } from '@/lib/api-client';
import { loadSavedLists, type SavedList } from '../saved-lists-api';
import { savedListsClient } from '../saved-lists-session';
import { useSavedCampgrounds } from '../saved-campgrounds-provider';
import { SavedListSection } from './saved-list-section';
import styles from './saved-lists.module.css';

/** /account/lists: the signed-in camper's lists, each with its campgrounds. */
export function SavedListsView() {
  const { status, user } = useCurrentUser();
  const router = useRouter();
  const { refresh: refreshSavedIds } = useSavedCampgrounds();
  const [lists, setLists] = useState<SavedList[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const userId = user?.id ?? null;

  // As on /account: a session that cannot be renewed in the browser goes to sign in.
  useEffect(() => {
    if (status === 'unauthenticated') {
      router.replace(signInPathFor(`${window.location.pathname}${window.location.search}`));
    }
  }, [status, router]);

  const load = useCallback(async () => {
    try {
      const { client, userId: id } = await savedListsClient();
      setLists(await loadSavedLists(client, id));
      setErrors([]);
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }, []);

  useEffect(() => {
    if (userId) void load();
  }, [userId, load]);

  /** After any change: this page's lists and every heart on the site. */
  const changed = useCallback(async () => {
    await Promise.all([load(), refreshSavedIds()]);
  }, [load, refreshSavedIds]);

  return (
    <div className="page">
      <div className={styles.wrap}>
        <p className={styles.back}>
          <Link href="/account">Your account</Link>
        </p>
        <h1 className={styles.title}>Saved lists</h1>
        <FormAlert tone="error" messages={errors} />
        {lists === null && errors.length === 0 && <p role="status">Loading your lists…</p>}
        {lists?.length === 0 && (
          <p className={styles.empty}>
            You have no saved campgrounds yet. Tap the heart on a campground to save it here.{' '}
            <Link href="/search">Find campgrounds</Link>
          </p>
        )}
        {lists?.map((list) => (
          <SavedListSection key={list.id} list={list} onChanged={changed} />
        ))}
      </div>
    </div>
  );
}
