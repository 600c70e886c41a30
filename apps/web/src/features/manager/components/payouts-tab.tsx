'use client';

// Payouts: where the campground's money goes, its balance and its ledger. Without Stripe no money
// moves by itself, so the words say exactly that: a record of what Campwise owes the campground.
// With Stripe, the campground connects an account; coming back from Stripe's onboarding
// (?stripe=return) the account is read again, and an expired link (?stripe=refresh) is renewed.
import { formatCents } from '@campwise/domain';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import { useManager } from '../manager-context';
import { payoutConnectionView, stripeReturnOf, type PayoutConnectionView } from '../payout-connection';
import {
  loadPayouts,
  PAYOUT_ENTRIES_PAGE_SIZE,
  refreshStripeAccount,
  startStripeOnboarding,
  type PayoutEntry,
  type PayoutSummary,
} from '../payouts-api';
import styles from './manager.module.css';

const KIND_LABELS: Record<string, string> = { credit: 'Booking', debit: 'Refund', payout: 'Payout' };
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function StripeConnection({ campgroundId, view }: { campgroundId: string; view: PayoutConnectionView }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const goToStripe = async () => {
    setBusy(true);
    setErrors([]);
    try {
      window.location.assign(await startStripeOnboarding(await signedInApiClient(), campgroundId));
    } catch (error) {
      setErrors(errorMessages(error));
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="stripe-heading">
      <h2 id="stripe-heading" className={styles.cardTitle}>
        {view.title}
      </h2>
      <p className={styles.note}>{view.text}</p>
      <FormAlert tone="error" messages={errors} />
      {view.action && (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            disabled={busy}
            onClick={() => void goToStripe()}
          >
            {busy ? 'Opening Stripe…' : view.action}
          </button>
        </div>
      )}
    </section>
  );
}

export function PayoutsTab() {
  const { activeCampground } = useManager();
  const campgroundId = activeCampground?.id ?? null;
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ summary: PayoutSummary; entries: PayoutEntry[]; total: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const stripeReturn = stripeReturnOf(searchParams.get('stripe'));

  /** The same view without ?stripe=, so a reload does not repeat what the return did. */
  const forgetStripeReturn = useCallback(() => {
    const query = new URLSearchParams(searchParams.toString());
    query.delete('stripe');
    router.replace(`${pathname}?${query.toString()}`, { scroll: false });
  }, [pathname, router, searchParams]);

  useEffect(() => {
    if (!campgroundId) return;
    let live = true;
    const load = async () => {
      const client = await signedInApiClient();
      if (stripeReturn === 'refresh') {
        // Stripe's link had expired: a new one, straight back to Stripe.
        window.location.assign(await startStripeOnboarding(client, campgroundId));
        return;
      }
      if (stripeReturn === 'return') {
        await refreshStripeAccount(client, campgroundId);
        forgetStripeReturn();
      }
      const loaded = await loadPayouts(client, campgroundId, page);
      if (live) setData(loaded);
    };
    load().catch((error: unknown) => live && setErrors(errorMessages(error)));
    return () => {
      live = false;
    };
  }, [campgroundId, page, stripeReturn, forgetStripeReturn]);

  if (errors.length > 0) return <FormAlert tone="error" messages={errors} />;
  if (!data) {
    return <p role="status">{stripeReturn === 'refresh' ? 'Opening Stripe…' : 'Loading payouts…'}</p>;
  }
  const { summary, entries, total } = data;
  const pages = Math.max(1, Math.ceil(total / PAYOUT_ENTRIES_PAGE_SIZE));
  const view = payoutConnectionView(summary);

  return (
    <>
      {view.title !== null && campgroundId && <StripeConnection campgroundId={campgroundId} view={view} />}
      <section className={styles.card} aria-labelledby="balance-heading">
        <h2 id="balance-heading" className={styles.cardTitle}>
          Balance
        </h2>
        {view.title === null && <p className={styles.note}>{view.text}</p>}
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
