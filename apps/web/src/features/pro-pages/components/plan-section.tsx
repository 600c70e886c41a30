import { PURCHASE_REFUSALS } from '@campwise/domain';
import type { ProPlan } from '@/features/pro/pro-api';
import { formatInteger } from '@/lib/format';
import type { PlanOffer } from '../plan-offer';
import { PlanCard } from './plan-card';
import styles from './pro-page.module.css';

interface PlanSectionProps {
  plan: ProPlan | null;
  offer: PlanOffer | null;
  freeCampgrounds: number;
  heading?: string;
  intro?: string;
  openOnArrival?: boolean;
}

/** The plan on sale and the way to buy it; says so when PRO cannot be bought right now. */
export function PlanSection({
  plan,
  offer,
  freeCampgrounds,
  heading = 'Get PRO',
  intro = 'One yearly membership. Cancel anytime in account settings.',
  openOnArrival = false,
}: PlanSectionProps) {
  return (
    <section id="plan" className={styles.section} aria-labelledby="plan-heading">
      <h2 id="plan-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {plan && offer ? (
        <PlanCard
          plan={plan}
          offer={offer}
          openOnArrival={openOnArrival}
          includes={[
            `Free-camping layer: ${formatInteger(freeCampgrounds)} free campgrounds`,
            'National forest and national park layers',
            'AT&T, T-Mobile and Verizon coverage layers',
            'Cancel anytime in account settings',
          ]}
        />
      ) : (
        <p className={styles.intro}>{PURCHASE_REFUSALS.noPlan}</p>
      )}
    </section>
  );
}
