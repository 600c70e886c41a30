import type { Metadata } from 'next';
import { PRODUCT_NAME } from '@campwise/domain';
import { PlanSection } from '@/features/pro-pages/components/plan-section';
import { ProCta } from '@/features/pro-pages/components/pro-cta';
import { ProHero } from '@/features/pro-pages/components/pro-hero';
import { ProLinks } from '@/features/pro-pages/components/pro-links';
import styles from '@/features/pro-pages/components/pro-page.module.css';
import { planOffer, planSummary } from '@/features/pro-pages/plan-offer';
import { loadProFigures, loadProPlan } from '@/features/pro-pages/pro-data.server';
import { formatInteger } from '@/lib/format';

export const metadata: Metadata = {
  title: `Subscribe to ${PRODUCT_NAME} PRO`,
  description: `${PRODUCT_NAME} PRO plans and pricing: a free trial, then one yearly price. Cancel anytime in account settings.`,
  alternates: { canonical: '/pro/subscribe' },
};

export default async function ProSubscribePage() {
  const [plan, figures] = await Promise.all([loadProPlan(), loadProFigures()]);
  const offer = plan ? planOffer(plan, null, null) : null;
  const trialDays = offer?.quote.trialDays ?? 0;
  return (
    <>
      <ProHero
        eyebrow="Plans and pricing"
        title={`Subscribe to ${PRODUCT_NAME} PRO`}
        lead={
          offer
            ? `${planSummary(offer.quote)}, for free camping and public lands across ${formatInteger(figures.campgrounds)} campgrounds.`
            : `Free camping and public lands across ${formatInteger(figures.campgrounds)} campgrounds.`
        }
        actions={<ProCta className={styles.heroButton} openOnArrival />}
      />
      <div className="page">
        <PlanSection plan={plan} offer={offer} freeCampgrounds={figures.freeCampgrounds} heading="The PRO plan" />
        <section className={styles.section} aria-labelledby="how-heading">
          <h2 id="how-heading" className={styles.heading}>
            How the membership works
          </h2>
          <ul className={styles.grid}>
            <li className={styles.card}>
              <h3>{trialDays > 0 ? `${trialDays} days free` : 'Pay once a year'}</h3>
              <p>
                {trialDays > 0
                  ? 'Nothing is charged today. Your first year is charged when the trial ends, unless you cancel before.'
                  : 'The first year is charged today; the membership renews each year.'}
              </p>
            </li>
            <li className={styles.card}>
              <h3>Cancel anytime</h3>
              <p>
                Cancel in account settings. You keep PRO until the end of the period you have, and are not charged
                again.
              </p>
            </li>
            <li className={styles.card}>
              <h3>Change your mind</h3>
              <p>Resume a cancelled membership from your account any time before it ends.</p>
            </li>
          </ul>
        </section>
        <ProLinks current="/pro/subscribe" />
      </div>
    </>
  );
}
