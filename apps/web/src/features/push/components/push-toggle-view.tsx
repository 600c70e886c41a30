'use client';

import { useEffect, useId, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import { disablePushNotifications, enablePushNotifications, PushSetupError, readPushState } from '../push-browser';
import { HOW_TO_ALLOW, PUSH_NOTES, type PushState } from '../push-state';
import styles from './push-toggle.module.css';

/** The "Get alerts on this device" switch; loaded through push-toggle.tsx only when shown. */
export function PushToggleView() {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const noteId = useId();

  useEffect(() => {
    let cancelled = false;
    readPushState().then(
      (read) => {
        if (!cancelled) setState(read);
      },
      (error: unknown) => {
        if (!cancelled) setErrors(errorMessages(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  async function toggle(turnOn: boolean) {
    setBusy(true);
    setErrors([]);
    try {
      setState(await (turnOn ? enablePushNotifications() : disablePushNotifications()));
    } catch (error) {
      setErrors(error instanceof PushSetupError ? [error.message] : errorMessages(error));
    } finally {
      setBusy(false);
    }
  }

  const switchable = state === 'on' || state === 'off';
  return (
    <div className={styles.push} data-push-state={state}>
      {state !== 'server-off' && (
        <label className={styles.row}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={state === 'on'}
            disabled={busy || !switchable}
            aria-describedby={noteId}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span className={styles.label}>Get alerts on this device</span>
        </label>
      )}
      <p id={noteId} className={styles.note} role="status">
        {busy ? (state === 'on' ? 'Turning off…' : 'Turning on…') : PUSH_NOTES[state]}
        {state === 'blocked' && !busy && <> {HOW_TO_ALLOW}</>}
      </p>
      <FormAlert tone="error" messages={errors} />
    </div>
  );
}
