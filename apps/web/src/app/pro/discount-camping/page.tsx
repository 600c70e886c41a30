import type { Metadata } from 'next';
import { PRODUCT_NAME } from '@campwise/domain';
import { BenefitGrid } from '@/features/pro-pages/components/benefit-grid';
import { PlanSection } from '@/features/pro-pages/components/plan-section';
import { ProCta } from '@/features/pro-pages/components/pro-cta';
import { ProHero } from '@/features/pro-pages/components/pro-hero';
import { ProLinks } from '@/features/pro-pages/components/pro-links';
import styles from '@/features/pro-pages/components/pro-page.module.css';
import { planOffer } from '@/features/pro-pages/plan-offer';
import { BUDGET_NIGHTLY_DOLLARS, loadBudgetFigures, loadProPlan } from '@/features/pro-pages/pro-data.server';
import { bookingBenefits, proBenefits } from '@/features/pro-pages/pro-includes';
import { formatInteger } from '@/lib/format';

export const metadata: Metadata = {
  title: 'Discount camping',
  description: `Camp for less with ${PRODUCT_NAME} PRO: free campgrounds on the map, campgrounds under $${BUDGET_NIGHTLY_DOLLARS} a night, and no extra booking fees when you book a site.`,
  alternates: { canonical: '/pro/discount-camping' },
};

export default async function DiscountCampingPage() {
  const [plan, figures] = await Promise.all([loadProPlan(), loadBudgetFigures()]);
  const offer = plan ? planOffer(plan, null, null) : null;
  const bookingPerks = bookingBenefits(proBenefits({ campgrounds: 0, freeCampgrounds: figures.freeCampgrounds }));
  return (
    <>
      <ProHero
        eyebrow={`${PRODUCT_NAME} PRO`}
        title="Discount camping"
        lead={`Spend less a night: ${formatInteger(figures.freeCampgrounds)} free campgrounds on the PRO map, and ${formatInteger(figures.budgetCampgrounds)} with a known fee of $${BUDGET_NIGHTLY_DOLLARS} a night or less.`}
        actions={<ProCta className={styles.heroButton} />}
      />
      <div className="page">
        <section className={styles.section} aria-labelledby="save-heading">
          <h2 id="save-heading" className={styles.heading}>
            Where the savings are
          </h2>
          <ul className={styles.grid}>
            <li className={styles.card}>
              <span className={styles.figure}>{formatInteger(figures.freeCampgrounds)}</span>
              <h3>Free campgrounds</h3>
              <p>Highlighted by the PRO free-camping layer, so a free night is easy to spot on the map.</p>
            </li>
            <li className={styles.card}>
              <span className={styles.figure}>{formatInteger(figures.budgetCampgrounds)}</span>
              <h3>Up to ${BUDGET_NIGHTLY_DOLLARS} a night</h3>
              <p>Campgrounds whose listed nightly fee is ${BUDGET_NIGHTLY_DOLLARS} or less, free ones included.</p>
            </li>
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="booking-heading">
          <h2 id="booking-heading" className={styles.heading}>
            When you book
          </h2>
          <p className={styles.intro}>
            Campgrounds that take bookings on {PRODUCT_NAME} show a Book button: PRO members pay no booking fee there,
            hear when a sold-out site opens up, and plan a trip&apos;s nights before booking them.
          </p>
          <BenefitGrid benefits={bookingPerks} />
        </section>
        <PlanSection plan={plan} offer={offer} freeCampgrounds={figures.freeCampgrounds} />
        <ProLinks current="/pro/discount-camping" />
      </div>
    </>
  );
}
