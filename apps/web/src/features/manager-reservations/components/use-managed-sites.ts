'use client';

import { useEffect, useState } from 'react';
import { errorMessages } from '@/lib/api-client';
import { listManagedSites } from '../manager-api';
import type { ManagedSite } from '../manager-records';

/** The campground's active sites for a form's site choice, and any error reading them. */
export function useManagedSites(campgroundId: number): { sites: ManagedSite[]; errors: string[] } {
  const [sites, setSites] = useState<ManagedSite[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    listManagedSites(campgroundId)
      .then((loaded) => {
        if (current) setSites(loaded);
      })
      .catch((error: unknown) => {
        if (current) setErrors(errorMessages(error));
      });
    return () => {
      current = false;
    };
  }, [campgroundId]);
  return { sites, errors };
}
