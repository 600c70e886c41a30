'use client';

import { useCallback, useEffect, useState } from 'react';
import { errorMessages } from '@/lib/api-client';

/**
 * What every admin queue does: load the items, run an action on one (its buttons wait), say what
 * happened or what went wrong, and load again so the item leaves the queue once decided.
 */
export function useReviewQueue<T>(load: () => Promise<T[]>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setItems(await load());
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const act = useCallback(
    async (id: string, action: () => Promise<unknown>, done: string) => {
      setBusyId(id);
      setErrors([]);
      setNotice('');
      try {
        await action();
        // The queue is read again first, so the notice shows with the item already gone.
        await reload();
        setNotice(done);
      } catch (error) {
        setErrors(errorMessages(error));
      } finally {
        setBusyId(null);
      }
    },
    [reload],
  );

  return { items, errors, setErrors, notice, busyId, act };
}
