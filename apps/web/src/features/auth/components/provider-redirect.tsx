'use client';

import { signIn } from 'next-auth/react';
import { useEffect, useRef } from 'react';

/** In the popup: hands over to the provider's own sign-in page. */
export function ProviderRedirect({ providerId, name }: { providerId: string; name: string }) {
  const started = useRef(false);
  useEffect(() => {
    // Development mode runs effects twice; two sign-in requests would race for the state cookie.
    if (started.current) return;
    started.current = true;
    void signIn(providerId, { callbackUrl: '/signin/complete' });
  }, [providerId]);
  return <p role="status">Taking you to {name}…</p>;
}
