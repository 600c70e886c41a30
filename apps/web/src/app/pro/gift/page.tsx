import type { Metadata } from 'next';
import { formatUsd, PRODUCT_NAME, PURCHASE_REFUSALS } from '@campwise/domain';
import { GiftPurchaseForm } from '@/features/gifts/components/gift-purchase-form';
import { GiftRedeemForm } from '@/features/gifts/components/gift-redeem-form';
import { BenefitGrid } from '@/features/pro-pages/components/benefit-grid';
import { ProCta } from '@/features/pro-pages/components/pro-cta';
import { ProHero } from '@/features/pro-pages/components/pro-hero';
import { ProLinks } from '@/features/pro-pages/components/pro-links';
import styles from '@/features/pro-pages/components/pro-page.module.css';
import { loadProFigures, loadProPlan } from '@/features/pro-pages/pro-data.server';
import { proBenefits } from '@/features/pro-pages/pro-includes';

export const metadata: Metadata = {
  title: `Give ${PRODUCT_NAME} PRO as a gift`,
  description: `Give a year of ${PRODUCT_NAME} PRO to a camper: they get a code by email and redeem it on their account. Redeem a gift code here too.`,
  alternates: { canonical: '/pro/gift' },
};

export default async function ProGiftPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { code } = await searchParams;
  const initialCode = (Array.isArray(code) ? code[0] : code)?.trim().slice(0, 64) ?? '';
  const [plan, figures] = await Promise.all([loadProPlan(), loadProFigures()]);
  return (
    <>
      <ProHero
        eyebrow={`${PRODUCT_NAME} PRO`}
        title="Give PRO as a gift"
        lead={
          plan
            ? `A year of PRO for ${formatUsd(plan.amount)}, paid once. We email your camper a gift code; they redeem it while signed in and are PRO for a year. It never renews.`
            : 'A year of PRO for someone else: they get a gift code by email and redeem it on their account.'
        }
        actions={
          <>
            <a href="#buy-gift" className={styles.heroButton}>
              Buy a gift
            </a>
            <a href="#redeem-gift" className={styles.heroLink}>
              Redeem a gift code
            </a>
            <ProCta className={styles.heroLinkButton} label="Get PRO for yourself" />
          </>
        }
      />
      <div className="page">
        <section id="buy-gift" className={styles.section} aria-labelledby="buy-heading">
          <h2 id="buy-heading" className={styles.heading}>
            Buy a year of PRO
          </h2>
          <p className={styles.intro}>
            Tell us who it is for. They receive an email with the gift code and a link to redeem it; you receive the
            code here too.
          </p>
          {plan ? (
            <GiftPurchaseForm priceCents={plan.amount} />
          ) : (
            <p className={styles.intro}>{PURCHASE_REFUSALS.noPlan}</p>
          )}
        </section>
        <section id="redeem-gift" className={styles.section} aria-labelledby="redeem-heading">
          <h2 id="redeem-heading" className={styles.heading}>
            Redeem a gift
          </h2>
          <p className={styles.intro}>Got a gift code? Enter it while signed in to start your year of PRO.</p>
          <GiftRedeemForm initialCode={initialCode} />
        </section>
        <section className={styles.section} aria-labelledby="includes-heading">
          <h2 id="includes-heading" className={styles.heading}>
            What the gift includes
          </h2>
          <BenefitGrid benefits={proBenefits(figures)} />
        </section>
        <ProLinks current="/pro/gift" />
      </div>
    </>
  );
}
