import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { BenefitGrid } from '@/features/pro-pages/components/benefit-grid';
import { PlanSection } from '@/features/pro-pages/components/plan-section';
import { ProCta } from '@/features/pro-pages/components/pro-cta';
import { ProHero } from '@/features/pro-pages/components/pro-hero';
import { ProLinks } from '@/features/pro-pages/components/pro-links';
import styles from '@/features/pro-pages/components/pro-page.module.css';
import { planOffer, planSummary } from '@/features/pro-pages/plan-offer';
import { loadProFigures, loadProPlan } from '@/features/pro-pages/pro-data.server';
import { proBenefits } from '@/features/pro-pages/pro-includes';
import { formatInteger } from '@/lib/format';

export const metadata: Metadata = {
  title: `${PRODUCT_NAME} PRO`,
  description: `${PRODUCT_NAME} PRO: free camping, public lands and cell coverage by carrier on the campground map. One yearly membership with a free trial.`,
  alternates: { canonical: '/pro' },
};

export default async function ProPage() {
  const [plan, figures] = await Promise.all([loadProPlan(), loadProFigures()]);
  const offer = plan ? planOffer(plan, null, null) : null;
  return (
    <>
      <ProHero
        eyebrow={`${PRODUCT_NAME} PRO`}
        title="Find free camping and more with PRO"
        lead={
          <>
            {formatInteger(figures.campgrounds)} campgrounds on one map, with the layers that tell you where camping
            costs nothing, whose land you are on and whether your phone works there.
          </>
        }
        showRating
        actions={
          <>
            <ProCta className={styles.heroButton} />
            <Link href="/pro/gift" className={styles.heroLink}>
              Give PRO as a gift
            </Link>
          </>
        }
        note={offer ? `${planSummary(offer.quote)}. Cancel anytime in account settings.` : null}
      />
      <div className="page">
        <section className={styles.section} aria-labelledby="includes-heading">
          <h2 id="includes-heading" className={styles.heading}>
            What PRO includes
          </h2>
          <p className={styles.intro}>
            The PRO layers sit on top of the search map. Saved lists, reviews and field reports stay free for everyone.
          </p>
          <BenefitGrid benefits={proBenefits(figures)} />
        </section>
        <PlanSection plan={plan} offer={offer} freeCampgrounds={figures.freeCampgrounds} />
        <ProLinks current="/pro" />
      </div>
    </>
  );
}
