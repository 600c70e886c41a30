import { formatLongDate, formatUsd, PRO_TEXT } from '@campwise/domain';
import type { ProPlan } from '@/features/pro/pro-api';
import { type PlanOffer, planSummary } from '../plan-offer';
import { ProCta } from './pro-cta';
import styles from './pro-page.module.css';

interface PlanCardProps {
  plan: ProPlan;
  offer: PlanOffer;
  /** What the plan includes, in a few words each. */
  includes: readonly string[];
  openOnArrival?: boolean;
}

/** The plan on sale with its real price and trial (from the API), and the way into checkout. */
export function PlanCard({ plan, offer, includes, openOnArrival = false }: PlanCardProps) {
  const { quote } = offer;
  const discounted = quote.firstYear < quote.renewal;
  return (
    <div className={styles.plan}>
      {offer.kind === 'discount' && (
        <p className={styles.offer}>
          Code {offer.code}: {offer.discountLabel}
        </p>
      )}
      {offer.kind !== 'discount' && offer.discountLabel && <p className={styles.offer}>{offer.discountLabel}</p>}
      <h3 className={styles.planName}>{plan.name}</h3>
      <p className={styles.price}>
        {discounted && <span className={styles.was}>{formatUsd(quote.renewal)}</span>}
        {formatUsd(quote.trialDays > 0 ? quote.firstYear : quote.dueNow)}
        <small>{discounted ? ' first year' : '/year'}</small>
      </p>
      <p className={styles.summary}>
        {planSummary(quote)}. {PRO_TEXT.totalDueToday}: {formatUsd(quote.dueNow)}.
        {offer.kind === 'discount' && offer.expiresAt && <> Offer ends {formatLongDate(offer.expiresAt, 'UTC')}.</>}
      </p>
      <ul className={styles.checks}>
        {includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ProCta className={styles.heroButtonDark} openOnArrival={openOnArrival} />
    </div>
  );
}
