'use client';

// pro-upgrade-modal variant c: the price first, then the free trial and what is due today, from
// the plan on sale (and any coupon the visitor brought), as the checkout will charge it.
import { formatUsd, noCommitmentText, PRO_TEXT, trialEndDate } from '@campwise/domain';
import { useProOffer } from '@/features/pro/use-pro-offer';
import { UpgradePitch, type UpgradePitchProps } from './upgrade-pitch';
import styles from './upgrade-modals.module.css';

export function ProUpgradeModalC(props: UpgradePitchProps) {
  const offer = useProOffer();
  const quote = offer.state === 'ready' ? offer.quote : null;
  const action = quote && quote.trialDays > 0 ? PRO_TEXT.startFreeTrial : PRO_TEXT.checkoutHeading;
  return (
    <UpgradePitch {...props} kind="pro-upgrade-modal-c" title="Campwise PRO" action={action}>
      {offer.state === 'loading' ? <p className={styles.muted}>Loading the price…</p> : null}
      {offer.state === 'unavailable' ? <p className={styles.muted}>{offer.message}</p> : null}
      {quote ? (
        <>
          <p className={styles.price}>
            <span className={styles.amount}>{formatUsd(quote.firstYear)}</span>
            <span className={styles.per}>/year</span>
          </p>
          {quote.discount > 0 ? (
            <p className={styles.muted}>
              <s>{formatUsd(quote.renewal)}</s> — you save {formatUsd(quote.discount)} on the first year.
            </p>
          ) : null}
          {quote.trialDays > 0 ? (
            <>
              <p className={styles.trialBadge}>
                {quote.trialDays} days free · {formatUsd(quote.dueNow)} due today
              </p>
              <p className={styles.muted}>
                {noCommitmentText(quote.dueNow, trialEndDate(new Date(), quote.trialDays), quote.firstYear)}
              </p>
            </>
          ) : null}
        </>
      ) : null}
    </UpgradePitch>
  );
}
