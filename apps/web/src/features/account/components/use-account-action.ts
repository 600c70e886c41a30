'use client';

import { useState } from 'react';
import { errorMessages } from '@/lib/api-client';

export interface ActionMessages {
  tone: 'error' | 'success';
  texts: string[];
}

/**
 * The busy flag and outcome message of an account form's save: `run` clears the last message,
 * awaits the action and shows its success text, or the API's error messages.
 */
export function useAccountAction() {
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<ActionMessages | null>(null);

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setMessages(null);
    try {
      setMessages({ tone: 'success', texts: [await action()] });
    } catch (error) {
      setMessages({ tone: 'error', texts: errorMessages(error) });
    } finally {
      setBusy(false);
    }
  };

  return { busy, messages, run };
}
