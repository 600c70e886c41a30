'use client';

import { useState } from 'react';
import type { ApiClient } from '@/lib/api-client';
import { errorMessages } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';

/**
 * One write of the portal as the signed-in user: busy while it runs, the API's messages when it
 * fails (the form keeps what was typed), and the answer when it works (null on failure).
 */
export function useManagerAction() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function run<T>(write: (client: ApiClient) => Promise<T>): Promise<T | null> {
    setBusy(true);
    setErrors([]);
    try {
      return await write(await signedInApiClient());
    } catch (error) {
      setErrors(errorMessages(error));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, setErrors, run };
}
