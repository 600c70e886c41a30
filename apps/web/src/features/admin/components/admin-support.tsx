'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { PlainTextBody } from '@/components/ui/plain-text-body';
import { signedInApiClient } from '@/lib/session-api-client';
import {
  loadSupportMessages,
  setSupportMessageStatus,
  SUPPORT_FILTERS,
  type SupportFilter,
  type SupportMessage,
} from '../admin-support-api';
import { statusTabs } from '@/lib/status-tabs';
import styles from './admin.module.css';
import { StatusFilterNav } from '@/components/ui/status-filter-nav';
import { useReviewQueue } from './use-review-queue';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const FILTER_LABELS: Record<SupportFilter, string> = { open: 'Open', closed: 'Closed' };
const TABS = statusTabs('/admin/support', SUPPORT_FILTERS, FILTER_LABELS);

/**
 * /admin/support: what visitors wrote through the Help widget's contact form (each also emailed
 * to support). Answer by email, then close it here; a closed one can be opened again.
 */
export function AdminSupport({ filter }: { filter: SupportFilter }) {
  const [total, setTotal] = useState<number | null>(null);
  const load = useCallback(async () => {
    const page = await loadSupportMessages(await signedInApiClient(), filter);
    setTotal(page.total);
    return page.messages;
  }, [filter]);
  const { items: messages, errors, notice, busyId, act } = useReviewQueue(load);
  const next: SupportFilter = filter === 'open' ? 'closed' : 'open';

  return (
    <>
      <StatusFilterNav
        label="Message status"
        tabs={TABS}
        current={filter}
        // The API counts only the status asked for.
        count={(status) => (status === filter ? total : null)}
      />
      <FormAlert tone="success" messages={notice ? [notice] : []} />
      <FormAlert tone="error" messages={errors} />
      {messages === null && errors.length === 0 && <p role="status">Loading messages…</p>}
      {messages?.length === 0 && (
        <p className={styles.muted}>
          {filter === 'open' ? 'No open messages: everyone has an answer.' : 'No closed messages yet.'}
        </p>
      )}
      {messages && messages.length > 0 && (
        <>
          {total !== null && total > messages.length && (
            <p className={styles.muted}>
              The {messages.length} newest of {total}.
            </p>
          )}
          <ul className={styles.list} aria-label="Support messages">
            {messages.map((message) => (
              <li key={message.id}>
                <SupportMessageItem
                  message={message}
                  busy={busyId === message.id}
                  actionLabel={next === 'closed' ? 'Close' : 'Open again'}
                  onAction={() =>
                    void act(
                      message.id,
                      async () => setSupportMessageStatus(await signedInApiClient(), message.id, next),
                      next === 'closed' ? `“${message.subject}” is closed.` : `“${message.subject}” is open again.`,
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function SupportMessageItem({
  message,
  busy,
  actionLabel,
  onAction,
}: {
  message: SupportMessage;
  busy: boolean;
  actionLabel: string;
  onAction: () => void;
}) {
  const replyHref = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <article className={styles.item} aria-labelledby={`support-${message.id}`} data-testid="support-message">
      <h2 id={`support-${message.id}`}>{message.subject}</h2>
      <dl className={styles.facts}>
        <dt>From</dt>
        <dd>
          {message.name} &lt;<a href={replyHref}>{message.email}</a>&gt;
          {message.userId ? ` (account #${message.userId})` : ' (not signed in)'}
        </dd>
        <dt>Page</dt>
        <dd>{message.pagePath ? <Link href={message.pagePath}>{message.pagePath}</Link> : '—'}</dd>
        <dt>Sent</dt>
        <dd>{dateFormat.format(new Date(message.createdAt))}</dd>
      </dl>
      <PlainTextBody text={message.message} />
      <div className={styles.actions}>
        <a className={buttonStyles.button} href={replyHref}>
          Reply by email
        </a>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={busy}
          onClick={onAction}
        >
          {busy ? 'Saving…' : actionLabel}
        </button>
      </div>
    </article>
  );
}
