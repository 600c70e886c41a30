'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { reloadSession } from '@/lib/session-store';
import { announceSignInComplete } from '../provider-popup';

// If the window is still open this long after asking to close, it was not a popup we can close.
const CLOSE_GRACE_MS = 500;

/** The popup's last page: tell the opening window, then close. */
export function ProviderSignInComplete() {
  const [stillOpen, setStillOpen] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    void (async () => {
      // Reading the session here also tells the other tabs (and the opener) to read theirs again.
      await reloadSession();
      announceSignInComplete();
      window.close();
      timer = window.setTimeout(() => setStillOpen(true), CLOSE_GRACE_MS);
    })();
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div role="status">
      {stillOpen ? (
        <p>
          You&rsquo;re signed in. You can close this window, or <Link href="/">continue to the home page</Link>.
        </p>
      ) : (
        <p>Finishing sign-in…</p>
      )}
    </div>
  );
}
