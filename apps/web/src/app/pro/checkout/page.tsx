import type { Metadata } from 'next';
import { PRODUCT_NAME } from '@campwise/domain';
import { PlanSection } from '@/features/pro-pages/components/plan-section';
import { ProCta } from '@/features/pro-pages/components/pro-cta';
import { ProHero } from '@/features/pro-pages/components/pro-hero';
import { ProLinks } from '@/features/pro-pages/components/pro-links';
import styles from '@/features/pro-pages/components/pro-page.module.css';
import { planOffer, planSummary } from '@/features/pro-pages/plan-offer';
import { loadProFigures, loadProPlan } from '@/features/pro-pages/pro-data.server';

export const metadata: Metadata = {
  title: `Checkout — ${PRODUCT_NAME} PRO`,
  description: `Start your ${PRODUCT_NAME} PRO membership: the free trial, the yearly price and what is due today.`,
  alternates: { canonical: '/pro/checkout' },
};

/** Opens the checkout at once for a signed-in free member; shows the plan and 'Get PRO' otherwise. */
export default async function ProCheckoutPage() {
  const [plan, figures] = await Promise.all([loadProPlan(), loadProFigures()]);
  const offer = plan ? planOffer(plan, null, null) : null;
  return (
    <>
      <ProHero
        eyebrow="Checkout"
        title={`Start ${PRODUCT_NAME} PRO`}
        lead={offer ? `${planSummary(offer.quote)}. Cancel anytime in account settings.` : 'One yearly membership.'}
        actions={<ProCta className={styles.heroButton} openOnArrival />}
      />
      <div className="page">
        <PlanSection
          plan={plan}
          offer={offer}
          freeCampgrounds={figures.freeCampgrounds}
          heading="Your plan"
          intro="Sign in or create a free account, then enter your card. Nothing is charged during the free trial."
        />
        <ProLinks current="/pro/checkout" />
      </div>
    </>
  );
}
