'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import { followNewsletterLink, isInvalidNewsletterLink, type NewsletterLinkAction } from '../newsletter-api';
import styles from './site-shell.module.css';

type Outcome = { kind: 'done'; message: string } | { kind: 'error'; messages: string[]; invalid: boolean };

/**
 * /newsletter/confirm and /newsletter/unsubscribe: posts the emailed link's token. Confirming
 * runs as the page opens (a mail scanner fetching the link runs no script, so it confirms
 * nothing); unsubscribing waits for the button, so a link preview cannot unsubscribe anyone.
 */
export function NewsletterLink({ action, token }: { action: NewsletterLinkAction; token: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const result = useRef<HTMLDivElement>(null);

  const follow = async () => {
    setBusy(true);
    try {
      setOutcome({ kind: 'done', message: await followNewsletterLink(action, token) });
    } catch (error) {
      setOutcome({ kind: 'error', messages: errorMessages(error), invalid: isInvalidNewsletterLink(error) });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (action !== 'confirm' || started.current) return;
    started.current = true;
    void follow();
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  if (outcome) {
    return (
      <div ref={result} tabIndex={-1} className={styles.body}>
        {outcome.kind === 'done' ? (
          <FormAlert tone="success" messages={[outcome.message]} />
        ) : (
          <FormAlert tone="error" messages={outcome.messages} />
        )}
        <Link href="/search" className={`${buttonStyles.button} ${buttonStyles.block}`}>
          Find a campground
        </Link>
      </div>
    );
  }
  if (action === 'confirm') return <p role="status">Confirming your subscription…</p>;
  return (
    <div className={styles.body}>
      <p>Stop getting the newsletter at this address?</p>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.block}`}
        disabled={busy}
        onClick={() => void follow()}
      >
        Unsubscribe
      </button>
    </div>
  );
}
