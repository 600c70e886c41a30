'use client';

import { useEffect } from 'react';

/** Starts error reporting when the site has a Sentry DSN; without one, nothing is loaded. */
export function ErrorReporting({ dsn }: { dsn: string | null }) {
  useEffect(() => {
    if (!dsn) return;
    void import('../sentry-reporting').then((module) => module.startSentry(dsn)).catch(() => undefined);
  }, [dsn]);
  return null;
}
