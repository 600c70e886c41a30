'use client';

import { useEffect, useState } from 'react';
import { createApiClient } from '@/lib/api-client';

/** How many campgrounds the API knows to be free (filter[free]=true): null while loading or unknown. */
export function useFreeCampgroundCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    createApiClient()
      .findAll('campgrounds', { filter: { free: 'true' }, page: { size: 1 } })
      .then((answer) => {
        const total = answer.meta.total;
        if (live && typeof total === 'number') setCount(total);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return count;
}
