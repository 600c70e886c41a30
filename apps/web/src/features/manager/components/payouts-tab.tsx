'use client';

// Payouts: the campground's balance and its ledger. Without Stripe Connect no money moves by
// itself, so the words say exactly that: this is a record of what Campwise owes the campground.
import { formatCents } from '@campwise/domain';
import { useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import { useManager } from '../manager-context';
import { loadPayouts, PAYOUT_ENTRIES_PAGE_SIZE, type PayoutEntry, type PayoutSummary } from '../payouts-api';
import styles from './manager.module.css';

const KIND_LABELS: Record<string, string> = { credit: 'Booking', debit: 'Refund', payout: 'Payout' };
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function providerText(summary: PayoutSummary): string {
  if (summary.provider === 'local') {
    return 'Payouts are not automatic: Campwise keeps this ledger of what it owes you. Each paid booking adds its total less the booking fee; a refund takes back your share. When we send you money, it is recorded here as a payout.';
  }
  if (summary.connectStatus === 'active') return 'Payouts go to your connected Stripe account.';
  if (summary.connectStatus === 'pending')
    return 'Your Stripe account is being verified; payouts start once it is active.';
  return 'Connect a Stripe account to receive payouts; until then, what you are owed is kept in this ledger.';
}

export function PayoutsTab() {
  const { activeCampground } = useManager();
  const campgroundId = activeCampground?.id ?? null;
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ summary: PayoutSummary; entries: PayoutEntry[]; total: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!campgroundId) return;
    let live = true;
    signedInApiClient()
      .then((client) => loadPayouts(client, campgroundId, page))
      .then(
        (loaded) => live && setData(loaded),
        (error: unknown) => live && setErrors(errorMessages(error)),
      );
    return () => {
      live = false;
    };
  }, [campgroundId, page]);

  if (errors.length > 0) return <FormAlert tone="error" messages={errors} />;
  if (!data) return <p role="status">Loading payouts…</p>;
  const { summary, entries, total } = data;
  const pages = Math.max(1, Math.ceil(total / PAYOUT_ENTRIES_PAGE_SIZE));

  return (
    <>
      <section className={styles.card} aria-labelledby="balance-heading">
        <h2 id="balance-heading" className={styles.cardTitle}>
          Balance
        </h2>
        <p className={styles.note}>{providerText(summary)}</p>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>Owed to you</dt>
            <dd className={styles.amount}>{formatCents(summary.balanceCents)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Bookings</dt>
            <dd className={styles.amount}>{formatCents(summary.creditsCents)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Refunds</dt>
            <dd className={styles.amount}>{formatCents(summary.debitsCents)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Paid out</dt>
            <dd className={styles.amount}>{formatCents(summary.paidOutCents)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="entries-heading">
        <h2 id="entries-heading" className={styles.cardTitle}>
          Ledger
        </h2>
        {entries.length === 0 ? (
          <p className={styles.note}>Nothing yet. Paid bookings appear here as they are captured.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Description</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{dateFormat.format(new Date(entry.createdAt))}</td>
                    <td>{KIND_LABELS[entry.kind] ?? entry.kind}</td>
                    <td>{entry.description}</td>
                    <td className={styles.amount}>{formatCents(entry.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Newer
            </button>
            <span className={styles.note}>
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Older
            </button>
          </div>
        )}
      </section>
    </>
  );
}
